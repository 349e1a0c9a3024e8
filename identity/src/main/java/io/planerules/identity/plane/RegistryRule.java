package io.planerules.identity.plane;

import io.planerules.rules.internal.DefinedRule;

/**
 * The rules of decision {@code plane-registry}: whether several planes can share one cluster.
 * {@link PlaneRegistry#validate(java.util.List)} checks them in this order after each plane's id
 * and domain (see docs/reference/identity.md#several-planes-in-one-cluster); each rule's code is
 * its id, and each constant's {@link #description()} is its line in {@code docs/rules.md}.
 */
enum RegistryRule implements DefinedRule {
  DUPLICATE_ID("registry.duplicate-id", "plane ids are distinct, at most one legacy plane"),
  DOMAIN_OVERLAP(
      "registry.domain-overlap", "plane domains are distinct and none is a DNS suffix of another"),
  NAME_COLLISION(
      "registry.name-collision",
      "no derived or supplied identity (name, host, URL, profile endpoint) is held by two planes"),
  ID_EXTENSION(
      "registry.id-extension",
      "warns when an id is another id + '-' + anything (generic names can collide)");

  private static final String DECISION = "plane-registry";

  private final Definition definition;

  RegistryRule(String id, String description) {
    definition = Definition.selfCoded(id, DECISION, PlaneRegistry.class, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
