package io.planerules.rules;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.function.Function;

/**
 * Every problem a validation found, in the order the validation reports them. The result is valid
 * when it holds no {@link Severity#ERROR}; warnings never make it invalid.
 * <!-- snippet: RulesExamplesTest#validation-result -->
 *
 * <pre>{@code
 * ValidationResult r =
 *     ValidationResult.of(
 *         Problem.warning("catalog.unknown-field", "drivers[\"x\"].color", "unknown field"),
 *         Problem.error("catalog.no-drivers", "drivers", "drivers absent, null or empty"));
 * if (!r.isValid()) { // an error makes it invalid, warnings never do
 *   r.errors().forEach(p -> log.add(p.toString()));
 * }
 * }</pre>
 */
public final class ValidationResult {

  private static final ValidationResult OK = new ValidationResult(ImmutableList.of());

  private final ImmutableList<Problem> problems;

  private ValidationResult(ImmutableList<Problem> problems) {
    this.problems = problems;
  }

  /** The result without problems. */
  public static ValidationResult ok() {
    return OK;
  }

  /**
   * A result holding these problems, in this order.
   *
   * @param problems the problems
   * @return the result
   */
  public static ValidationResult of(List<Problem> problems) {
    return problems.isEmpty() ? OK : new ValidationResult(ImmutableList.copyOf(problems));
  }

  /**
   * A result holding these problems, in this order.
   *
   * @param problems the problems
   * @return the result
   */
  public static ValidationResult of(Problem... problems) {
    return of(ImmutableList.copyOf(problems));
  }

  /** Whether no problem is an error. */
  public boolean isValid() {
    for (Problem problem : problems) {
      if (problem.isError()) {
        return false;
      }
    }
    return true;
  }

  /** Every problem, errors and warnings, in reporting order. */
  public List<Problem> problems() {
    return problems;
  }

  /** The errors, in reporting order. */
  public List<Problem> errors() {
    return problems.stream().filter(Problem::isError).collect(ImmutableList.toImmutableList());
  }

  /** The warnings, in reporting order. */
  public List<Problem> warnings() {
    return problems.stream().filter(p -> !p.isError()).collect(ImmutableList.toImmutableList());
  }

  /**
   * This result followed by another's problems.
   *
   * @param other the result whose problems come after this one's
   * @return the combined result
   */
  public ValidationResult and(ValidationResult other) {
    if (other.problems.isEmpty()) {
      return this;
    }
    if (problems.isEmpty()) {
      return other;
    }
    return new ValidationResult(
        ImmutableList.<Problem>builder().addAll(problems).addAll(other.problems).build());
  }

  /**
   * Throws the exception the factory builds when this result is invalid; the twin of every {@code
   * validate…} method in its throwing factory.
   *
   * @param exception builds the exception from this result
   * @param <X> the exception type
   * @throws X when this result holds an error
   */
  public <X extends PlaneRulesException> void throwIfInvalid(
      Function<ValidationResult, X> exception) {
    requireNonNull(exception, "exception");
    if (!isValid()) {
      throw exception.apply(this);
    }
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ValidationResult that && problems.equals(that.problems);
  }

  @Override
  public int hashCode() {
    return problems.hashCode();
  }

  @Override
  public String toString() {
    return problems.isEmpty() ? "valid" : problems.toString();
  }
}
