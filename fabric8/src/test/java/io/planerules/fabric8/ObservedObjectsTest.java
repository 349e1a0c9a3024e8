package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Action;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.OwnershipState;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import io.planerules.rules.PlaneRulesException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ObservedObjectsTest {

  @Test
  void aSecretIsObservedWithEveryFieldTheVerdictsRead() {
    Secret secret =
        new SecretBuilder()
            .withNewMetadata()
            .withNamespace("plane-a-nvcf")
            .withName("creds")
            .withLabels(Map.of(OwnershipLabel.KEY, "plane-a", "app", "x"))
            .withAnnotations(Map.of("note", "n"))
            .withResourceVersion("12")
            .withUid("u-1")
            .endMetadata()
            .build();

    assertThat(ObservedObjects.of(secret))
        .isEqualTo(
            new ObservedObject(
                new ObjectRef("Secret", "plane-a-nvcf", "creds"),
                Map.of(OwnershipLabel.KEY, "plane-a", "app", "x"),
                Map.of("note", "n"),
                "12"));
  }

  @Test
  void clusterScopedObjectsHaveNoNamespaceAndGenericOnesKeepTheirKind() {
    Namespace ns = new NamespaceBuilder().withNewMetadata().withName("nvcf").endMetadata().build();
    assertThat(ObservedObjects.of(ns))
        .isEqualTo(new ObservedObject(ObjectRef.namespace("nvcf"), Map.of(), Map.of(), null));
    assertThat(
            ObservedObjects.ref(
                new GenericKubernetesResourceBuilder()
                    .withApiVersion("cert-manager.io/v1")
                    .withKind("ClusterIssuer")
                    .withNewMetadata()
                    .withName("corp-ca")
                    .withNamespace("")
                    .endMetadata()
                    .build()))
        .isEqualTo(ObjectRef.cluster("ClusterIssuer", "corp-ca"));
  }

  @Test
  void aTypedObjectWithoutKindTakesTheKindOfItsClass() {
    Secret secret =
        new SecretBuilder()
            .withNewMetadata()
            .withNamespace("n")
            .withName("s")
            .endMetadata()
            .build();
    secret.setKind(null);
    assertThat(ObservedObjects.ref(secret)).isEqualTo(new ObjectRef("Secret", "n", "s"));
  }

  @Test
  void anObjectWithoutNameIsATypedError() {
    Secret nameless =
        new SecretBuilder().withNewMetadata().withNamespace("n").endMetadata().build();
    assertThatThrownBy(() -> ObservedObjects.of(nameless))
        .isInstanceOfSatisfying(
            PlaneRulesException.class,
            e -> {
              assertThat(e.code()).isEqualTo("fabric8.metadata-missing");
              assertThat(e.getMessage()).contains("Secret without metadata.name");
            });
    assertThatThrownBy(() -> ObservedObjects.of(new Secret())).isInstanceOf(MappingException.class);
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    assertThatThrownBy(
            () ->
                ObservedObjects.decide(id, Action.RECONCILE, nameless, PolicyContext.defaults(id)))
        .isInstanceOfSatisfying(
            MappingException.class,
            e -> assertThat(e.code()).isEqualTo("fabric8.metadata-missing"));
  }

  @Test
  void aNamespaceOfAnotherPlaneGivesItsLabelsAndAForeignVerdict() {
    Namespace b = labelledNamespace("plane-b-nvcf", "plane-b");
    assertThat(ObservedObjects.namespaceLabels(b))
        .containsExactly(Map.entry(OwnershipLabel.KEY, "plane-b"));
    ControlPlaneId a = ControlPlaneId.of("plane-a");
    Verdict verdict =
        OwnershipPolicy.decide(a, Action.DELETE, ObservedObjects.of(b), PolicyContext.defaults(a));
    assertThat(verdict.kind()).isEqualTo(Verdict.Kind.DENY);
    assertThat(verdict.state()).isEqualTo(OwnershipState.FOREIGN);
    assertThat(verdict.ruleId().value()).isEqualTo("policy.delete.foreign");
  }

  @Test
  void anObjectOfPlaneAInANamespaceOfPlaneBIsOutsideThePlane() {
    ControlPlaneId a = ControlPlaneId.of("plane-a");
    Secret planted =
        new SecretBuilder()
            .withNewMetadata()
            .withNamespace("plane-b-nvcf")
            .withName("creds")
            .withLabels(Map.of(OwnershipLabel.KEY, "plane-a"))
            .endMetadata()
            .build();
    Namespace b = labelledNamespace("plane-b-nvcf", "plane-b");
    Namespace own = labelledNamespace("plane-b-nvcf", "plane-a");

    Verdict inB =
        OwnershipPolicy.decide(
            a,
            Action.UPDATE,
            ObservedObjects.of(planted),
            ObservedObjects.context(PolicyContext.defaults(a), b));
    Verdict inA =
        OwnershipPolicy.decide(
            a,
            Action.UPDATE,
            ObservedObjects.of(planted),
            ObservedObjects.context(PolicyContext.defaults(a), own));

    assertThat(inB.state()).isEqualTo(OwnershipState.NAMESPACE_FOREIGN);
    assertThat(inB.ruleId().value()).isEqualTo("policy.update.namespace-foreign");
    assertThat(inA.state()).isEqualTo(OwnershipState.OWNED);
  }

  /** A Namespace carrying the ownership label {@code owner}. */
  private static Namespace labelledNamespace(String name, String owner) {
    return new NamespaceBuilder()
        .withNewMetadata()
        .withName(name)
        .withLabels(Map.of(OwnershipLabel.KEY, owner))
        .endMetadata()
        .build();
  }
}
