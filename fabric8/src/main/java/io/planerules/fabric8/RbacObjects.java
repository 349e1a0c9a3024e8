package io.planerules.fabric8;

import io.fabric8.kubernetes.api.model.rbac.ClusterRole;
import io.fabric8.kubernetes.api.model.rbac.PolicyRuleBuilder;
import io.fabric8.kubernetes.api.model.rbac.Role;
import io.planerules.rbac.PolicyRule;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Role and ClusterRole rules in and out, for RBAC delegation coverage
 * (docs/reference/fabric8.md#rbac).
 * <!-- snippet: Fabric8ExamplesTest#rbac-objects -->
 *
 * <pre>{@code
 * Coverage c = RbacCoverage.covers(RbacObjects.rules(operatorRole), RbacObjects.rules(agentRole));
 * }</pre>
 */
public final class RbacObjects {

  private RbacObjects() {}

  /**
   * The rules of a Role, in order.
   *
   * @param role the Role
   * @return its rules ({@code []} when it has none)
   */
  public static List<PolicyRule> rules(Role role) {
    return rules(role.getRules());
  }

  /**
   * The rules of a ClusterRole, in order. An aggregated ClusterRole's rules are those the
   * controller has filled in; the aggregation rule itself grants nothing.
   *
   * @param role the ClusterRole
   * @return its rules ({@code []} when it has none)
   */
  public static List<PolicyRule> rules(ClusterRole role) {
    return rules(role.getRules());
  }

  /**
   * One fabric8 rule as plain data; a missing list reads as empty.
   *
   * @param rule the fabric8 rule
   * @return the rule
   */
  public static PolicyRule rule(io.fabric8.kubernetes.api.model.rbac.PolicyRule rule) {
    return new PolicyRule(
        rule.getApiGroups(),
        rule.getResources(),
        rule.getVerbs(),
        rule.getResourceNames(),
        rule.getNonResourceURLs());
  }

  /**
   * A rule as a fabric8 rule, every list copied; {@link #rule} of the result is equal to {@code
   * rule}.
   *
   * @param rule the rule
   * @return the fabric8 rule
   */
  public static io.fabric8.kubernetes.api.model.rbac.PolicyRule toFabric8(PolicyRule rule) {
    return new PolicyRuleBuilder()
        .withApiGroups(new ArrayList<>(rule.apiGroups()))
        .withResources(new ArrayList<>(rule.resources()))
        .withVerbs(new ArrayList<>(rule.verbs()))
        .withResourceNames(new ArrayList<>(rule.resourceNames()))
        .withNonResourceURLs(new ArrayList<>(rule.nonResourceURLs()))
        .build();
  }

  private static List<PolicyRule> rules(
      @Nullable List<io.fabric8.kubernetes.api.model.rbac.PolicyRule> rules) {
    return rules == null ? List.of() : rules.stream().map(RbacObjects::rule).toList();
  }
}
