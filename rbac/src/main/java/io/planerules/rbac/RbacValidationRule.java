package io.planerules.rbac;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The API validation of RBAC policy rules by {@link PolicyRules#validate}, as Kubernetes checks
 * them: each rule is checked in declaration order (a non-resource URL rule is not checked as a
 * resource rule) and every problem is reported, coded with one of the constant's codes. Each
 * constant's {@link #description()} is its line in {@code docs/rules.md}.
 */
enum RbacValidationRule implements DefinedRule {
  VERBS("rbac.rule.verbs", "every rule lists at least one verb", PolicyRules.VERBS_REQUIRED),
  NON_RESOURCE_URL(
      "rbac.rule.non-resource-url",
      "a non-resource URL rule names no groups, resources or names and is not in a Role",
      PolicyRules.MIXED_RESOURCE_AND_URL,
      PolicyRules.NAMESPACED_NON_RESOURCE_URL),
  RESOURCE(
      "rbac.rule.resource",
      "a resource rule lists at least one API group and one resource",
      PolicyRules.API_GROUPS_REQUIRED,
      PolicyRules.RESOURCES_REQUIRED);

  private final Definition definition;

  RbacValidationRule(String id, String description, String... codes) {
    definition =
        Definition.of(id, "rbac rule validation", PolicyRules.class, description, List.of(codes));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
