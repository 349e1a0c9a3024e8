package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.LabelSelector;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.RecheckResult;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import io.planerules.ownership.teardown.TeardownStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A plane's control-plane teardown as its lifecycle command runs it, one API request per step. LIST
 * Namespaces, LIST ClusterIssuers, {@link TeardownPlanner#plan} (an aborted plan deletes nothing);
 * then for each deletion step: GET the object, {@link TeardownPlanner#recheck} on the fresh read
 * (ABORT stops the run, SKIP_ABSENT goes on), and DELETE with two preconditions: the listed uid (a
 * re-created object of the same name is never deleted) and the resourceVersion of {@link
 * RecheckResult#deletePrecondition()} (an object changed since the re-check is never deleted). The
 * plan's release uninstall is Helm's and is not a request here.
 *
 * @param id the actor id
 * @param user the plane's operator
 * @param plane the plane torn down
 * @param phase what the next request is for
 * @param namespaces the Namespaces listed
 * @param pending the deletion steps still to run, the first being worked on
 * @param recheck the re-check of the first pending step, once its object was read
 * @param stopped the message that stopped the run, if one did
 * @param reported the deletions done or failed
 */
record TeardownActor(
    String id,
    User user,
    ControlPlaneId plane,
    TeardownActor.Phase phase,
    List<StoredObject> namespaces,
    List<Deletion> pending,
    @Nullable RecheckResult recheck,
    @Nullable String stopped,
    List<Reported> reported)
    implements Actor {

  /** What the actor's next request is for. */
  enum Phase {
    /** LIST Namespaces. */
    LIST_NAMESPACES,
    /** LIST ClusterIssuers, then plan. */
    LIST_ISSUERS,
    /** GET the first pending step's object. */
    RECHECK,
    /** DELETE it. */
    DELETE,
    /** Finished (done, or stopped). */
    DONE
  }

  /**
   * A planned deletion and the object it was planned on.
   *
   * @param step the plan's step
   * @param listed the object as listed when planning
   */
  record Deletion(TeardownStep step, StoredObject listed) {
    /** Creates the value. */
    public Deletion {
      requireNonNull(step, "step");
      requireNonNull(listed, "listed");
    }
  }

  /** Creates the value; copies the lists. */
  public TeardownActor {
    requireNonNull(id, "id");
    requireNonNull(user, "user");
    requireNonNull(plane, "plane");
    requireNonNull(phase, "phase");
    namespaces = List.copyOf(namespaces);
    pending = List.copyOf(pending);
    reported = List.copyOf(reported);
  }

  /**
   * The control-plane teardown of {@code plane} ({@link TeardownScope#CONTROL_PLANE}).
   *
   * @param id the actor id
   * @param plane the plane
   * @return the actor
   */
  public static TeardownActor of(String id, ControlPlaneId plane) {
    return new TeardownActor(
        id,
        User.operatorOf(plane),
        plane,
        Phase.LIST_NAMESPACES,
        List.of(),
        List.of(),
        null,
        null,
        List.of());
  }

  @Override
  public Optional<Request> request() {
    return switch (phase) {
      case LIST_NAMESPACES ->
          Optional.of(new Request.ListObjects(Kind.NAMESPACE, null, LabelSelector.of()));
      case LIST_ISSUERS ->
          Optional.of(new Request.ListObjects(Kind.CLUSTER_ISSUER, null, LabelSelector.of()));
      case RECHECK -> Optional.of(new Request.Get(pending.get(0).listed().key()));
      case DELETE -> Optional.of(delete(pending.get(0), requireNonNull(recheck)));
      case DONE -> Optional.empty();
    };
  }

  private static Request delete(Deletion deletion, RecheckResult recheck) {
    return new Request.Delete(
        deletion.listed().key(), deletion.listed().uid(), recheck.deletePrecondition());
  }

  @Override
  public Actor answer(Response response) {
    return switch (phase) {
      case LIST_NAMESPACES ->
          new TeardownActor(
              id,
              user,
              plane,
              Phase.LIST_ISSUERS,
              response.objects(),
              pending,
              null,
              null,
              reported);
      case LIST_ISSUERS -> planned(response.objects());
      case RECHECK -> rechecked(response);
      case DELETE -> deleted(response);
      case DONE -> throw new IllegalStateException(id + " has finished");
    };
  }

  private TeardownActor planned(List<StoredObject> issuers) {
    TeardownPlan plan =
        TeardownPlanner.plan(
            plane,
            Inventory.of(
                namespaces.stream().map(StoredObject::observed).toList(),
                issuers.stream().map(StoredObject::observed).toList()),
            Set.of(TeardownScope.CONTROL_PLANE));
    if (plan.aborted()) {
      return stop(plan.reasonText().orElseThrow(), null);
    }
    List<StoredObject> listed = new ArrayList<>(namespaces);
    listed.addAll(issuers);
    List<Deletion> deletions = new ArrayList<>();
    for (TeardownStep step : plan.steps()) {
      ObjectRef target = step.target();
      if (target == null) {
        continue;
      }
      listed.stream()
          .filter(o -> o.key().ref().equals(target))
          .findFirst()
          .ifPresent(o -> deletions.add(new Deletion(step, o)));
    }
    return new TeardownActor(
        id,
        user,
        plane,
        deletions.isEmpty() ? Phase.DONE : Phase.RECHECK,
        namespaces,
        deletions,
        null,
        null,
        reported);
  }

  private TeardownActor rechecked(Response response) {
    Deletion deletion = pending.get(0);
    RecheckResult result =
        TeardownPlanner.recheck(deletion.step(), response.object().map(StoredObject::observed));
    if (result.aborts()) {
      return stop(result.message(), null);
    }
    if (result.targetGone()) {
      return advance(reported);
    }
    return new TeardownActor(
        id, user, plane, Phase.DELETE, namespaces, pending, result, null, reported);
  }

  private TeardownActor deleted(Response response) {
    ObjectKey key = pending.get(0).listed().key();
    List<Reported> r = new ArrayList<>(reported);
    if (!response.ok()) {
      String message = "delete " + key + ": " + response.message();
      return stop(message, new Reported(key, false, message));
    }
    r.add(new Reported(key, true, "deleted " + key));
    return advance(r);
  }

  private TeardownActor advance(List<Reported> r) {
    List<Deletion> rest = pending.subList(1, pending.size());
    return new TeardownActor(
        id,
        user,
        plane,
        rest.isEmpty() ? Phase.DONE : Phase.RECHECK,
        namespaces,
        rest,
        null,
        null,
        r);
  }

  private TeardownActor stop(String message, @Nullable Reported failure) {
    List<Reported> r = new ArrayList<>(reported);
    if (failure != null) {
      r.add(failure);
    }
    return new TeardownActor(id, user, plane, Phase.DONE, namespaces, List.of(), null, message, r);
  }
}
