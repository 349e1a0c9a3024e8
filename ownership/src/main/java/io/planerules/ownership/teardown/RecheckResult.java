package io.planerules.ownership.teardown;

import static java.util.Objects.requireNonNull;

/**
 * The answer of the fresh re-check before one teardown delete.
 *
 * @param kind proceed, skip (absent) or abort
 * @param message why
 */
public record RecheckResult(RecheckResult.Kind kind, String message) {

  /** What the executor does. */
  public enum Kind {
    /** Delete it. */
    PROCEED,
    /** It is already gone. */
    SKIP_ABSENT,
    /** Its owner changed: stop the remaining steps. */
    ABORT
  }

  /** Creates a result. */
  public RecheckResult {
    requireNonNull(kind, "kind");
    requireNonNull(message, "message");
  }
}
