package io.planerules.binding;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * The answer of one of this module's decisions: a value with the rule that decided it, or a
 * refusal. Both carry the deciding rule id, a reason code, a message and the trace of every rule
 * evaluated.
 *
 * <p>Example: {@code ReaderVolumes.deriveHandle("nvmesh-csi.excelero.com", "a:b:c:w", "t")} is an
 * {@link Ok} with value {@code "a:b:c:t"} decided by {@code reader.handle-nvmesh}.
 *
 * @param <T> the decided value's type
 */
public sealed interface Outcome<T> permits Outcome.Ok, Outcome.Refused {

  /** The deciding rule. */
  RuleId ruleId();

  /** The reason code of the deciding rule (upper snake case). */
  String reason();

  /** A human-readable message (the upstream text where there is one). */
  String message();

  /** Every rule evaluated, in order, with its result. */
  Trace trace();

  /** Whether a value was decided. */
  default boolean isOk() {
    return this instanceof Ok<T>;
  }

  /** The decided value, or empty when refused. */
  default Optional<T> decided() {
    return this instanceof Ok<T> ok ? Optional.of(ok.value()) : Optional.empty();
  }

  /**
   * The decided value.
   *
   * @throws NoSuchElementException with the refusal message when refused
   */
  default T orElseThrow() {
    if (this instanceof Ok<T> ok) {
      return ok.value();
    }
    throw new NoSuchElementException(message());
  }

  /** Empty when decided; the refusal as one error problem otherwise. */
  default ValidationResult problems() {
    return this instanceof Refused<T> refused
        ? ValidationResult.of(refused.problem())
        : ValidationResult.ok();
  }

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
    /** Checks that no component is null. */
    public Ok {
      requireNonNull(value, "value");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(trace, "trace");
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
    /** Checks that no component is null. */
    public Refused {
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(path, "path");
      requireNonNull(trace, "trace");
    }

    /** The refusal as an error {@link Problem} whose code is the rule id. */
    public Problem problem() {
      return Problem.error(ruleId.value(), path, message);
    }

    /** The same refusal typed for another value type. */
    @SuppressWarnings("unchecked")
    public <U> Refused<U> cast() {
      return (Refused<U>) this;
    }
  }
}
