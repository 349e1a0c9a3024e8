package io.planerules.binding.decision;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;

/**
 * The result of {@link DecisionResolver#resolve}: a {@link Resolved} decision (a {@code disabled}
 * transition included) or a {@link Refused} configuration.
 *
 * <p>Only {@code STORAGE_CLASS_NOT_FOUND} may become a non-durable fallback; the other refusals are
 * configuration errors that never silently select another provider.
 */
public sealed interface DecisionOutcome permits DecisionOutcome.Resolved, DecisionOutcome.Refused {

  /** The deciding rule (a {@code transition.*} rule when resolved). */
  RuleId ruleId();

  /** The reason code of the deciding rule. */
  String reason();

  /** The deciding rule's message. */
  String message();

  /** Every rule evaluated, in order. */
  Trace trace();

  /**
   * A decision.
   *
   * @param decision the decision, with its explanation
   */
  record Resolved(Decision decision) implements DecisionOutcome {
    /** Checks that {@code decision} is not null. */
    public Resolved {
      requireNonNull(decision, "decision");
    }

    @Override
    public RuleId ruleId() {
      return decision.ruleId();
    }

    @Override
    public String reason() {
      return decision.reason();
    }

    @Override
    public String message() {
      return decision.message();
    }

    @Override
    public Trace trace() {
      return decision.trace();
    }
  }

  /**
   * A refusal.
   *
   * @param ruleId the refusing {@code decision.*} rule (also the problem code)
   * @param reason its reason code, e.g. {@code STORAGE_CLASS_NOT_FOUND}
   * @param message the upstream message
   * @param trace every rule evaluated
   */
  record Refused(RuleId ruleId, String reason, String message, Trace trace)
      implements DecisionOutcome {
    /** Checks the components. */
    public Refused {
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(trace, "trace");
    }

    /** Whether this refusal may become a non-durable fallback (no model-cache class). */
    public boolean storageClassNotFound() {
      return DecisionRule.STORAGE_CLASS.id().equals(ruleId);
    }

    /** The refusal as an error problem. */
    public Problem problem() {
      return Problem.error(ruleId.value(), "", message);
    }
  }
}
