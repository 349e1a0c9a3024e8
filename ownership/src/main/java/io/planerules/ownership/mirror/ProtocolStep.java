package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

/**
 * A state of {@link MirrorWriteProtocol}: what the caller must do next ({@link IssueCreate}, {@link
 * IssueRead}, {@link IssueUpdate}) or how it ended ({@link Done}, {@link Failed}).
 */
public sealed interface ProtocolStep
    permits ProtocolStep.IssueCreate,
        ProtocolStep.IssueRead,
        ProtocolStep.IssueUpdate,
        ProtocolStep.Done,
        ProtocolStep.Failed {

  /** The desired copy being written. */
  SecretCopy desired();

  /** Whether the protocol has ended. */
  default boolean isTerminal() {
    return this instanceof Done || this instanceof Failed;
  }

  /**
   * Create the desired copy.
   *
   * @param desired the copy
   */
  record IssueCreate(SecretCopy desired) implements ProtocolStep {
    /** Creates the step. */
    public IssueCreate {
      requireNonNull(desired, "desired");
    }
  }

  /**
   * GET the target, attempt {@code attempt} (1 to 5).
   *
   * @param desired the copy
   * @param attempt the attempt number
   */
  record IssueRead(SecretCopy desired, int attempt) implements ProtocolStep {
    /** Creates the step. */
    public IssueRead {
      requireNonNull(desired, "desired");
    }
  }

  /**
   * UPDATE the target with the desired copy and this resourceVersion, attempt {@code attempt}.
   *
   * @param desired the copy
   * @param attempt the attempt number
   * @param resourceVersion the resourceVersion of the owned object read in this attempt
   * @param decision the write decision on that read
   */
  record IssueUpdate(
      SecretCopy desired, int attempt, String resourceVersion, WriteDecision decision)
      implements ProtocolStep {
    /** Creates the step. */
    public IssueUpdate {
      requireNonNull(desired, "desired");
      requireNonNull(resourceVersion, "resourceVersion");
      requireNonNull(decision, "decision");
    }
  }

  /**
   * Ended successfully.
   *
   * @param desired the copy
   * @param updated true when an existing owned copy was updated, false when created
   */
  record Done(SecretCopy desired, boolean updated) implements ProtocolStep {
    /** Creates the step. */
    public Done {
      requireNonNull(desired, "desired");
    }

    /** The outcome for a {@link MirrorReport}. */
    public TargetOutcome outcome() {
      return updated
          ? new TargetOutcome.Updated(desired.namespace())
          : new TargetOutcome.Created(desired.namespace());
    }
  }

  /**
   * Ended with a failure (not retried).
   *
   * @param desired the copy
   * @param code the failure code
   * @param message the failure message
   */
  record Failed(SecretCopy desired, MirrorFailure code, String message) implements ProtocolStep {
    /** Creates the step. */
    public Failed {
      requireNonNull(desired, "desired");
      requireNonNull(code, "code");
      requireNonNull(message, "message");
    }

    /** The outcome for a {@link MirrorReport}. */
    public TargetOutcome outcome() {
      return new TargetOutcome.Failed(desired.namespace(), code, message);
    }
  }
}
