package io.planerules.ownership;

import static io.planerules.ownership.Fixtures.A;
import static io.planerules.ownership.Fixtures.LEGACY;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.ownership.informer.InformerScope;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.ownership.mirror.SecretCopy;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Informer watch scopes (docs/reference/ownership.md#informer-scopes): the scope table for a named
 * plane and for legacy.
 */
class InformerScopesTest {

  static String row(InformerScope s) {
    return s.informer()
        + " | "
        + s.kind()
        + " | "
        + (s.labelSelector() == null ? "-" : s.labelSelector().toString())
        + " | "
        + String.join(",", s.namespaces())
        + " | "
        + (s.namespaceSelector() == null ? "-" : s.namespaceSelector().toString())
        + " | "
        + s.fieldSelector().orElse("-")
        + " | "
        + (s.mutable() ? "mutable" : "watch-only");
  }

  @Test
  void namedPlaneScopes() {
    assertThat(InformerScopes.forPlane(A).stream().map(InformerScopesTest::row).toList())
        .containsExactly(
            "nvcfbackends | NVCFBackend | nvcf.nvidia.com/control-plane-id=plane-a | plane-a-nvca-operator | - | - | mutable",
            "icmsrequests | ICMSRequest | nvcf.nvidia.com/control-plane-id=plane-a | plane-a-nvcf-backend | - | - | mutable",
            "miniservices | MiniService | nvcf.nvidia.com/control-plane-id=plane-a |  | - | - | mutable",
            "storage-claims | PersistentVolumeClaim | nvcf.nvidia.com/control-plane-id=plane-a | plane-a-nvca-system | - | - | mutable",
            "mirror-source-secrets | Secret | nvcf.nvidia.com/control-plane-id=plane-a | plane-a-nvca-operator | - | - | watch-only",
            "mirrored-secrets | Secret | nvca.nvcf.nvidia.io/mirrored-from-namespace,nvcf.nvidia.com/control-plane-id=plane-a |  | nvcf.nvidia.com/control-plane-id=plane-a | - | mutable",
            "workload-namespaces | Namespace | nvca.nvcf.nvidia.io/workload-instance-type,nvcf.nvidia.com/control-plane-id=plane-a |  | - | - | watch-only",
            "shared-crd | CustomResourceDefinition | - |  | - | metadata.name=nvcfbackends.nvcf.nvidia.io | watch-only");
  }

  @Test
  void legacyScopesExcludeLabelledObjects() {
    assertThat(InformerScopes.forPlane(LEGACY).stream().map(InformerScopesTest::row).toList())
        .containsExactly(
            "nvcfbackends | NVCFBackend | !nvcf.nvidia.com/control-plane-id | nvca-operator | - | - | mutable",
            "icmsrequests | ICMSRequest | !nvcf.nvidia.com/control-plane-id | nvcf-backend | - | - | mutable",
            "miniservices | MiniService | !nvcf.nvidia.com/control-plane-id |  | - | - | mutable",
            "storage-claims | PersistentVolumeClaim | !nvcf.nvidia.com/control-plane-id | nvca-system | - | - | mutable",
            "mirror-source-secrets | Secret | !nvcf.nvidia.com/control-plane-id | nvca-operator | - | - | watch-only",
            "mirrored-secrets | Secret | nvca.nvcf.nvidia.io/mirrored-from-namespace,!nvcf.nvidia.com/control-plane-id |  | !nvcf.nvidia.com/control-plane-id | - | mutable",
            "workload-namespaces | Namespace | nvca.nvcf.nvidia.io/workload-instance-type,!nvcf.nvidia.com/control-plane-id |  | - | - | watch-only",
            "shared-crd | CustomResourceDefinition | - |  | - | metadata.name=nvcfbackends.nvcf.nvidia.io | watch-only");
  }

  @Test
  void workloadScopeMatchesTheSelectorString() {
    InformerScope workload = InformerScopes.forPlane(A).get(6);
    assertThat(String.valueOf(workload.labelSelector()))
        .isEqualTo(OwnershipPolicy.WORKLOAD_LABEL + "," + OwnershipLabel.selector(A));
  }

  @Test
  void admission() {
    InformerScope requests = InformerScopes.forPlane(A).get(1);
    ObservedObject own =
        ObservedObject.of(
            new ObjectRef("ICMSRequest", "plane-a-nvcf-backend", "r"), Fixtures.owner("plane-a"));
    assertThat(requests.admits(own, Map.of())).isTrue();
    assertThat(requests.admits(ObservedObject.of(own.ref(), Fixtures.owner("plane-b")), Map.of()))
        .isFalse();
    assertThat(
            requests.admits(
                ObservedObject.of(
                    new ObjectRef("ICMSRequest", "plane-b-nvcf-backend", "r"),
                    Fixtures.owner("plane-a")),
                Map.of()))
        .isFalse();
    assertThat(
            requests.admits(
                ObservedObject.of(
                    new ObjectRef("Secret", "plane-a-nvcf-backend", "r"),
                    Fixtures.owner("plane-a")),
                Map.of()))
        .isFalse();
    InformerScope mirrored = InformerScopes.forPlane(A).get(5);
    ObservedObject copy =
        ObservedObject.of(
            new ObjectRef("Secret", "ws-1", "pull"),
            Map.of(OwnershipLabel.KEY, "plane-a", SecretCopy.MIRRORED_FROM, "x"));
    assertThat(mirrored.admits(copy, Map.of(OwnershipLabel.KEY, "plane-a"))).isTrue();
    assertThat(mirrored.admits(copy, Map.of(OwnershipLabel.KEY, "plane-b"))).isFalse();
    InformerScope crd = InformerScopes.forPlane(A).get(7);
    assertThat(
            crd.admits(
                ObservedObject.of(
                    ObjectRef.cluster("CustomResourceDefinition", "nvcfbackends.nvcf.nvidia.io"),
                    Map.of()),
                Map.of()))
        .isTrue();
    assertThat(
            crd.admits(
                ObservedObject.of(
                    ObjectRef.cluster("CustomResourceDefinition", "other.io"), Map.of()),
                Map.of()))
        .isFalse();
    InformerScope mini = InformerScopes.forPlane(A).get(2);
    assertThat(
            mini.admits(
                ObservedObject.of(ObjectRef.cluster("MiniService", "m"), Fixtures.owner("plane-a")),
                Map.of()))
        .isTrue();
    assertThat(mini.fieldSelector()).isEqualTo(Optional.empty());
  }

  @Test
  void labelSelectorForms() {
    LabelSelector s =
        LabelSelector.of(
            LabelSelector.exists("a"), LabelSelector.equalTo("b", "x"), LabelSelector.absent("c"));
    assertThat(s.toString()).isEqualTo("a,b=x,!c");
    assertThat(s.matches(Map.of("a", "", "b", "x"))).isTrue();
    assertThat(s.matches(Map.of("b", "x"))).isFalse();
    assertThat(s.matches(Map.of("a", "1", "b", "y"))).isFalse();
    assertThat(s.matches(Map.of("a", "1", "b", "x", "c", ""))).isFalse();
    assertThat(LabelSelector.of().matches(Map.of())).isTrue();
    assertThat(LabelSelector.of().toString()).isEmpty();
    assertThat(s.matchLabels()).containsExactly(Map.entry("b", "x"));
    assertThat(s.existsKeys()).containsExactly("a");
    assertThat(s.absentKeys()).containsExactly("c");
    assertThat(LabelSelector.of(LabelSelector.equalTo("k", "1"), LabelSelector.equalTo("k", "2")))
        .satisfies(twice -> assertThat(twice.matchLabels()).containsExactly(Map.entry("k", "2")))
        .satisfies(twice -> assertThat(twice.matches(Map.of("k", "2"))).isFalse());
    assertThat(s)
        .isEqualTo(
            LabelSelector.of(
                LabelSelector.of(LabelSelector.exists("a"), LabelSelector.equalTo("b", "x")),
                LabelSelector.absent("c")))
        .isNotEqualTo(
            LabelSelector.of(
                LabelSelector.equalTo("b", "x"),
                LabelSelector.exists("a"),
                LabelSelector.absent("c")))
        .hasSameHashCodeAs(LabelSelector.of(s));
  }
}
