package io.planerules.binding.selection;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;

/** The three shapes of {@link DriftResult}; their names and fields are their {@code toString}. */
final class DriftResults {

  private DriftResults() {}

  /**
   * No drift.
   *
   * @param ruleId {@code drift.none}, or {@code drift.non-durable}
   * @param trace every rule evaluated
   */
  record NoDrift(RuleId ruleId, Trace trace) implements DriftResult {
    NoDrift {
      requireNonNull(ruleId, "ruleId");
      requireNonNull(trace, "trace");
    }

    @Override
    public boolean isDrift() {
      return false;
    }

    @Override
    public boolean isChecked() {
      return true;
    }

    @Override
    public String message() {
      return "";
    }

    @Override
    public ValidationResult problems() {
      return ValidationResult.ok();
    }
  }

  /**
   * Drift.
   *
   * @param ruleId the drift rule
   * @param reason its reason code
   * @param message {@value DriftResult#DRIFT_PREFIX} + detail
   * @param trace every rule evaluated
   */
  record Drift(RuleId ruleId, String reason, String message, Trace trace) implements DriftResult {
    Drift {
      requireNonNull(ruleId, "ruleId");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(trace, "trace");
    }

    @Override
    public boolean isDrift() {
      return true;
    }

    @Override
    public boolean isChecked() {
      return true;
    }

    @Override
    public ValidationResult problems() {
      return ValidationResult.of(Problem.error(ruleId.value(), "", message));
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
    NotChecked {
      requireNonNull(problem, "problem");
      requireNonNull(trace, "trace");
    }

    @Override
    public RuleId ruleId() {
      return RuleId.of(problem.code());
    }

    @Override
    public boolean isDrift() {
      return false;
    }

    @Override
    public boolean isChecked() {
      return false;
    }

    @Override
    public String message() {
      return problem.message();
    }

    @Override
    public ValidationResult problems() {
      return ValidationResult.of(problem);
    }
  }
}
