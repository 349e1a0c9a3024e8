package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * What a control plane may do to one object
 * (docs/reference/ownership.md#verdicts-and-the-action-policy): {@link Allow}, {@link Deny} (an
 * error for the caller), {@link Skip} (silent) or {@link Abort} (fails a whole plan). A verdict is
 * an immutable value, never an exception: the state it rests on, the deciding rule, a stable reason
 * and an {@link Explanation} (the message and the trace of every rule consulted, ending with the
 * deciding one). The explanation of a verdict from {@link OwnershipPolicy#decide} is computed on
 * first read (docs/adr/0075-verdict-explanations-on-first-use.md); equality, hash code and {@code
 * toString} read it.
 * <!-- snippet: OwnershipExamplesTest#verdict -->
 *
 * <pre>{@code
 * Verdict v = OwnershipPolicy.decide(id, Action.DELETE, secret, context);
 * if (v instanceof Verdict.Deny deny && !deny.requeue()) {
 *   events.add(deny.message()); // retrying cannot change the answer
 * }
 * }</pre>
 */
public sealed interface Verdict {

  /** The ownership state the decision rests on. */
  OwnershipState state();

  /** The deciding rule, e.g. {@code policy.delete.foreign}. */
  RuleId ruleId();

  /** The stable reason. */
  ReasonCode reason();

  /** The message and trace. */
  Explanation explanation();

  /** The kind of verdict. */
  Kind kind();

  /** The human message. */
  default String message() {
    return explanation().message();
  }

  /** Every rule consulted, in order, ending with the deciding one. */
  default Trace trace() {
    return explanation().trace();
  }

  /** Whether this is an {@link Allow}. */
  default boolean allowed() {
    return this instanceof Allow;
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

  /**
   * Go ahead.
   *
   * @param state the state
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param explanation the message and trace
   * @param normalizedControlPlaneId the id {@code backend.normalise} writes into an NVCFBackend's
   *     empty {@code controlPlaneID}, else {@code null}
   */
  record Allow(
      OwnershipState state,
      RuleId ruleId,
      ReasonCode reason,
      Explanation explanation,
      @Nullable String normalizedControlPlaneId)
      implements Verdict {

    /** Checks the values. */
    public Allow {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(explanation, "explanation");
    }

    @Override
    public Kind kind() {
      return Kind.ALLOW;
    }

    @Override
    public Allow after(Trace head) {
      return new Allow(state, ruleId, reason, explanation.after(head), normalizedControlPlaneId);
    }
  }

  /**
   * Refused: an error for the caller, decided before any mutation.
   *
   * @param state the state
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param explanation the message and trace
   * @param retainFinalizer whether a deleting object keeps its finalizer (no cleanup)
   * @param requeue whether the controller should retry (false: retrying cannot change the answer)
   */
  record Deny(
      OwnershipState state,
      RuleId ruleId,
      ReasonCode reason,
      Explanation explanation,
      boolean retainFinalizer,
      boolean requeue)
      implements Verdict {

    /** Checks the values. */
    public Deny {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(explanation, "explanation");
    }

    @Override
    public Kind kind() {
      return Kind.DENY;
    }

    @Override
    public Deny after(Trace head) {
      return new Deny(state, ruleId, reason, explanation.after(head), retainFinalizer, requeue);
    }
  }

  /**
   * Not done, silently (not an error).
   *
   * @param state the state
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param explanation the message and trace
   */
  record Skip(OwnershipState state, RuleId ruleId, ReasonCode reason, Explanation explanation)
      implements Verdict {

    /** Checks the values. */
    public Skip {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(explanation, "explanation");
    }

    @Override
    public Kind kind() {
      return Kind.SKIP;
    }

    @Override
    public Skip after(Trace head) {
      return new Skip(state, ruleId, reason, explanation.after(head));
    }
  }

  /**
   * Fails the whole plan it belongs to.
   *
   * @param state the state
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param explanation the message and trace
   */
  record Abort(OwnershipState state, RuleId ruleId, ReasonCode reason, Explanation explanation)
      implements Verdict {

    /** Checks the values. */
    public Abort {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(explanation, "explanation");
    }

    @Override
    public Kind kind() {
      return Kind.ABORT;
    }

    @Override
    public Abort after(Trace head) {
      return new Abort(state, ruleId, reason, explanation.after(head));
    }
  }
}
