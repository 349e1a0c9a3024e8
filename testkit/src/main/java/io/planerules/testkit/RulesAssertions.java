package io.planerules.testkit;

import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;

/**
 * AssertJ entry points for the {@code rules} model. For a {@link ValidationResult} {@code reserved}
 * holding one {@code id.reserved} error and a {@link Trace} {@code trace} of two entries whose
 * second decided:
 * <!-- snippet: TestkitExamplesTest#rules-assertions -->
 *
 * <pre>{@code
 * RulesAssertions.assertThat(reserved).isInvalid().hasCodes("id.reserved");
 * RulesAssertions.assertThat(trace)
 *     .hasRuleIds("ownership.label-missing", "ownership.label-match")
 *     .decidedBy("ownership.label-match");
 * }</pre>
 */
public final class RulesAssertions {

  private RulesAssertions() {}

  /**
   * Starts an assertion on a validation result.
   *
   * @param actual the result
   * @return the assertion
   */
  public static ValidationResultAssert assertThat(ValidationResult actual) {
    return new ValidationResultAssert(actual);
  }

  /**
   * Starts an assertion on a trace.
   *
   * @param actual the trace
   * @return the assertion
   */
  public static TraceAssert assertThat(Trace actual) {
    return new TraceAssert(actual);
  }
}
