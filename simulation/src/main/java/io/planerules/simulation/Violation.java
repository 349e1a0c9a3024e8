package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

/**
 * A broken invariant with the shortest interleaving that shows it.
 *
 * @param invariant which invariant broke
 * @param message what happened
 * @param trace the interleaving (replayable with {@link Explorer#replay})
 * @param printed the interleaving printed step by step
 */
public record Violation(Invariant invariant, String message, Interleaving trace, String printed) {
  /** Creates the value. */
  public Violation {
    requireNonNull(invariant, "invariant");
    requireNonNull(message, "message");
    requireNonNull(trace, "trace");
    requireNonNull(printed, "printed");
  }
}
