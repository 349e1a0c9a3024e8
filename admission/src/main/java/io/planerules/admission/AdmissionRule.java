package io.planerules.admission;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The five admission rules, one {@code ValidatingAdmissionPolicy} each, in the order {@link
 * AdmissionPolicies#forPlane} emits them and {@link AdmissionDecision#decide} reports them
 * (docs/reference/admission.md#rules).
 */
public enum AdmissionRule implements RuleDescriptor {
  /** The object or the old object carries another plane's label (legacy: any label). */
  FOREIGN_LABEL(
      "foreign-label",
      "the object or the old object is labelled for another plane (legacy: labelled at all)"),
  /** An update changes the ownership label. */
  LABEL_IMMUTABLE(
      "label-immutable",
      "an update changes the ownership label (no adoption, no release; \"\" and absent are equal)"),
  /** A labelled kind without the plane's label (named planes only). */
  UNLABELLED(
      "unlabelled",
      "a create of an unlabelled object, or an update or delete of one, of a labelled kind"
          + " (named planes only)"),
  /** A shared prerequisite. */
  SHARED_PREREQUISITE(
      "shared-prerequisite",
      "any create, update or delete of a shared prerequisite (its Namespace, CRD or ClusterIssuer)"),
  /** A namespaced object in a namespace of another plane (only with restricted namespaces). */
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
}
