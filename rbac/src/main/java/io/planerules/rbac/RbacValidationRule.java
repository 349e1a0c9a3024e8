package io.planerules.rbac;

import com.google.common.collect.Lists;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The API validation of RBAC policy rules ({@link PolicyRules#validate}), as Kubernetes checks
 * them.
 */
public enum RbacValidationRule implements RuleDescriptor {
  /** Every rule lists a verb. */
  VERBS(
      "rbac.rule.verbs",
      Decisions.VALIDATION,
      "every rule lists at least one verb",
      PolicyRules.class,
      false,
      PolicyRules.VERBS_REQUIRED),
  /** Non-resource URL rules name nothing else. */
  NON_RESOURCE_URL(
      "rbac.rule.non-resource-url",
      Decisions.VALIDATION,
      "a non-resource URL rule names no groups, resources or names and is not in a Role",
      PolicyRules.class,
      false,
      PolicyRules.MIXED_RESOURCE_AND_URL,
      PolicyRules.NAMESPACED_NON_RESOURCE_URL),
  /** Resource rules list a group and a resource. */
  RESOURCE(
      "rbac.rule.resource",
      Decisions.VALIDATION,
      "a resource rule lists at least one API group and one resource",
      PolicyRules.class,
      false,
      PolicyRules.API_GROUPS_REQUIRED,
      PolicyRules.RESOURCES_REQUIRED);

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String VALIDATION = "rbac rule validation";

    private Decisions() {}
  }

  private final Definition definition;

  RbacValidationRule(
      String id,
      String decision,
      String description,
      Class<?> decidedBy,
      boolean idIsCode,
      String... codes) {
    List<String> reasonCodes = idIsCode ? Lists.asList(id, codes) : List.of(codes);
    definition = Definition.of(id, decision, decidedBy, description, reasonCodes);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
