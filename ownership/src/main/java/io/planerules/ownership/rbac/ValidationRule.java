package io.planerules.ownership.rbac;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.util.List;

/**
 * The API validation of RBAC policy rules ({@link PolicyRules#validate}), as Kubernetes checks
 * them.
 */
public enum ValidationRule implements RuleDescriptor {
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

  private final RuleId id;
  private final String decision;
  private final String description;
  private final Class<?> decidedBy;
  private final ImmutableList<String> reasonCodes;

  ValidationRule(
      String id,
      String decision,
      String description,
      Class<?> decidedBy,
      boolean idIsCode,
      String... codes) {
    this.id = RuleId.of(id);
    this.decision = decision;
    this.description = description;
    this.decidedBy = decidedBy;
    ImmutableList.Builder<String> all = ImmutableList.builder();
    if (idIsCode) {
      all.add(id);
    }
    this.reasonCodes = all.add(codes).build();
  }

  /** The rule id as the problem code it is raised with, e.g. {@code rbac.rule.verbs}. */
  public String code() {
    return id.value();
  }

  @Override
  public RuleId id() {
    return id;
  }

  @Override
  public String decision() {
    return decision;
  }

  @Override
  public String description() {
    return description;
  }

  @Override
  public List<String> reasonCodes() {
    return reasonCodes;
  }

  @Override
  public Class<?> decidedBy() {
    return decidedBy;
  }
}
