package io.planerules.examples.mirror;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.EnableKubernetesMockClient;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.ObjectRef;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Teardown of {@code plane-a} in the shared cluster of both planes and the legacy plane. */
@EnableKubernetesMockClient(crud = true)
class TeardownTest {

  KubernetesClient client;

  @Test
  void teardownOfPlaneARemovesExactlyItsObjects() {
    Cluster cluster = new Cluster(client).seed().seedSecrets();
    Map<String, String> before = cluster.versions();

    PlaneTeardown.Result result = new PlaneTeardown(client, ControlPlaneId.of("plane-a")).run();

    // A's control-plane namespaces present in the seed (ascending), then its labelled issuers
    // named plane-a-... (ascending); worked out by hand from the seed
    assertThat(result.plan().aborted()).isFalse();
    assertThat(result.stopped()).isEmpty();
    assertThat(result.deleted())
        .containsExactly(
            ObjectRef.namespace("plane-a-ess"),
            ObjectRef.namespace("plane-a-nvcf"),
            ObjectRef.namespace("plane-a-sis"),
            ObjectRef.cluster("ClusterIssuer", "plane-a-nvcf-openbao-pki"),
            ObjectRef.cluster("ClusterIssuer", "plane-a-retained-pki"));
    Map<String, String> expected = new TreeMap<>(before);
    expected.remove("Namespace plane-a-ess");
    expected.remove("Namespace plane-a-nvcf");
    expected.remove("Namespace plane-a-sis");
    expected.remove("ClusterIssuer plane-a-nvcf-openbao-pki");
    expected.remove("ClusterIssuer plane-a-retained-pki");
    assertThat(cluster.versions()).isEqualTo(expected);
  }

  @Test
  void anUnlabelledNamespaceWithPlaneAsNameAbortsTheTeardownAndNothingIsDeleted() {
    Cluster cluster = new Cluster(client).seed().seedSecrets();
    cluster.namespace("plane-a-vault-system", null, false);
    Map<String, String> before = cluster.versions();

    PlaneTeardown.Result result = new PlaneTeardown(client, ControlPlaneId.of("plane-a")).run();

    assertThat(result.plan().aborted()).isTrue();
    assertThat(result.plan().reasons())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.code()).isEqualTo("teardown.namespace-not-owned");
              assertThat(p.message()).contains("plane-a-vault-system");
            });
    assertThat(result.deleted()).isEmpty();
    assertThat(cluster.versions()).isEqualTo(before);
  }
}
