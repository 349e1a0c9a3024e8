package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.teardown.Inventory;
import io.planerules.ownership.teardown.RecheckResult;
import io.planerules.ownership.teardown.TeardownPlan;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.ownership.teardown.TeardownScope;
import io.planerules.rules.PlaneRulesException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TeardownObjectsTest {

  private static final ControlPlaneId A = ControlPlaneId.of("plane-a");

  private final List<Namespace> namespaces =
      List.of(
          namespace("plane-a-nvcf", "plane-a", "u-nvcf"),
          namespace("plane-a-ess", "plane-a", "u-ess"),
          namespace("plane-b-nvcf", "plane-b", "u-b"),
          namespace("cert-manager", "plane-a", "u-cm"));
  private final List<GenericKubernetesResource> issuers =
      List.of(
          issuer("plane-a-nvcf-openbao-pki", "plane-a", "u-issuer"),
          issuer("corp-ca", null, "u-corp"));

  @Test
  void theInventoryObservesEveryListedObject() {
    Inventory inventory = TeardownObjects.inventory(namespaces, issuers);
    assertThat(inventory.namespaces())
        .extracting(o -> o.ref().name())
        .containsExactly("plane-a-nvcf", "plane-a-ess", "plane-b-nvcf", "cert-manager");
    assertThat(inventory.clusterIssuers())
        .extracting(o -> o.ref())
        .containsExactly(
            ObjectRef.cluster("ClusterIssuer", "plane-a-nvcf-openbao-pki"),
            ObjectRef.cluster("ClusterIssuer", "corp-ca"));
    assertThat(inventory.hookObjects()).isEmpty();
  }

  @Test
  void aReadyPlanBecomesDeletesCarryingTheListedUids() {
    TeardownPlan plan =
        TeardownPlanner.plan(
            A, TeardownObjects.inventory(namespaces, issuers), Set.of(TeardownScope.CONTROL_PLANE));

    List<TeardownObjects.Deletion> deletions = TeardownObjects.deletions(plan, namespaces, issuers);

    // A's owned namespaces in ascending order, then its labelled issuer; never plane-b's
    // namespace, the shared cert-manager (even labelled plane-a) or the unlabelled issuer
    assertThat(deletions)
        .extracting(d -> d.step().target() + " " + d.uid())
        .containsExactly(
            "Namespace plane-a-ess u-ess",
            "Namespace plane-a-nvcf u-nvcf",
            "ClusterIssuer plane-a-nvcf-openbao-pki u-issuer");
    TeardownObjects.Deletion first = deletions.get(0);
    // the re-check of the first delete on a fresh read of resourceVersion 17
    RecheckResult proceed =
        TeardownPlanner.recheck(
            first.step(), Optional.of(read(namespace("plane-a-ess", "plane-a", "u-ess"), "17")));
    assertThat(proceed.proceeds()).isTrue();
    assertThat(first.deleteOptions(proceed).getPreconditions().getUid()).isEqualTo("u-ess");
    assertThat(first.deleteOptions(proceed).getPropagationPolicy()).isEqualTo("Foreground");
    assertThat(deletions.get(2).deleteOptions(proceed).getPropagationPolicy())
        .isEqualTo("Background");
    assertThat(first.sameObject(namespace("plane-a-ess", "plane-a", "u-ess"))).isTrue();
    assertThat(first.sameObject(namespace("plane-a-ess", "plane-a", "u-other"))).isFalse();
    // the re-check's read's resourceVersion is the second precondition
    assertThat(first.deleteOptions(proceed).getPreconditions().getResourceVersion())
        .isEqualTo("17");
    assertThat(first.deleteOptions(proceed).getPropagationPolicy()).isEqualTo("Foreground");
    RecheckResult noVersion =
        TeardownPlanner.recheck(
            first.step(),
            Optional.of(ObservedObjects.of(namespace("plane-a-ess", "plane-a", "u-ess"))));
    assertThat(noVersion.proceeds()).isTrue();
    assertThat(first.deleteOptions(noVersion).getPreconditions().getResourceVersion()).isNull();
  }

  @Test
  void anAbortedPlanDeletesNothing() {
    List<Namespace> withLookAlike =
        List.of(namespace("plane-a-nvcf", "plane-a", "u-1"), namespace("plane-a-sis", null, "u-2"));
    TeardownPlan plan =
        TeardownPlanner.plan(
            A,
            TeardownObjects.inventory(withLookAlike, List.of()),
            Set.of(TeardownScope.CONTROL_PLANE));
    assertThat(plan.aborted()).isTrue();
    assertThat(TeardownObjects.deletions(plan, withLookAlike)).isEmpty();
  }

  @Test
  void aStepWhoseTargetIsNotListedIsATypedError() {
    // planned on a listing that holds plane-a-sis, executed against one that does not
    TeardownPlan plan =
        TeardownPlanner.plan(
            A,
            TeardownObjects.inventory(
                List.of(namespace("plane-a-sis", "plane-a", "u-sis")), List.of()),
            Set.of(TeardownScope.CONTROL_PLANE));
    assertThat(plan.deleteNamespaces()).containsExactly("plane-a-sis");
    assertThatThrownBy(() -> TeardownObjects.deletions(plan, namespaces))
        .isInstanceOfSatisfying(
            PlaneRulesException.class,
            e -> assertThat(e.code()).isEqualTo("fabric8.teardown-target-not-listed"));
  }

  /** The namespace as a fresh read observes it, at this resourceVersion. */
  private static ObservedObject read(Namespace namespace, String resourceVersion) {
    namespace.getMetadata().setResourceVersion(resourceVersion);
    return ObservedObjects.of(namespace);
  }

  private static Namespace namespace(String name, String owner, String uid) {
    return new NamespaceBuilder()
        .withNewMetadata()
        .withName(name)
        .withUid(uid)
        .withLabels(owner == null ? Map.of() : Map.of(OwnershipLabel.KEY, owner))
        .endMetadata()
        .build();
  }

  private static GenericKubernetesResource issuer(String name, String owner, String uid) {
    return new GenericKubernetesResourceBuilder()
        .withApiVersion("cert-manager.io/v1")
        .withKind("ClusterIssuer")
        .withNewMetadata()
        .withName(name)
        .withUid(uid)
        .withLabels(owner == null ? Map.of() : Map.of(OwnershipLabel.KEY, owner))
        .endMetadata()
        .build();
  }
}
