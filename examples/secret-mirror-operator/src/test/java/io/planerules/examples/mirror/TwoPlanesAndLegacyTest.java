package io.planerules.examples.mirror;

import static io.planerules.examples.mirror.Cluster.MIRRORED_FROM;
import static io.planerules.examples.mirror.Cluster.OWNER;
import static io.planerules.examples.mirror.Cluster.SECRET;
import static io.planerules.examples.mirror.Cluster.SELECTOR;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.EnableKubernetesMockClient;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.mirror.MirrorFailure;
import io.planerules.ownership.mirror.MirrorReport;
import io.planerules.ownership.mirror.TargetOutcome;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Three operators — {@code plane-a}, {@code plane-b} and the legacy plane — run at once on the Java
 * Operator SDK against one CRUD mock API server seeded with both planes' namespaces, unlabelled
 * look-alikes, a shared prerequisite and Secrets of every kind of owner.
 */
@EnableKubernetesMockClient(crud = true)
class TwoPlanesAndLegacyTest {

  KubernetesClient client;

  @Test
  void eachPlaneWritesOnlyWhatItOwnsAndLeavesEveryOtherObjectUntouched() throws Exception {
    Cluster cluster = new Cluster(client).seed().seedSecrets();
    Map<String, String> before = cluster.versions();

    List<PlaneOperator> operators =
        List.of(
            PlaneOperator.start(client, ControlPlaneId.of("plane-a"), SELECTOR, WriteHook.NONE),
            PlaneOperator.start(client, ControlPlaneId.of("plane-b"), SELECTOR, WriteHook.NONE),
            PlaneOperator.start(client, ControlPlaneId.of(""), SELECTOR, WriteHook.NONE));
    try {
      for (PlaneOperator operator : operators) {
        awaitReport(operator);
      }
    } finally {
      operators.forEach(PlaneOperator::close);
    }
    Map<String, HasMetadata> after = cluster.objects();

    // written = new or with a changed resourceVersion; worked out by hand from the seed
    Set<String> written = new TreeSet<>();
    after.forEach(
        (key, o) -> {
          if (!o.getMetadata().getResourceVersion().equals(before.get(key))) {
            written.add(key);
          }
        });
    assertThat(written)
        .containsExactlyInAnyOrder(
            "Secret plane-a-nvcf/" + SECRET,
            "Secret plane-b-ess/" + SECRET,
            "Secret plane-b-nvcf/" + SECRET,
            "Secret plane-b-sis/" + SECRET,
            "Secret ess/" + SECRET,
            "Secret nvcf/" + SECRET,
            "Secret plane-a-tenant/" + SECRET,
            "Secret plane-b-tenant/" + SECRET);
    assertThat(after.keySet()).containsAll(before.keySet());

    assertCopy(after, "plane-a-nvcf", "plane-a", "plane-a-nvca-operator", "secret of a");
    assertCopy(after, "plane-b-nvcf", "plane-b", "plane-b-nvca-operator", "secret of b");
    assertCopy(after, "plane-b-ess", "plane-b", "plane-b-nvca-operator", "secret of b");
    assertCopy(after, "nvcf", null, "nvca-operator", "secret of legacy");
    assertCopy(after, "plane-a-tenant", null, "nvca-operator", "secret of legacy");

    MirrorReport a = operators.get(0).reconciler().lastReports().get(SECRET);
    assertThat(a.failures())
        .extracting(TargetOutcome::namespace, TargetOutcome::code)
        .containsExactly(
            tuple("plane-a-ess", MirrorFailure.MIRROR_TARGET_NOT_OWNED),
            tuple("plane-a-sis", MirrorFailure.MIRROR_TARGET_NOT_OWNED));
    assertThat(a.error().orElseThrow())
        .startsWith("mirror secret plane-a-nvca-operator/" + SECRET + ": ")
        .contains("refusing to update mirrored secret plane-a-ess/" + SECRET);
  }

  private static void assertCopy(
      Map<String, HasMetadata> after, String namespace, String owner, String from, String value) {
    Secret copy = (Secret) after.get("Secret " + namespace + "/" + SECRET);
    assertThat(copy.getMetadata().getLabels())
        .containsEntry(MIRRORED_FROM, from)
        .containsEntry("mirror", "true");
    if (owner == null) {
      assertThat(copy.getMetadata().getLabels()).doesNotContainKey(OWNER);
    } else {
      assertThat(copy.getMetadata().getLabels()).containsEntry(OWNER, owner);
    }
    assertThat(Cluster.decode(copy)).isEqualTo(value);
  }

  private static void awaitReport(PlaneOperator operator) throws InterruptedException {
    Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
    while (!operator.reconciler().lastReports().containsKey(SECRET)) {
      assertThat(Instant.now()).as("a reconcile of the source Secret").isBefore(deadline);
      Thread.sleep(50);
    }
  }
}
