package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.Trace;
import org.jspecify.annotations.Nullable;

/**
 * A verdict's message and trace: either given when the verdict is built, or {@linkplain Deferred
 * computed once}, on first use, from what the decision saw. Deciding whether a plane may touch an
 * object is the hot path of an operator's reconcile loop; most callers only read {@link
 * Verdict#allowed()} or the rule id, so the text that names the object and the rules consulted is
 * built only when somebody reads it (docs/adr/0075-verdict-explanations-on-first-use.md).
 */
abstract class Explanation {

  /** The human message. */
  abstract String message();

  /** Every rule consulted, in order, ending with the deciding one. */
  abstract Trace trace();

  /**
   * An explanation known when the verdict is built.
   *
   * @param message the message
   * @param trace the trace
   * @return the explanation
   */
  static Explanation given(String message, Trace trace) {
    return new Given(message, trace);
  }

  /** A message and trace known up front. */
  static final class Given extends Explanation {

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
   * An explanation computed on first use and then kept. Computing is pure, so two threads that race
   * compute equal values and either may be kept; the kept {@link Given} is immutable and published
   * through a volatile field.
   */
  abstract static class Deferred extends Explanation {

    private volatile @Nullable Given computed;

    /** Computes the message and trace; called at most once per thread that finds none kept. */
    abstract Given compute();

    private Given get() {
      Given known = computed;
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
