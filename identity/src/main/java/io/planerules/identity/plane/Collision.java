package io.planerules.identity.plane;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.naming.Scope;
import java.util.List;

/**
 * One identity shared by two or more planes: the same (scope, namespace, class, name), or a
 * wildcard host of one plane covering a host of another.
 *
 * @param scope the shared scope
 * @param namespace the shared namespace ({@code ""} when not namespaced)
 * @param objectClass the shared class ({@code namespace}, {@code service}, {@code host}, ...)
 * @param name the shared name (for a wildcard cover: the covered host)
 * @param parties who holds it, in plane order
 */
public record Collision(
    Scope scope, String namespace, String objectClass, String name, List<Party> parties) {

  /**
   * One holder of a collided identity.
   *
   * @param plane the index of the plane in the registry's input
   * @param planeId the plane's id ({@code ""} for legacy)
   * @param kind the entry key ({@code namespace/nvcf}, {@code profile/sisApiUrl}, ...)
   */
  public record Party(int plane, String planeId, String kind) {
    /** Checks the parts. */
    public Party {
      requireNonNull(planeId, "planeId");
      requireNonNull(kind, "kind");
    }

    /** {@code kind@plane} ({@code (legacy)} for the legacy plane). */
    @Override
    public String toString() {
      return kind + "@" + (planeId.isEmpty() ? "(legacy)" : planeId);
    }
  }

  /** Copies the parties. */
  public Collision {
    requireNonNull(scope, "scope");
    requireNonNull(namespace, "namespace");
    requireNonNull(objectClass, "objectClass");
    requireNonNull(name, "name");
    parties = ImmutableList.copyOf(parties);
  }

  /** The entry keys of the parties, in order (the CLI's {@code kinds}). */
  public List<String> kinds() {
    return parties.stream().map(Party::kind).collect(ImmutableList.toImmutableList());
  }

  /** A one-line description naming every party. */
  public String describe() {
    return "\""
        + name
        + "\" ("
        + objectClass
        + (namespace.isEmpty() ? "" : " in " + namespace)
        + ") is shared by "
        + String.join(", ", parties.stream().map(Party::toString).toList());
  }
}
