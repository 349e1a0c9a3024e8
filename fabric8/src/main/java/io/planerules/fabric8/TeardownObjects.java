package io.planerules.fabric8;

import io.fabric8.kubernetes.api.model.DeleteOptions;
import io.fabric8.kubernetes.api.model.DeleteOptionsBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Namespace;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.RecheckResult;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownStep;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Namespaces and cert-manager ClusterIssuers in, the objects to delete out, for teardown
 * (docs/reference/fabric8.md#teardown).
 * <!-- snippet: Fabric8ExamplesTest#teardown-objects -->
 *
 * <pre>{@code
 * TeardownPlan plan =
 *     TeardownPlanner.plan(
 *         id,
 *         TeardownObjects.inventory(namespaces, issuers),
 *         Set.of(TeardownScope.CONTROL_PLANE));
 * for (TeardownObjects.Deletion d : TeardownObjects.deletions(plan, namespaces, issuers)) {
 *   deleted.add(d.object().getMetadata().getName() + " uid=" + d.uid()); // delete with this UID
 * }
 * }</pre>
 */
public final class TeardownObjects {

  private TeardownObjects() {}

  /**
   * An inventory of Namespaces and ClusterIssuers ({@code cert-manager.io/v1}, read as {@link
   * GenericKubernetesResource}: the model has no ClusterIssuer type).
   *
   * @param namespaces the listed Namespaces
   * @param clusterIssuers the listed ClusterIssuers
   * @return the inventory
   */
  public static Inventory inventory(
      List<Namespace> namespaces, List<GenericKubernetesResource> clusterIssuers) {
    return inventory(namespaces, clusterIssuers, List.of(), List.of());
  }

  /**
   * A full inventory.
   *
   * @param namespaces the listed Namespaces
   * @param clusterIssuers the listed ClusterIssuers
   * @param hookObjects pre-delete hook leftovers (ServiceAccount, Job, ClusterRole,
   *     ClusterRoleBinding)
   * @param others any other objects (read by the residue check)
   * @return the inventory
   */
  public static Inventory inventory(
      List<Namespace> namespaces,
      List<GenericKubernetesResource> clusterIssuers,
      List<? extends HasMetadata> hookObjects,
      List<? extends HasMetadata> others) {
    return new Inventory(
        observe(namespaces), observe(clusterIssuers), observe(hookObjects), observe(others));
  }

  /**
   * The deletes of a plan, in step order, each bound to the listed object it targets so that the
   * delete can carry that object's UID as its precondition. An aborted plan deletes nothing; the
   * {@code UNINSTALL_RELEASES} step is the caller's (Helm) and is not an object delete.
   *
   * @param plan the plan
   * @param listed the objects the inventory was built from (any number of lists)
   * @return the deletes, empty for an aborted plan
   * @throws io.planerules.rules.PlaneRulesException (a {@code MappingException}) coded {@code
   *     fabric8.teardown-target-not-listed} when a step targets an object that is not listed
   */
  @SafeVarargs
  public static List<Deletion> deletions(TeardownPlan plan, List<? extends HasMetadata>... listed) {
    Map<ObjectRef, HasMetadata> byRef = new HashMap<>();
    Stream.of(listed).flatMap(List::stream).forEach(o -> byRef.put(ObservedObjects.ref(o), o));
    List<Deletion> deletions = new ArrayList<>();
    for (TeardownStep step : plan.steps()) {
      if (step.target() == null) {
        continue;
      }
      HasMetadata object = byRef.get(step.target());
      if (object == null) {
        throw new MappingException(
            MappingException.TARGET_NOT_LISTED,
            "steps",
            "teardown step targets " + step.target() + ", which is not among the listed objects");
      }
      deletions.add(new Deletion(step, object));
    }
    return List.copyOf(deletions);
  }

  private static List<io.planerules.ownership.ObservedObject> observe(
      List<? extends HasMetadata> objects) {
    return objects.stream().map(ObservedObjects::of).toList();
  }

  /**
   * One delete of a teardown plan: the step (run {@code TeardownPlanner.recheck} on a fresh read
   * just before it) and the listed object, whose UID the delete must match.
   *
   * @param step the plan step
   * @param object the listed object the step targets
   */
  public record Deletion(TeardownStep step, HasMetadata object) {

    /** The UID of the listed object ({@code ""} when it had none). */
    public String uid() {
      String uid = object.getMetadata().getUid();
      return uid == null ? "" : uid;
    }

    /**
     * The options of the delete after its re-check: as preconditions the listed object's UID (a
     * different object that took the same name since the listing is never deleted) and the
     * resourceVersion the re-check read ({@link RecheckResult#deletePrecondition()}: an object
     * changed since, a relabel for another plane included, is refused with a Conflict instead of
     * deleted); foreground propagation for namespaces the step waits for.
     *
     * @param recheck the {@code PROCEED} of {@code TeardownPlanner.recheck} on the fresh read
     * @return the delete options
     */
    public DeleteOptions deleteOptions(RecheckResult recheck) {
      return new DeleteOptionsBuilder()
          .withNewPreconditions()
          .withUid(uid())
          .withResourceVersion(recheck.deletePrecondition())
          .endPreconditions()
          .withPropagationPolicy(step.waitForDeletion() ? "Foreground" : "Background")
          .build();
    }

    /**
     * Whether a freshly read object is the listed one (same UID).
     *
     * @param fresh the object read just before deleting
     * @return whether the precondition holds
     */
    public boolean sameObject(HasMetadata fresh) {
      return uid().equals(fresh.getMetadata().getUid());
    }
  }
}
