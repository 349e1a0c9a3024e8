package io.planerules.binding;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Function;

/** The two shapes of {@link Outcome}; their names and fields are their {@code toString}. */
final class Outcomes {

  private Outcomes() {}

  /**
   * A decided value.
   *
   * @param <T> the value type
   * @param value the decided value
   * @param ruleId the deciding rule
   * @param reason its reason code
   * @param message a human-readable explanation
   * @param trace every rule evaluated
   */
  record Ok<T>(T value, RuleId ruleId, String reason, String message, Trace trace)
      implements Outcome<T> {
    Ok {
      requireNonNull(value, "value");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(trace, "trace");
    }

    @Override
    public boolean isOk() {
      return true;
    }

    @Override
    public Optional<T> decided() {
      return Optional.of(value);
    }

    @Override
    public T orElseThrow() {
      return value;
    }

    @Override
    public <U> Outcome<U> map(Function<? super T, ? extends U> function) {
      return new Ok<>(function.apply(value), ruleId, reason, message, trace);
    }

    @Override
    public ValidationResult problems() {
      return ValidationResult.ok();
    }
  }

  /**
   * A refusal: no value; the problem says why.
   *
   * @param <T> the value type that was not decided
   * @param ruleId the refusing rule (also the problem code)
   * @param reason its reason code
   * @param message the refusal message
   * @param path the input path the refusal is about ({@code ""} for the whole input)
   * @param trace every rule evaluated
   */
  record Refused<T>(RuleId ruleId, String reason, String message, String path, Trace trace)
      implements Outcome<T> {
    Refused {
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(path, "path");
      requireNonNull(trace, "trace");
    }

    @Override
    public boolean isOk() {
      return false;
    }

    @Override
    public Optional<T> decided() {
      return Optional.empty();
    }

    @Override
    public T orElseThrow() {
      throw new NoSuchElementException(message);
    }

    @Override
    public <U> Outcome<U> map(Function<? super T, ? extends U> function) {
      return new Refused<>(ruleId, reason, message, path, trace);
    }

    @Override
    public ValidationResult problems() {
      return ValidationResult.of(Problem.error(ruleId.value(), path, message));
    }
  }
}
