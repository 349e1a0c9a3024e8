package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.Trace;
import org.jspecify.annotations.Nullable;

/**
 * What a {@link Verdict} says to a reader: its message and the trace of every rule consulted.
 * Either given when the verdict is built ({@link #of}), or, for a verdict of {@link
 * OwnershipPolicy#decide}, computed once, on first read, from what the decision saw: most callers
 * of the reconcile loop's hot path only read {@link Verdict#allowed()} or the rule id, so the text
 * that names the object and the rules consulted is built only when somebody reads it
 * (docs/adr/0075-verdict-explanations-on-first-use.md). Two explanations are equal when their
 * messages and traces are, however each was made.
 */
public abstract class Explanation {

  Explanation() {}

  /**
   * An explanation known when the verdict is built.
   *
   * @param message the message
   * @param trace the trace
   * @return the explanation
   */
  public static Explanation of(String message, Trace trace) {
    return new Given(message, trace);
  }

  /** The human message, e.g. {@code refusing to delete Secret ns/x: owned by ...}. */
  public abstract String message();

  /** Every rule consulted, in order, ending with the deciding one. */
  public abstract Trace trace();

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

  /** A message and trace known up front. */
  private static final class Given extends Explanation {

    private final String message;
    private final Trace trace;

    Given(String message, Trace trace) {
      this.message = requireNonNull(message, "message");
      this.trace = requireNonNull(trace, "trace");
    }

    @Override
    public String message() {
      return message;
    }

    @Override
    public Trace trace() {
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
    public final String message() {
      return get().message();
    }

    @Override
    public final Trace trace() {
      return get().trace();
    }
  }
}
