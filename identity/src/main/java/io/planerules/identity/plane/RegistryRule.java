package io.planerules.identity.plane;

import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
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

  private final RuleId id;
  private final String description;
  private final Class<?> decidedBy;
  private final List<String> reasonCodes;

  RegistryRule(String id, String description, Class<?> decidedBy) {
    this.id = RuleId.of(id);
    this.description = description;
    this.decidedBy = decidedBy;
    this.reasonCodes = List.of(id);
  }

  @Override
  public RuleId id() {
    return id;
  }

  @Override
  public String decision() {
    return DECISION;
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

  /**
   * The problem code of a rule whose one code is its id, e.g. {@code registry.duplicate-id}; rules
   * with other codes raise them through {@link Code}.
   *
   * @throws IllegalStateException for a rule whose codes differ from its id
   */
  public String code() {
    if (reasonCodes.size() != 1 || !reasonCodes.get(0).equals(id.value())) {
      throw new IllegalStateException(id + " reports " + reasonCodes + ", not its id");
    }
    return id.value();
  }
}
