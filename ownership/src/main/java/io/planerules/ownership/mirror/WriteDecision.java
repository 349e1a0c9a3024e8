package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.ReasonCode;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import org.jspecify.annotations.Nullable;

/**
 * What to do with a desired mirrored Secret given the freshly read target
 * (docs/reference/ownership.md#secret-mirroring), {@link SecretMirrorPlanner#decideWrite}: create
 * (absent, {@code mirror.write-create}, reason {@code CREATE}), update carrying the fresh
 * resourceVersion (owned, {@code mirror.write-update}, reason {@code UPDATE}) or deny,
 * non-retriable ({@code mirror.write-not-owned}, reason {@code TARGET_NOT_OWNED}). The reason says
 * which. {@link MirrorWriteProtocol} acts on it after each read; the startup replay decides it
 * against the snapshot.
 *
 * @param ruleId the deciding rule
 * @param reason {@code CREATE}, {@code UPDATE} or {@code TARGET_NOT_OWNED}
 * @param message the message
 * @param resourceVersion for an update: the fresh object's resourceVersion ({@code ""} when it had
 *     none); else {@code null}
 * @param trace the rules consulted
 */
record WriteDecision(
    RuleId ruleId,
    ReasonCode reason,
    String message,
    @Nullable String resourceVersion,
    Trace trace) {

  /**
   * Creates a decision.
   *
   * @throws IllegalArgumentException when the reason is not {@code CREATE}, {@code UPDATE} or
   *     {@code TARGET_NOT_OWNED}
   */
  WriteDecision {
    requireNonNull(ruleId, "ruleId");
    requireNonNull(reason, "reason");
    requireNonNull(message, "message");
    requireNonNull(trace, "trace");
    if (reason != ReasonCode.CREATE
        && reason != ReasonCode.UPDATE
        && reason != ReasonCode.TARGET_NOT_OWNED) {
      throw new IllegalArgumentException("not a write decision's reason: " + reason);
    }
  }

  /** Whether to create the target. */
  boolean isCreate() {
    return reason == ReasonCode.CREATE;
  }

  /** Whether to update the owned target (with {@link #resourceVersion()}). */
  boolean isUpdate() {
    return reason == ReasonCode.UPDATE;
  }

  /** Whether the write is refused: the target is not owned. */
  boolean isDeny() {
    return reason == ReasonCode.TARGET_NOT_OWNED;
  }

  /** Whether retrying could change the answer (never for a denial). */
  boolean retriable() {
    return !isDeny();
  }
}
