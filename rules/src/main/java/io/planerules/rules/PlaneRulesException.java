package io.planerules.rules;

import static java.util.Objects.requireNonNull;

/**
 * Thrown by the throwing factories of plane-rules ({@code ControlPlaneId.of}, {@code
 * PlaneNames.derive}, ...) when their non-throwing twin would have returned an invalid {@link
 * ValidationResult}. It carries that result, so a caller that catches it loses nothing.
 *
 * <p>The message is the first error's message followed by {@code " (and N more problems)"} when
 * there are more.
 */
public class PlaneRulesException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  @SuppressWarnings(
      "serial") // ValidationResult is immutable; serialising the exception is not supported
  private final ValidationResult result;

  /**
   * Creates the exception for an invalid result.
   *
   * @param result the result; holds at least one problem
   * @throws IllegalArgumentException when the result holds no problem: an exception must say why
   */
  public PlaneRulesException(ValidationResult result) {
    super(describe(requireNonNull(result, "result")));
    this.result = result;
  }

  /** The full validation result, every problem included. */
  public ValidationResult result() {
    return result;
  }

  /** The code of the first error, or of the first problem when there is no error. */
  public String code() {
    return first(result).code();
  }

  private static Problem first(ValidationResult result) {
    if (result.problems().isEmpty()) {
      throw new IllegalArgumentException("a PlaneRulesException needs at least one problem");
    }
    return result.errors().isEmpty() ? result.problems().get(0) : result.errors().get(0);
  }

  private static String describe(ValidationResult result) {
    Problem first = first(result);
    int more = result.problems().size() - 1;
    return more > 0 ? first.message() + " (and " + more + " more problems)" : first.message();
  }
}
