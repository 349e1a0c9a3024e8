package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import io.planerules.admission.AdmissionDecision;
import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.AdmissionRequest;
import io.planerules.admission.AdmissionVerdict;
import io.planerules.admission.Operation;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The simulated API server: a pure function from a cluster state, a user and a request to the next
 * state and the response. It keeps the semantics plane isolation depends on:
 *
 * <ul>
 *   <li>every write (create, update, delete) bumps the one cluster-wide resourceVersion, and the
 *       written object carries it; a create gives a new uid;
 *   <li>the checks of one request and its write are atomic (one step of the explorer), in the API
 *       server's order ({@code k8s.io/apiserver pkg/registry/generic/registry/store.go} and {@code
 *       pkg/storage/etcd3/store.go}): create: namespace exists (NotFound, the NamespaceLifecycle
 *       admission plugin), validating admission, key free (AlreadyExists); update: exists
 *       (NotFound), resourceVersion precondition (Conflict), validating admission; delete: exists
 *       (NotFound), uid and resourceVersion preconditions (Conflict), validating admission;
 *   <li>LIST applies the label selector to each object's labels;
 *   <li>with an {@link AdmissionSetting} other than {@code NONE}, every write is judged by {@link
 *       AdmissionDecision} for every installed plane, the first denial answering Forbidden.
 * </ul>
 *
 * Left out: authorisation (every user may do everything; RBAC is not what isolation rests on),
 * graceful namespace deletion (deleting a Namespace removes it and its objects at once, what the
 * namespace controller does later), watches (actors read with GET and LIST), patches, and
 * subresources. An injected fault ({@code Request.FailNextWrite}) makes the user's next write that
 * passed every check answer InternalError without writing.
 */
public final class SimulatedApiServer {

  private final AdmissionSetting admission;
  private final List<ControlPlaneId> installedPlanes;

  /**
   * Creates the server.
   *
   * @param admission which admission policies it enforces
   * @param installedPlanes the planes whose policies are installed (legacy included)
   */
  public SimulatedApiServer(AdmissionSetting admission, List<ControlPlaneId> installedPlanes) {
    this.admission = requireNonNull(admission, "admission");
    this.installedPlanes = List.copyOf(installedPlanes);
  }

  /** The admission setting. */
  public AdmissionSetting admission() {
    return admission;
  }

  /**
   * The result of one request: the next state and the response.
   *
   * @param state the state after the request
   * @param response the response
   */
  record Outcome(ClusterState state, Response response) {
    /** Creates the value. */
    public Outcome {
      requireNonNull(state, "state");
      requireNonNull(response, "response");
    }
  }

  /**
   * Serves one request.
   *
   * @param state the state before
   * @param user who asks
   * @param request the request
   * @return the state after and the response
   */
  Outcome handle(ClusterState state, User user, Request request) {
    requireNonNull(state, "state");
    requireNonNull(user, "user");
    if (request instanceof Request.Get get) {
      return new Outcome(
          state,
          state
              .get(get.key())
              .map(o -> Response.ok(List.of(o)))
              .orElseGet(() -> notFound(get.key())));
    }
    if (request instanceof Request.ListObjects list) {
      return new Outcome(state, Response.ok(list(state, list)));
    }
    if (request instanceof Request.Create create) {
      return create(state, user, create);
    }
    if (request instanceof Request.Update update) {
      return update(state, user, update);
    }
    if (request instanceof Request.Delete delete) {
      return delete(state, user, delete);
    }
    Request.FailNextWrite fault = (Request.FailNextWrite) request;
    return new Outcome(state.failing(fault.username(), true), Response.ok(List.of()));
  }

  private static List<StoredObject> list(ClusterState state, Request.ListObjects list) {
    List<StoredObject> out = new ArrayList<>();
    for (StoredObject o : state.objects().values()) {
      if (o.key().kind() == list.kind()
          && (list.namespace() == null || list.namespace().equals(o.key().namespace()))
          && list.selector().matches(o.labels())) {
        out.add(o);
      }
    }
    return out;
  }

  private Outcome create(ClusterState state, User user, Request.Create create) {
    ObjectKey key = create.key();
    if (key.namespace() != null && state.get(ObjectKey.namespace(key.namespace())).isEmpty()) {
      return new Outcome(state, notFound(ObjectKey.namespace(key.namespace())));
    }
    Optional<String> denied = admit(state, user, Operation.CREATE, key, create.labels(), null);
    if (denied.isPresent()) {
      return forbidden(state, denied.get());
    }
    if (state.get(key).isPresent()) {
      return new Outcome(
          state, Response.error(Response.Status.ALREADY_EXISTS, key + " already exists"));
    }
    return written(
        state,
        user,
        key,
        () -> state.created(key, create.labels(), create.annotations(), create.data()));
  }

  private Outcome update(ClusterState state, User user, Request.Update update) {
    ObjectKey key = update.key();
    Optional<StoredObject> stored = state.get(key);
    if (stored.isEmpty()) {
      return new Outcome(state, notFound(key));
    }
    StoredObject old = stored.get();
    if (update.resourceVersion() != null
        && !update.resourceVersion().equals(old.resourceVersionText())) {
      return new Outcome(state, conflict(key));
    }
    Optional<String> denied =
        admit(state, user, Operation.UPDATE, key, update.labels(), old.labels());
    return denied.isPresent()
        ? forbidden(state, denied.get())
        : written(
            state,
            user,
            key,
            () -> state.updated(old, update.labels(), update.annotations(), update.data()));
  }

  private Outcome delete(ClusterState state, User user, Request.Delete delete) {
    ObjectKey key = delete.key();
    Optional<StoredObject> stored = state.get(key);
    if (stored.isEmpty()) {
      return new Outcome(state, notFound(key));
    }
    StoredObject old = stored.get();
    if ((delete.uid() != null && !delete.uid().equals(old.uid()))
        || (delete.resourceVersion() != null
            && !delete.resourceVersion().equals(old.resourceVersionText()))) {
      return new Outcome(state, conflict(key));
    }
    Optional<String> denied = admit(state, user, Operation.DELETE, key, null, old.labels());
    if (denied.isPresent()) {
      return forbidden(state, denied.get());
    }
    if (state.failingWriters().contains(user.username())) {
      return injectedFault(state, user);
    }
    ClusterState next = state.deleted(key);
    if (key.kind() == Kind.NAMESPACE) {
      for (ObjectKey inside : state.objects().keySet()) {
        if (key.name().equals(inside.namespace())) {
          next = next.deleted(inside);
        }
      }
    }
    return new Outcome(next, Response.ok(List.of(old)));
  }

  /** The write, unless an injected fault answers it: the response carries the written object. */
  private static Outcome written(
      ClusterState state, User user, ObjectKey key, Supplier<ClusterState> write) {
    if (state.failingWriters().contains(user.username())) {
      return injectedFault(state, user);
    }
    ClusterState next = write.get();
    return new Outcome(next, Response.ok(List.of(next.get(key).orElseThrow())));
  }

  private static Outcome forbidden(ClusterState state, String message) {
    return new Outcome(state, Response.error(Response.Status.FORBIDDEN, message));
  }

  private Optional<String> admit(
      ClusterState state,
      User user,
      Operation operation,
      ObjectKey key,
      @Nullable Map<String, String> labels,
      @Nullable Map<String, String> oldLabels) {
    Optional<AdmissionOptions> options = admission.options();
    if (options.isEmpty()) {
      return Optional.empty();
    }
    SortedMap<String, String> namespaceLabels =
        key.namespace() == null
            ? null
            : new TreeMap<>(state.get(ObjectKey.namespace(key.namespace())).orElseThrow().labels());
    AdmissionRequest request =
        new AdmissionRequest(
            operation,
            key.kind().groupResource(),
            "",
            key.kind().kindName(),
            key.namespace(),
            key.name(),
            user.username(),
            user.groups(),
            labels == null ? null : new TreeMap<>(labels),
            oldLabels == null ? null : new TreeMap<>(oldLabels),
            namespaceLabels);
    for (ControlPlaneId plane : installedPlanes) {
      AdmissionVerdict verdict =
          AdmissionDecision.decide(plane, NamingOptions.defaults(), options.get(), request);
      if (!verdict.allowed()) {
        return verdict.message();
      }
    }
    return Optional.empty();
  }

  private static Outcome injectedFault(ClusterState state, User user) {
    return new Outcome(
        state.failing(user.username(), false),
        Response.error(Response.Status.INTERNAL_ERROR, "Internal error occurred: injected fault"));
  }

  private static Response notFound(ObjectKey key) {
    return Response.error(Response.Status.NOT_FOUND, key + " not found");
  }

  private static Response conflict(ObjectKey key) {
    return Response.error(
        Response.Status.CONFLICT,
        "Operation cannot be fulfilled on "
            + key
            + ": the object has been modified; please apply your changes to the latest version"
            + " and try again");
  }
}
