package io.planerules.binding.intent;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The ModelCacheBinding status rules: phase changes, data identity and accepting new request
 * references. Decision {@code binding-phase} of docs/rules.md.
 *
 * <p>Example: {@code BindingPhaseRule.RETIRING_FINAL.id()} is {@code binding.retiring-final} with
 * reason code {@code RETIRING_IS_FINAL}.
 */
public enum BindingPhaseRule implements RuleDescriptor {
  /** {@code binding.retiring-final}: a Retiring binding never returns to Active. */
  RETIRING_FINAL(
      "binding.retiring-final",
      "a Retiring binding never returns to Active",
      "RETIRING_IS_FINAL",
      BindingPhases.class),
  /** {@code binding.phase-cleared}: a phase, once written, is never cleared. */
  PHASE_CLEARED(
      "binding.phase-cleared",
      "a phase, once written, is never cleared",
      "PHASE_CLEARED",
      BindingPhases.class),
  /**
   * {@code binding.phase-change}: only ""-&gt;Active, ""-&gt;Retiring, Active-&gt;Retiring or no
   * change are allowed.
   */
  PHASE_CHANGE(
      "binding.phase-change",
      "only \"\"->Active, \"\"->Retiring, Active->Retiring or no change are allowed",
      "PHASE_CHANGE_NOT_ALLOWED",
      BindingPhases.class),
  /** {@code binding.data-identity}: a non-empty providerDataIdentity never changes. */
  DATA_IDENTITY(
      "binding.data-identity",
      "a non-empty providerDataIdentity never changes",
      "DATA_IDENTITY_CHANGED",
      BindingPhases.class),
  /**
   * {@code binding.phase-allowed}: the status change keeps every phase rule and the data identity.
   */
  PHASE_ALLOWED(
      "binding.phase-allowed",
      "the status change keeps every phase rule and the data identity",
      "ALLOWED",
      BindingPhases.class),
  /** {@code binding.accepts-references}: only an Active binding accepts a new request reference. */
  ACCEPTS_REFERENCES(
      "binding.accepts-references",
      "only an Active binding accepts a new request reference",
      "NOT_ACCEPTING_REFERENCES",
      BindingPhases.class),
  /** {@code binding.accepting}: an Active binding accepts a new request reference. */
  ACCEPTING(
      "binding.accepting",
      "an Active binding accepts a new request reference",
      "ACCEPTING",
      BindingPhases.class);

  private static final String DECISION = "binding-phase";

  private final Definition definition;

  BindingPhaseRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
