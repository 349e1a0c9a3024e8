package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a control plane may do to one object
 * (docs/reference/ownership.md#verdicts-and-the-action-policy): {@link Allow}, {@link Deny} (an
 * error for the caller), {@link Skip} (silent) or {@link Abort} (fails a whole plan). Verdicts are
 * immutable values, never exceptions; each carries the state, the deciding rule id, a stable
 * reason, a message and the trace of every rule consulted, ending with the deciding one.
 *
 * <p>The message and trace of a verdict from {@link OwnershipPolicy#decide} are computed on first
 * use (docs/adr/0075-verdict-explanations-on-first-use.md): deciding is cheap, explaining costs
 * only the callers that read the explanation. Two verdicts are equal when their kinds and all their
 * values, including message and trace, are.
 *
 * <pre>{@code
 * Verdict v = OwnershipPolicy.decide(id, Action.DELETE, Optional.of(obj), context);
 * if (v instanceof Verdict.Deny deny) log.error(deny.message());
 * }</pre>
 */
public abstract sealed class Verdict
    permits Verdict.Allow, Verdict.Deny, Verdict.Skip, Verdict.Abort {

  private final OwnershipState state;
  private final RuleId ruleId;
  private final ReasonCode reason;
  private final Explanation explanation;

  private Verdict(OwnershipState state, RuleId ruleId, ReasonCode reason, Explanation explanation) {
    this.state = requireNonNull(state, "state");
    this.ruleId = requireNonNull(ruleId, "ruleId");
    this.reason = requireNonNull(reason, "reason");
    this.explanation = requireNonNull(explanation, "explanation");
  }

  /** The ownership state the decision rests on. */
  public final OwnershipState state() {
    return state;
  }

  /** The deciding rule, e.g. {@code policy.delete.foreign}. */
  public final RuleId ruleId() {
    return ruleId;
  }

  /** The stable reason. */
  public final ReasonCode reason() {
    return reason;
  }

  /** The human message. */
  public final String message() {
    return explanation.message();
  }

  /** Every rule consulted, in order, ending with the deciding one. */
  public final Trace trace() {
    return explanation.trace();
  }

  /** The kind of verdict. */
  public abstract Outcome outcome();

  /** Whether this is an {@link Allow}. */
  public final boolean allowed() {
    return this instanceof Allow;
  }

  /** The values a subclass adds to equality, in declaration order. */
  abstract Object[] extras();

  @Override
  public final boolean equals(Object other) {
    return other instanceof Verdict that
        && getClass() == that.getClass()
        && state == that.state
        && ruleId.equals(that.ruleId)
        && reason == that.reason
        && Arrays.equals(extras(), that.extras())
        && message().equals(that.message())
        && trace().equals(that.trace());
  }

  @Override
  public final int hashCode() {
    return Objects.hash(
        getClass().getSimpleName(),
        state,
        ruleId,
        reason,
        message(),
        trace(),
        Arrays.hashCode(extras()));
  }

  /**
   * {@code Deny[state=FOREIGN, ruleId=policy.delete.foreign, reason=..., message=..., trace=...]}.
   */
  @Override
  public final String toString() {
    StringBuilder out =
        new StringBuilder(getClass().getSimpleName())
            .append("[state=")
            .append(state)
            .append(", ruleId=")
            .append(ruleId)
            .append(", reason=")
            .append(reason)
            .append(", message=")
            .append(message())
            .append(", trace=")
            .append(trace());
    extrasToString(out);
    return out.append(']').toString();
  }

  /** Appends {@code , name=value} for each value a subclass adds. */
  abstract void extrasToString(StringBuilder out);

  /** Go ahead. */
  public static final class Allow extends Verdict {

    private final @Nullable String normalizedId;

    /**
     * Creates the verdict.
     *
     * @param state the state
     * @param ruleId the deciding rule
     * @param reason the reason
     * @param message the message
     * @param trace the trace
     * @param normalizedId the id to write into an NVCFBackend's empty {@code controlPlaneID}
     *     ({@code backend.normalise}), else {@code null}
     */
    public Allow(
        OwnershipState state,
        RuleId ruleId,
        ReasonCode reason,
        String message,
        Trace trace,
        @Nullable String normalizedId) {
      this(state, ruleId, reason, Explanation.given(message, trace), normalizedId);
    }

    Allow(
        OwnershipState state,
        RuleId ruleId,
        ReasonCode reason,
        Explanation explanation,
        @Nullable String normalizedId) {
      super(state, ruleId, reason, explanation);
      this.normalizedId = normalizedId;
    }

    /** The id {@code backend.normalise} writes into the NVCFBackend, else {@code null}. */
    public @Nullable String normalizedId() {
      return normalizedId;
    }

    /** The id {@code backend.normalise} writes into the NVCFBackend, when it writes one. */
    public Optional<String> normalizedControlPlaneId() {
      return Optional.ofNullable(normalizedId);
    }

    @Override
    public Outcome outcome() {
      return Outcome.ALLOW;
    }

    @Override
    Object[] extras() {
      return new Object[] {normalizedId};
    }

    @Override
    void extrasToString(StringBuilder out) {
      out.append(", normalizedId=").append(normalizedId);
    }
  }

  /** Refused: an error for the caller, decided before any mutation. */
  public static final class Deny extends Verdict {

    private final boolean retainFinalizer;
    private final boolean requeue;

    /**
     * Creates the verdict.
     *
     * @param state the state
     * @param ruleId the deciding rule
     * @param reason the reason
     * @param message the message
     * @param trace the trace
     * @param retainFinalizer whether a deleting object keeps its finalizer (no cleanup)
     * @param requeue whether the controller should retry (false: retrying cannot change the answer)
     */
    public Deny(
        OwnershipState state,
        RuleId ruleId,
        ReasonCode reason,
        String message,
        Trace trace,
        boolean retainFinalizer,
        boolean requeue) {
      this(state, ruleId, reason, Explanation.given(message, trace), retainFinalizer, requeue);
    }

    Deny(
        OwnershipState state,
        RuleId ruleId,
        ReasonCode reason,
        Explanation explanation,
        boolean retainFinalizer,
        boolean requeue) {
      super(state, ruleId, reason, explanation);
      this.retainFinalizer = retainFinalizer;
      this.requeue = requeue;
    }

    /** Whether a deleting object keeps its finalizer (no cleanup). */
    public boolean retainFinalizer() {
      return retainFinalizer;
    }

    /** Whether the controller should retry (false: retrying cannot change the answer). */
    public boolean requeue() {
      return requeue;
    }

    @Override
    public Outcome outcome() {
      return Outcome.DENY;
    }

    @Override
    Object[] extras() {
      return new Object[] {retainFinalizer, requeue};
    }

    @Override
    void extrasToString(StringBuilder out) {
      out.append(", retainFinalizer=").append(retainFinalizer).append(", requeue=").append(requeue);
    }
  }

  /** Not done, silently (not an error). */
  public static final class Skip extends Verdict {

    /**
     * Creates the verdict.
     *
     * @param state the state
     * @param ruleId the deciding rule
     * @param reason the reason
     * @param message the message
     * @param trace the trace
     */
    public Skip(
        OwnershipState state, RuleId ruleId, ReasonCode reason, String message, Trace trace) {
      this(state, ruleId, reason, Explanation.given(message, trace));
    }

    Skip(OwnershipState state, RuleId ruleId, ReasonCode reason, Explanation explanation) {
      super(state, ruleId, reason, explanation);
    }

    @Override
    public Outcome outcome() {
      return Outcome.SKIP;
    }

    @Override
    Object[] extras() {
      return new Object[0];
    }

    @Override
    void extrasToString(StringBuilder out) {}
  }

  /** Fails the whole plan it belongs to. */
  public static final class Abort extends Verdict {

    /**
     * Creates the verdict.
     *
     * @param state the state
     * @param ruleId the deciding rule
     * @param reason the reason
     * @param message the message
     * @param trace the trace
     */
    public Abort(
        OwnershipState state, RuleId ruleId, ReasonCode reason, String message, Trace trace) {
      this(state, ruleId, reason, Explanation.given(message, trace));
    }

    Abort(OwnershipState state, RuleId ruleId, ReasonCode reason, Explanation explanation) {
      super(state, ruleId, reason, explanation);
    }

    @Override
    public Outcome outcome() {
      return Outcome.ABORT;
    }

    @Override
    Object[] extras() {
      return new Object[0];
    }

    @Override
    void extrasToString(StringBuilder out) {}
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
    return of(outcome, state, ruleId, reason, Explanation.given(message, trace));
  }

  /**
   * A verdict of the given outcome with default flags and an explanation given or deferred.
   *
   * @param outcome the kind
   * @param state the state
   * @param ruleId the rule
   * @param reason the reason
   * @param explanation the message and trace
   * @return the verdict
   */
  static Verdict of(
      Outcome outcome,
      OwnershipState state,
      RuleId ruleId,
      ReasonCode reason,
      Explanation explanation) {
    return switch (outcome) {
      case ALLOW -> new Allow(state, ruleId, reason, explanation, null);
      case DENY -> new Deny(state, ruleId, reason, explanation, false, false);
      case SKIP -> new Skip(state, ruleId, reason, explanation);
      case ABORT -> new Abort(state, ruleId, reason, explanation);
    };
  }
}
