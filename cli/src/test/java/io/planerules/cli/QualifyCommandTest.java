package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code planerules qualify EVIDENCE [--catalog FILE]} on the recorded runs of {@code
 * docs/qualification/} (docs/qualification/README.md): exit 0 when a mode qualifies, 1 when none
 * does or the evidence is invalid, 2 for usage errors and unreadable files.
 */
class QualifyCommandTest {

  private static final String WEKA = "../docs/qualification/weka.yaml";
  private static final String OCI_FSS_DELETE = "../docs/qualification/oci-fss-delete.yaml";

  @TempDir Path dir;

  private Path file(String name, String text) throws IOException {
    Path path = dir.resolve(name);
    Files.writeString(path, text, StandardCharsets.UTF_8);
    return path;
  }

  @Test
  void wekaQualifiesAndPrintsTheEntryReadyToPaste() {
    CliRun run = CliRun.args("qualify", WEKA);
    assertThat(run.code()).as(run.err()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .startsWith(
            "verdict: qualified (csi.weka.io)\n"
                + "qualified modes: [ReadOnlyMany, ReadWriteMany]\n"
                + "regularModelCache: rwxReadOnly (enabled)\n"
                + "helmModelCache: rwxReadOnly (enabled)\n")
        .contains(
            "catalog entry (paste under drivers:):\n"
                + "  csi.weka.io:\n"
                + "    provider: weka\n"
                + "    accessModes: [ReadOnlyMany, ReadWriteMany]\n"
                + "    readerMountOptions: []\n"
                + "\ncatalog diff against the embedded default catalog:\n")
        .containsPattern("findings +shared-filesystem-assumption-fails +a fresh claim")
        .containsPattern("csi\\.weka\\.io +helmModelCache +unchanged +rwxReadOnly +rwxReadOnly")
        .endsWith("semantically equal: yes\n");
  }

  @Test
  void wekaAsJson() {
    CliRun run = CliRun.args("qualify", WEKA, "--output", "json");
    assertThat(run.code()).isZero();
    JsonNode json = run.json();
    assertThat(json.get("valid").booleanValue()).isTrue();
    assertThat(json.get("verdict").textValue()).isEqualTo("qualified");
    assertThat(json.get("qualifiedModes").toString())
        .isEqualTo("[\"ReadOnlyMany\",\"ReadWriteMany\"]");
    assertThat(json.at("/entry/provider").textValue()).isEqualTo("weka");
    assertThat(json.at("/enabledWorkflows/helmModelCache").booleanValue()).isTrue();
    assertThat(json.at("/transitions/regularModelCache").textValue()).isEqualTo("rwxReadOnly");
    assertThat(json.get("entryYaml").textValue()).startsWith("  csi.weka.io:\n");
    assertThat(json.at("/catalog/source").textValue()).isEqualTo("embedded default");
    assertThat(json.at("/catalog/catalogRevision").textValue()).startsWith("sha256:");
    assertThat(json.at("/diff/semanticallyEqual").booleanValue()).isTrue();
    assertThat(json.at("/diff/changes")).hasSize(8);
  }

  @Test
  void ociFssOnItsDeleteClassQualifiesNothingAndExitsOne() {
    CliRun run = CliRun.args("qualify", OCI_FSS_DELETE);
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .startsWith(
            "verdict: not-qualified (fss.csi.oraclecloud.com)\n"
                + "qualified modes: []\n"
                + "regularModelCache: disabled (not enabled)\n")
        .containsPattern("missing +reclaim-policy-retain +StorageClass \"fss-storage\"")
        .containsPattern("warnings +writer-runs-as-root ")
        .containsPattern("warnings +fully-qualified-images ")
        .containsPattern(
            "fss\\.csi\\.oraclecloud\\.com +regularModelCache +disabled +rwxReadOnly +disabled"
                + " +\\[accessModes\\] +yes")
        .endsWith("semantically equal: no\n");
    JsonNode json = CliRun.args("qualify", OCI_FSS_DELETE, "-o", "json").json();
    assertThat(json.get("verdict").textValue()).isEqualTo("not-qualified");
    assertThat(json.get("missing").toString()).isEqualTo("[\"reclaim-policy-retain\"]");
  }

  @Test
  void invalidEvidenceExitsOneWithItsProblems() throws IOException {
    Path bad = file("bad.yaml", "x: [\n");
    CliRun run = CliRun.args("qualify", bad.toString());
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .isEqualTo(
            bad
                + ":1:5: error qualification.syntax: parse qualification evidence: the document"
                + " is not well-formed YAML or JSON\n"
                + bad
                + ": invalid qualification evidence\n");
    JsonNode json = CliRun.args("qualify", bad.toString(), "-o", "json").json();
    assertThat(json.get("valid").booleanValue()).isFalse();
    assertThat(json.get("verdict").isNull()).isTrue();
    assertThat(json.at("/problems/0/code").textValue()).isEqualTo("qualification.syntax");
  }

  @Test
  void aGivenCatalogIsTheOneDiffed() throws IOException {
    Path catalog =
        file(
            "catalog.yaml",
            "apiVersion: storage.nvcf.nvidia.com/v1alpha1\n"
                + "kind: StorageCapabilityCatalog\n"
                + "drivers:\n"
                + "  example.csi.test:\n"
                + "    provider: example\n"
                + "    accessModes: [ReadWriteOnce, ReadOnlyMany]\n"
                + "    readerMountOptions: [ro]\n");
    CliRun run = CliRun.args("qualify", WEKA, "--catalog", catalog.toString());
    assertThat(run.code()).isZero();
    assertThat(run.out())
        .contains("catalog diff against the " + catalog + " catalog:\n")
        .containsPattern("csi\\.weka\\.io +regularModelCache +added +- +rwxReadOnly")
        .containsPattern("example\\.csi\\.test +helmModelCache +unchanged");
    Path broken = file("broken.yaml", "drivers: [\n");
    assertThat(CliRun.args("qualify", WEKA, "--catalog", broken.toString()).code()).isEqualTo(1);
  }

  @Test
  void usageErrorsAndUnreadableFilesExitTwo() {
    CliRun missing = CliRun.args("qualify", dir.resolve("none.yaml").toString());
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.out()).isEmpty();
    assertThat(missing.err())
        .isEqualTo("planerules: cannot read " + dir.resolve("none.yaml") + ": no such file\n");
    CliRun missingCatalog =
        CliRun.args("qualify", WEKA, "--catalog", dir.resolve("none.yaml").toString());
    assertThat(missingCatalog.code()).isEqualTo(2);
    assertThat(CliRun.args("qualify").code()).isEqualTo(2);
    assertThat(CliRun.args("qualify", WEKA, OCI_FSS_DELETE).code()).isEqualTo(2);
  }
}
