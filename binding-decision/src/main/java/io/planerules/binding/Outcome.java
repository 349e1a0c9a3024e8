package io.planerules.binding;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Function;

/**
 * The answer of one of this module's decisions: a value with the rule that decided it, or a
 * refusal. Both carry the deciding rule id, a reason code, a message and the trace of every rule
 * evaluated. Ask which with {@link #isOk()}; read the value with {@link #decided()} or {@link
 * #orElseThrow()}, and a refusal as one error problem (its code the rule id) with {@link
 * #problems()}. Outcomes are values: two with the same shape and fields are equal.
 *
 * <p>Example: {@code ReaderVolumes.deriveHandle("nvmesh-csi.excelero.com", "a:b:c:w", "t")} is
 * decided, with value {@code "a:b:c:t"}, by {@code reader.handle-nvmesh}.
 *
 * @param <T> the decided value's type
 */
public sealed interface Outcome<T> permits Outcomes.Ok, Outcomes.Refused {

  /**
   * A decided value.
   *
   * @param <T> the value type
   * @param value the decided value
   * @param ruleId the deciding rule
   * @param reason its reason code
   * @param message a human-readable explanation
   * @param trace every rule evaluated
   * @return the outcome
   */
  static <T> Outcome<T> ok(T value, RuleId ruleId, String reason, String message, Trace trace) {
    return new Outcomes.Ok<>(value, ruleId, reason, message, trace);
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
   * @return the outcome
   */
  static <T> Outcome<T> refused(
      RuleId ruleId, String reason, String message, String path, Trace trace) {
    return new Outcomes.Refused<>(ruleId, reason, message, path, trace);
  }

  /** The deciding rule. */
  RuleId ruleId();

  /** The reason code of the deciding rule (upper snake case). */
  String reason();

  /** A human-readable message (the upstream text where there is one). */
  String message();

  /** Every rule evaluated, in order, with its result. */
  Trace trace();

  /** Whether a value was decided. */
  boolean isOk();

  /** The decided value, or empty when refused. */
  Optional<T> decided();

  /**
   * The decided value.
   *
   * @throws NoSuchElementException with the refusal message when refused
   */
  T orElseThrow();

  /**
   * This outcome with its decided value transformed by {@code function}, with the same rule,
   * reason, message and trace; a refusal stays the same refusal, typed for the new value ({@code
   * function} is not called).
   *
   * @param <U> the new value type
   * @param function turns the decided value into the new one (never null)
   * @return the transformed outcome
   */
  <U> Outcome<U> map(Function<? super T, ? extends U> function);

  /**
   * Empty when decided; the refusal otherwise, as one error problem whose code is the rule id and
   * whose path is the input the refusal is about ({@code ""} for the whole input).
   */
  ValidationResult problems();
}
