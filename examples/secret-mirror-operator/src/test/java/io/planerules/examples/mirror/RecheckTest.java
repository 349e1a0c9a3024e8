package io.planerules.examples.mirror;

import static io.planerules.examples.mirror.Cluster.OWNER;
import static io.planerules.examples.mirror.Cluster.SECRET;
import static io.planerules.examples.mirror.Cluster.SELECTOR;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.EnableKubernetesMockClient;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.ReasonCode;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.MirrorFailure;
import io.planerules.ownership.mirror.MirrorReport;
import io.planerules.ownership.mirror.ProtocolStep;
import io.planerules.ownership.mirror.TargetOutcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Another writer relabels an object for {@code plane-b} between {@code plane-a}'s decision and its
 * write: the fresh re-check catches it and {@code plane-a} writes nothing there.
 */
@EnableKubernetesMockClient(crud = true)
class RecheckTest {

  KubernetesClient client;

  private final MirrorConfig planeA = MirrorConfig.of(ControlPlaneId.of("plane-a"), "", SELECTOR);

  @Test
  void aNamespaceRelabelledAfterPlanningReceivesNoCopy() {
    Cluster cluster = new Cluster(client).seed();
    Secret source = sourceOfPlaneA(cluster);
    WriteHook flip =
        new WriteHook() {
          @Override
          public void beforeNamespaceRecheck(String namespace) {
            if (namespace.equals("plane-a-nvcf")) {
              client.namespaces().withName(namespace).edit(n -> relabel(n, "plane-b"));
            }
          }
        };

    MirrorReport report = new SecretMirror(client, planeA, flip).mirror(source);

    assertThat(report.outcomes())
        .filteredOn(o -> o.namespace().equals("plane-a-nvcf"))
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.isSkipped()).isTrue();
              assertThat(s.reason()).isEqualTo(ReasonCode.TARGET_FOREIGN);
            });
    assertThat(client.secrets().inNamespace("plane-a-nvcf").withName(SECRET).get()).isNull();
    // the namespaces that stayed plane-a's got their copy
    assertThat(report.outcomes())
        .filteredOn(TargetOutcome::isCreated)
        .extracting(TargetOutcome::namespace)
        .containsExactly("plane-a-ess", "plane-a-sis");
  }

  @Test
  void aTargetSecretRelabelledBetweenReadAndUpdateIsNeverOverwritten() {
    Cluster cluster = new Cluster(client).seed();
    Secret source = sourceOfPlaneA(cluster);
    cluster.secret("plane-a-nvcf", SECRET, Cluster.labels("plane-a", SELECTOR), "stale a");
    List<String> updatesTried = new ArrayList<>();
    WriteHook flip =
        new WriteHook() {
          @Override
          public void beforeUpdate(ProtocolStep step) {
            updatesTried.add(step.desired().namespace() + "@" + step.resourceVersion());
            if (step.desired().namespace().equals("plane-a-nvcf")) {
              client
                  .secrets()
                  .inNamespace("plane-a-nvcf")
                  .withName(SECRET)
                  .edit(s -> relabel(s, "plane-b"));
            }
          }
        };

    MirrorReport report = new SecretMirror(client, planeA, flip).mirror(source);

    // one update was tried with the owned read's resourceVersion; it conflicted, the re-read
    // found plane-b's label, and the protocol stopped without a second update
    assertThat(updatesTried).hasSize(1);
    assertThat(report.failures())
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.namespace()).isEqualTo("plane-a-nvcf");
              assertThat(f.code()).isEqualTo(MirrorFailure.MIRROR_TARGET_NOT_OWNED);
            });
    Secret target = client.secrets().inNamespace("plane-a-nvcf").withName(SECRET).get();
    assertThat(target.getMetadata().getLabels()).containsEntry(OWNER, "plane-b");
    assertThat(Cluster.decode(target)).isEqualTo("stale a");
  }

  private static Secret sourceOfPlaneA(Cluster cluster) {
    return cluster.secret(
        "plane-a-nvca-operator", SECRET, Cluster.labels("plane-a", SELECTOR), "secret of a");
  }

  private static <T extends io.fabric8.kubernetes.api.model.HasMetadata> T relabel(
      T object, String owner) {
    object.getMetadata().getLabels().put(OWNER, owner);
    return object;
  }
}
