package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

/**
 * UPDATE the target with the desired copy and this resourceVersion, attempt {@code attempt}.
 *
 * @param desired the copy
 * @param attempt the attempt number
 * @param resourceVersion the resourceVersion of the owned object read in this attempt
 * @param decision the write decision on that read
 */
record IssueUpdate(SecretCopy desired, int attempt, String resourceVersion, WriteDecision decision)
    implements ProtocolStep {
  /** Creates the step. */
  IssueUpdate {
    requireNonNull(desired, "desired");
    requireNonNull(resourceVersion, "resourceVersion");
    requireNonNull(decision, "decision");
  }

  @Override
  public Kind kind() {
    return Kind.UPDATE;
  }
}
