package io.planerules.binding.selection;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;

/**
 * The result of a drift check (docs/reference/binding-decision.md#drift): no drift, drift (the
 * selection no longer matches its live inputs; its message starts {@value #DRIFT_PREFIX}) or not
 * checked (an invalid selection or a missing object: a plain error, not drift). Ask which with
 * {@link #isDrift()} and {@link #isChecked()}; read what is wrong with {@link #message()} or, as
 * one error problem, {@link #problems()}.
 */
public sealed interface DriftResult
    permits DriftResults.NoDrift, DriftResults.Drift, DriftResults.NotChecked {

  /** The upstream drift sentinel every drift message starts with. */
  String DRIFT_PREFIX = "model cache storage selection drift: ";

  /**
   * The deciding rule: {@code drift.none} or {@code drift.non-durable} without drift, a {@code
   * drift.*} rule for drift, the failing {@code selection.*} or {@code drift.*} loader rule when
   * not checked.
   */
  RuleId ruleId();

  /** Every rule evaluated, in order. */
  Trace trace();

  /** Whether the selection drifted from its live inputs. */
  boolean isDrift();

  /** Whether the inputs could be checked: false for an invalid selection or a missing object. */
  boolean isChecked();

  /**
   * What is wrong: the drift ({@value #DRIFT_PREFIX} + detail) or the plain error; {@code ""} when
   * there is no drift.
   */
  String message();

  /**
   * Empty when there is no drift; otherwise the drift or the plain error as one error problem (its
   * code the deciding rule's id).
   */
  ValidationResult problems();
}
