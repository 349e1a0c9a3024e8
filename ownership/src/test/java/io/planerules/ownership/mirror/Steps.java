package io.planerules.ownership.mirror;

import io.planerules.ownership.mirror.ProtocolSteps.Done;
import io.planerules.ownership.mirror.ProtocolSteps.Failed;
import io.planerules.ownership.mirror.ProtocolSteps.IssueRead;

/**
 * Protocol steps a test cannot reach through {@link MirrorWriteProtocol} in one call (a read at any
 * attempt, one out of range, a terminal step built directly): the step records are package-private.
 */
public final class Steps {

  private Steps() {}

  /** {@code READ(attempt)} of {@code desired}. */
  public static ProtocolStep read(SecretCopy desired, int attempt) {
    return new IssueRead(desired, attempt);
  }

  /** The protocol ended with {@code desired} created ({@code updated} false) or updated. */
  public static ProtocolStep done(SecretCopy desired, boolean updated) {
    return new Done(desired, updated);
  }

  /** The protocol ended with a failure. */
  public static ProtocolStep failed(SecretCopy desired, MirrorFailure code, String message) {
    return new Failed(desired, code, message);
  }
}
