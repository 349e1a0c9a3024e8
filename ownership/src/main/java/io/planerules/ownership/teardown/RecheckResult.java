package io.planerules.ownership.teardown;

import static java.util.Objects.requireNonNull;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The answer of the fresh re-check before one teardown delete: {@link #proceeds()} (delete it),
 * {@link #targetGone()} (skip it, it is already gone) or {@link #aborts()} (its owner changed: stop
 * the remaining steps), with its {@link #message()}. A proceed on a fresh read carries that read's
 * resourceVersion: the delete must send it as its precondition ({@code
 * DeleteOptions.preconditions.resourceVersion}), so that the API server refuses it with a Conflict
 * when the object changed after the re-check (a relabel for another plane included) instead of
 * deleting what is no longer the plane's. Equal when kind, message and precondition are.
 */
public final class RecheckResult {

  /** What the executor does; the names are the codes of rule {@code teardown.recheck}. */
  enum Kind {
    PROCEED,
    SKIP_ABSENT,
    ABORT
  }

  private final Kind kind;
  private final String message;
  private final @Nullable String deletePrecondition;

  private RecheckResult(Kind kind, String message, @Nullable String deletePrecondition) {
    this.kind = kind;
    this.message = requireNonNull(message, "message");
    this.deletePrecondition = deletePrecondition;
  }

  /** Delete, with the fresh read's resourceVersion as precondition ({@code null}: none read). */
  static RecheckResult proceed(String message, @Nullable String deletePrecondition) {
    return new RecheckResult(Kind.PROCEED, message, deletePrecondition);
  }

  /** The target is already gone. */
  static RecheckResult targetGone(String message) {
    return new RecheckResult(Kind.SKIP_ABSENT, message, null);
  }

  /** The target's owner changed: stop. */
  static RecheckResult abort(String message) {
    return new RecheckResult(Kind.ABORT, message, null);
  }

  /** Whether the executor deletes the target, with the {@link #deletePrecondition()}. */
  public boolean proceeds() {
    return kind == Kind.PROCEED;
  }

  /** Whether the target is already gone: nothing to delete, the next step runs. */
  public boolean targetGone() {
    return kind == Kind.SKIP_ABSENT;
  }

  /** Whether the target's owner changed: the executor stops the remaining steps. */
  public boolean aborts() {
    return kind == Kind.ABORT;
  }

  /** Why, e.g. {@code refusing to delete Namespace plane-a-nvcf: expected owner ...}. */
  public String message() {
    return message;
  }

  /**
   * The fresh read's resourceVersion the delete must carry: on a proceed on an object only; {@code
   * null} otherwise, or when the read carried none.
   */
  public @Nullable String deletePrecondition() {
    return deletePrecondition;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof RecheckResult that
        && kind == that.kind
        && message.equals(that.message)
        && Objects.equals(deletePrecondition, that.deletePrecondition);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, message, deletePrecondition);
  }

  /** {@code RecheckResult[kind=PROCEED, message=..., deletePrecondition=...]}. */
  @Override
  public String toString() {
    return "RecheckResult[kind="
        + kind
        + ", message="
        + message
        + ", deletePrecondition="
        + deletePrecondition
        + "]";
  }
}
