package io.planerules.ownership.rbac;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.util.List;

/**
 * Whether one held rule covers one atomic permission ({@link RbacCoverage#explain}), in evaluation
 * order; the first failing rule decides.
 */
public enum MatchRule implements RuleDescriptor {
  /** The held verbs contain * or the verb. */
  VERB(
      "rbac.match.verb",
      Decisions.MATCH,
      "the held verbs contain * or the permission's verb",
      RbacCoverage.class,
      false,
      RbacCoverage.VERB_NOT_HELD),
  /** The held API groups contain * or the group. */
  API_GROUP(
      "rbac.match.api-group",
      Decisions.MATCH,
      "the held API groups contain * or the permission's group",
      RbacCoverage.class,
      false,
      RbacCoverage.API_GROUP_NOT_HELD),
  /** The held resources cover the resource. */
  RESOURCE(
      "rbac.match.resource",
      Decisions.MATCH,
      "the held resources contain *, the resource, or */subresource for resource/subresource",
      RbacCoverage.class,
      false,
      RbacCoverage.RESOURCE_NOT_HELD),
  /** The held resource names cover the name. */
  RESOURCE_NAME(
      "rbac.match.resource-name",
      Decisions.MATCH,
      "all names need a held rule without resource names; one name needs none or that name",
      RbacCoverage.class,
      false,
      RbacCoverage.RESOURCE_NAME_NOT_HELD),
  /** A held URL covers the URL. */
  NON_RESOURCE_URL(
      "rbac.match.non-resource-url",
      Decisions.MATCH,
      "a held URL equals the URL, or ends in * and its prefix before the *s starts it",
      RbacCoverage.class,
      false,
      RbacCoverage.URL_NOT_HELD);

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String MATCH = "rbac held-rule match";

    private Decisions() {}
  }

  private final RuleId id;
  private final String decision;
  private final String description;
  private final Class<?> decidedBy;
  private final ImmutableList<String> reasonCodes;

  MatchRule(
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

  /** The rule id as the problem code it is raised with, e.g. {@code rbac.match.verb}. */
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
