package io.planerules.ownership;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * What a control plane may do to one object
 * (docs/reference/ownership.md#verdicts-and-the-action-policy): its {@link #kind()} is {@link
 * Kind#ALLOW}, {@link Kind#DENY} (an error for the caller), {@link Kind#SKIP} (silent) or {@link
 * Kind#ABORT} (fails a whole plan). A verdict is an immutable value, never an exception: the state
 * it rests on, the deciding rule, a stable reason, a message and the trace of every rule consulted,
 * ending with the deciding one. The message and trace of a verdict from {@link
 * OwnershipPolicy#decide} are computed on first read
 * (docs/adr/0075-verdict-explanations-on-first-use.md); equality, hash code and {@code toString}
 * read them. Two verdicts are equal when their kind and every value are.
 * <!-- snippet: OwnershipExamplesTest#verdict -->
 *
 * <pre>{@code
 * Verdict v = OwnershipPolicy.decide(id, Action.DELETE, secret, context);
 * if (v.kind() == Verdict.Kind.DENY && !v.requeue()) {
 *   events.add(v.message()); // retrying cannot change the answer
 * }
 * }</pre>
 */
public sealed interface Verdict permits Verdicts.Explained {

  /**
   * Go ahead.
   *
   * @param state the state the decision rests on
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param message the message
   * @param trace the rules consulted, ending with the deciding one
   * @param normalizedControlPlaneId the id {@code backend.normalise} writes into an NVCFBackend's
   *     empty {@code controlPlaneID}, else {@code null}
   * @return the verdict
   */
  static Verdict allow(
      OwnershipState state,
      RuleId ruleId,
      ReasonCode reason,
      String message,
      Trace trace,
      @Nullable String normalizedControlPlaneId) {
    return new Verdicts.Allow(
        state, ruleId, reason, Verdicts.Explanation.of(message, trace), normalizedControlPlaneId);
  }

  /**
   * Refused: an error for the caller, decided before any mutation; never requeued, since retrying
   * cannot change the answer.
   *
   * @param state the state the decision rests on
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param message the message
   * @param trace the rules consulted, ending with the deciding one
   * @param retainFinalizer whether a deleting object keeps its finalizer (no cleanup)
   * @return the verdict
   */
  static Verdict deny(
      OwnershipState state,
      RuleId ruleId,
      ReasonCode reason,
      String message,
      Trace trace,
      boolean retainFinalizer) {
    return new Verdicts.Deny(
        state, ruleId, reason, Verdicts.Explanation.of(message, trace), retainFinalizer, false);
  }

  /**
   * Not done, silently (not an error).
   *
   * @param state the state the decision rests on
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param message the message
   * @param trace the rules consulted, ending with the deciding one
   * @return the verdict
   */
  static Verdict skip(
      OwnershipState state, RuleId ruleId, ReasonCode reason, String message, Trace trace) {
    return new Verdicts.Skip(state, ruleId, reason, Verdicts.Explanation.of(message, trace));
  }

  /**
   * Fails the whole plan it belongs to.
   *
   * @param state the state the decision rests on
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param message the message
   * @param trace the rules consulted, ending with the deciding one
   * @return the verdict
   */
  static Verdict abort(
      OwnershipState state, RuleId ruleId, ReasonCode reason, String message, Trace trace) {
    return new Verdicts.Abort(state, ruleId, reason, Verdicts.Explanation.of(message, trace));
  }

  /** What the caller does next. */
  Kind kind();

  /** Whether the verdict is {@link Kind#ALLOW}. */
  default boolean allowed() {
    return kind() == Kind.ALLOW;
  }

  /** The ownership state the decision rests on. */
  OwnershipState state();

  /** The deciding rule, e.g. {@code policy.delete.foreign}. */
  RuleId ruleId();

  /** The stable reason. */
  ReasonCode reason();

  /**
   * The human message, e.g. {@code refusing to delete Secret ns/x: owned by control plane
   * "plane-b", not "plane-a"}.
   */
  String message();

  /** Every rule consulted, in order, ending with the deciding one. */
  Trace trace();

  /** A denial: whether a deleting object keeps its finalizer (no cleanup); false otherwise. */
  default boolean retainFinalizer() {
    return false;
  }

  /**
   * A denial: whether the controller should retry (false: retrying cannot change the answer); false
   * otherwise.
   */
  default boolean requeue() {
    return false;
  }

  /**
   * An allowance of {@code backend.normalise}: the id to write into the NVCFBackend's empty {@code
   * controlPlaneID}; {@code null} otherwise.
   */
  default @Nullable String normalizedControlPlaneId() {
    return null;
  }

  /**
   * This verdict reached after the rules of {@code head}: the same verdict, its trace starting with
   * them (a decision whose own rule passed before the ownership policy decided, e.g. {@code
   * icms.namespace}).
   *
   * @param head the rules consulted first
   * @return the verdict
   */
  Verdict after(Trace head);

  /** What the caller does next. */
  enum Kind {
    /** Go ahead. */
    ALLOW,
    /** Refused; an error for the caller. */
    DENY,
    /** Silently not done; not an error. */
    SKIP,
    /** Fails a whole plan (teardown). */
    ABORT;

    /** The wire spelling: {@code allow}, {@code deny}, {@code skip}, {@code abort}. */
    public String wireName() {
      return name().toLowerCase(Locale.ROOT);
    }
  }
}
