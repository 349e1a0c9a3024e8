package io.planerules.ownership;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
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

  private final RuleId id;
  private final String decision;
  private final String description;
  private final Class<?> decidedBy;
  private final ImmutableList<String> reasonCodes;

  ReconcileRule(
      String id,
      String decision,
      String description,
      Class<?> decidedBy,
      boolean idIsCode,
      String... codes) {
    this.id = RuleId.of(id);
    this.decision = decision;
    this.description = description;
    this.decidedBy = decidedBy;
    ImmutableList.Builder<String> all = ImmutableList.builder();
    if (idIsCode) {
      all.add(id);
    }
    this.reasonCodes = all.add(codes).build();
  }

  /** The rule id as the problem code it is raised with, e.g. {@code icms.namespace}. */
  public String code() {
    return id.value();
  }

  @Override
  public RuleId id() {
    return id;
  }

  @Override
  public String decision() {
    return decision;
  }

  @Override
  public String description() {
    return description;
  }

  @Override
  public List<String> reasonCodes() {
    return reasonCodes;
  }

  @Override
  public Class<?> decidedBy() {
    return decidedBy;
  }
}
