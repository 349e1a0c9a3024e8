package io.planerules.rbac;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.List;

/**
 * How two rule sets differ by atomic permission (see {@link RbacDiff#diff}).
 * <!-- snippet: RbacExamplesTest#rule-set-diff -->
 *
 * <pre>{@code
 * RuleSetDiff d = RbacDiff.diff(sourceChartRules, vendoredChartRules);
 * d.identical(); // false: the vendored chart lags
 * d.onlyInA(); // [{APIGroups:["nvca.nvcf.nvidia.io"], Resources:["modelcachebindings"], ...}]
 * d.onlyInB(); // []
 * }</pre>
 *
 * @param onlyInA permissions of {@code a} that {@code b} does not list, distinct, in {@code a}'s
 *     breakdown order
 * @param onlyInB permissions of {@code b} that {@code a} does not list, distinct, in {@code b}'s
 *     breakdown order
 * @param rule the deciding rule ({@code rbac.diff.identical} or {@code rbac.diff.drift})
 * @param reason {@code rbac.identical} or {@code rbac.drift}
 * @param message a human summary with the compacted rules on each side
 * @param trace the rules consulted
 */
public record RuleSetDiff(
    List<AtomicPermission> onlyInA,
    List<AtomicPermission> onlyInB,
    RuleId rule,
    String reason,
    String message,
    Trace trace) {

  /** Creates the diff; copies the lists. */
  public RuleSetDiff {
    onlyInA = ImmutableList.copyOf(onlyInA);
    onlyInB = ImmutableList.copyOf(onlyInB);
    requireNonNull(rule, "rule");
    requireNonNull(reason, "reason");
    requireNonNull(message, "message");
    requireNonNull(trace, "trace");
  }

  /** Whether both sets list exactly the same atomic permissions. */
  public boolean identical() {
    return onlyInA.isEmpty() && onlyInB.isEmpty();
  }
}
