package io.planerules.ownership.mirror;

import io.planerules.ownership.ReasonCode;
import io.planerules.rules.RuleId;

/**
 * The outcome for one candidate namespace of one source Secret: created, updated, skipped or
 * failed. A failure never stops the other targets. Ask which with {@link #isCreated()}, {@link
 * #isUpdated()}, {@link #isSkipped()} and {@link #isFailed()}; a skipped outcome also answers
 * {@link #rule()} and {@link #reason()}, a failed one {@link #code()} and {@link #message()}.
 * Outcomes are values: two with the same kind and fields are equal.
 */
public sealed interface TargetOutcome
    permits TargetOutcomes.Created,
        TargetOutcomes.Updated,
        TargetOutcomes.Skipped,
        TargetOutcomes.Failed {

  /**
   * A copy was created.
   *
   * @param namespace the target
   * @return the outcome
   */
  static TargetOutcome created(String namespace) {
    return new TargetOutcomes.Created(namespace);
  }

  /**
   * An owned copy was updated.
   *
   * @param namespace the target
   * @return the outcome
   */
  static TargetOutcome updated(String namespace) {
    return new TargetOutcomes.Updated(namespace);
  }

  /**
   * Skipped silently.
   *
   * @param namespace the target
   * @param rule the deciding rule
   * @param reason the reason
   * @return the outcome
   */
  static TargetOutcome skipped(String namespace, RuleId rule, ReasonCode reason) {
    return new TargetOutcomes.Skipped(namespace, rule, reason);
  }

  /**
   * Failed.
   *
   * @param namespace the target
   * @param code the failure code
   * @param message the failure message
   * @return the outcome
   */
  static TargetOutcome failed(String namespace, MirrorFailure code, String message) {
    return new TargetOutcomes.Failed(namespace, code, message);
  }

  /** The target namespace. */
  String namespace();

  /** True when a copy was created. */
  default boolean isCreated() {
    return false;
  }

  /** True when an owned copy was updated. */
  default boolean isUpdated() {
    return false;
  }

  /** True when the target was skipped silently. */
  default boolean isSkipped() {
    return false;
  }

  /** True when the target failed. */
  default boolean isFailed() {
    return false;
  }

  /**
   * The rule that decided to skip the target.
   *
   * @return the deciding rule
   * @throws IllegalStateException unless {@link #isSkipped()}
   */
  default RuleId rule() {
    throw new IllegalStateException("not skipped: " + this);
  }

  /**
   * Why the target was skipped.
   *
   * @return the reason
   * @throws IllegalStateException unless {@link #isSkipped()}
   */
  default ReasonCode reason() {
    throw new IllegalStateException("not skipped: " + this);
  }

  /**
   * The failure code.
   *
   * @return the code
   * @throws IllegalStateException unless {@link #isFailed()}
   */
  default MirrorFailure code() {
    throw new IllegalStateException("not failed: " + this);
  }

  /**
   * The failure message.
   *
   * @return the message
   * @throws IllegalStateException unless {@link #isFailed()}
   */
  default String message() {
    throw new IllegalStateException("not failed: " + this);
  }
}
