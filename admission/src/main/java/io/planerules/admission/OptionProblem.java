package io.planerules.admission;

import io.planerules.rules.RuleDescriptor;

/**
 * The problems of {@link AdmissionOptions#validate()}: each constant's id is the code it raises.
 */
public enum OptionProblem implements RuleDescriptor {
  /** A validation action other than {@code Deny}, {@code Warn}, {@code Audit}. */
  UNKNOWN_ACTION("admission.unknown-action", "a validation action is not Deny, Warn or Audit"),
  /** No action, an action twice, or {@code Deny} with {@code Warn}. */
  INVALID_ACTIONS(
      "admission.invalid-actions",
      "the validation actions are empty, repeat an action or combine Deny with Warn"),
  /** A failure policy other than {@code Fail}, {@code Ignore}. */
  UNKNOWN_FAILURE_POLICY(
      "admission.unknown-failure-policy", "the failure policy is not Fail or Ignore"),
  /** An extra username that is empty. */
  EMPTY_USERNAME("admission.empty-username", "an extra username is empty"),
  /** An extra group that is empty. */
  EMPTY_GROUP("admission.empty-group", "an extra group is empty"),
  /** A labelled kind or shared object without a resource. */
  KIND_WITHOUT_RESOURCE(
      "admission.kind-without-resource", "a labelled kind or shared object has no resource"),
  /** A group or resource with a character outside lower-case letters, digits, '-' and '.'. */
  INVALID_KIND(
      "admission.invalid-kind",
      "a group or resource has a character other than a-z, 0-9, '-' and '.' (no wildcard)"),
  /** An extra allowed namespace or shared object name that is empty. */
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
