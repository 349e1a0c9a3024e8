package io.planerules.ownership.mirror;

import org.jspecify.annotations.Nullable;

/**
 * A state of {@link MirrorWriteProtocol}: what the caller must do next ({@link Kind#CREATE}, {@link
 * Kind#READ}, {@link Kind#UPDATE}) or how it ended ({@link Kind#DONE}, {@link Kind#FAILED}, each
 * with its {@link #outcome()}).
 */
public sealed interface ProtocolStep
    permits ProtocolSteps.IssueCreate,
        ProtocolSteps.IssueRead,
        ProtocolSteps.IssueUpdate,
        ProtocolSteps.Done,
        ProtocolSteps.Failed {

  /** What a step asks the caller to do, or how the protocol ended. */
  enum Kind {
    /** CREATE the desired copy. */
    CREATE,
    /** GET the target, attempt {@link #attempt()} (1 to 5). */
    READ,
    /**
     * UPDATE the target with the desired copy and {@link #resourceVersion()}, attempt {@link
     * #attempt()}.
     */
    UPDATE,
    /** Ended successfully: the copy was created or an owned copy updated. */
    DONE,
    /** Ended with a failure (not retried). */
    FAILED
  }

  /** What to do next, or how the protocol ended. */
  Kind kind();

  /** The desired copy being written. */
  SecretCopy desired();

  /** Whether the protocol has ended. */
  default boolean isTerminal() {
    return kind() == Kind.DONE || kind() == Kind.FAILED;
  }

  /** The attempt of a {@code READ} or {@code UPDATE} (1 to 5); 0 for the other steps. */
  default int attempt() {
    return 0;
  }

  /**
   * The resourceVersion an {@code UPDATE} sends: the owned object's, read in the same attempt;
   * {@code null} for the other steps.
   */
  default @Nullable String resourceVersion() {
    return null;
  }

  /**
   * How the protocol ended, for a {@link MirrorReport}.
   *
   * @return the outcome of a terminal step
   * @throws IllegalStateException when the step is not terminal
   */
  default TargetOutcome outcome() {
    throw new IllegalStateException("step " + kind() + " has not ended the protocol");
  }
}
