package io.planerules.ownership;

import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import java.util.List;

/**
 * Workload namespace selection (docs/reference/ownership.md#verdicts-and-the-action-policy): rule
 * {@code select.workload-label} skips a namespace without the label key {@value #WORKLOAD_LABEL}
 * (any value); then classification and {@link Action#SELECT_WORKLOAD_NAMESPACE}.
 *
 * <pre>{@code
 * WorkloadNamespaceSelector.selectorString(ControlPlaneId.of("plane-a"))
 *   // nvca.nvcf.nvidia.io/workload-instance-type,nvcf.nvidia.com/control-plane-id=plane-a
 * }</pre>
 */
public final class WorkloadNamespaceSelector {

  /** The label key that marks a workload namespace. */
  public static final String WORKLOAD_LABEL = "nvca.nvcf.nvidia.io/workload-instance-type";

  private WorkloadNamespaceSelector() {}

  /**
   * Decides whether the namespace is one of the plane's workload namespaces.
   *
   * @param id the plane
   * @param namespace the observed Namespace
   * @param context shared prerequisites and allowed namespaces
   * @return the verdict (a skip is not an error)
   * @throws InvalidInputException when the reference is malformed
   */
  public static Verdict decide(ControlPlaneId id, ObservedObject namespace, PolicyContext context) {
    Classification c = OwnershipClassifier.classify(id, namespace, context);
    if (!namespace.labels().containsKey(WORKLOAD_LABEL)) {
      return new Verdict.Skip(
          c.state(),
          ReconcileRule.SELECT_WORKLOAD_LABEL.id(),
          ReasonCode.NOT_A_WORKLOAD_NAMESPACE,
          "skipping " + namespace.ref() + ": not a workload namespace (no " + WORKLOAD_LABEL + ")",
          Trace.of(
              List.of(
                  new TraceEntry(
                      ReconcileRule.SELECT_WORKLOAD_LABEL.id(),
                      TraceResult.DECIDED,
                      "label absent"))));
    }
    return Verdicts.withTracePrefix(
        OwnershipPolicy.apply(id, Action.SELECT_WORKLOAD_NAMESPACE, c),
        Trace.of(
            List.of(
                new TraceEntry(
                    ReconcileRule.SELECT_WORKLOAD_LABEL.id(),
                    TraceResult.PASSED,
                    "label present"))));
  }

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
}
