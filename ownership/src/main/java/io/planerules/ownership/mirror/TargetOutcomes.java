package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.ReasonCode;
import io.planerules.rules.RuleId;

/** The four shapes of {@link TargetOutcome}; their names and fields are their {@code toString}. */
final class TargetOutcomes {

  private TargetOutcomes() {}

  /**
   * A copy was created.
   *
   * @param namespace the target
   */
  record Created(String namespace) implements TargetOutcome {
    Created {
      requireNonNull(namespace, "namespace");
    }

    @Override
    public boolean isCreated() {
      return true;
    }
  }

  /**
   * An owned copy was updated.
   *
   * @param namespace the target
   */
  record Updated(String namespace) implements TargetOutcome {
    Updated {
      requireNonNull(namespace, "namespace");
    }

    @Override
    public boolean isUpdated() {
      return true;
    }
  }

  /**
   * Skipped silently.
   *
   * @param namespace the target
   * @param rule the deciding rule
   * @param reason the reason
   */
  record Skipped(String namespace, RuleId rule, ReasonCode reason) implements TargetOutcome {
    Skipped {
      requireNonNull(namespace, "namespace");
      requireNonNull(rule, "rule");
      requireNonNull(reason, "reason");
    }

    @Override
    public boolean isSkipped() {
      return true;
    }
  }

  /**
   * Failed.
   *
   * @param namespace the target
   * @param code the failure code
   * @param message the failure message
   */
  record Failed(String namespace, MirrorFailure code, String message) implements TargetOutcome {
    Failed {
      requireNonNull(namespace, "namespace");
      requireNonNull(code, "code");
      requireNonNull(message, "message");
    }

    @Override
    public boolean isFailed() {
      return true;
    }
  }
}
