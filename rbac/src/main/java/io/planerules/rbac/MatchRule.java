package io.planerules.rbac;

import com.google.common.collect.Lists;
import io.planerules.rules.RuleDescriptor;
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

  private final Definition definition;

  MatchRule(
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
