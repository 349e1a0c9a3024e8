package io.planerules.rbac;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import org.jspecify.annotations.Nullable;

/**
 * Why one held rule does or does not cover one atomic permission: the {@code rbac.match.*} rules
 * consulted in order, the first failing one deciding. Returned by {@link RbacCoverage#explain}.
 * <!-- snippet: RbacExamplesTest#held-rule-check -->
 *
 * <pre>{@code
 * AtomicPermission atomic = AtomicPermission.resource(GROUP, "modelcachebindings", "get", null);
 * HeldRuleCheck check = RbacCoverage.explain(held, atomic).get(0);
 * check.covers(); // false
 * check.failedRule(); // rbac.match.resource
 * check.reasonCode(); // rbac.resource-not-held
 * }</pre>
 *
 * @param index the position of the held rule in the held list
 * @param rule the held rule
 * @param failedRule the first {@code rbac.match.*} rule that failed, or {@code null} when the held
 *     rule covers the permission
 * @param reasonCode the failing rule's reason code, or {@code null} when it covers
 * @param trace the match rules consulted
 */
record HeldRuleCheck(
    int index,
    PolicyRule rule,
    @Nullable RuleId failedRule,
    @Nullable String reasonCode,
    Trace trace) {

  /** Creates the check; failed rule and reason are both present or both absent. */
  public HeldRuleCheck {
    requireNonNull(rule, "rule");
    requireNonNull(trace, "trace");
    if ((failedRule == null) != (reasonCode == null)) {
      throw new IllegalArgumentException("a failed rule needs its reason code and vice versa");
    }
  }

  /** Whether this held rule covers the permission. */
  public boolean covers() {
    return failedRule == null;
  }
}
