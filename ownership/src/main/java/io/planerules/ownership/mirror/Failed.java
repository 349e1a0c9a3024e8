package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

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
  public Kind kind() {
    return Kind.FAILED;
  }

  @Override
  public TargetOutcome outcome() {
    return TargetOutcome.failed(desired.namespace(), code, message);
  }
}
