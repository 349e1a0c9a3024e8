package io.planerules.storage.qualification;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.storage.qualification.QualificationEvidence.CsiDriverFacts;
import java.util.List;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The deployment warnings of docs/reference/storage-catalog.md#deployment-warnings; they never
 * change the verdict.
 */
class WarningsTest {

  static Stream<Arguments> csiDrivers() {
    return Stream.of(
        Arguments.of(null, "writer-fsgroup", "no CSIDriver object is registered"),
        Arguments.of(
            new CsiDriverFacts(FsGroupPolicy.FILE),
            "writer-fsgroup",
            "CSIDriver fsGroupPolicy is File"),
        Arguments.of(
            new CsiDriverFacts(FsGroupPolicy.READ_WRITE_ONCE_WITH_FS_TYPE),
            "writer-runs-as-root",
            "CSIDriver fsGroupPolicy is ReadWriteOnceWithFSType"),
        Arguments.of(
            new CsiDriverFacts(FsGroupPolicy.NONE),
            "writer-runs-as-root",
            "CSIDriver fsGroupPolicy is None"),
        Arguments.of(
            new CsiDriverFacts(null), "writer-runs-as-root", "CSIDriver fsGroupPolicy is unset"));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @MethodSource("csiDrivers")
  void fsGroupPolicyDecidesWhetherTheWriterRunsAsRoot(
      @Nullable CsiDriverFacts driver, String warning, String reasonStart) {
    QualificationVerdict v = Fixtures.weka().csiDriver(driver).verdict();
    assertThat(v.warnings()).containsExactly(warning);
    assertThat(v.reasons().get(warning)).startsWith(reasonStart + ": ");
    assertThat(v.verdict()).isEqualTo(VerdictKind.QUALIFIED);
    assertThat(v.qualifiedModeNames()).containsExactly("ReadOnlyMany", "ReadWriteMany");
  }

  @Test
  void crioInTheReferenceRemindsOfFullyQualifiedImages() {
    for (String reference : List.of("runtime CRI-O 1.30", "cri-o", "CRIO short names", "x crio")) {
      assertThat(Fixtures.weka().reference(reference).verdict().warnings())
          .as(reference)
          .containsExactly("writer-fsgroup", "fully-qualified-images");
    }
    for (String reference : List.of("", "containerd", "CRI O", "cri_o")) {
      assertThat(Fixtures.weka().reference(reference).verdict().warnings())
          .as(reference)
          .containsExactly("writer-fsgroup");
    }
  }

  @Test
  void warningsDoNotDependOnTheVerdict() {
    QualificationVerdict v =
        Fixtures.weka()
            .reclaimPolicy(ReclaimPolicy.DELETE)
            .csiDriver(new CsiDriverFacts(FsGroupPolicy.NONE))
            .reference("CRI-O")
            .verdict();
    assertThat(v.verdict()).isEqualTo(VerdictKind.NOT_QUALIFIED);
    assertThat(v.warnings()).containsExactly("writer-runs-as-root", "fully-qualified-images");
    assertThat(v.reasons().get("fully-qualified-images"))
        .isEqualTo(
            "the runtime is CRI-O, which enforces short-name resolution: image references must be"
                + " fully qualified (registry host included)");
  }
}
