package io.planerules.binding.intent;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code binding-phase}, which {@link BindingPhases} applies to the
 * ModelCacheBinding status: phase changes, data identity and accepting new request references. Each
 * constant's {@code description()} is its line in docs/rules.md; its one reason code is on the
 * outcome it decides.
 */
enum BindingPhaseRule implements DefinedRule {
  RETIRING_FINAL(
      "binding.retiring-final", "a Retiring binding never returns to Active", "RETIRING_IS_FINAL"),
  PHASE_CLEARED(
      "binding.phase-cleared", "a phase, once written, is never cleared", "PHASE_CLEARED"),
  PHASE_CHANGE(
      "binding.phase-change",
      "only \"\"->Active, \"\"->Retiring, Active->Retiring or no change are allowed",
      "PHASE_CHANGE_NOT_ALLOWED"),
  DATA_IDENTITY(
      "binding.data-identity",
      "a non-empty providerDataIdentity never changes",
      "DATA_IDENTITY_CHANGED"),
  PHASE_ALLOWED(
      "binding.phase-allowed",
      "the status change keeps every phase rule and the data identity",
      "ALLOWED"),
  ACCEPTS_REFERENCES(
      "binding.accepts-references",
      "only an Active binding accepts a new request reference",
      "NOT_ACCEPTING_REFERENCES"),
  ACCEPTING("binding.accepting", "an Active binding accepts a new request reference", "ACCEPTING");

  private static final String DECISION = "binding-phase";

  private final Definition definition;

  BindingPhaseRule(String id, String description, String reason) {
    definition = Definition.of(id, DECISION, BindingPhases.class, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
