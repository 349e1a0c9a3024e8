package io.planerules.ownership;

import io.planerules.rules.Trace;
import io.planerules.rules.internal.RuleOutcome;
import java.util.Map;

/**
 * Workload namespace selection (docs/reference/ownership.md#verdicts-and-the-action-policy): rule
 * {@code select.workload-label} skips a namespace without the label key {@link
 * OwnershipPolicy#WORKLOAD_LABEL} (any value); then classification and the {@link
 * Action#SELECT_WORKLOAD_NAMESPACE} cell decide. {@link OwnershipPolicy#decide} applies it for that
 * action; the informer of workload namespaces selects the same namespaces by label ({@code
 * InformerScopes}).
 */
final class WorkloadNamespaceSelector {

  private static final Trace LABEL_PRESENT =
      RuleOutcome.trace(
          ReconcileRule.SELECT_WORKLOAD_LABEL.id(), RuleOutcome.pass("label present"));

  private static final Trace LABEL_ABSENT =
      RuleOutcome.trace(
          ReconcileRule.SELECT_WORKLOAD_LABEL.id(),
          RuleOutcome.decide(Verdict.Kind.SKIP, "label absent"));

  private WorkloadNamespaceSelector() {}

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
    if (labels.containsKey(OwnershipPolicy.WORKLOAD_LABEL)) {
      return policy.after(LABEL_PRESENT);
    }
    return Verdict.skip(
        policy.state(),
        ReconcileRule.SELECT_WORKLOAD_LABEL.id(),
        ReasonCode.NOT_A_WORKLOAD_NAMESPACE,
        "skipping "
            + namespace
            + ": not a workload namespace (no "
            + OwnershipPolicy.WORKLOAD_LABEL
            + ")",
        LABEL_ABSENT);
  }
}
