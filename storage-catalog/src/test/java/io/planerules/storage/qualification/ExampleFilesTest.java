package io.planerules.storage.qualification;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The recorded runs of docs/reference/storage-catalog.md#qualification, shipped in {@code
 * docs/qualification/}, give the verdicts the spec (and the seed's qualification document) records.
 */
class ExampleFilesTest {

  private static QualificationVerdict verdictOf(String file) throws IOException {
    byte[] bytes = Files.readAllBytes(Path.of("..", "docs", "qualification", file));
    QualificationResult result = Qualify.evaluate(bytes);
    assertThat(result.problems().problems()).as(file).isEmpty();
    return result.verdict().orElseThrow();
  }

  @Test
  void wekaQualifiesReadOnlyManyAndReadWriteMany() throws IOException {
    QualificationVerdict v = verdictOf("weka.yaml");
    assertThat(v.verdict()).isEqualTo(VerdictKind.QUALIFIED);
    assertThat(v.provisioner()).isEqualTo("csi.weka.io");
    assertThat(v.qualifiedModeNames()).containsExactly("ReadOnlyMany", "ReadWriteMany");
    assertThat(v.entry().provider()).isEqualTo("weka");
    assertThat(v.entry().readerMountOptions()).isEmpty();
    assertThat(v.missing()).isEmpty();
    assertThat(v.findings()).containsExactly("shared-filesystem-assumption-fails");
    assertThat(v.warnings()).containsExactly("writer-fsgroup");
    assertThat(v.transition(Workflow.REGULAR)).isEqualTo(Transition.RWX_READ_ONLY);
    assertThat(v.transition(Workflow.HELM)).isEqualTo(Transition.RWX_READ_ONLY);
  }

  @Test
  void wekaEntryEqualsTheEmbeddedDefaultCatalogsEntry() throws IOException {
    QualificationVerdict v = verdictOf("weka.yaml");
    // the seed's final catalog lists Weka as [ReadWriteMany, ReadOnlyMany], readerMountOptions []
    assertThat(
            v.entry()
                .semanticallyEquals(
                    io.planerules.storage.catalog.DefaultCatalog.get()
                        .driver("csi.weka.io")
                        .orElseThrow()))
        .isTrue();
  }

  @Test
  void ociFssOnARetainClassQualifiesReadOnlyManyAndReadWriteMany() throws IOException {
    QualificationVerdict v = verdictOf("oci-fss.yaml");
    assertThat(v.verdict()).isEqualTo(VerdictKind.QUALIFIED);
    assertThat(v.qualifiedModeNames()).containsExactly("ReadOnlyMany", "ReadWriteMany");
    assertThat(v.entry().provider()).isEqualTo("ociFss");
    assertThat(v.missing()).isEmpty();
    assertThat(v.findings()).containsExactly("shared-filesystem-assumption-fails");
    assertThat(v.warnings()).containsExactly("writer-runs-as-root", "fully-qualified-images");
    assertThat(v.reasons().get("writer-runs-as-root"))
        .isEqualTo(
            "CSIDriver fsGroupPolicy is ReadWriteOnceWithFSType: Kubernetes does not chown the"
                + " volume, so the cache writer must run as root");
    assertThat(
            v.entry()
                .semanticallyEquals(
                    io.planerules.storage.catalog.DefaultCatalog.get()
                        .driver("fss.csi.oraclecloud.com")
                        .orElseThrow()))
        .isTrue();
  }

  @Test
  void ociFssOnTheStockDeleteClassQualifiesNothing() throws IOException {
    QualificationVerdict v = verdictOf("oci-fss-delete.yaml");
    assertThat(v.verdict()).isEqualTo(VerdictKind.NOT_QUALIFIED);
    assertThat(v.qualifiedModes()).isEmpty();
    assertThat(v.entry().accessModes()).isEmpty();
    assertThat(v.missing()).containsExactly("reclaim-policy-retain");
    assertThat(v.transition(Workflow.REGULAR)).isEqualTo(Transition.DISABLED);
    assertThat(v.transition(Workflow.HELM)).isEqualTo(Transition.DISABLED);
    assertThat(v.warnings()).containsExactly("writer-runs-as-root", "fully-qualified-images");
  }

  @Test
  void nvmeshQualifiesReadWriteOnceAndReadOnlyManyForBothWorkflows() throws IOException {
    QualificationVerdict v = verdictOf("nvmesh.yaml");
    assertThat(v.verdict()).isEqualTo(VerdictKind.QUALIFIED);
    assertThat(v.qualifiedModeNames()).containsExactly("ReadWriteOnce", "ReadOnlyMany");
    assertThat(v.entry().readerMountOptions()).containsExactly("ro", "norecovery", "nouuid");
    assertThat(v.missing()).isEmpty();
    assertThat(v.findings()).isEmpty();
    assertThat(v.warnings()).containsExactly("writer-fsgroup");
    assertThat(v.transition(Workflow.REGULAR)).isEqualTo(Transition.ROX_READ_ONLY);
    assertThat(v.transition(Workflow.HELM)).isEqualTo(Transition.ROX_READ_ONLY);
    assertThat(
            v.entry()
                .semanticallyEquals(
                    io.planerules.storage.catalog.DefaultCatalog.get()
                        .driver("nvmesh-csi.excelero.com")
                        .orElseThrow()))
        .isTrue();
  }

  @Test
  void everyExampleEntryPassesCatalogValidation() throws IOException {
    for (String file : List.of("weka.yaml", "oci-fss.yaml", "oci-fss-delete.yaml", "nvmesh.yaml")) {
      QualificationVerdict v = verdictOf(file);
      assertThat(StorageCatalog.builder().driver(v.entry()).validate().isValid()).as(file).isTrue();
    }
  }
}
