package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

/**
 * One result an actor reported: a mirrored Secret created or updated (success) or failed, a
 * teardown deletion done or failed.
 *
 * @param target the object the result is about
 * @param success whether it was reported as done
 * @param text the report's text (the library's outcome or failure message)
 */
record Reported(ObjectKey target, boolean success, String text) {
  /** Creates the value. */
  public Reported {
    requireNonNull(target, "target");
    requireNonNull(text, "text");
  }
}
