package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

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
  public Kind kind() {
    return Kind.DONE;
  }

  @Override
  public TargetOutcome outcome() {
    return updated
        ? TargetOutcome.updated(desired.namespace())
        : TargetOutcome.created(desired.namespace());
  }
}
