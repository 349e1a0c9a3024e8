package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

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
  public Kind kind() {
    return Kind.READ;
  }
}
