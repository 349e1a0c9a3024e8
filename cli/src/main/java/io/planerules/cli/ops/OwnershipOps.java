package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.json.Json;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Action;
import io.planerules.ownership.Classification;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.backend.BackendAdmission;
import io.planerules.ownership.backend.BackendView;
import io.planerules.ownership.backend.ClusterConfig;
import io.planerules.ownership.informer.InformerScope;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.MirrorReport;
import io.planerules.ownership.mirror.ReplayPlan;
import io.planerules.ownership.mirror.SecretData;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.ownership.mirror.SyncedSnapshot;
import io.planerules.ownership.mirror.TargetOutcome;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/** Batch operations of the {@code ownership} module (docs/reference/cli.md#operations). */
public final class OwnershipOps {

  private OwnershipOps() {}

  /** The wire names of {@code ownership.verdict} actions: {@code check} plus every action. */
  public static final List<String> ACTIONS = actions();

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
    ops.register(
        "ownership.verdict",
        Fields.of(
            Field.string("planeId"),
            Field.requiredString("action"),
            Field.object("object", OBJECT),
            Field.strings("allowedNamespaces"),
            Field.stringMap("namespaceLabels")),
        OwnershipOps::verdictOp);
    Fields config =
        Fields.of(
            Field.string("controlPlaneID"),
            Field.string("systemNamespace"),
            Field.string("requestsNamespace"));
    ops.register(
        "backend.admit",
        Fields.of(
            Field.string("planeId"),
            Field.object(
                "backend",
                Fields.of(
                    Field.string("namespace"),
                    Field.string("name"),
                    Field.string("controlPlaneID"),
                    Field.string("systemNamespace"),
                    Field.string("requestsNamespace"),
                    Field.object("overrides", config))),
            Field.bool("deleting")),
        OwnershipOps::admitBackend);
    ops.register(
        "informer.scopes", Fields.of(Field.string("planeId")), OwnershipOps::informerScopes);
    ops.register(
        "mirror.plan",
        Fields.of(
            Field.string("planeId"),
            Field.string("sourceNamespace"),
            Field.stringMap("selector"),
            Field.objects("sources", SECRET),
            Field.objects("existing", SECRET),
            Field.objects("namespaces", NAMED_LABELS)),
        OwnershipOps::planMirror);
    ops.register(
        "teardown.plan",
        Fields.of(
            Field.string("planeId"),
            Field.objects("namespaces", NAMED_LABELS),
            Field.objects("clusterIssuers", NAMED_LABELS)),
        OwnershipOps::planTeardown);
  }

  /** The fields of an observed object. */
  static final Fields OBJECT =
      Fields.of(
          Field.string("kind"),
          Field.string("name"),
          Field.string("namespace"),
          Field.stringMap("labels"),
          Field.stringMap("annotations"),
          Field.string("resourceVersion"));

  /** The fields of a Namespace or ClusterIssuer in an inventory: {@code {name, labels}}. */
  static final Fields NAMED_LABELS = Fields.of(Field.string("name"), Field.stringMap("labels"));

  /** The fields of a Secret. */
  static final Fields SECRET =
      Fields.of(
          Field.string("namespace"),
          Field.string("name"),
          Field.string("type"),
          Field.stringMap("labels"),
          Field.stringMap("annotations"),
          Field.stringMap("data"),
          Field.string("resourceVersion"));

  private static SecretSnapshot secret(Request secret) {
    Map<String, byte[]> data = new LinkedHashMap<>();
    secret
        .stringMap("data")
        .forEach((key, value) -> data.put(key, value.getBytes(StandardCharsets.UTF_8)));
    return new SecretSnapshot(
        secret.string("namespace"),
        secret.string("name"),
        secret.string("type"),
        secret.stringMap("labels"),
        secret.stringMap("annotations"),
        SecretData.of(data),
        secret.nullableString("resourceVersion"));
  }

  private static List<ObservedObject> namespaces(Request request, String field) {
    List<ObservedObject> out = new ArrayList<>();
    for (Request ns : request.objects(field)) {
      out.add(ObservedObject.of(ObjectRef.namespace(ns.string("name")), ns.stringMap("labels")));
    }
    return out;
  }

  private static List<ObservedObject> clusterObjects(Request request, String field, String kind) {
    List<ObservedObject> out = new ArrayList<>();
    for (Request object : request.objects(field)) {
      out.add(
          ObservedObject.of(
              ObjectRef.cluster(kind, object.string("name")), object.stringMap("labels")));
    }
    return out;
  }

  /**
   * {@code mirror.plan}: {@code planeId}, {@code sourceNamespace}, {@code selector}, {@code
   * sources}, {@code namespaces}, {@code existing} → {@code creates}, {@code updates}, {@code
   * skips}, {@code failures}, each {@code {secret, sourceNamespace, namespace}} (skips with rule
   * and reason, failures with code and message).
   */
  static ObjectNode planMirror(Request request) {
    ControlPlaneId id = IdentityOps.planeId(request.string("planeId"));
    MirrorConfig config =
        MirrorConfig.of(id, request.string("sourceNamespace"), request.stringMap("selector"));
    List<SecretSnapshot> secrets = new ArrayList<>();
    for (Request source : request.objects("sources")) {
      secrets.add(secret(source));
    }
    for (Request existing : request.objects("existing")) {
      secrets.add(secret(existing));
    }
    ReplayPlan plan =
        SecretMirrorPlanner.planReplay(
            config, new SyncedSnapshot(true, true, secrets, namespaces(request, "namespaces")));
    ObjectNode out = Json.object();
    ArrayNode creates = out.putArray("creates");
    ArrayNode updates = out.putArray("updates");
    ArrayNode skips = out.putArray("skips");
    ArrayNode failures = out.putArray("failures");
    for (MirrorReport report : plan.reports()) {
      for (TargetOutcome outcome : report.outcomes()) {
        ObjectNode node = Json.object();
        node.put("secret", report.source().name());
        node.put("sourceNamespace", report.source().namespace());
        node.put("namespace", outcome.namespace());
        if (outcome.isCreated()) {
          creates.add(node);
        } else if (outcome.isUpdated()) {
          updates.add(node);
        } else if (outcome.isSkipped()) {
          node.put("rule", outcome.rule().value());
          node.put("reason", outcome.reason().code());
          skips.add(node);
        } else if (outcome.isFailed()) {
          node.put("code", outcome.code().code());
          node.put("message", outcome.message());
          failures.add(node);
        }
      }
    }
    out.set("trace", Json.trace(plan.trace()));
    return out;
  }

  /**
   * {@code teardown.plan}: {@code planeId}, {@code namespaces}, {@code clusterIssuers} → {@code
   * abort}, {@code reason?}, {@code deleteNamespaces}, {@code deleteClusterIssuers}.
   */
  static ObjectNode planTeardown(Request request) {
    ControlPlaneId id = IdentityOps.planeId(request.string("planeId"));
    Inventory inventory =
        Inventory.of(
            namespaces(request, "namespaces"),
            clusterObjects(request, "clusterIssuers", "ClusterIssuer"));
    TeardownPlan plan = TeardownPlanner.plan(id, inventory, Set.of(TeardownScope.CONTROL_PLANE));
    ObjectNode out = Json.object();
    if (plan.aborted()) {
      out.put("abort", true);
      out.put("reason", plan.reasons().get(0).message());
      out.set("reasons", Json.problems(plan.reasons()));
    } else {
      out.put("abort", false);
    }
    // an aborted plan has no steps: it deletes nothing
    out.set("deleteNamespaces", Json.strings(new TreeSet<>(plan.deleteNamespaces())));
    out.set("deleteClusterIssuers", Json.strings(new TreeSet<>(plan.deleteClusterIssuers())));
    out.set("warnings", Json.problems(plan.warnings()));
    return out;
  }

  /**
   * {@code informer.scopes}: {@code planeId} → {@code scopes}: {@code {informer, kind,
   * labelSelector?, namespaces?, namespaceSelector?, nameFieldSelector?, mutable}}.
   */
  static ObjectNode informerScopes(Request request) {
    ControlPlaneId id = IdentityOps.planeId(request.string("planeId"));
    ObjectNode out = Json.object();
    ArrayNode scopes = out.putArray("scopes");
    for (InformerScope scope : InformerScopes.forPlane(id)) {
      ObjectNode node = scopes.addObject();
      node.put("informer", scope.informer());
      node.put("kind", scope.kind());
      if (scope.labelSelector() != null) {
        node.put("labelSelector", scope.labelSelector().toString());
      }
      if (!scope.namespaces().isEmpty()) {
        node.set("namespaces", Json.strings(scope.namespaces()));
      }
      if (scope.namespaceSelector() != null) {
        node.put("namespaceSelector", scope.namespaceSelector().toString());
      }
      if (scope.nameFieldSelector() != null) {
        node.put("nameFieldSelector", scope.nameFieldSelector());
      }
      node.put("mutable", scope.mutable());
    }
    return out;
  }

  /** An observed object from {@code {kind, name, namespace?, labels, annotations?}}. */
  public static ObservedObject observed(Request object) {
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
   * namespaceLabels?} (the labels of the object's namespace), {@code action} → {@code state},
   * {@code allowed}, {@code rule}, {@code reason}, {@code message}, {@code trace}.
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
    Map<String, String> namespaceLabels = request.nullableStringMap("namespaceLabels");
    if (namespaceLabels != null) {
      context = context.withNamespaceLabels(namespaceLabels);
    }
    return verdict(decide(id, action, object, context));
  }

  /**
   * The verdict of an action name; {@code check} is classification alone, answered as a verdict:
   * allowed when owned, otherwise denied, with the classification's rule, reason and trace.
   */
  public static Verdict decide(
      ControlPlaneId id, String action, ObservedObject object, PolicyContext context) {
    if (!action.equals("check")) {
      return OwnershipPolicy.decide(id, Action.fromWireName(action).orElseThrow(), object, context);
    }
    Classification c = OwnershipPolicy.classify(id, object, context);
    String message = c.ref().kind() + " " + c.ref().display() + ": " + c.explanation();
    return c.isOwned()
        ? Verdict.allow(c.state(), c.ruleId(), c.reason(), message, c.trace(), null)
        : Verdict.deny(c.state(), c.ruleId(), c.reason(), message, c.trace(), false);
  }

  /** The JSON of a verdict. */
  public static ObjectNode verdict(Verdict verdict) {
    ObjectNode out = Json.object();
    out.put("state", verdict.state().wireName());
    out.put("allowed", verdict.allowed());
    out.put("outcome", verdict.kind().wireName());
    out.put("rule", verdict.ruleId().value());
    out.put("reason", verdict.reason().code());
    out.put("message", verdict.message());
    out.set("trace", Json.trace(verdict.trace()));
    if (verdict.kind() == Verdict.Kind.DENY) {
      out.put("retainFinalizer", verdict.retainFinalizer());
      out.put("requeue", verdict.requeue());
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
            overrides == null ? null : clusterConfig(overrides));
    Verdict verdict = BackendAdmission.evaluate(id, view, request.bool("deleting", false));
    ObjectNode out = verdict(verdict);
    String normalized = verdict.normalizedControlPlaneId();
    if (normalized != null) {
      out.put("normalizedControlPlaneID", normalized);
    }
    return out;
  }
}
