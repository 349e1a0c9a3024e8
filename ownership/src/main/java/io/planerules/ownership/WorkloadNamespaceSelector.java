package io.planerules.ownership;

import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.Trace;
import io.planerules.rules.internal.RuleOutcome;
import java.util.Map;

/**
 * Workload namespace selection (docs/reference/ownership.md#verdicts-and-the-action-policy): rule
 * {@code select.workload-label} skips a namespace without the label key {@value #WORKLOAD_LABEL}
 * (any value); then classification and the {@link Action#SELECT_WORKLOAD_NAMESPACE} cell decide.
 * {@link OwnershipPolicy#decide} applies it for that action; {@link #selectorString} is the same
 * selection as a Kubernetes label selector, for an informer.
 * <!-- snippet: OwnershipExamplesTest#workload-selector -->
 *
 * <pre>{@code
 * String selector = WorkloadNamespaceSelector.selectorString(ControlPlaneId.of("plane-a"));
 * // nvca.nvcf.nvidia.io/workload-instance-type,nvcf.nvidia.com/control-plane-id=plane-a
 * }</pre>
 */
public final class WorkloadNamespaceSelector {

  /** The label key that marks a workload namespace. */
  public static final String WORKLOAD_LABEL = "nvca.nvcf.nvidia.io/workload-instance-type";

  private static final Trace LABEL_PRESENT =
      RuleOutcome.trace(
          ReconcileRule.SELECT_WORKLOAD_LABEL.id(), RuleOutcome.pass("label present"));

  private static final Trace LABEL_ABSENT =
      RuleOutcome.trace(
          ReconcileRule.SELECT_WORKLOAD_LABEL.id(),
          RuleOutcome.decide(Verdict.Kind.SKIP, "label absent"));

  private WorkloadNamespaceSelector() {}

  /**
   * The equivalent Kubernetes label selector: named {@code
   * nvca.nvcf.nvidia.io/workload-instance-type,nvcf.nvidia.com/control-plane-id=<id>}; legacy
   * {@code nvca.nvcf.nvidia.io/workload-instance-type,!nvcf.nvidia.com/control-plane-id}.
   *
   * @param id the plane
   * @return the selector
   */
  public static String selectorString(ControlPlaneId id) {
    return WORKLOAD_LABEL + "," + OwnershipLabel.selector(id);
  }

  /**
   * Rule {@code select.workload-label} in front of the policy's verdict: a namespace without the
   * workload label is skipped (its state is still the classification's), otherwise the policy's
   * verdict stands, the rule passed first.
   *
   * @param policy the verdict of the {@link Action#SELECT_WORKLOAD_NAMESPACE} cell
   * @param namespace the namespace's reference
   * @param labels the namespace's labels
   * @return the verdict
   */
  static Verdict select(Verdict policy, ObjectRef namespace, Map<String, String> labels) {
    if (labels.containsKey(WORKLOAD_LABEL)) {
      return policy.after(LABEL_PRESENT);
    }
    return new Verdict.Skip(
        policy.state(),
        ReconcileRule.SELECT_WORKLOAD_LABEL.id(),
        ReasonCode.NOT_A_WORKLOAD_NAMESPACE,
        Explanation.of(
            "skipping " + namespace + ": not a workload namespace (no " + WORKLOAD_LABEL + ")",
            LABEL_ABSENT));
  }
}
