package io.planerules.audit;

import io.planerules.audit.report.ObjectId;
import io.planerules.audit.source.SourceRef;
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

  private record Occurrence(
      int plane, String planeId, long ordinal, SourceRef source, ObjectId id) {}

  private final Map<String, List<Occurrence>> byIdentity = new HashMap<>();
  private final Findings findings;

  Collisions(Findings findings) {
    this.findings = findings;
  }

  /** Records an object of render {@code plane}, placed in {@code namespace} or the cluster. */
  void add(int plane, Subject s, boolean clusterScoped) {
    if (s.shared
        || s.generated
        || (!clusterScoped && s.namespace == null)
        || s.kind.equals("CustomResourceDefinition")) {
      return;
    }
    ObjectId id = s.id(clusterScoped);
    String identity =
        s.group + "\n" + s.kind + "\n" + (clusterScoped ? "" : s.namespace) + "\n" + s.name;
    byIdentity
        .computeIfAbsent(identity, k -> new ArrayList<>(1))
        .add(new Occurrence(plane, s.check.plane.id.value(), s.ordinal, s.source, id));
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
              o.ordinal(),
              AuditRule.COLLISION,
              o.id(),
              o.source(),
              o.planeId(),
              o.id()
                  + " is also in the render of "
                  + (first.planeId().isEmpty()
                      ? "the legacy plane"
                      : "plane \"" + first.planeId() + "\"")
                  + " ("
                  + first.source()
                  + "): one of them would overwrite the other");
        }
      }
    }
  }
}
