package io.planerules.storage.qualification;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.planerules.testkit.fuzz.FuzzBudget;

/**
 * Coverage-guided fuzzing of the qualification evidence parser and evaluation, {@link
 * Qualify#evaluate(byte[])} (docs/reliability.md): any bytes give a typed result; a verdict exactly
 * when the evidence is valid.
 */
class EvidenceFuzzTest {

  @FuzzTest(maxDuration = "60s")
  void evaluate(byte[] evidence) {
    if (evidence == null) {
      return; // the evaluation takes non-null bytes (requireNonNull)
    }
    QualificationResult result = FuzzBudget.within(() -> Qualify.evaluate(evidence));
    assertThat(result.verdict().isPresent()).isEqualTo(result.isValid());
    assertThat(result.problems().isValid()).isEqualTo(result.isValid());
    if (!result.isValid()) {
      assertThat(result.problems().errors()).isNotEmpty();
    }
  }
}
