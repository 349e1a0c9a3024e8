package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code planerules audit render|renders|cluster|compare} through the real {@code main}: inputs
 * (files, directories, standard input), the three output formats, exit codes, and the refusal of
 * streams by the single-object commands.
 */
class AuditCommandTest {

  private static final String PLANE_A = "examples/audit/render/plane-a";
  private static final String PLANE_B = "examples/audit/render/plane-b";

  @TempDir Path dir;

  @Test
  void aRenderDirectoryIsReadFileByFileAndAnErrorFindingExitsOne() {
    CliRun run =
        CliRun.args(
            "audit",
            "render",
            "--plane-id",
            "plane-a",
            "--domain",
            "plane-a.example.test",
            PLANE_A);
    assertThat(run.code()).as(run.err()).isEqualTo(1);
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .startsWith(
            "audit render of plane \"plane-a\" (named mode): 18 objects, 5 errors, 0 warnings\n")
        .contains("\naudit.route (error, 1 finding)\n")
        .contains("\naudit.shared-crd (error, 1 finding)\n")
        .contains("\naudit.legacy-service (error, 1 finding)\n")
        .contains("\nhook.delete-policy (error, 1 finding)\n")
        .contains("\naudit.cluster-scoped (error, 1 finding)\n")
        .contains(
            "    "
                + PLANE_A
                + "/ingress/gateway-routes/templates/httproute.yaml:22 (document 1)\n");
    for (String line : run.out().split("\n")) {
      assertThat(line.length()).as(line).isLessThanOrEqualTo(AuditTable.WIDTH);
    }
  }

  @Test
  void aCleanRenderExitsZero() {
    CliRun run =
        CliRun.args(
            "audit",
            "render",
            "--plane-id",
            "plane-a",
            PLANE_A + "/nats",
            PLANE_A + "/nvcf-pki/nvcf-pki/templates/clusterissuer.yaml");
    assertThat(run.code()).as(run.out() + run.err()).isZero();
    assertThat(run.out())
        .isEqualTo(
            "audit render of plane \"plane-a\" (named mode): 3 objects, 0 errors, 0 warnings\nno finding\n");
  }

  @Test
  void standardInputIsADashAndWarningsAloneExitZero() {
    CliRun run =
        CliRun.run(
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api\n",
            "audit",
            "render",
            "--plane-id",
            "plane-a",
            "--output",
            "json",
            "-");
    assertThat(run.code()).isZero();
    JsonNode report = run.json();
    assertThat(report.get("objects").asInt()).isEqualTo(1);
    assertThat(report.at("/findings/0/rule").asText()).isEqualTo("audit.namespace-unknown");
    assertThat(report.at("/findings/0/severity").asText()).isEqualTo("warning");
    assertThat(report.at("/findings/0/source/file").asText()).isEqualTo("-");
    CliRun placed =
        CliRun.run(
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api\n",
            "audit",
            "render",
            "--plane-id",
            "plane-a",
            "--release-namespace",
            "plane-a-nvcf",
            "-");
    assertThat(placed.out()).endsWith("no finding\n");
  }

  @Test
  void theSarifLogNamesEachFileAndLine() {
    CliRun run =
        CliRun.args("audit", "render", "--plane-id", "plane-a", "--output", "sarif", PLANE_A);
    assertThat(run.code()).isEqualTo(1);
    JsonNode log = run.json();
    assertThat(log.get("version").asText()).isEqualTo("2.1.0");
    assertThat(log.at("/runs/0/results")).hasSize(5);
    assertThat(
            log.at("/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri").asText())
        .isEqualTo(PLANE_A + "/ingress/gateway-routes/templates/httproute.yaml");
    assertThat(log.at("/runs/0/results/0/locations/0/physicalLocation/region/startLine").asInt())
        .isEqualTo(22);
  }

  @Test
  void rendersOfTwoPlanesNameThePlaneOfEveryFinding() {
    CliRun run =
        CliRun.args(
            "audit",
            "renders",
            "--render",
            "plane-a=" + PLANE_A,
            "--render",
            "plane-b=" + PLANE_B,
            "--output",
            "json");
    assertThat(run.code()).isEqualTo(1);
    JsonNode report = run.json();
    assertThat(report.get("audit").asText()).isEqualTo("renders");
    assertThat(report.get("planes")).hasSize(2);
    assertThat(report.at("/counts/audit.collision").asInt()).isEqualTo(1);
    assertThat(report.at("/counts/audit.listener-port").asInt()).isEqualTo(2);
    for (JsonNode finding : report.get("findings")) {
      assertThat(finding.get("planeId").asText()).isIn("plane-a", "plane-b");
    }
  }

  @Test
  void rendersOptionsArePerPlaneAndMustNameARender() {
    CliRun bad = CliRun.args("audit", "renders", "--render", "plane-a");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).startsWith("planerules: --render expects ID=VALUE, got \"plane-a\"");
    CliRun unknown =
        CliRun.args(
            "audit",
            "renders",
            "--render",
            "plane-a=" + PLANE_A,
            "--release-namespace",
            "plane-b=x");
    assertThat(unknown.code()).isEqualTo(2);
    assertThat(unknown.err()).contains("no --render for plane \"plane-b\"");
    CliRun placed =
        CliRun.args(
            "audit",
            "renders",
            "--render",
            "plane-a=" + PLANE_A + "/nats",
            "--release-namespace",
            "plane-a=plane-a-nats-system",
            "--domain",
            "plane-a=plane-a.example.test",
            "--output",
            "json");
    assertThat(placed.code()).isZero();
  }

  @Test
  void aClusterListingAndTwoListings() {
    CliRun cluster =
        CliRun.args(
            "audit",
            "cluster",
            "--plane-id",
            "plane-a",
            "--output",
            "json",
            "examples/audit/cluster.json");
    assertThat(cluster.code()).isEqualTo(1);
    assertThat(cluster.json().get("counts").toString())
        .isEqualTo(
            "{\"audit.foreign-namespace\":1,\"audit.gateway-listener\":1,\"audit.listener-port\":2,"
                + "\"audit.namespace-owner\":1}");
    CliRun residue =
        CliRun.args(
            "audit",
            "cluster",
            "--plane-id",
            "plane-a",
            "--after-teardown",
            "--output",
            "json",
            "examples/audit/cluster.json");
    assertThat(residue.json().at("/counts/residue.labelled").asInt()).isEqualTo(5);
    assertThat(residue.json().at("/counts/residue.namespace").asInt()).isEqualTo(2);
    CliRun compare =
        CliRun.args(
            "audit",
            "compare",
            "--plane-id",
            "plane-a",
            "examples/audit/before.yaml",
            "examples/audit/after.yaml");
    assertThat(compare.code()).isEqualTo(1);
    assertThat(compare.out())
        .contains("audit.foreign-changed (error, 1 finding)")
        .contains("audit.foreign-deleted");
    CliRun same =
        CliRun.args(
            "audit",
            "compare",
            "--plane-id",
            "plane-a",
            "examples/audit/before.yaml",
            "examples/audit/before.yaml");
    assertThat(same.code()).isZero();
  }

  @Test
  void sharedObjectsFromOptionsAndAFile() throws IOException {
    Path file = dir.resolve("shared.txt");
    Files.writeString(
        file, "# cluster-wide\nClusterRole/-/nvca-metrics-reader\n", StandardCharsets.UTF_8);
    String rbac = PLANE_A + "/nvca-operator/nvca-operator/templates/rbac.yaml";
    assertThat(CliRun.args("audit", "render", "--plane-id", "plane-a", rbac).code()).isEqualTo(1);
    assertThat(
            CliRun.args(
                    "audit",
                    "render",
                    "--plane-id",
                    "plane-a",
                    "--shared-file",
                    file.toString(),
                    rbac)
                .code())
        .isZero();
    assertThat(
            CliRun.args(
                    "audit",
                    "render",
                    "--plane-id",
                    "plane-a",
                    "--shared",
                    "ClusterRole/-/nvca-metrics-reader",
                    rbac)
                .code())
        .isZero();
    Files.writeString(file, "ClusterRole/nvca-metrics-reader\n", StandardCharsets.UTF_8);
    CliRun bad =
        CliRun.args(
            "audit", "render", "--plane-id", "plane-a", "--shared-file", file.toString(), rbac);
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("line 1: expected KIND/NAMESPACE/NAME");
  }

  @Test
  void inputsThatCannotBeOpenedAndBadOptionsExitTwoAnInvalidIdOne() throws IOException {
    CliRun missing = CliRun.args("audit", "render", "--plane-id", "plane-a", "no/such/render");
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err())
        .isEqualTo("planerules: cannot read no/such/render: no such file or directory\n");
    Files.writeString(dir.resolve("README.md"), "not a manifest", StandardCharsets.UTF_8);
    CliRun empty = CliRun.args("audit", "render", "--plane-id", "plane-a", dir.toString());
    assertThat(empty.code()).isEqualTo(2);
    assertThat(empty.err())
        .isEqualTo("planerules: no .yaml, .yml or .json file under " + dir + "\n");
    CliRun id = CliRun.args("audit", "render", "--plane-id", "Plane-A", PLANE_A);
    assertThat(id.code()).as("an invalid id is an answer, as for every command").isEqualTo(1);
    assertThat(id.out()).startsWith("control-plane id \"Plane-A\" is invalid:\n");
    CliRun domain =
        CliRun.args("audit", "render", "--plane-id", "plane-a", "--domain", "localhost", PLANE_A);
    assertThat(domain.code()).isEqualTo(2);
    CliRun twice = CliRun.args("audit", "render", "--plane-id", "plane-a", "-", "-");
    assertThat(twice.code()).isEqualTo(2);
    assertThat(twice.err()).startsWith("planerules: - (standard input) is given twice");
    CliRun kind =
        CliRun.args("audit", "render", "--plane-id", "plane-a", "--cluster-scoped", "x/", PLANE_A);
    assertThat(kind.code()).isEqualTo(2);
  }

  @Test
  void aDirectoryIsReadInPathOrderAndItsValuesFilesWithoutObjectsAreSkipped() throws IOException {
    Path render = dir.resolve("render");
    Files.createDirectories(render.resolve("b"));
    Files.createDirectories(render.resolve("a"));
    Files.writeString(
        render.resolve("b/x.yaml"),
        "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b, namespace: default}\n",
        StandardCharsets.UTF_8);
    Files.writeString(
        render.resolve("a/y.json"),
        "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"a\",\"namespace\":\"default\"}}\n",
        StandardCharsets.UTF_8);
    Files.writeString(render.resolve("values.yaml"), "replicas: 2\n", StandardCharsets.UTF_8);
    Files.writeString(render.resolve("notes.txt"), "kind: ignored", StandardCharsets.UTF_8);
    CliRun run =
        CliRun.args(
            "audit", "render", "--plane-id", "plane-a", "--output", "json", render.toString());
    assertThat(run.code()).isEqualTo(1);
    List<String> files = run.json().get("findings").findValuesAsText("file");
    assertThat(files)
        .containsExactly(
            render.resolve("a/y.json").toString(), render.resolve("b/x.yaml").toString());
  }

  @Test
  void singleObjectCommandsRefuseStreams() throws IOException {
    Path two = dir.resolve("two.yaml");
    Files.writeString(
        two,
        "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: x}\n---\n"
            + "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b, namespace: x}\n",
        StandardCharsets.UTF_8);
    CliRun ownership =
        CliRun.args(
            "ownership", "--plane-id", "plane-a", "--action", "delete", "--object", two.toString());
    assertThat(ownership.code()).isEqualTo(2);
    assertThat(ownership.out()).isEmpty();
    assertThat(ownership.err())
        .isEqualTo(
            "planerules: input.multiple-objects: "
                + two
                + " holds more than one object (documents 0 and 1); this command judges one object:"
                + " check a stream of objects with 'planerules audit'\n");
    CliRun list =
        CliRun.args(
            "decide",
            "--workflow",
            "regularModelCache",
            "--storage-class",
            "examples/audit/before.yaml");
    assertThat(list.code()).isEqualTo(2);
    assertThat(list.err())
        .isEqualTo(
            "planerules: input.multiple-objects: examples/audit/before.yaml is a List of 4 objects; this"
                + " command judges one object: check a List with 'planerules audit'\n");
    CliRun rbac = CliRun.args("rbac", "check", two.toString(), "examples/granted-role.yaml");
    assertThat(rbac.code()).isEqualTo(2);
    assertThat(rbac.err()).contains("input.multiple-objects");
  }

  @Test
  void emptyAndNullDocumentsDoNotMakeASecondObject() throws IOException {
    Path one = dir.resolve("one.yaml");
    Files.writeString(
        one,
        "---\n# Source: x/templates/empty.yaml\n---\napiVersion: v1\nkind: ConfigMap\n"
            + "metadata: {name: a, namespace: plane-a-nvcf, labels: {nvcf.nvidia.com/control-plane-id: plane-a}}\n"
            + "---\nnull\n---\n",
        StandardCharsets.UTF_8);
    CliRun run =
        CliRun.args(
            "ownership", "--plane-id", "plane-a", "--action", "delete", "--object", one.toString());
    assertThat(run.code()).as(run.err()).isZero();
  }
}
