package io.planerules.audit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Objects two planes' renders share (docs/reference/audit.md#two-renders): the same API group,
 * kind, namespace (or cluster) and name in the renders of two planes is {@code audit.collision},
 * reported once, on the render given later, naming the earlier plane. Shared objects and objects
 * whose namespace is unknown are not compared; a CRD is {@code audit.shared-crd}'s in each render.
 */
final class Collisions {

  private record Occurrence(int plane, String planeId, Findings.ObjectAt at) {}

  private final Map<String, List<Occurrence>> byIdentity = new HashMap<>();
  private final Findings findings;

  Collisions(Findings findings) {
    this.findings = findings;
  }

  /**
   * Records an object of render {@code plane}, placed in its namespace or, when {@code
   * clusterScoped}, the cluster.
   */
  void add(int plane, Subject s, boolean clusterScoped) {
    if (s.shared
        || s.generated
        || (!clusterScoped && s.namespace == null)
        || s.kind.equals("CustomResourceDefinition")) {
      return;
    }
    String planeId = s.plane.id.value();
    String identity =
        s.group + "\n" + s.kind + "\n" + (clusterScoped ? "" : s.namespace) + "\n" + s.name;
    byIdentity
        .computeIfAbsent(identity, k -> new ArrayList<>(1))
        .add(
            new Occurrence(
                plane,
                planeId,
                new Findings.ObjectAt(s.ordinal, s.source, s.id(clusterScoped), planeId)));
  }

  /** Reports every object of a later render that an earlier render also holds. */
  void finish() {
    for (List<Occurrence> occurrences : byIdentity.values()) {
      Occurrence first = occurrences.get(0);
      for (Occurrence o : occurrences) {
        if (o.plane() < first.plane()) {
          first = o;
        }
      }
      for (Occurrence o : occurrences) {
        if (o.plane() != first.plane()) {
          findings.add(
              o.at(),
              AuditRule.COLLISION,
              o.at().object()
                  + " is also in the render of "
                  + (first.planeId().isEmpty()
                      ? "the legacy plane"
                      : "plane \"" + first.planeId() + "\"")
                  + " ("
                  + first.at().source()
                  + "): one of them would overwrite the other");
        }
      }
    }
  }
}
