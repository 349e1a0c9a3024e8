package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

/**
 * A broken invariant with the shortest interleaving that shows it.
 *
 * @param finding what was broken
 * @param trace the interleaving (replayable with {@link Explorer#replay})
 * @param printed the interleaving printed step by step
 */
public record Violation(BrokenInvariant finding, Interleaving trace, String printed) {
  /** Creates the value. */
  public Violation {
    requireNonNull(finding, "finding");
    requireNonNull(trace, "trace");
    requireNonNull(printed, "printed");
  }
}
