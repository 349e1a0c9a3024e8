package io.planerules.admission;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The admission policy: five rules, one {@code ValidatingAdmissionPolicy} each, that the API server
 * enforces for whoever acts as a plane (docs/reference/admission.md#rules). {@link
 * AdmissionPolicies#forPlane} emits them in declaration order and {@link AdmissionDecision#decide}
 * (the library's own answer for one request) reports every rule that refuses, in that order. Each
 * constant's {@link #description()} is its line in {@code docs/rules.md}; the policy names end in
 * its {@link #suffix()}.
 */
enum AdmissionRule implements DefinedRule {
  FOREIGN_LABEL(
      "foreign-label",
      "the object or the old object is labelled for another plane (legacy: labelled at all)"),
  LABEL_IMMUTABLE(
      "label-immutable",
      "an update changes the ownership label (no adoption, no release; \"\" and absent are equal)"),
  UNLABELLED(
      "unlabelled",
      "a create of an unlabelled object, or an update or delete of one, of a labelled kind"
          + " (named planes only)"),
  SHARED_PREREQUISITE(
      "shared-prerequisite",
      "any create, update or delete of a shared prerequisite (its Namespace, CRD or"
          + " ClusterIssuer)"),
  NAMESPACE_SCOPE(
      "namespace-scope",
      "a namespaced object in a namespace that is not the plane's and not allowed"
          + " (only when namespaces are restricted)");

  private final String suffix;
  private final Definition definition;

  AdmissionRule(String suffix, String description) {
    this.suffix = suffix;
    String id = "admission." + suffix;
    definition =
        Definition.of(id, "admission policy", AdmissionDecision.class, description, List.of());
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The rule's part of the policy names, e.g. {@code foreign-label}. */
  public String suffix() {
    return suffix;
  }

  /** The constant with this id, for a {@link AdmissionVerdict.Denial}'s rule. */
  static AdmissionRule of(io.planerules.rules.RuleId id) {
    for (AdmissionRule rule : values()) {
      if (rule.id().equals(id)) {
        return rule;
      }
    }
    throw new IllegalArgumentException("not an admission rule: " + id);
  }
}
