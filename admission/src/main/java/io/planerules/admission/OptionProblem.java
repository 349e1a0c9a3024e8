package io.planerules.admission;

import io.planerules.rules.internal.DefinedRule;

/**
 * The admission options, checked by {@link AdmissionOptions#validate()}: every option is checked
 * against every constant and every problem is reported, coded with the constant's own id. Each
 * constant's {@link #description()} is its line in {@code docs/rules.md}.
 */
enum OptionProblem implements DefinedRule {
  UNKNOWN_ACTION("admission.unknown-action", "a validation action is not Deny, Warn or Audit"),
  INVALID_ACTIONS(
      "admission.invalid-actions",
      "the validation actions are empty, repeat an action or combine Deny with Warn"),
  UNKNOWN_FAILURE_POLICY(
      "admission.unknown-failure-policy", "the failure policy is not Fail or Ignore"),
  EMPTY_USERNAME("admission.empty-username", "an extra username is empty"),
  EMPTY_GROUP("admission.empty-group", "an extra group is empty"),
  KIND_WITHOUT_RESOURCE(
      "admission.kind-without-resource", "a labelled kind or shared object has no resource"),
  INVALID_KIND(
      "admission.invalid-kind",
      "a group or resource has a character other than a-z, 0-9, '-' and '.' (no wildcard)"),
  EMPTY_NAME("admission.empty-name", "an extra allowed namespace or shared object name is empty");

  private final Definition definition;

  OptionProblem(String id, String description) {
    definition = Definition.selfCoded(id, "admission options", AdmissionOptions.class, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
