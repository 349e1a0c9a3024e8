package io.planerules.ownership.teardown;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * The answer of the fresh re-check before one teardown delete. A {@code PROCEED} on a fresh read
 * carries that read's resourceVersion: the delete must send it as its precondition ({@code
 * DeleteOptions.preconditions.resourceVersion}), so that the API server refuses it with a Conflict
 * when the object changed after the re-check (a relabel for another plane included) instead of
 * deleting what is no longer the plane's.
 *
 * @param kind proceed, skip (absent) or abort
 * @param message why
 * @param deletePrecondition the fresh read's resourceVersion the delete must carry ({@code PROCEED}
 *     on an object only; {@code null} otherwise, or when the read carried none)
 */
public record RecheckResult(
    RecheckResult.Kind kind, String message, @Nullable String deletePrecondition) {

  /** What the executor does. */
  public enum Kind {
    /** Delete it, with the {@link #deletePrecondition()}. */
    PROCEED,
    /** It is already gone. */
    SKIP_ABSENT,
    /** Its owner changed: stop the remaining steps. */
    ABORT
  }

  /** Creates a result; only {@code PROCEED} carries a resourceVersion. */
  public RecheckResult {
    requireNonNull(kind, "kind");
    requireNonNull(message, "message");
    if (deletePrecondition != null && kind != Kind.PROCEED) {
      throw new IllegalArgumentException(kind + " carries no delete precondition");
    }
  }
}
