package io.planerules.ownership;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules that come before the ownership policy in two decisions, each decided by its own class:
 * reconciling an ICMSRequest ({@link IcmsRequestPolicy}, {@link OwnershipPolicy#decideIcmsRequest})
 * and selecting a workload namespace ({@link WorkloadNamespaceSelector}, applied by {@link
 * OwnershipPolicy#decide} for {@link Action#SELECT_WORKLOAD_NAMESPACE}); after them, classification
 * and the policy cell decide. Each constant's {@link #description()} is its line in {@code
 * docs/rules.md}.
 */
enum ReconcileRule implements DefinedRule {
  ICMS_NAMESPACE(
      Definition.of(
          "icms.namespace",
          "ICMSRequest reconcile",
          IcmsRequestPolicy.class,
          "a request outside the plane's requests namespace is refused (named planes)",
          List.of(ReasonCode.REQUEST_NAMESPACE_MISMATCH.code()))),
  /** Any value of the label counts. */
  SELECT_WORKLOAD_LABEL(
      Definition.of(
          "select.workload-label",
          "workload namespace selection",
          WorkloadNamespaceSelector.class,
          "a namespace without the workload-instance-type label is skipped",
          List.of(ReasonCode.NOT_A_WORKLOAD_NAMESPACE.code())));

  private final Definition definition;

  ReconcileRule(Definition definition) {
    this.definition = definition;
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
