package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Labelled kinds: the admission module's resources matched through apimachinery's guess. */
class LabelledKindsTest {

  /**
   * The cases of kubernetes/apimachinery {@code pkg/api/meta/restmapper_test.go} ({@code
   * TestKindToResource}) and the built-ins the rule's branches meet.
   */
  @ParameterizedTest
  @CsvSource({
    "Pod, pods",
    "ReplicationController, replicationcontrollers",
    "ImageRepository, imagerepositories",
    "miss, misses",
    "lowercase, lowercases",
    "Endpoints, endpoints",
    "Ingress, ingresses",
    "NetworkPolicy, networkpolicies",
    "NVCFBackend, nvcfbackends",
    "ClusterIssuer, clusterissuers",
    "Namespace, namespaces"
  })
  void theResourceOfAKindIsApimachinerysGuess(String kind, String resource) {
    assertThat(LabelledKinds.guessResource(kind)).isEqualTo(resource);
  }

  @Test
  void anEmptyKindHasNoResource() {
    assertThat(LabelledKinds.guessResource("")).isEmpty();
  }

  @Test
  void theDefaultsAreTheAdmissionModulesResourcesInTheirGroups() {
    LabelledKinds kinds = LabelledKinds.of(Optional.empty());
    assertThat(kinds.contains("", "Namespace")).isTrue();
    assertThat(kinds.contains("nvcf.nvidia.io", "NVCFBackend")).isTrue();
    assertThat(kinds.contains("cert-manager.io", "ClusterIssuer")).isTrue();
    assertThat(kinds.contains("example.com", "ClusterIssuer")).isFalse();
    assertThat(kinds.contains("", "ConfigMap")).isFalse();
  }

  @Test
  void namedKindsReplaceTheDefaultsAndMatchAnyGroupWithoutOne() {
    LabelledKinds kinds =
        LabelledKinds.of(
            Optional.of(List.of(GroupKind.parse("Widget"), GroupKind.parse("apps/Deployment"))));
    assertThat(kinds.contains("example.com", "Widget")).isTrue();
    assertThat(kinds.contains("apps", "Deployment")).isTrue();
    assertThat(kinds.contains("extensions", "Deployment")).isFalse();
    assertThat(kinds.contains("", "Namespace")).isFalse();
  }
}
