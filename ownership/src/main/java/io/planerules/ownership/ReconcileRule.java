package io.planerules.ownership;

import com.google.common.collect.Lists;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules that come before the action policy when an operator reconciles an ICMSRequest or
 * selects its workload namespaces; after them, classification and the policy cell decide.
 */
public enum ReconcileRule implements RuleDescriptor {
  /** A request outside the plane's requests namespace is refused. */
  ICMS_NAMESPACE(
      "icms.namespace",
      Decisions.ICMS,
      "a request outside the plane's requests namespace is refused (named planes)",
      IcmsRequestPolicy.class,
      false,
      ReasonCode.REQUEST_NAMESPACE_MISMATCH.code()),
  /** A namespace without the workload label is skipped. */
  SELECT_WORKLOAD_LABEL(
      "select.workload-label",
      Decisions.SELECT,
      "a namespace without the workload-instance-type label is skipped",
      WorkloadNamespaceSelector.class,
      false,
      ReasonCode.NOT_A_WORKLOAD_NAMESPACE.code());

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String ICMS = "ICMSRequest reconcile";
    static final String SELECT = "workload namespace selection";

    private Decisions() {}
  }

  private final Definition definition;

  ReconcileRule(
      String id,
      String decision,
      String description,
      Class<?> decidedBy,
      boolean idIsCode,
      String... codes) {
    List<String> reasonCodes = idIsCode ? Lists.asList(id, codes) : List.of(codes);
    definition = Definition.of(id, decision, decidedBy, description, reasonCodes);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
