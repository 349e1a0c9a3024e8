package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.rules.PlaneRulesException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The guard's manifests (docs/audit.md#run-it-continuously); expected texts written by hand. */
class GuardManifestsTest {

  @Test
  void usage() {
    // tag::usage[]
    GuardManifests.Settings settings =
        GuardManifests.Settings.of("plane-a", "registry.example.test/planerules:0.1.0");
    List<ObjectNode> objects =
        GuardManifests.documents(settings); // ServiceAccount, ClusterRole, ...
    String yaml = GuardManifests.yaml(settings); // for kubectl apply -f -
    // end::usage[]
    assertThat(objects)
        .extracting(o -> o.get("kind").asText())
        .containsExactly("ServiceAccount", "ClusterRole", "ClusterRoleBinding", "CronJob");
    assertThat(yaml.split("(?m)^---$", -1)).hasSize(5);
    assertThat(GuardManifests.json(settings))
        .startsWith("{\n  \"apiVersion\": \"v1\",\n  \"kind\": \"List\",\n  \"items\": [");
  }

  @Test
  void theRoleGrantsReadsOfTheJudgedResourcesAndThePublication() {
    assertThat(GuardManifests.roleRules().toString())
        .isEqualTo(
            "[{\"apiGroups\":[\"\"],\"resources\":[\"namespaces\"],\"verbs\":[\"list\"]},"
                + "{\"apiGroups\":[\"admissionregistration.k8s.io\"],\"resources\":"
                + "[\"mutatingwebhookconfigurations\",\"validatingwebhookconfigurations\"],"
                + "\"verbs\":[\"list\"]},"
                + "{\"apiGroups\":[\"cert-manager.io\"],\"resources\":[\"clusterissuers\"],"
                + "\"verbs\":[\"list\"]},"
                + "{\"apiGroups\":[\"gateway.networking.k8s.io\"],\"resources\":[\"gateways\"],"
                + "\"verbs\":[\"list\"]},"
                + "{\"apiGroups\":[\"nvcf.nvidia.io\"],\"resources\":[\"nvcfbackends\"],"
                + "\"verbs\":[\"list\"]},"
                + "{\"apiGroups\":[\"wgpolicyk8s.io\"],\"resources\":"
                + "[\"clusterpolicyreports\",\"policyreports\"],"
                + "\"verbs\":[\"create\",\"delete\",\"list\",\"patch\"]},"
                + "{\"nonResourceURLs\":[\"/api/*\",\"/apis\",\"/apis/*\"],"
                + "\"verbs\":[\"get\"]}]");
  }

  @Test
  void theCronJobRunsTheLiveAuditWithPublish() {
    GuardManifests.Settings settings =
        new GuardManifests.Settings(
            "plane-a", "eclipse-temurin:17-jre", "@hourly", "ops", "/planerules.jar");
    List<ObjectNode> objects = GuardManifests.documents(settings);
    JsonNode cron = objects.get(3);
    assertThat(cron.at("/metadata/namespace").asText()).isEqualTo("ops");
    assertThat(cron.at("/metadata/name").asText()).isEqualTo("planerules-guard-plane-a");
    assertThat(cron.at("/spec/schedule").asText()).isEqualTo("@hourly");
    JsonNode pod = cron.at("/spec/jobTemplate/spec/template/spec");
    assertThat(pod.get("serviceAccountName").asText()).isEqualTo("planerules-guard-plane-a");
    JsonNode container = pod.get("containers").get(0);
    assertThat(container.get("image").asText()).isEqualTo("eclipse-temurin:17-jre");
    assertThat(container.get("command").toString())
        .isEqualTo("[\"java\",\"-jar\",\"/planerules.jar\"]");
    assertThat(container.get("args").toString())
        .isEqualTo(
            "[\"audit\",\"cluster\",\"--plane-id\",\"plane-a\",\"--kinds\","
                + "\"namespaces,mutatingwebhookconfigurations.admissionregistration.k8s.io,"
                + "validatingwebhookconfigurations.admissionregistration.k8s.io,"
                + "clusterissuers.cert-manager.io,gateways.gateway.networking.k8s.io,"
                + "nvcfbackends.nvcf.nvidia.io\",\"--publish\",\"--output\",\"json\"]");
    JsonNode binding = objects.get(2);
    assertThat(binding.at("/subjects/0/namespace").asText()).isEqualTo("ops");
    assertThat(binding.at("/roleRef/name").asText()).isEqualTo("planerules-guard-plane-a");
    assertThat(objects.get(0).at("/metadata/namespace").asText()).isEqualTo("ops");
    assertThat(objects.get(1).at("/metadata").has("namespace")).isFalse();
    assertThat(GuardManifests.name("")).isEqualTo("planerules-guard");
  }

  @Test
  void badSettingsNameTheirField() {
    assertThatThrownBy(() -> GuardManifests.Settings.of("Plane_A", "img"))
        .isInstanceOf(PlaneRulesException.class);
    assertThatThrownBy(() -> GuardManifests.Settings.of("plane-a", " "))
        .hasMessageStartingWith("image: ");
    assertThatThrownBy(
            () -> new GuardManifests.Settings("plane-a", "img", "* * *", "ops", "/p.jar"))
        .hasMessageStartingWith("schedule: ");
    assertThatThrownBy(
            () -> new GuardManifests.Settings("plane-a", "img", "@daily", "Ops", "/p.jar"))
        .hasMessageStartingWith("namespace: ");
    assertThatThrownBy(
            () -> new GuardManifests.Settings("plane-a", "img", "@daily", "ops", "p.jar"))
        .hasMessageStartingWith("jar: ");
  }
}
