package io.planerules.simulation.explore;

import static java.util.Objects.requireNonNull;

/**
 * An invariant broken at one step.
 *
 * @param invariant which one
 * @param message what happened
 */
public record Finding(Invariant invariant, String message) {
  /** Creates the value. */
  public Finding {
    requireNonNull(invariant, "invariant");
    requireNonNull(message, "message");
  }
}
