package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

/** The five shapes of {@link ProtocolStep}; their names and fields are their {@code toString}. */
final class ProtocolSteps {

  private ProtocolSteps() {}

  /**
   * Create the desired copy.
   *
   * @param desired the copy
   */
  record IssueCreate(SecretCopy desired) implements ProtocolStep {
    /** Creates the step. */
    IssueCreate {
      requireNonNull(desired, "desired");
    }

    @Override
    public boolean isCreate() {
      return true;
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
    IssueRead {
      requireNonNull(desired, "desired");
    }

    @Override
    public boolean isRead() {
      return true;
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
    IssueUpdate {
      requireNonNull(desired, "desired");
      requireNonNull(resourceVersion, "resourceVersion");
      requireNonNull(decision, "decision");
    }

    @Override
    public boolean isUpdate() {
      return true;
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
    Done {
      requireNonNull(desired, "desired");
    }

    @Override
    public boolean isTerminal() {
      return true;
    }

    @Override
    public TargetOutcome outcome() {
      return updated
          ? TargetOutcome.updated(desired.namespace())
          : TargetOutcome.created(desired.namespace());
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
    Failed {
      requireNonNull(desired, "desired");
      requireNonNull(code, "code");
      requireNonNull(message, "message");
    }

    @Override
    public boolean isTerminal() {
      return true;
    }

    @Override
    public TargetOutcome outcome() {
      return TargetOutcome.failed(desired.namespace(), code, message);
    }
  }
}
