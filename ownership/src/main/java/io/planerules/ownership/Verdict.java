package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a control plane may do to one object (ownership.md §8): {@link Allow}, {@link Deny} (an
 * error for the caller), {@link Skip} (silent) or {@link Abort} (fails a whole plan). Verdicts are
 * ordinary values, never exceptions; each carries the state, the deciding rule id, a stable reason,
 * a message and the trace of every rule consulted, ending with the deciding one.
 *
 * <pre>{@code
 * Verdict v = OwnershipPolicy.decide(id, Action.DELETE, Optional.of(obj), context);
 * if (v instanceof Verdict.Deny deny) log.error(deny.message());
 * }</pre>
 */
public sealed interface Verdict permits Verdict.Allow, Verdict.Deny, Verdict.Skip, Verdict.Abort {

  /** The ownership state the decision rests on. */
  OwnershipState state();

  /** The deciding rule, e.g. {@code policy.delete.foreign}. */
  RuleId ruleId();

  /** The stable reason. */
  ReasonCode reason();

  /** The human message. */
  String message();

  /** Every rule consulted, in order, ending with the deciding one. */
  Trace trace();

  /** The kind of verdict. */
  Outcome outcome();

  /** Whether this is an {@link Allow}. */
  default boolean allowed() {
    return this instanceof Allow;
  }

  /**
   * Go ahead.
   *
   * @param state the state
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param message the message
   * @param trace the trace
   * @param normalizedId the id to write into an NVCFBackend's empty {@code controlPlaneID} ({@code
   *     backend.normalise}), else {@code null}
   */
  record Allow(
      OwnershipState state,
      RuleId ruleId,
      ReasonCode reason,
      String message,
      Trace trace,
      @Nullable String normalizedId)
      implements Verdict {

    /** Creates the verdict. */
    public Allow {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(trace, "trace");
    }

    /** The id {@code backend.normalise} writes into the NVCFBackend, when it writes one. */
    public Optional<String> normalizedControlPlaneId() {
      return Optional.ofNullable(normalizedId);
    }

    @Override
    public Outcome outcome() {
      return Outcome.ALLOW;
    }
  }

  /**
   * Refused: an error for the caller, decided before any mutation.
   *
   * @param state the state
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param message the message
   * @param trace the trace
   * @param retainFinalizer whether a deleting object keeps its finalizer (no cleanup)
   * @param requeue whether the controller should retry (false: retrying cannot change the answer)
   */
  record Deny(
      OwnershipState state,
      RuleId ruleId,
      ReasonCode reason,
      String message,
      Trace trace,
      boolean retainFinalizer,
      boolean requeue)
      implements Verdict {

    /** Creates the verdict. */
    public Deny {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(trace, "trace");
    }

    @Override
    public Outcome outcome() {
      return Outcome.DENY;
    }
  }

  /**
   * Not done, silently (not an error).
   *
   * @param state the state
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param message the message
   * @param trace the trace
   */
  record Skip(OwnershipState state, RuleId ruleId, ReasonCode reason, String message, Trace trace)
      implements Verdict {

    /** Creates the verdict. */
    public Skip {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(trace, "trace");
    }

    @Override
    public Outcome outcome() {
      return Outcome.SKIP;
    }
  }

  /**
   * Fails the whole plan it belongs to.
   *
   * @param state the state
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param message the message
   * @param trace the trace
   */
  record Abort(OwnershipState state, RuleId ruleId, ReasonCode reason, String message, Trace trace)
      implements Verdict {

    /** Creates the verdict. */
    public Abort {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(trace, "trace");
    }

    @Override
    public Outcome outcome() {
      return Outcome.ABORT;
    }
  }

  /**
   * A verdict of the given outcome with default flags (no normalised id, no finalizer retention, no
   * requeue).
   *
   * @param outcome the kind
   * @param state the state
   * @param ruleId the rule
   * @param reason the reason
   * @param message the message
   * @param trace the trace
   * @return the verdict
   */
  static Verdict of(
      Outcome outcome,
      OwnershipState state,
      RuleId ruleId,
      ReasonCode reason,
      String message,
      Trace trace) {
    return switch (outcome) {
      case ALLOW -> new Allow(state, ruleId, reason, message, trace, null);
      case DENY -> new Deny(state, ruleId, reason, message, trace, false, false);
      case SKIP -> new Skip(state, ruleId, reason, message, trace);
      case ABORT -> new Abort(state, ruleId, reason, message, trace);
    };
  }
}
