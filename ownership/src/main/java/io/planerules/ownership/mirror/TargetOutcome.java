package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.ReasonCode;
import io.planerules.rules.RuleId;

/**
 * The outcome for one candidate namespace of one source Secret: {@link Created}, {@link Updated},
 * {@link Skipped} or {@link Failed}. A failure never stops the other targets.
 */
public sealed interface TargetOutcome
    permits TargetOutcome.Created,
        TargetOutcome.Updated,
        TargetOutcome.Skipped,
        TargetOutcome.Failed {

  /** The target namespace. */
  String namespace();

  /**
   * A copy was created.
   *
   * @param namespace the target
   */
  record Created(String namespace) implements TargetOutcome {
    /** Creates the outcome. */
    public Created {
      requireNonNull(namespace, "namespace");
    }
  }

  /**
   * An owned copy was updated.
   *
   * @param namespace the target
   */
  record Updated(String namespace) implements TargetOutcome {
    /** Creates the outcome. */
    public Updated {
      requireNonNull(namespace, "namespace");
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
    /** Creates the outcome. */
    public Skipped {
      requireNonNull(namespace, "namespace");
      requireNonNull(rule, "rule");
      requireNonNull(reason, "reason");
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
    /** Creates the outcome. */
    public Failed {
      requireNonNull(namespace, "namespace");
      requireNonNull(code, "code");
      requireNonNull(message, "message");
    }
  }
}
