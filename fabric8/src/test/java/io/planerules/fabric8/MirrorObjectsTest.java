package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.ReplayPlan;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.ownership.mirror.SecretData;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.rules.PlaneRulesException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MirrorObjectsTest {

  private static final ControlPlaneId A = ControlPlaneId.of("plane-a");

  @Test
  void aSecretIsDecodedFromBase64WithStringDataOnTop() {
    // "aGVsbG8=" is base64 of "hello"; "d29ybGQ=" of "world" (echo -n hello | base64)
    Secret secret =
        new SecretBuilder()
            .withNewMetadata()
            .withNamespace("ns")
            .withName("s")
            .withResourceVersion("3")
            .endMetadata()
            .withData(Map.of("a", "aGVsbG8=", "b", "d29ybGQ="))
            .withStringData(Map.of("b", "plain"))
            .build();

    SecretSnapshot snapshot = MirrorObjects.snapshot(secret);

    assertThat(snapshot)
        .isEqualTo(
            new SecretSnapshot(
                "ns",
                "s",
                "",
                Map.of(),
                Map.of(),
                SecretData.of(
                    Map.of(
                        "a", "hello".getBytes(StandardCharsets.UTF_8),
                        "b", "plain".getBytes(StandardCharsets.UTF_8))),
                "3"));
  }

  @Test
  void dataThatIsNotBase64IsATypedError() {
    Secret secret =
        new SecretBuilder()
            .withNewMetadata()
            .withNamespace("ns")
            .withName("s")
            .endMetadata()
            .withData(Map.of("token", "not base64!"))
            .build();
    assertThatThrownBy(() -> MirrorObjects.snapshot(secret))
        .isInstanceOfSatisfying(
            PlaneRulesException.class,
            e -> {
              assertThat(e.code()).isEqualTo("fabric8.secret-data-not-base64");
              assertThat(e.result().problems().get(0).path()).isEqualTo("data.token");
              assertThat(e.getMessage()).contains("Secret ns/s: data.token is not base64");
            });
  }

  @Test
  void aCopyBecomesASecretToCreateOrToUpdateOptimistically() {
    SecretCopy copy =
        new SecretCopy(
            A,
            "plane-a-nvcf",
            "creds",
            "Opaque",
            Map.of(OwnershipLabel.KEY, "plane-a", SecretCopy.MIRRORED_FROM, "src"),
            Map.of("note", "n"),
            SecretData.of(Map.of("k", "hello".getBytes(StandardCharsets.UTF_8))));

    Secret create = MirrorObjects.toSecret(copy, null);
    Secret update = MirrorObjects.toSecret(copy, "41");

    assertThat(create.getMetadata().getNamespace()).isEqualTo("plane-a-nvcf");
    assertThat(create.getMetadata().getName()).isEqualTo("creds");
    assertThat(create.getMetadata().getResourceVersion()).isNull();
    assertThat(create.getMetadata().getLabels())
        .containsOnly(
            Map.entry(OwnershipLabel.KEY, "plane-a"), Map.entry(SecretCopy.MIRRORED_FROM, "src"));
    assertThat(create.getMetadata().getAnnotations()).containsOnly(Map.entry("note", "n"));
    assertThat(create.getMetadata().getUid()).isNull();
    assertThat(create.getMetadata().getOwnerReferences()).isEmpty();
    assertThat(create.getType()).isEqualTo("Opaque");
    assertThat(create.getData()).containsOnly(Map.entry("k", "aGVsbG8="));
    assertThat(update.getMetadata().getResourceVersion()).isEqualTo("41");
  }

  @Test
  void aReplayPlanBecomesTheSecretsToCreateAndToUpdate() {
    Map<String, String> selector = Map.of("mirror", "true");
    MirrorConfig config = MirrorConfig.of(A, "", selector);
    List<Namespace> namespaces =
        List.of(
            namespace("plane-a-nvca-operator", "plane-a"),
            namespace("plane-a-nvcf", "plane-a"),
            namespace("plane-a-ess", "plane-a"),
            namespace("plane-b-nvcf", "plane-b"),
            namespace("tenant", null));
    Map<String, String> sourceLabels = new HashMap<>(selector);
    sourceLabels.put(OwnershipLabel.KEY, "plane-a");
    List<Secret> secrets =
        List.of(
            secret("plane-a-nvca-operator", sourceLabels, "1"),
            secret("plane-a-ess", Map.of(OwnershipLabel.KEY, "plane-a"), "41"),
            secret("plane-b-nvcf", Map.of(OwnershipLabel.KEY, "plane-b"), "9"));

    ReplayPlan plan =
        SecretMirrorPlanner.planReplay(
            config, MirrorObjects.snapshot(true, true, secrets, namespaces));
    List<Secret> creates = MirrorObjects.creates(plan);
    List<Secret> updates = MirrorObjects.updates(plan);

    // plane-a owns plane-a-nvcf (absent: create) and plane-a-ess (owned copy at 41: update);
    // plane-b-nvcf and the unlabelled tenant are not plane-a's, the source namespace is skipped
    assertThat(creates)
        .extracting(
            s -> s.getMetadata().getNamespace() + "@" + s.getMetadata().getResourceVersion())
        .containsExactly("plane-a-nvcf@null");
    assertThat(updates)
        .extracting(
            s -> s.getMetadata().getNamespace() + "@" + s.getMetadata().getResourceVersion())
        .containsExactly("plane-a-ess@41");
    assertThat(creates.get(0).getMetadata().getLabels())
        .containsEntry(OwnershipLabel.KEY, "plane-a")
        .containsEntry(SecretCopy.MIRRORED_FROM, "plane-a-nvca-operator");
  }

  private static Namespace namespace(String name, String owner) {
    return new NamespaceBuilder()
        .withNewMetadata()
        .withName(name)
        .withLabels(owner == null ? Map.of() : Map.of(OwnershipLabel.KEY, owner))
        .endMetadata()
        .build();
  }

  private static Secret secret(String namespace, Map<String, String> labels, String rv) {
    return new SecretBuilder()
        .withNewMetadata()
        .withNamespace(namespace)
        .withName("creds")
        .withLabels(labels)
        .withResourceVersion(rv)
        .endMetadata()
        .withData(Map.of("k", "aGVsbG8="))
        .build();
  }
}
