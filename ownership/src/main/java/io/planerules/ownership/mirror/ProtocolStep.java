package io.planerules.ownership.mirror;

import org.jspecify.annotations.Nullable;

/**
 * A state of {@link MirrorWriteProtocol}: what the caller must do next — {@link #isCreate()} CREATE
 * the desired copy, {@link #isRead()} GET the target, {@link #isUpdate()} UPDATE it with {@link
 * #resourceVersion()} — or, when {@link #isTerminal()}, how it ended: its {@link #outcome()} (the
 * copy created or updated, or the failure).
 */
public sealed interface ProtocolStep
    permits ProtocolSteps.IssueCreate,
        ProtocolSteps.IssueRead,
        ProtocolSteps.IssueUpdate,
        ProtocolSteps.Done,
        ProtocolSteps.Failed {

  /** The desired copy being written. */
  SecretCopy desired();

  /** Whether the caller CREATEs the desired copy next. */
  default boolean isCreate() {
    return false;
  }

  /** Whether the caller GETs the target next, attempt {@link #attempt()} (1 to 5). */
  default boolean isRead() {
    return false;
  }

  /**
   * Whether the caller UPDATEs the target next with the desired copy and {@link
   * #resourceVersion()}, attempt {@link #attempt()}.
   */
  default boolean isUpdate() {
    return false;
  }

  /** Whether the protocol has ended: the {@link #outcome()} says how. */
  default boolean isTerminal() {
    return false;
  }

  /** The attempt of a read or an update (1 to 5); 0 for the other steps. */
  default int attempt() {
    return 0;
  }

  /**
   * The resourceVersion an update sends: the owned object's, read in the same attempt; {@code null}
   * for the other steps.
   */
  default @Nullable String resourceVersion() {
    return null;
  }

  /**
   * How the protocol ended, for a {@link MirrorReport}: the copy created or updated, or the
   * failure.
   *
   * @return the outcome of a terminal step
   * @throws IllegalStateException when the step is not terminal
   */
  default TargetOutcome outcome() {
    String step = isCreate() ? "CREATE" : isRead() ? "READ" : "UPDATE";
    throw new IllegalStateException("step " + step + " has not ended the protocol");
  }
}
