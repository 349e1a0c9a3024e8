package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.backend.BackendAdmission;
import io.planerules.ownership.backend.BackendView;
import io.planerules.ownership.backend.ClusterConfig;
import io.planerules.ownership.informer.InformerScope;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.MirrorReport;
import io.planerules.ownership.mirror.MirrorWriteProtocol;
import io.planerules.ownership.mirror.Observation;
import io.planerules.ownership.mirror.ProtocolStep;
import io.planerules.ownership.mirror.ReplayPlan;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.ownership.mirror.SecretData;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.ownership.mirror.SyncedSnapshot;
import io.planerules.ownership.mirror.TargetOutcome;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import io.planerules.rules.RuleId;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this module's javadoc, compiled and run; each tagged region is quoted in the
 * javadoc of the class it shows (cli/src/test/java/io/planerules/cli/docs/JavadocExamplesTest.java
 * keeps the two equal).
 */
class OwnershipExamplesTest {

  private static final ControlPlaneId PLANE_A = ControlPlaneId.of("plane-a");

  @Test
  void decide() {
    // tag::decide[]
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    ObservedObject secret =
        ObservedObject.of(
            new ObjectRef("Secret", "plane-a-nvcf", "pull"), Map.of(OwnershipLabel.KEY, "plane-b"));
    Verdict v = OwnershipPolicy.decide(id, Action.UPDATE, secret, PolicyContext.defaults(id));
    v.allowed(); // false
    v.ruleId(); // policy.update.foreign
    v.message(); // refusing to update Secret plane-a-nvcf/pull: owned by control plane ...
    // end::decide[]
    assertThat(v.allowed()).isFalse();
    assertThat(v.ruleId()).isEqualTo(RuleId.of("policy.update.foreign"));
    assertThat(v.message())
        .isEqualTo(
            "refusing to update Secret plane-a-nvcf/pull: owned by control plane \"plane-b\", not"
                + " \"plane-a\"");
  }

  /** What a fabric8 informer object gives a caller: its metadata's label map. */
  record Metadata(Map<String, String> getLabels) {}

  /** An informer object, as far as the example reads it. */
  record InformerObject(Metadata getMetadata) {}

  @Test
  void decideFromLabels() {
    PolicyContext context = PolicyContext.defaults(PLANE_A);
    ControlPlaneId id = PLANE_A;
    Map<String, String> held = new HashMap<>(Map.of(OwnershipLabel.KEY, "plane-a", "app", "x"));
    InformerObject informerObject = new InformerObject(new Metadata(held));
    // tag::decide-from-labels[]
    Map<String, String> labels = informerObject.getMetadata().getLabels();
    Verdict v =
        OwnershipPolicy.decide(
            id,
            Action.RECONCILE,
            new ObjectRef("ConfigMap", "plane-a-nvcf", "cm"),
            labels,
            context);
    // end::decide-from-labels[]
    assertThat(v.allowed()).isTrue();
    assertThat(v)
        .isEqualTo(
            OwnershipPolicy.decide(
                id,
                Action.RECONCILE,
                ObservedObject.of(new ObjectRef("ConfigMap", "plane-a-nvcf", "cm"), held),
                context));
  }

  @Test
  void verdict() {
    ControlPlaneId id = PLANE_A;
    PolicyContext context = PolicyContext.defaults(id);
    ObservedObject secret =
        ObservedObject.of(
            new ObjectRef("Secret", "plane-a-nvcf", "pull"), Map.of(OwnershipLabel.KEY, "plane-b"));
    List<String> events = new ArrayList<>();
    // tag::verdict[]
    Verdict v = OwnershipPolicy.decide(id, Action.DELETE, secret, context);
    if (v.kind() == Verdict.Kind.DENY && !v.requeue()) {
      events.add(v.message()); // retrying cannot change the answer
    }
    // end::verdict[]
    assertThat(events)
        .containsExactly(
            "refusing to delete Secret plane-a-nvcf/pull: owned by control plane \"plane-b\", not"
                + " \"plane-a\"");
  }

  @Test
  void classify() {
    // tag::classify[]
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    ObservedObject namespace =
        ObservedObject.of(
            ObjectRef.namespace("plane-a-nvcf"), Map.of(OwnershipLabel.KEY, "plane-b"));
    Classification c = OwnershipPolicy.classify(id, namespace, PolicyContext.defaults(id));
    // c.state() is FOREIGN, decided by ownership.foreign-label
    // end::classify[]
    assertThat(c.state()).isEqualTo(OwnershipState.FOREIGN);
    assertThat(c.ruleId()).isEqualTo(RuleId.of("ownership.foreign-label"));
  }

  @Test
  void policyContext() {
    ControlPlaneId id = PLANE_A;
    ObservedObject secret =
        ObservedObject.of(
            new ObjectRef("Secret", "plane-b-nvcf", "pull"), Map.of(OwnershipLabel.KEY, "plane-a"));
    // tag::policy-context[]
    PolicyContext context =
        PolicyContext.defaults(id).withNamespaceLabels(Map.of(OwnershipLabel.KEY, "plane-b"));
    // a Secret in that namespace is NAMESPACE_FOREIGN, whatever its own label says
    // end::policy-context[]
    assertThat(OwnershipPolicy.classify(id, secret, context).state())
        .isEqualTo(OwnershipState.NAMESPACE_FOREIGN);
    assertThat(OwnershipPolicy.classify(id, secret, PolicyContext.defaults(id)).state())
        .isEqualTo(OwnershipState.OWNED);
  }

  @Test
  void objectRef() {
    // tag::object-ref[]
    ObjectRef namespace = ObjectRef.namespace("plane-a-nvcf"); // Namespace plane-a-nvcf
    ObjectRef secret = new ObjectRef("Secret", "plane-a-nvca-system", "pull");
    secret.namespace(); // "plane-a-nvca-system"; null for a cluster-scoped object
    // end::object-ref[]
    assertThat(namespace).hasToString("Namespace plane-a-nvcf");
    assertThat(namespace.namespace()).isNull();
    assertThat(secret).hasToString("Secret plane-a-nvca-system/pull");
  }

  @Test
  void observedObject() {
    // tag::observed-object[]
    ObservedObject ns =
        ObservedObject.of(
            ObjectRef.namespace("plane-a-nvcf"), Map.of(OwnershipLabel.KEY, "plane-a"));
    ns.ownershipLabel(); // Optional[plane-a]
    ns.resourceVersion(); // null: not known
    // end::observed-object[]
    assertThat(ns.ownershipLabel()).contains("plane-a");
    assertThat(ns.resourceVersion()).isNull();
  }

  @Test
  void ownershipLabel() {
    // tag::ownership-label[]
    OwnershipLabel.apply(Map.of("app", "x"), ControlPlaneId.of("plane-a"));
    // {app=x, nvcf.nvidia.com/control-plane-id=plane-a}
    OwnershipLabel.valueOf(Map.of(OwnershipLabel.KEY, "")); // Optional.empty: "" counts as absent
    // end::ownership-label[]
    assertThat(OwnershipLabel.apply(Map.of("app", "x"), ControlPlaneId.of("plane-a")))
        .containsExactly(Map.entry("app", "x"), Map.entry(OwnershipLabel.KEY, "plane-a"));
    assertThat(OwnershipLabel.valueOf(Map.of(OwnershipLabel.KEY, ""))).isEmpty();
  }

  @Test
  void labelSelector() {
    // tag::label-selector[]
    LabelSelector s = LabelSelector.of(LabelSelector.exists("a"), LabelSelector.equalTo("b", "x"));
    s.toString(); // a,b=x
    s.matches(Map.of("a", "", "b", "x")); // true
    // end::label-selector[]
    assertThat(s).hasToString("a,b=x");
    assertThat(s.matches(Map.of("a", "", "b", "x"))).isTrue();
    assertThat(s.matches(Map.of("b", "x"))).isFalse();
  }

  @Test
  void sharedPrerequisites() {
    ControlPlaneId id = PLANE_A;
    // tag::shared-prerequisites[]
    SharedPrerequisites shared =
        SharedPrerequisites.defaults(id, NamingOptions.defaults())
            .with(ObjectRef.cluster("ClusterIssuer", "corp-ca"));
    // end::shared-prerequisites[]
    assertThat(shared.contains(ObjectRef.cluster("ClusterIssuer", "corp-ca"))).isTrue();
    assertThat(shared.contains(ObjectRef.namespace("cert-manager"))).isTrue();
  }

  @Test
  void icmsRequest() {
    ControlPlaneId id = PLANE_A;
    ObservedObject request =
        ObservedObject.of(
            new ObjectRef("ICMSRequest", "plane-a-nvcf-backend", "req-1"),
            Map.of(OwnershipLabel.KEY, "plane-a"));
    // tag::icms-request[]
    // "" for the plane's derived requests namespace, <plane>-nvcf-backend
    Verdict v = OwnershipPolicy.decideIcmsRequest(id, request, "", PolicyContext.defaults(id));
    // end::icms-request[]
    assertThat(v.allowed()).isTrue();
    assertThat(v.trace().ruleIds().get(0)).isEqualTo(RuleId.of("icms.namespace"));
  }

  @Test
  void backendAdmission() {
    // tag::backend-admission[]
    Verdict v =
        BackendAdmission.evaluate(
            ControlPlaneId.of("plane-a"),
            new BackendView("plane-a-nvca-operator", "b", new ClusterConfig("", "", ""), null),
            false);
    v.normalizedControlPlaneId(); // "plane-a": write it into controlPlaneID
    // end::backend-admission[]
    assertThat(v.normalizedControlPlaneId()).isEqualTo("plane-a");
    assertThat(v.ruleId()).isEqualTo(RuleId.of("backend.normalise"));
  }

  /** What the informer example configures, as a client's informer builder would take it. */
  record Watch(String kind, List<String> namespaces, String labelSelector) {}

  @Test
  void informerScopes() {
    List<Watch> watches = new ArrayList<>();
    // tag::informer-scopes[]
    for (InformerScope s : InformerScopes.forPlane(ControlPlaneId.of("plane-a"))) {
      LabelSelector selector = s.labelSelector(); // null: no label selector
      watches.add(
          new Watch(s.kind(), s.namespaces(), selector == null ? null : selector.toString()));
    }
    // end::informer-scopes[]
    assertThat(watches).hasSize(InformerScopes.forPlane(PLANE_A).size());
    assertThat(watches.get(0).labelSelector())
        .isEqualTo("nvcf.nvidia.com/control-plane-id=plane-a");
  }

  @Test
  void mirrorConfig() {
    ControlPlaneId id = PLANE_A;
    // tag::mirror-config[]
    MirrorConfig c = MirrorConfig.of(id, "", MirrorConfig.parseSelector("mirror=true"));
    // "" is the plane's operator namespace: c.sourceNamespace() is "plane-a-nvca-operator"
    // end::mirror-config[]
    assertThat(c.sourceNamespace()).isEqualTo("plane-a-nvca-operator");
    assertThat(c.selector()).isEqualTo(Map.of("mirror", "true"));
  }

  @Test
  void secretData() {
    // tag::secret-data[]
    SecretData d = SecretData.of(Map.of("token", "s3cr3t".getBytes(StandardCharsets.UTF_8)));
    // end::secret-data[]
    assertThat(d.keys()).containsExactly("token");
    assertThat(d)
        .isEqualTo(SecretData.of(Map.of("token", "s3cr3t".getBytes(StandardCharsets.UTF_8))));
  }

  private static SecretSnapshot pullSecret() {
    return new SecretSnapshot(
        "plane-a-nvca-operator",
        "pull",
        "kubernetes.io/dockerconfigjson",
        Map.of("mirror", "true"),
        Map.of(),
        SecretData.of(Map.of(".dockerconfigjson", "{}".getBytes(StandardCharsets.UTF_8))),
        "1");
  }

  @Test
  void mirrorTargets() {
    ControlPlaneId id = PLANE_A;
    SecretSnapshot source = pullSecret();
    List<ObservedObject> namespaces =
        List.of(
            ObservedObject.of(
                ObjectRef.namespace("plane-a-ws"), Map.of(OwnershipLabel.KEY, "plane-a")),
            ObservedObject.of(
                ObjectRef.namespace("plane-b-ws"), Map.of(OwnershipLabel.KEY, "plane-b")));
    List<SecretCopy> writes = new ArrayList<>();
    // tag::mirror-targets[]
    MirrorConfig c = MirrorConfig.of(id, "", Map.of("mirror", "true"));
    if (SecretMirrorPlanner.isSource(c, source)) {
      SecretMirrorPlanner.targets(c, source, namespaces)
          .forEach(
              (namespace, verdict) -> {
                if (verdict.allowed()) {
                  writes.add(SecretMirrorPlanner.copy(c, source, namespace));
                }
              });
    }
    // end::mirror-targets[]
    assertThat(writes).extracting(SecretCopy::namespace).containsExactly("plane-a-ws");
  }

  @Test
  void mirrorWriteProtocol() {
    SecretCopy copy =
        SecretMirrorPlanner.copy(
            MirrorConfig.of(PLANE_A, "", Map.of("mirror", "true")), pullSecret(), "plane-a-ws");
    List<Observation> cluster =
        new ArrayList<>(
            List.of(
                Observation.alreadyExists("exists"),
                Observation.read(
                    Optional.of(
                        new ObservedObject(
                            copy.ref(), Map.of(OwnershipLabel.KEY, "plane-a"), Map.of(), "7"))),
                Observation.success()));
    // tag::mirror-write-protocol[]
    ProtocolStep s = MirrorWriteProtocol.start(copy);
    while (!s.isTerminal()) {
      Observation observed = cluster.remove(0); // what the client answered to the step
      s = MirrorWriteProtocol.next(s, observed);
    }
    // end::mirror-write-protocol[]
    assertThat(s.outcome()).isEqualTo(TargetOutcome.updated("plane-a-ws"));
  }

  @Test
  void replayPlan() {
    ControlPlaneId id = PLANE_A;
    MirrorConfig config = MirrorConfig.of(id, "", Map.of("mirror", "true"));
    SecretSnapshot existing =
        new SecretSnapshot(
            "plane-a-ws",
            "pull",
            "",
            Map.of(OwnershipLabel.KEY, "plane-a"),
            Map.of(),
            SecretData.EMPTY,
            "12");
    SyncedSnapshot snapshot =
        new SyncedSnapshot(
            true,
            true,
            List.of(pullSecret(), existing),
            List.of(
                ObservedObject.of(
                    ObjectRef.namespace("plane-a-ws"), Map.of(OwnershipLabel.KEY, "plane-a")),
                ObservedObject.of(
                    ObjectRef.namespace("plane-a-new"), Map.of(OwnershipLabel.KEY, "plane-a"))));
    List<String> requests = new ArrayList<>();
    // tag::replay-plan[]
    ReplayPlan plan = SecretMirrorPlanner.planReplay(config, snapshot);
    for (ProtocolStep write : plan.writes()) {
      // a create, or an update carrying the snapshot's resourceVersion
      requests.add((write.isUpdate() ? "update " : "create ") + write.desired().namespace());
    }
    // end::replay-plan[]
    assertThat(requests).containsExactly("create plane-a-new", "update plane-a-ws");
    assertThat(plan.writes().get(1).resourceVersion()).isEqualTo("12");
    assertThat(plan.startupError()).isEmpty();
  }

  @Test
  void mirrorReport() {
    MirrorReport report =
        new MirrorReport(
            pullSecret(),
            List.of(
                TargetOutcome.created("plane-a-ws"),
                TargetOutcome.failed(
                    "plane-a-other",
                    io.planerules.ownership.mirror.MirrorFailure.MIRROR_TARGET_NOT_OWNED,
                    "refusing to update mirrored secret plane-a-other/pull")));
    // tag::mirror-report[]
    Optional<String> error = report.error(); // the failures, one line each, as upstream logs them
    // end::mirror-report[]
    assertThat(error).hasValueSatisfying(e -> assertThat(e).contains("refusing to update"));
  }

  @Test
  void teardownPlan() {
    ControlPlaneId id = PLANE_A;
    Inventory inventory =
        Inventory.of(
            List.of(
                ObservedObject.of(
                    ObjectRef.namespace("plane-a-nvcf"), Map.of(OwnershipLabel.KEY, "plane-b"))),
            List.of());
    List<String> refusals = new ArrayList<>();
    // tag::teardown-plan[]
    TeardownPlan plan = TeardownPlanner.plan(id, inventory, Set.of(TeardownScope.CONTROL_PLANE));
    if (plan.aborted()) {
      plan.reasons().forEach(reason -> refusals.add(reason.message())); // nothing is deleted
    }
    // end::teardown-plan[]
    assertThat(plan.steps()).isEmpty();
    assertThat(refusals).singleElement().asString().contains("plane-a-nvcf");
  }
}
