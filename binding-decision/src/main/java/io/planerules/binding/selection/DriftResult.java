package io.planerules.binding.drift;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;

/**
 * The result of a drift check (docs/reference/binding-decision.md#drift): {@link NoDrift}, {@link
 * Drift} (the selection no longer matches its live inputs; messages start {@value #DRIFT_PREFIX})
 * or {@link NotChecked} (an invalid selection or a missing object: a plain error, not drift).
 */
public sealed interface DriftResult
    permits DriftResult.NoDrift, DriftResult.Drift, DriftResult.NotChecked {

  /** The upstream drift sentinel every drift message starts with. */
  String DRIFT_PREFIX = "model cache storage selection drift: ";

  /** The deciding rule. */
  RuleId ruleId();

  /** Every rule evaluated, in order. */
  Trace trace();

  /** Whether this is {@link Drift}. */
  default boolean isDrift() {
    return this instanceof Drift;
  }

  /**
   * No drift.
   *
   * @param ruleId {@code drift.none}, or {@code drift.non-durable}
   * @param trace every rule evaluated
   */
  record NoDrift(RuleId ruleId, Trace trace) implements DriftResult {
    /** Checks the components. */
    public NoDrift {
      requireNonNull(ruleId, "ruleId");
      requireNonNull(trace, "trace");
    }
  }

  /**
   * Drift.
   *
   * @param ruleId the drift rule
   * @param reason its reason code
   * @param message {@value #DRIFT_PREFIX} + detail
   * @param trace every rule evaluated
   */
  record Drift(RuleId ruleId, String reason, String message, Trace trace) implements DriftResult {
    /** Checks the components. */
    public Drift {
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(trace, "trace");
    }

    /** The drift as an error problem. */
    public Problem problem() {
      return Problem.error(ruleId.value(), "", message);
    }
  }

  /**
   * Not checked: the selection is invalid or an input object is missing.
   *
   * @param problem the plain error (a {@code selection.*} problem, or a {@code drift.*} loader
   *     error)
   * @param trace every rule evaluated
   */
  record NotChecked(Problem problem, Trace trace) implements DriftResult {
    /** Checks the components. */
    public NotChecked {
      requireNonNull(problem, "problem");
      requireNonNull(trace, "trace");
    }

    @Override
    public RuleId ruleId() {
      return RuleId.of(problem.code());
    }
  }
}
