package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import org.jspecify.annotations.Nullable;

/**
 * The four shapes of {@link Verdict}, one record per {@link Verdict.Kind}, and what each says to a
 * reader: its {@link Explanation}, the message and trace given when the verdict is built or, for a
 * verdict of {@link OwnershipPolicy#decide}, computed on first read. The records' names and
 * components are their {@code toString}.
 */
final class Verdicts {

  /**
   * The four shapes, which each hold an {@link Explanation} and read their message and trace from
   * it.
   */
  sealed interface Explained extends Verdict permits Allow, Deny, Skip, Abort {

    /** The verdict's message and trace, given or computed when first read. */
    Explanation explanation();

    @Override
    default String message() {
      return explanation().message();
    }

    @Override
    default Trace trace() {
      return explanation().trace();
    }
  }

  private Verdicts() {}

  /**
   * Go ahead.
   *
   * @param state the state
   * @param ruleId the deciding rule
   * @param reason the reason
   * @param explanation the message and trace
   * @param normalizedControlPlaneId the id {@code backend.normalise} writes, else {@code null}
   */
  record Allow(
      OwnershipState state,
      RuleId ruleId,
      ReasonCode reason,
      Explanation explanation,
      @Nullable String normalizedControlPlaneId)
      implements Explained {

    Allow {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(explanation, "explanation");
    }

    @Override
    public Verdict.Kind kind() {
      return Verdict.Kind.ALLOW;
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
      implements Explained {

    Deny {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(explanation, "explanation");
    }

    @Override
    public Verdict.Kind kind() {
      return Verdict.Kind.DENY;
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
      implements Explained {

    Skip {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(explanation, "explanation");
    }

    @Override
    public Verdict.Kind kind() {
      return Verdict.Kind.SKIP;
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
      implements Explained {

    Abort {
      requireNonNull(state, "state");
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(explanation, "explanation");
    }

    @Override
    public Verdict.Kind kind() {
      return Verdict.Kind.ABORT;
    }

    @Override
    public Abort after(Trace head) {
      return new Abort(state, ruleId, reason, explanation.after(head));
    }
  }

  /**
   * What a verdict says to a reader: its message and the trace of every rule consulted. Either
   * given when the verdict is built ({@link #of}), or, for a verdict of {@link
   * OwnershipPolicy#decide}, computed once, on first read, from what the decision saw: most callers
   * of the reconcile loop's hot path only read {@link Verdict#allowed()} or the rule id, so the
   * text that names the object and the rules consulted is built only when somebody reads it
   * (docs/adr/0075-verdict-explanations-on-first-use.md). Two explanations are equal when their
   * messages and traces are, however each was made.
   */
  abstract static class Explanation {

    Explanation() {}

    /** An explanation known when the verdict is built. */
    static Explanation of(String message, Trace trace) {
      return new Given(message, trace);
    }

    /** The human message. */
    abstract String message();

    /** Every rule consulted, in order, ending with the deciding one. */
    abstract Trace trace();

    /** The same message, the rules of {@code head} consulted before this trace. */
    Explanation after(Trace head) {
      return of(message(), head.then(trace()));
    }

    @Override
    public final boolean equals(@Nullable Object other) {
      return other instanceof Explanation that
          && message().equals(that.message())
          && trace().equals(that.trace());
    }

    @Override
    public final int hashCode() {
      return 31 * message().hashCode() + trace().hashCode();
    }

    /** {@code Explanation[message=..., trace=...]}. */
    @Override
    public final String toString() {
      return "Explanation[message=" + message() + ", trace=" + trace() + "]";
    }
  }

  /** A message and trace known up front. */
  private static final class Given extends Explanation {

    private final String message;
    private final Trace trace;

    Given(String message, Trace trace) {
      this.message = requireNonNull(message, "message");
      this.trace = requireNonNull(trace, "trace");
    }

    @Override
    String message() {
      return message;
    }

    @Override
    Trace trace() {
      return trace;
    }
  }

  /**
   * An explanation computed on first read and then kept. Computing is pure, so two threads that
   * race compute equal values and either may be kept; the kept one is immutable and published
   * through a volatile field.
   */
  abstract static class Deferred extends Explanation {

    private volatile @Nullable Explanation computed;

    /** Computes the message and trace; called at most once per thread that finds none kept. */
    abstract Explanation compute();

    private Explanation get() {
      Explanation known = computed;
      if (known == null) {
        known = compute();
        computed = known;
      }
      return known;
    }

    @Override
    final String message() {
      return get().message();
    }

    @Override
    final Trace trace() {
      return get().trace();
    }
  }
}
