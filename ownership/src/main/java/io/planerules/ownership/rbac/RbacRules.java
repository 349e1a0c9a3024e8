package io.planerules.ownership.rbac;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.internal.TransitionalDescriptor;
import java.util.List;

/**
 * Every rule id of the RBAC package, for {@code docs/rules.md}: the delegation-coverage decision
 * ({@code rbac.nothing-granted}, {@code rbac.uncovered-atomic}, {@code rbac.all-covered}), the
 * per-held-rule match rules ({@code rbac.match.*}), the rule-set drift ({@code rbac.diff.*}) and
 * the API validation of rules ({@code rbac.rule.*}).
 *
 * <pre>{@code
 * RbacRules.all().forEach(d -> System.out.println(d.id() + " " + d.description()));
 * }</pre>
 */
public final class RbacRules {

  private static final String VALIDATION = "rbac rule validation";

  /**
   * The descriptors of every RBAC rule, decision rules first, in evaluation order.
   *
   * @return id, decision, one-line description and reason codes of each rule
   */
  public static List<RuleDescriptor> all() {
    return ImmutableList.<RuleDescriptor>builder()
        .addAll(RbacCoverage.describe())
        .addAll(RbacDiff.describe())
        .add(
            validation(
                "rbac.rule.verbs",
                "every rule lists at least one verb",
                PolicyRules.VERBS_REQUIRED))
        .add(
            validation(
                "rbac.rule.non-resource-url",
                "a non-resource URL rule names no groups, resources or names and is not in a Role",
                PolicyRules.MIXED_RESOURCE_AND_URL,
                PolicyRules.NAMESPACED_NON_RESOURCE_URL))
        .add(
            validation(
                "rbac.rule.resource",
                "a resource rule lists at least one API group and one resource",
                PolicyRules.API_GROUPS_REQUIRED,
                PolicyRules.RESOURCES_REQUIRED))
        .build();
  }

  private RbacRules() {}

  private static RuleDescriptor validation(String id, String description, String... codes) {
    return new TransitionalDescriptor(RuleId.of(id), VALIDATION, description, List.of(codes));
  }
}
