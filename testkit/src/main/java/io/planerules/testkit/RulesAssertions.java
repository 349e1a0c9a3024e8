package io.planerules.testkit;

import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;

/**
 * AssertJ entry points for the {@code rules} model.
 *
 * <pre>{@code
 * import static io.planerules.testkit.RulesAssertions.assertThat;
 *
 * assertThat(ControlPlaneId.validate("default")).isInvalid().hasCodes("id.reserved");
 * assertThat(verdict.trace()).hasRuleIds("ownership.shared-prerequisite", "ownership.namespace-scope",
 *     "ownership.label-missing", "ownership.label-match").decidedBy("ownership.label-match");
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
