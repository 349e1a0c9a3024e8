package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Output and exit codes of the human commands: success 0, refusal 1, usage error 2. */
class HumanCommandsTest {

  @Test
  void idCheckValidNamedAndLegacy() {
    CliRun named = CliRun.args("id", "check", "plane-a");
    assertThat(named.code()).isZero();
    assertThat(named.out()).isEqualTo("control-plane id \"plane-a\" is valid (named mode)\n");
    assertThat(named.err()).isEmpty();
    CliRun legacy = CliRun.args("id", "check", "");
    assertThat(legacy.code()).isZero();
    assertThat(legacy.out()).isEqualTo("control-plane id \"\" is valid (legacy mode)\n");
  }

  @Test
  void idCheckInvalidExitsOneWithTheReason() {
    CliRun run = CliRun.args("id", "check", "Plane-A");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .startsWith("control-plane id \"Plane-A\" is invalid:\n")
        .contains("id.uppercase")
        .contains("control plane ID must be a DNS-1123 label");
    CliRun json = CliRun.args("id", "check", "default", "--output", "json");
    assertThat(json.code()).isEqualTo(1);
    assertThat(json.json().at("/problems/0/code").textValue()).isEqualTo("id.reserved");
    assertThat(json.json().get("valid").booleanValue()).isFalse();
  }

  @Test
  void idCheckUsageErrors() {
    CliRun missing = CliRun.args("id", "check");
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).contains("ID").hasLineCount(1);
    CliRun extra = CliRun.args("id", "check", "a", "b");
    assertThat(extra.code()).isEqualTo(2);
    CliRun group = CliRun.args("id");
    assertThat(group.code()).isEqualTo(2);
    assertThat(group.err())
        .isEqualTo("planerules: missing subcommand (see 'planerules id --help')\n");
  }

  @TempDir Path dir;

  private Path file(String name, String text) throws IOException {
    Path path = dir.resolve(name);
    Files.writeString(path, text, StandardCharsets.UTF_8);
    return path;
  }

  private static final String BROKEN =
      "apiVersion: storage.nvcf.nvidia.com/v1alpha1\n"
          + "kind: StorageCapabilityCatalog\n"
          + "drivers:\n"
          + "  example.csi.test:\n"
          + "    provider: no\n"
          + "    accessModes: [ReadOnlyMany]\n"
          + "    readerMountOptions: [ro, atime, noatime]\n";

  private static final String VALID =
      "apiVersion: storage.nvcf.nvidia.com/v1alpha1\n"
          + "kind: StorageCapabilityCatalog\n"
          + "drivers:\n"
          + "  example.csi.test:\n"
          + "    provider: example\n"
          + "    accessModes: [ReadWriteOnce, ReadOnlyMany]\n"
          + "    readerMountOptions: [ro]\n";

  @Test
  void catalogValidate() throws IOException {
    Path broken = file("broken.yaml", BROKEN);
    CliRun invalid = CliRun.args("catalog", "validate", broken.toString());
    assertThat(invalid.code()).isEqualTo(1);
    assertThat(invalid.out())
        .contains(broken + ":5:15: error catalog.ambiguous-scalar: ")
        .contains(broken + ":7:37: error catalog.reader-option-conflict: ")
        .contains(broken + ":6:18: error catalog.rox-needs-writer: ")
        .contains(broken + ": invalid (3 errors, 0 warnings), catalog revision sha256:");
    CliRun valid = CliRun.args("catalog", "validate", file("ok.yaml", VALID).toString());
    assertThat(valid.code()).isZero();
    assertThat(valid.out()).contains(": valid (0 errors, 0 warnings)");
    CliRun json = CliRun.args("catalog", "validate", broken.toString(), "-o", "json");
    assertThat(json.code()).isEqualTo(1);
    assertThat(json.json().at("/errors/0/line").intValue()).isEqualTo(5);
    CliRun missing = CliRun.args("catalog", "validate", dir.resolve("none.yaml").toString());
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).startsWith("planerules: cannot read ").hasLineCount(1);
    assertThat(CliRun.args("catalog", "validate").code()).isEqualTo(2);
    assertThat(CliRun.args("catalog").code()).isEqualTo(2);
  }

  @Test
  void catalogShow() throws IOException {
    CliRun embedded = CliRun.args("catalog", "show");
    assertThat(embedded.code()).isZero();
    assertThat(embedded.out())
        .contains("catalog: embedded default, revision sha256:")
        .containsPattern("nvmesh-csi\\.excelero\\.com +nvmesh +.*roxReadOnly +roxReadOnly")
        .containsPattern("lustre\\.csi\\.oraclecloud\\.com +ociLustre .*disabled +disabled");
    CliRun file = CliRun.args("catalog", "show", file("ok.yaml", VALID).toString(), "-o", "json");
    assertThat(file.code()).isZero();
    assertThat(file.json().at("/drivers/0/transitions/regularModelCache").textValue())
        .isEqualTo("roxReadOnly");
    assertThat(file.json().at("/drivers/0/transitions/helmModelCache").textValue())
        .isEqualTo("disabled");
    assertThat(CliRun.args("catalog", "show", file("b.yaml", BROKEN).toString()).code())
        .isEqualTo(1);
    assertThat(CliRun.args("catalog", "show", "a", "b").code()).isEqualTo(2);
  }

  @Test
  void catalogDiff() throws IOException {
    Path old = file("old.yaml", VALID);
    Path same = file("same.yaml", VALID + "# comment\n");
    Path reordered =
        file("new.yaml", VALID.replace("[ReadWriteOnce, ReadOnlyMany]", "[ReadWriteMany]"));
    CliRun unchanged = CliRun.args("catalog", "diff", old.toString(), same.toString());
    assertThat(unchanged.code()).isZero();
    assertThat(unchanged.out()).contains("revision changed: yes, semantically equal: yes");
    CliRun changed = CliRun.args("catalog", "diff", old.toString(), reordered.toString());
    assertThat(changed.code()).isEqualTo(1);
    assertThat(changed.out())
        .containsPattern("example\\.csi\\.test +regularModelCache +transition-changed");
    CliRun json =
        CliRun.args("catalog", "diff", old.toString(), reordered.toString(), "-o", "json");
    assertThat(json.json().at("/changes/1/change").textValue()).isEqualTo("enabled");
    assertThat(
            CliRun.args("catalog", "diff", old.toString(), file("b.yaml", BROKEN).toString())
                .code())
        .isEqualTo(1);
    assertThat(CliRun.args("catalog", "diff", old.toString()).code()).isEqualTo(2);
  }

  @Test
  void decide() throws IOException {
    CliRun resolved =
        CliRun.args("decide", "--provisioner", "csi.weka.io", "--workflow", "helmModelCache");
    assertThat(resolved.code()).isZero();
    assertThat(resolved.out())
        .containsPattern("transition +rwxReadOnly")
        .contains("decided by transition.rwx-shared-claim")
        .contains("decision.storage-class");
    CliRun refused =
        CliRun.args("decide", "--provisioner", "unknown.csi", "--workflow", "regularModelCache");
    assertThat(refused.code()).isEqualTo(1);
    assertThat(refused.out())
        .isEqualTo(
            "refused by decision.catalog-entry: model cache StorageClass \"nvcf-sc\" uses"
                + " provisioner \"unknown.csi\" with no catalog entry\n");
    Path sc =
        file(
            "sc.yaml",
            "apiVersion: storage.k8s.io/v1\nkind: StorageClass\nmetadata:\n  name: nvcf-sc\n"
                + "  uid: 1234\nprovisioner: nvmesh-csi.excelero.com\nreclaimPolicy: Delete\n");
    CliRun delete =
        CliRun.args("decide", "--workflow", "regularModelCache", "--storage-class", sc.toString());
    assertThat(delete.code()).isEqualTo(1);
    assertThat(delete.out()).contains("decision.reclaim-retain");
    CliRun disabled =
        CliRun.args(
            "decide",
            "--provisioner",
            "lustre.csi.oraclecloud.com",
            "--workflow",
            "regularModelCache",
            "-o",
            "json");
    assertThat(disabled.code()).isZero();
    assertThat(disabled.json().at("/decision/transition").textValue()).isEqualTo("disabled");
    assertThat(CliRun.args("decide", "--provisioner", "x").code()).isEqualTo(2);
    assertThat(CliRun.args("decide", "--workflow", "regularModelCache").code()).isEqualTo(2);
  }

  @Test
  void ownership() throws IOException {
    Path foreign =
        file(
            "ns.yaml",
            "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: plane-a-nvcf\n  labels:\n"
                + "    nvcf.nvidia.com/control-plane-id: plane-b\n");
    CliRun deny =
        CliRun.args(
            "ownership",
            "--plane-id",
            "plane-a",
            "--action",
            "delete",
            "--object",
            foreign.toString());
    assertThat(deny.code()).isEqualTo(1);
    assertThat(deny.out())
        .startsWith("deny: refusing to delete Namespace plane-a-nvcf: owned by control plane")
        .contains("policy.delete.foreign");
    CliRun allow =
        CliRun.args(
            "ownership",
            "--plane-id",
            "plane-b",
            "--action",
            "update",
            "--object",
            foreign.toString());
    assertThat(allow.code()).isZero();
    assertThat(allow.out()).startsWith("allow: ");
    assertThat(
            CliRun.args(
                    "ownership",
                    "--plane-id",
                    "plane-b",
                    "--action",
                    "destroy",
                    "--object",
                    foreign.toString())
                .code())
        .isEqualTo(2);
    assertThat(CliRun.args("ownership", "--plane-id", "plane-b", "--action", "update").code())
        .isEqualTo(2);
    Path secret = file("s.yaml", "kind: Secret\nmetadata:\n  name: s\n");
    CliRun noNamespace =
        CliRun.args(
            "ownership",
            "--plane-id",
            "plane-b",
            "--action",
            "update",
            "--object",
            secret.toString());
    assertThat(noNamespace.code()).isEqualTo(2);
    assertThat(noNamespace.err()).contains("namespace").hasLineCount(1);
  }

  @Test
  void rbacCheck() throws IOException {
    Path held =
        file(
            "held.yaml",
            "kind: ClusterRole\nrules:\n- apiGroups: [nvca.nvcf.nvidia.io]\n"
                + "  resources: [modelcaches]\n  verbs: [get, list, watch]\n");
    Path granted =
        file(
            "granted.yaml",
            "- apiGroups: [nvca.nvcf.nvidia.io]\n"
                + "  resources: [modelcaches, modelcachebindings, modelcachebindings/status]\n"
                + "  verbs: [get, list]\n");
    CliRun missing = CliRun.args("rbac", "check", held.toString(), granted.toString());
    assertThat(missing.code()).isEqualTo(1);
    assertThat(missing.out())
        .contains(
            "{APIGroups:[\"nvca.nvcf.nvidia.io\"], Resources:[\"modelcachebindings\"], Verbs:[\"get\" \"list\"]}")
        .containsPattern("\"nvca\\.nvcf\\.nvidia\\.io\" +modelcachebindings/status +list");
    CliRun covered = CliRun.args("rbac", "check", held.toString(), held.toString());
    assertThat(covered.code()).isZero();
    assertThat(covered.out()).startsWith("covered: ");
    assertThat(CliRun.args("rbac", "check", held.toString()).code()).isEqualTo(2);
    Path scalar = file("scalar.yaml", "just text\n");
    assertThat(CliRun.args("rbac", "check", scalar.toString(), held.toString()).code())
        .isEqualTo(2);
  }

  @Test
  void namesAndDisjoint() {
    CliRun names =
        CliRun.args("names", "--plane-id", "plane-a", "--domain", "a.test", "--kind", "release/");
    assertThat(names.code()).isZero();
    assertThat(names.out()).startsWith("release (22)\nKIND ");
    assertThat(names.out().lines().skip(3)).allSatisfy(l -> assertThat(l).startsWith("release/"));
    assertThat(CliRun.args("names", "--plane-id", "plane-a").code()).isEqualTo(1);
    assertThat(CliRun.args("names").code()).isEqualTo(2);
    CliRun disjoint =
        CliRun.args(
            "names",
            "check-disjoint",
            "--plane",
            "a=a.test",
            "--plane",
            "b=b.test",
            "--plane",
            "=");
    assertThat(disjoint.code()).isZero();
    assertThat(disjoint.out()).startsWith("disjoint: ");
    CliRun collide =
        CliRun.args(
            "names", "check-disjoint", "--plane", "a=a.test", "--plane", "a=b.test", "-o", "json");
    assertThat(collide.code()).isEqualTo(1);
    assertThat(collide.json().get("disjoint").booleanValue()).isFalse();
    assertThat(CliRun.args("names", "check-disjoint", "--plane", "a").code()).isEqualTo(2);
    assertThat(CliRun.args("names", "check-disjoint").code()).isEqualTo(2);
  }

  @Test
  void debugPrintsAStackTraceOnlyWhenAsked() {
    CliRun plain = CliRun.args("catalog", "validate", "/no/such/catalog.yaml");
    assertThat(plain.err()).hasLineCount(1).doesNotContain("\tat ");
    CliRun debug = CliRun.args("catalog", "validate", "/no/such/catalog.yaml", "--debug");
    assertThat(debug.code()).isEqualTo(2);
    assertThat(debug.err()).startsWith("planerules: cannot read").contains("\tat ");
  }
}
