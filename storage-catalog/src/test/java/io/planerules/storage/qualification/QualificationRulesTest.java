package io.planerules.storage.qualification;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.RuleDescriptor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules reference lists every rule id once, in evaluation order, with its codes. */
class QualificationRulesTest {

  @Test
  void everyRuleIsListedOnceInOrder() {
    List<RuleDescriptor> all = QualificationRule.all();
    assertThat(all.stream().map(d -> d.id().value()).toList())
        .containsExactly(
            "qualification.reclaim-policy-retain",
            "qualification.writer-populated",
            "qualification.writer-durable",
            "qualification.reader-proof",
            "qualification.read-write-many",
            "qualification.read-only-many",
            "qualification.read-write-once",
            "qualification.rox-needs-writer-mode",
            "qualification.fresh-dynamic-claim",
            "qualification.verdict",
            "qualification.writer-runs-as-root",
            "qualification.writer-fsgroup",
            "qualification.fully-qualified-images",
            "qualification.evidence");
    assertThat(all.get(0).decision()).isEqualTo("qualification verdict");
    assertThat(all.get(10).decision()).isEqualTo("qualification deployment warning");
    assertThat(all.get(13).decision()).isEqualTo("qualification evidence");
    assertThat(all).allSatisfy(d -> assertThat(d.description()).isNotBlank());
  }

  @Test
  void everyMissingProofFindingAndWarningCodeIsDocumented() {
    List<String> codes =
        QualificationRule.all().stream().flatMap(d -> d.reasonCodes().stream()).toList();
    assertThat(codes)
        .contains(
            "reclaim-policy-retain",
            "writer-populated",
            "writer-durable",
            "identical-bytes:<shape>/<namespace>",
            "read-only-enforced:<shape>/<probe>",
            "cross-namespace:ReadWriteMany",
            "cross-namespace:ReadOnlyMany",
            "inconsistent-evidence:<shape>/<namespace>",
            "reader-mount-ro",
            "rox-needs-writer-mode",
            "writer-access-mode:ReadWriteMany",
            "shared-filesystem-assumption-fails",
            "class-pinned-to-one-export",
            "writer-runs-as-root",
            "writer-fsgroup",
            "fully-qualified-images",
            "qualified",
            "partially-qualified",
            "not-qualified",
            "qualification.yaml-alias",
            "qualification.shape-namespace",
            "catalog.reader-option-conflict");
    assertThat(QualificationRule.all().get(6).reasonCodes()).isEmpty();
  }
}
