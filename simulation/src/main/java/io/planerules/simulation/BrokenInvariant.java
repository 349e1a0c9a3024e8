package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

/**
 * An invariant broken at one step.
 *
 * @param invariant which one
 * @param message what happened
 */
record BrokenInvariant(Invariant invariant, String message) {
  BrokenInvariant {
    requireNonNull(invariant, "invariant");
    requireNonNull(message, "message");
  }
}
