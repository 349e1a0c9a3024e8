package io.planerules.simulation;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.SharedPrerequisites;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The invariants, stated on the cluster itself rather than through the library's classifier, so
 * that a wrong classification would show: "X's" is read off the ownership label and the namespace's
 * label directly (named plane X: label value X; legacy: no label), and the shared prerequisites are
 * the plane's {@link SharedPrerequisites#defaults}.
 */
final class Invariants {

  private Invariants() {}

  /** The findings of one step from {@code before} by actor {@code index}. */
  static List<BrokenInvariant> afterStep(World before, int index, Event event, World after) {
    List<BrokenInvariant> findings = new ArrayList<>();
    Actor actor = before.actors().get(index);
    Optional<ControlPlaneId> plane = event.user().actingPlane();
    if (plane.isPresent() && event.response().ok() && event.request().isWrite()) {
      isolation(before.state(), actor, plane.get(), event).ifPresent(findings::add);
    }
    List<Reported> old = actor.reported();
    List<Reported> now = after.actors().get(index).reported();
    for (Reported r : now.subList(old.size(), now.size())) {
      if (r.success() && !(event.response().ok() && writes(event.request(), r.target()))) {
        findings.add(
            new BrokenInvariant(
                Invariant.FAILURE_REPORTED,
                actor.id()
                    + " reported "
                    + r.target()
                    + " done, but this step's write "
                    + event.request()
                    + " was answered "
                    + event.response()));
      }
    }
    return findings;
  }

  private static boolean writes(Request request, ObjectKey target) {
    return (request instanceof Request.Create c && c.key().equals(target))
        || (request instanceof Request.Update u && u.key().equals(target))
        || (request instanceof Request.Delete d && d.key().equals(target));
  }

  private static Optional<BrokenInvariant> isolation(
      ClusterState before, Actor actor, ControlPlaneId plane, Event event) {
    Request request = event.request();
    ObjectKey key;
    List<Map<String, String>> labels = new ArrayList<>();
    if (request instanceof Request.Create c) {
      key = c.key();
      labels.add(c.labels());
    } else if (request instanceof Request.Update u) {
      key = u.key();
      labels.add(before.get(key).orElseThrow().labels());
      labels.add(u.labels());
    } else {
      key = ((Request.Delete) request).key();
      labels.add(before.get(key).orElseThrow().labels());
    }
    for (Map<String, String> l : labels) {
      Optional<String> why = notOwned(before, key, l, plane);
      if (why.isPresent()) {
        boolean teardown = actor instanceof TeardownActor && request instanceof Request.Delete;
        return Optional.of(
            new BrokenInvariant(
                teardown ? Invariant.TEARDOWN_ONLY_OWN : Invariant.ISOLATION,
                actor.id()
                    + " ("
                    + display(plane)
                    + ") had "
                    + request
                    + " accepted, but "
                    + why.get()));
      }
    }
    return Optional.empty();
  }

  /** Why the object at {@code key} with {@code labels} is not {@code plane}'s in {@code state}. */
  static Optional<String> notOwned(
      ClusterState state, ObjectKey key, Map<String, String> labels, ControlPlaneId plane) {
    SharedPrerequisites shared = SharedPrerequisites.defaults(plane, NamingOptions.defaults());
    if (shared.contains(key.ref())) {
      return Optional.of(key + " is a shared prerequisite");
    }
    if (!labelIsPlanes(labels, plane)) {
      return Optional.of(key + " carries label " + label(labels) + " at that moment");
    }
    String namespace = key.namespace();
    if (namespace != null && !shared.contains(ObjectRef.namespace(namespace))) {
      Map<String, String> nsLabels =
          state.get(ObjectKey.namespace(namespace)).map(StoredObject::labels).orElse(Map.of());
      if (!labelIsPlanes(nsLabels, plane)) {
        return Optional.of(
            "namespace " + namespace + " carries label " + label(nsLabels) + " at that moment");
      }
    }
    return Optional.empty();
  }

  private static boolean labelIsPlanes(Map<String, String> labels, ControlPlaneId plane) {
    String value = labels.getOrDefault(OwnershipLabel.KEY, "");
    return plane.isLegacy() ? value.isEmpty() : value.equals(plane.value());
  }

  private static String label(Map<String, String> labels) {
    String value = labels.getOrDefault(OwnershipLabel.KEY, "");
    return value.isEmpty() ? "(none)" : "\"" + value + "\"";
  }

  private static String display(ControlPlaneId plane) {
    return plane.isLegacy() ? "legacy" : plane.value();
  }

  /** The findings at a quiescent world of a scenario without interferers. */
  static List<BrokenInvariant> atQuiescence(World world) {
    List<BrokenInvariant> findings = new ArrayList<>();
    ClusterState state = world.state();
    for (Actor actor : world.actors()) {
      if (!(actor instanceof MirrorActor mirror)) {
        continue;
      }
      ControlPlaneId plane = mirror.config().id();
      for (StoredObject source : state.objects().values()) {
        if (source.key().kind() != Kind.SECRET
            || !SecretMirrorPlanner.isSource(mirror.config(), MirrorActor.snapshot(source))
            || (mirror.event() != null && !mirror.event().name().equals(source.key().name()))) {
          continue;
        }
        for (StoredObject ns : state.objects().values()) {
          if (ns.key().kind() != Kind.NAMESPACE
              || !ns.labels().containsKey(OwnershipPolicy.WORKLOAD_LABEL)
              || ns.key().name().equals(source.key().namespace())
              || notOwned(state, ns.key(), ns.labels(), plane).isPresent()) {
            continue;
          }
          ObjectKey copyKey = ObjectKey.secret(ns.key().name(), source.key().name());
          Optional<StoredObject> copy = state.get(copyKey);
          String expectedLabel = plane.isLegacy() ? "" : plane.value();
          boolean current =
              copy.isPresent()
                  && copy.get().data().equals(source.data())
                  && copy.get().ownershipLabel().equals(expectedLabel)
                  && Objects.equals(
                      source.key().namespace(), copy.get().labels().get(SecretCopy.MIRRORED_FROM));
          if (!current) {
            findings.add(
                new BrokenInvariant(
                    Invariant.CONVERGENCE,
                    mirror.id()
                        + " finished, but owned namespace "
                        + ns.key().name()
                        + " holds "
                        + copy.map(Object::toString).orElse("no " + copyKey)
                        + " instead of the current copy of "
                        + source.key()));
          }
        }
      }
    }
    return findings;
  }
}
