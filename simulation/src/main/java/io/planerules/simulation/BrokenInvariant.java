package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

/**
 * An invariant broken at one step.
 *
 * @param invariant which one
 * @param message what happened
 */
public record BrokenInvariant(Invariant invariant, String message) {
  /** Creates the value. */
  public BrokenInvariant {
    requireNonNull(invariant, "invariant");
    requireNonNull(message, "message");
  }
}
