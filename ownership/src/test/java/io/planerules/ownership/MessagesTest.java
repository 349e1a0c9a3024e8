package io.planerules.ownership;

import static io.planerules.ownership.Fixtures.A;
import static io.planerules.ownership.Fixtures.LEGACY;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.plane.IssuerPolicy;
import io.planerules.ownership.backend.BackendAdmission;
import io.planerules.ownership.backend.BackendView;
import io.planerules.ownership.backend.ClusterConfig;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Exact message texts and small value behaviour that the tables do not pin. */
class MessagesTest {

  @Test
  void backendAllowMessages() {
    BackendView empty = new BackendView("plane-a-nvca-operator", "b", ClusterConfig.EMPTY, null);
    assertThat(BackendAdmission.evaluate(A, empty, false).message())
        .isEqualTo(
            "may reconcile NVCFBackend plane-a-nvca-operator/b: empty controlPlaneID normalised to"
                + " \"plane-a\"");
    assertThat(BackendAdmission.evaluate(A, empty, true).message())
        .isEqualTo(
            "may reconcile NVCFBackend plane-a-nvca-operator/b: empty controlPlaneID in the operator"
                + " namespace of control plane \"plane-a\"; deleting, nothing written");
    BackendView owned =
        new BackendView("plane-a-nvca-operator", "b", new ClusterConfig("plane-a", "", ""), null);
    assertThat(BackendAdmission.evaluate(A, owned, false).message())
        .isEqualTo(
            "may reconcile NVCFBackend plane-a-nvca-operator/b: owned by control plane \"plane-a\"");
    BackendView legacyNamed =
        new BackendView("x", "b", ClusterConfig.EMPTY, new ClusterConfig("default", "", ""));
    assertThat(BackendAdmission.evaluate(LEGACY, legacyNamed, false).message())
        .isEqualTo(
            "refusing to reconcile NVCFBackend x/b: spec.overrides.controlPlaneID \"default\" names a"
                + " control plane; the legacy operator only reconciles backends without a"
                + " control-plane id");
    assertThat(
            BackendAdmission.evaluate(
                    LEGACY, new BackendView("x", "b", ClusterConfig.EMPTY, null), false)
                .message())
        .isEqualTo(
            "may reconcile NVCFBackend x/b: no control-plane id; reconciled by the legacy operator");
  }

  @Test
  void workloadSkipMessage() {
    Verdict v =
        OwnershipPolicy.decide(
            A, Action.SELECT_WORKLOAD_NAMESPACE, Fixtures.ns("ws", "plane-a"), Fixtures.context(A));
    assertThat(v.message())
        .isEqualTo(
            "skipping Namespace ws: not a workload namespace (no"
                + " nvca.nvcf.nvidia.io/workload-instance-type)");
    assertThat(v.state()).isEqualTo(OwnershipState.OWNED);
  }

  @Test
  void teardownDecisionMessages() {
    TeardownPlan plan =
        TeardownPlanner.plan(
            A,
            Inventory.of(
                List.of(Fixtures.ns("plane-a-nvcf", "plane-a")),
                List.of(
                    Fixtures.issuer("plane-a-nvcf-openbao-pki", "plane-a"),
                    Fixtures.issuer("corp-ca", null))),
            Set.of());
    assertThat(plan.decisions())
        .extracting(Verdict::message)
        .containsExactly(
            "may tear down Namespace plane-a-nvcf: labelled for control plane \"plane-a\"",
            "skipping ClusterIssuer corp-ca: not selected by nvcf.nvidia.com/control-plane-id=plane-a",
            "may delete ClusterIssuer plane-a-nvcf-openbao-pki: selected by"
                + " nvcf.nvidia.com/control-plane-id=plane-a");
    TeardownPlan legacy =
        TeardownPlanner.plan(
            LEGACY, Inventory.of(List.of(), List.of(Fixtures.issuer("x", null))), Set.of());
    assertThat(legacy.decisions().get(0).message())
        .isEqualTo("skipping ClusterIssuer x: the legacy plane never deletes ClusterIssuers");
  }

  /**
   * The canonical managed issuer of identity's IssuerPolicy is what teardown selects and deletes.
   */
  @Test
  void canonicalManagedIssuerAgreesWithIdentity() {
    String canonical = IssuerPolicy.canonicalName(A);
    assertThat(IssuerPolicy.validate(A, canonical, true).isValid()).isTrue();
    TeardownPlan plan =
        TeardownPlanner.plan(
            A, Inventory.of(List.of(), List.of(Fixtures.issuer(canonical, "plane-a"))), Set.of());
    assertThat(plan.deleteClusterIssuers()).containsExactly(canonical);
    assertThat(
            TeardownPlanner.checkResidue(
                    A, Inventory.of(List.of(), List.of(Fixtures.issuer(canonical, null))))
                .errors())
        .extracting(p -> p.code())
        .containsExactly("residue.cluster-name");
  }

  @Test
  void sharedPrerequisitesValue() {
    SharedPrerequisites d = SharedPrerequisites.defaults(A, NamingOptions.defaults());
    assertThat(d.refs())
        .containsExactlyInAnyOrder(
            ObjectRef.cluster("CustomResourceDefinition", "nvcfbackends.nvcf.nvidia.io"),
            ObjectRef.namespace("cert-manager"),
            ObjectRef.namespace("gateway-system"),
            ObjectRef.cluster("HelmRelease", "nvca-shared-crds"));
    SharedPrerequisites custom =
        SharedPrerequisites.defaults(
            A,
            NamingOptions.builder()
                .gatewayControllerNamespace("gw-ctl")
                .gatewayNamespace("gw")
                .build());
    assertThat(custom.contains(ObjectRef.namespace("gw-ctl"))).isTrue();
    assertThat(custom.contains(ObjectRef.namespace("gw"))).isTrue();
    assertThat(custom.contains(ObjectRef.namespace("gateway-system"))).isFalse();
    assertThat(d.contains(new ObjectRef("HelmRelease", "any", "nvca-shared-crds"))).isTrue();
    assertThat(d.contains(new ObjectRef("HelmRelease", "any", "other"))).isFalse();
    assertThat(d.contains(new ObjectRef("Secret", "any", "nvca-shared-crds"))).isFalse();
    assertThat(d.hashCode())
        .isEqualTo(SharedPrerequisites.defaults(LEGACY, NamingOptions.defaults()).hashCode());
    assertThat(d).isNotEqualTo(SharedPrerequisites.none());
    assertThat(SharedPrerequisites.none().toString()).isEqualTo("SharedPrerequisites[]");
  }

  @Test
  void observedObjectCopiesAndSortsMaps() {
    java.util.LinkedHashMap<String, String> labels = new java.util.LinkedHashMap<>();
    labels.put("z", "1");
    labels.put("a", "2");
    ObservedObject o = new ObservedObject(ObjectRef.namespace("n"), labels, Map.of(), "5");
    labels.put("b", "3");
    assertThat(o.labels().keySet()).containsExactly("a", "z");
    assertThat(o.resourceVersion()).isEqualTo("5");
    assertThat(ObjectRef.namespace("n").scopeNamespace()).contains("n");
    assertThat(ObjectRef.cluster("ClusterRole", "n").scopeNamespace()).isEmpty();
    assertThat(new ObjectRef("Secret", "ns", "n").scopeNamespace()).contains("ns");
    assertThat(new ObjectRef("Secret", "", "n").namespace()).isNull();
  }
}
