package io.planerules.fabric8;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.base.CustomResourceDefinitionContext;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.http.RecordedRequest;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.source.ObjectSource;
import io.planerules.fabric8.PolicyReportPublisher.Publication;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Publishing against fabric8's {@code kubernetes-server-mock} in CRUD mode (a real HTTP server
 * keeping what it is sent; {@link ApplyCreatesDispatcher}: an apply creates): apply, re-apply
 * (nothing changes), prune (a fixed namespace's report goes; the other plane's and another tool's
 * reports stay).
 */
class PolicyReportPublisherTest {

  KubernetesMockServer server;
  KubernetesClient client;

  @AfterEach
  void stop() {
    client.close();
    server.destroy();
  }

  /**
   * A listing as {@code kubectl get -o yaml} prints it: a plane-a Secret in plane-b's namespace.
   */
  static String listing(boolean secretInPlaneB) {
    return """
        apiVersion: v1
        kind: List
        metadata:
          resourceVersion: ""
        items:
        - apiVersion: v1
          kind: Namespace
          metadata:
            name: plane-a-nvcf
            uid: 0b7c2d6e-7a8f-4d0e-9a64-2f1d3c4b5a61
        - apiVersion: v1
          kind: Namespace
          metadata:
            labels:
              nvcf.nvidia.com/control-plane-id: plane-b
            name: plane-b-nvcf
            uid: 5f0e2c1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b
        """
        + (secretInPlaneB
            ? """
            - apiVersion: v1
              kind: Secret
              metadata:
                labels:
                  nvcf.nvidia.com/control-plane-id: plane-a
                name: plane-a-api-token
                namespace: plane-b-nvcf
                uid: 9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d
            """
            : "");
  }

  static AuditReport audit(String text) throws IOException {
    ObjectSource source = ObjectStreams.of("listing.yaml", text.getBytes(StandardCharsets.UTF_8));
    return Audit.cluster(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), source);
  }

  @BeforeEach
  void crds() {
    server = ApplyCreatesDispatcher.start();
    client = server.createClient();
    for (boolean namespaced : new boolean[] {true, false}) {
      server.expectCustomResource(
          new CustomResourceDefinitionContext.Builder()
              .withGroup("wgpolicyk8s.io")
              .withVersion("v1alpha2")
              .withKind(namespaced ? "PolicyReport" : "ClusterPolicyReport")
              .withPlural(namespaced ? "policyreports" : "clusterpolicyreports")
              .withScope(namespaced ? "Namespaced" : "Cluster")
              .build());
    }
  }

  private List<GenericKubernetesResource> policyReports() {
    return client
        .genericKubernetesResources(PolicyReportPublisher.POLICY_REPORTS)
        .inAnyNamespace()
        .list()
        .getItems();
  }

  private List<GenericKubernetesResource> clusterReports() {
    return client
        .genericKubernetesResources(PolicyReportPublisher.CLUSTER_POLICY_REPORTS)
        .list()
        .getItems();
  }

  /** The requests made since the last call, as {@code METHOD path}. */
  List<String> requests() throws InterruptedException {
    List<String> out = new ArrayList<>();
    RecordedRequest request;
    while ((request = server.takeRequest(10, TimeUnit.MILLISECONDS)) != null) {
      out.add(request.getMethod() + " " + request.getPath());
    }
    return out;
  }

  @Test
  void usage() throws IOException {
    AuditOptions options = AuditOptions.defaults();
    ObjectSource listing =
        ObjectStreams.of("listing.yaml", listing(true).getBytes(StandardCharsets.UTF_8));
    // tag::usage[]
    AuditReport report = Audit.cluster(ControlPlaneId.of("plane-a"), options, listing);
    Publication done = PolicyReportPublisher.publish(client, report);
    List<String> applied = done.applied(); // ClusterPolicyReport planerules.plane-a, ...
    List<String> deleted = done.deleted(); // the plane's reports without findings left
    // end::usage[]
    assertThat(deleted).isEmpty();
    assertThat(applied)
        .containsExactly(
            "ClusterPolicyReport planerules.plane-a",
            "PolicyReport plane-b-nvcf/planerules.plane-a");
  }

  @Test
  void appliesReappliesAndPrunes() throws Exception {
    // another tool's report and plane-b's report in the same namespace: never touched
    for (String name : List.of("polr-ns-plane-b-nvcf", "planerules.plane-b")) {
      client
          .genericKubernetesResources(PolicyReportPublisher.POLICY_REPORTS)
          .inNamespace("plane-b-nvcf")
          .resource(
              new GenericKubernetesResourceBuilder()
                  .withApiVersion("wgpolicyk8s.io/v1alpha2")
                  .withKind("PolicyReport")
                  .withNewMetadata()
                  .withName(name)
                  .withNamespace("plane-b-nvcf")
                  .withLabels(
                      Map.of(
                          "app.kubernetes.io/managed-by",
                          name.startsWith("polr") ? "kyverno" : "planerules"))
                  .endMetadata()
                  .build())
          .create();
    }
    requests();

    Publication first = PolicyReportPublisher.publish(client, audit(listing(true)));
    assertThat(first.applied()).hasSize(2);
    List<String> firstRequests = requests();
    assertThat(firstRequests)
        .containsExactly(
            "PATCH /apis/wgpolicyk8s.io/v1alpha2/clusterpolicyreports/planerules.plane-a"
                + "?fieldManager=planerules&force=true",
            "PATCH /apis/wgpolicyk8s.io/v1alpha2/namespaces/plane-b-nvcf/policyreports/"
                + "planerules.plane-a?fieldManager=planerules&force=true",
            "GET /apis/wgpolicyk8s.io/v1alpha2/clusterpolicyreports"
                + "?labelSelector=app.kubernetes.io%2Fmanaged-by%3Dplanerules",
            "GET /apis/wgpolicyk8s.io/v1alpha2/policyreports"
                + "?labelSelector=app.kubernetes.io%2Fmanaged-by%3Dplanerules");
    GenericKubernetesResource written =
        client
            .genericKubernetesResources(PolicyReportPublisher.POLICY_REPORTS)
            .inNamespace("plane-b-nvcf")
            .withName("planerules.plane-a")
            .get();
    assertThat(written.getMetadata().getLabels())
        .containsEntry("app.kubernetes.io/managed-by", "planerules")
        .containsEntry("planerules.io/audited-plane", "plane-a");
    Map<String, Object> props = written.getAdditionalProperties();
    assertThat(props).containsKeys("scope", "summary", "results").doesNotContainKey("spec");
    assertThat(written.<Integer>get("summary", "fail")).isEqualTo(1);
    assertThat(written.<String>get("results", 0, "resources", 0, "uid"))
        .isEqualTo("9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d");
    assertThat(written.<String>get("results", 0, "source")).isEqualTo("planerules");

    Publication again = PolicyReportPublisher.publish(client, audit(listing(true)));
    assertThat(again.applied()).isEqualTo(first.applied());
    assertThat(again.deleted()).isEmpty();
    assertThat(policyReports()).hasSize(3);
    assertThat(clusterReports()).hasSize(1);
    requests();

    // the Secret is gone: plane-b-nvcf's report of plane-a goes, the Namespace finding stays
    Publication fixed = PolicyReportPublisher.publish(client, audit(listing(false)));
    assertThat(fixed.applied()).containsExactly("ClusterPolicyReport planerules.plane-a");
    assertThat(fixed.deleted()).containsExactly("PolicyReport plane-b-nvcf/planerules.plane-a");
    assertThat(requests())
        .contains(
            "DELETE /apis/wgpolicyk8s.io/v1alpha2/namespaces/plane-b-nvcf/policyreports/"
                + "planerules.plane-a");
    assertThat(policyReports())
        .extracting(r -> r.getMetadata().getName())
        .containsExactlyInAnyOrder("polr-ns-plane-b-nvcf", "planerules.plane-b");
    assertThat(clusterReports()).hasSize(1);
  }
}
