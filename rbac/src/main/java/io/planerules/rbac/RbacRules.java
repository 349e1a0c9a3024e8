package io.planerules.rbac;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * Every rule id of the RBAC package, for {@code docs/rules.md}: the delegation-coverage decision
 * ({@code rbac.nothing-granted}, {@code rbac.uncovered-atomic}, {@code rbac.all-covered}), the
 * per-held-rule match rules ({@code rbac.match.*}), the rule-set drift ({@code rbac.diff.*}) and
 * the API validation of rules ({@code rbac.rule.*}).
 */
public final class RbacRules {

  /**
   * The descriptors of every RBAC rule, decision rules first, in evaluation order.
   *
   * @return id, decision, one-line description and reason codes of each rule
   */
  public static List<RuleDescriptor> all() {
    return ImmutableList.<RuleDescriptor>builder()
        .add(CoverageRule.values())
        .add(MatchRule.values())
        .add(RbacDriftRule.values())
        .add(RbacValidationRule.values())
        .build();
  }

  private RbacRules() {}
}
