package io.planerules.identity.plane;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.naming.Scope;
import java.util.ArrayList;
import java.util.List;

/**
 * One identity shared by two or more planes: the same (scope, namespace, class, name), or a
 * wildcard host of one plane covering a host of another. Its holders are read pairwise: {@code
 * kinds().get(i)} of the plane {@code planeIds().get(i)}.
 *
 * @param scope the shared scope
 * @param namespace the shared namespace ({@code ""} when not namespaced)
 * @param objectClass the shared class ({@code namespace}, {@code service}, {@code host}, ...)
 * @param name the shared name (for a wildcard cover: the covered host)
 * @param kinds the entry key of each holder ({@code namespace/nvcf}, {@code profile/sisApiUrl},
 *     ...), in plane order (the CLI's {@code kinds})
 * @param planeIds the id of each holder's plane ({@code ""} for legacy), in the same order (the
 *     CLI's {@code planes})
 */
public record Collision(
    Scope scope,
    String namespace,
    String objectClass,
    String name,
    List<String> kinds,
    List<String> planeIds) {

  /**
   * One holder of a collided identity, as the registry collects them.
   *
   * @param plane the index of the plane in the registry's input
   * @param planeId the plane's id ({@code ""} for legacy)
   * @param kind the entry key
   */
  record Party(int plane, String planeId, String kind) {
    Party {
      requireNonNull(planeId, "planeId");
      requireNonNull(kind, "kind");
    }
  }

  /**
   * Copies the lists.
   *
   * @throws IllegalArgumentException unless there is one plane id per kind
   */
  public Collision {
    requireNonNull(scope, "scope");
    requireNonNull(namespace, "namespace");
    requireNonNull(objectClass, "objectClass");
    requireNonNull(name, "name");
    kinds = ImmutableList.copyOf(kinds);
    planeIds = ImmutableList.copyOf(planeIds);
    if (kinds.size() != planeIds.size()) {
      throw new IllegalArgumentException(
          kinds.size() + " kinds but " + planeIds.size() + " planes");
    }
  }

  /** The collision of {@code parties}' identity. */
  static Collision of(
      Scope scope, String namespace, String objectClass, String name, List<Party> parties) {
    return new Collision(
        scope,
        namespace,
        objectClass,
        name,
        parties.stream().map(Party::kind).toList(),
        parties.stream().map(Party::planeId).toList());
  }

  /**
   * A one-line description naming every holder as {@code kind@plane} ({@code (legacy)} for the
   * legacy plane).
   */
  public String describe() {
    List<String> holders = new ArrayList<>(kinds.size());
    for (int i = 0; i < kinds.size(); i++) {
      String planeId = planeIds.get(i);
      holders.add(kinds.get(i) + "@" + (planeId.isEmpty() ? "(legacy)" : planeId));
    }
    return "\""
        + name
        + "\" ("
        + objectClass
        + (namespace.isEmpty() ? "" : " in " + namespace)
        + ") is shared by "
        + String.join(", ", holders);
  }
}
