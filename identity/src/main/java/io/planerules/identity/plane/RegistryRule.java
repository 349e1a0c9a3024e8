package io.planerules.identity.plane;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules of several planes in one cluster, in the order {@link PlaneRegistry#validate(List)}
 * reports them (see docs/reference/identity.md#several-planes-in-one-cluster).
 */
public enum RegistryRule implements RuleDescriptor {
  /** {@code registry.duplicate-id}: plane ids are distinct, at most one legacy plane. */
  DUPLICATE_ID(
      "registry.duplicate-id",
      "plane ids are distinct, at most one legacy plane",
      PlaneRegistry.class),
  /**
   * {@code registry.domain-overlap}: plane domains are distinct and none is a DNS suffix of
   * another.
   */
  DOMAIN_OVERLAP(
      "registry.domain-overlap",
      "plane domains are distinct and none is a DNS suffix of another",
      PlaneRegistry.class),
  /**
   * {@code registry.name-collision}: no derived or supplied identity (name, host, URL, profile
   * endpoint) is held by two planes.
   */
  NAME_COLLISION(
      "registry.name-collision",
      "no derived or supplied identity (name, host, URL, profile endpoint) is held by two planes",
      PlaneRegistry.class),
  /**
   * {@code registry.id-extension}: warns when an id is another id + '-' + anything (generic names
   * can collide).
   */
  ID_EXTENSION(
      "registry.id-extension",
      "warns when an id is another id + '-' + anything (generic names can collide)",
      PlaneRegistry.class);

  private static final String DECISION = "plane-registry";

  private final Definition definition;

  RegistryRule(String id, String description, Class<?> decidedBy) {
    definition = Definition.selfCoded(id, DECISION, decidedBy, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
