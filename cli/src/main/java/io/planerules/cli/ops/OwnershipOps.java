package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.json.Json;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Action;
import io.planerules.ownership.BackendAdmission;
import io.planerules.ownership.BackendView;
import io.planerules.ownership.ClusterConfig;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.WorkloadNamespaceSelector;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** Batch operations of the {@code ownership} module (cli.md "Ownership"). */
public final class OwnershipOps {

  private OwnershipOps() {}

  /** The wire names of {@code ownership.verdict} actions: {@code check} plus every action. */
  static final List<String> ACTIONS = actions();

  private static List<String> actions() {
    List<String> names = new ArrayList<>();
    names.add("check");
    for (Action action : Action.values()) {
      names.add(action.wireName());
    }
    return List.copyOf(names);
  }

  /** Registers the ownership operations. */
  public static void register(OpRegistry.Builder ops) {
    ops.register("ownership.verdict", OwnershipOps::verdictOp);
    ops.register("backend.admit", OwnershipOps::admitBackend);
  }

  /** An observed object from {@code {kind, name, namespace?, labels, annotations?}}. */
  static ObservedObject observed(Request object) {
    String namespace = object.nullableString("namespace");
    ObjectRef ref =
        new ObjectRef(
            object.string("kind"),
            namespace == null || namespace.isEmpty() ? null : namespace,
            object.string("name"));
    return new ObservedObject(
        ref,
        object.stringMap("labels"),
        object.stringMap("annotations"),
        object.nullableString("resourceVersion"));
  }

  /**
   * {@code ownership.verdict}: {@code planeId}, {@code object}, {@code allowedNamespaces?}, {@code
   * action} → {@code state}, {@code allowed}, {@code rule}, {@code reason}, {@code message}, {@code
   * trace}.
   */
  static ObjectNode verdictOp(Request request) {
    ControlPlaneId id = IdentityOps.planeId(request.string("planeId"));
    String action = request.wire("action", a -> ACTIONS.contains(a) ? a : null, null, ACTIONS);
    ObservedObject object = observed(request.object("object"));
    List<String> allowed = request.nullableStrings("allowedNamespaces");
    PolicyContext context = PolicyContext.defaults(id);
    if (allowed != null) {
      Set<String> namespaces = new LinkedHashSet<>(allowed);
      context = context.restrictedTo(namespaces);
    }
    return verdict(decide(id, action, object, context));
  }

  /** The verdict of an action name ({@code check} = classification alone). */
  public static Verdict decide(
      ControlPlaneId id, String action, ObservedObject object, PolicyContext context) {
    if (action.equals("check")) {
      return OwnershipPolicy.check(id, Optional.of(object), object.ref(), context);
    }
    Action parsed = Action.fromWireName(action).orElseThrow();
    if (parsed == Action.SELECT_WORKLOAD_NAMESPACE) {
      return WorkloadNamespaceSelector.decide(id, object, context);
    }
    return OwnershipPolicy.decide(id, parsed, object, context);
  }

  /** The JSON of a verdict. */
  public static ObjectNode verdict(Verdict verdict) {
    ObjectNode out = Json.object();
    out.put("state", verdict.state().wireName());
    out.put("allowed", verdict.allowed());
    out.put("outcome", verdict.outcome().name().toLowerCase(java.util.Locale.ROOT));
    out.put("rule", verdict.ruleId().value());
    out.put("reason", verdict.reason().code());
    out.put("message", verdict.message());
    out.set("trace", Json.trace(verdict.trace()));
    if (verdict instanceof Verdict.Deny deny) {
      out.put("retainFinalizer", deny.retainFinalizer());
      out.put("requeue", deny.requeue());
    }
    return out;
  }

  private static ClusterConfig clusterConfig(Request config) {
    return new ClusterConfig(
        config.string("controlPlaneID"),
        config.string("systemNamespace"),
        config.string("requestsNamespace"));
  }

  /**
   * {@code backend.admit}: {@code planeId}, {@code backend}, {@code deleting} → {@code allowed},
   * {@code normalizedControlPlaneID?}, {@code rule}, {@code reason}, {@code message}.
   */
  static ObjectNode admitBackend(Request request) {
    ControlPlaneId id = IdentityOps.planeId(request.string("planeId"));
    Request backend = request.object("backend");
    @Nullable Request overrides = backend.nullableObject("overrides");
    BackendView view =
        new BackendView(
            backend.string("namespace"),
            backend.string("name"),
            clusterConfig(backend),
            overrides == null ? Optional.empty() : Optional.of(clusterConfig(overrides)));
    Verdict verdict = BackendAdmission.evaluate(id, view, request.bool("deleting", false));
    ObjectNode out = verdict(verdict);
    if (verdict instanceof Verdict.Allow allow) {
      allow.normalizedControlPlaneId().ifPresent(n -> out.put("normalizedControlPlaneID", n));
    }
    return out;
  }
}
