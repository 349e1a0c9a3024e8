package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

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
  public Kind kind() {
    return Kind.CREATE;
  }
}
