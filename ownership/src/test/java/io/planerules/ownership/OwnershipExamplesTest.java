package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.RuleId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
    if (v instanceof Verdict.Deny deny && !deny.requeue()) {
      events.add(deny.message()); // retrying cannot change the answer
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
    Classification c = OwnershipClassifier.classify(id, namespace, PolicyContext.defaults(id));
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
    assertThat(OwnershipClassifier.classify(id, secret, context).state())
        .isEqualTo(OwnershipState.NAMESPACE_FOREIGN);
    assertThat(OwnershipClassifier.classify(id, secret, PolicyContext.defaults(id)).state())
        .isEqualTo(OwnershipState.OWNED);
  }

  @Test
  void workloadSelector() {
    // tag::workload-selector[]
    String selector = WorkloadNamespaceSelector.selectorString(ControlPlaneId.of("plane-a"));
    // nvca.nvcf.nvidia.io/workload-instance-type,nvcf.nvidia.com/control-plane-id=plane-a
    // end::workload-selector[]
    assertThat(selector)
        .isEqualTo(
            "nvca.nvcf.nvidia.io/workload-instance-type,nvcf.nvidia.com/control-plane-id=plane-a");
  }
}
