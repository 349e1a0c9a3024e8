package io.planerules.rbac;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * Whether one held rule covers one atomic permission ({@link RbacCoverage#explain}, a {@link
 * HeldRuleCheck} per held rule): the rules consulted in declaration order, the first that fails
 * decides and its code is the check's. Each constant's {@link #description()} is its line in {@code
 * docs/rules.md}.
 */
enum MatchRule implements DefinedRule {
  VERB(
      "rbac.match.verb",
      "the held verbs contain * or the permission's verb",
      RbacCoverage.VERB_NOT_HELD),
  API_GROUP(
      "rbac.match.api-group",
      "the held API groups contain * or the permission's group",
      RbacCoverage.API_GROUP_NOT_HELD),
  RESOURCE(
      "rbac.match.resource",
      "the held resources contain *, the resource, or */subresource for resource/subresource",
      RbacCoverage.RESOURCE_NOT_HELD),
  RESOURCE_NAME(
      "rbac.match.resource-name",
      "all names need a held rule without resource names; one name needs none or that name",
      RbacCoverage.RESOURCE_NAME_NOT_HELD),
  /** Passes for a resource permission, as the resource rules pass for a URL permission. */
  NON_RESOURCE_URL(
      "rbac.match.non-resource-url",
      "a held URL equals the URL, or ends in * and its prefix before the *s starts it",
      RbacCoverage.URL_NOT_HELD);

  private final Definition definition;

  MatchRule(String id, String description, String failureCode) {
    definition =
        Definition.of(
            id, "rbac held-rule match", RbacCoverage.class, description, List.of(failureCode));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
