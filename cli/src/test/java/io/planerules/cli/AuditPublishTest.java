package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.fabric8.kubernetes.client.server.mock.EnableKubernetesMockClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.http.RecordedRequest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --output policyreport|junit}, {@code audit cluster --publish} through a kubeconfig to
 * fabric8's kubernetes-server-mock (HTTPS, recorded expectations: the publisher's own behaviour is
 * tested in the fabric8 module), and {@code guard manifests}, through the real {@code main}.
 */
@EnableKubernetesMockClient(https = true)
class AuditPublishTest {

  static KubernetesMockServer server;

  @TempDir Path dir;

  private static final String LISTING = "examples/audit/cluster.json";

  private static final String API = "/apis/wgpolicyk8s.io/v1alpha2";

  private static List<JsonNode> yaml(String text) throws IOException {
    List<JsonNode> out = new ArrayList<>();
    ObjectMapper mapper = new ObjectMapper(new YAMLFactory());
    try (var documents = mapper.readerFor(JsonNode.class).readValues(text)) {
      while (documents.hasNext()) {
        out.add((JsonNode) documents.next());
      }
    }
    return out;
  }

  @Test
  void policyReportsAreAYamlStreamOfOneReportPerNamespaceAndOneClusterReport() throws IOException {
    CliRun run =
        CliRun.args("audit", "cluster", "--plane-id", "plane-a", "-o", "policyreport", LISTING);
    assertThat(run.code()).isEqualTo(1);
    assertThat(yaml(run.out()))
        .extracting(d -> d.get("kind").asText() + " " + d.at("/metadata/namespace").asText())
        .containsExactly(
            "ClusterPolicyReport ", "PolicyReport gateway-system", "PolicyReport plane-b-nvcf");
  }

  @Test
  void junitForEveryAuditCommand() {
    List<List<String>> commands =
        List.of(
            List.of("render", "--plane-id", "plane-a", "examples/audit/render/plane-a"),
            List.of(
                "renders",
                "--render",
                "plane-a=examples/audit/render/plane-a",
                "--render",
                "plane-b=examples/audit/render/plane-b"),
            List.of("cluster", "--plane-id", "plane-a", LISTING),
            List.of(
                "compare",
                "--plane-id",
                "plane-a",
                "examples/audit/before.yaml",
                "examples/audit/after.yaml"));
    for (List<String> command : commands) {
      List<String> args = new ArrayList<>(List.of("audit"));
      args.addAll(command);
      args.addAll(List.of("--output", "junit"));
      CliRun run = CliRun.args(args.toArray(String[]::new));
      assertThat(run.out())
          .startsWith(
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"planerules audit "
                  + command.get(0)
                  + "\"");
      assertThat(run.out()).contains("<testcase name=");
    }
  }

  private Path kubeconfig() throws IOException {
    String url = server.url("/").replaceAll("/$", "");
    Path file = dir.resolve("kubeconfig");
    Files.writeString(
        file,
        """
        apiVersion: v1
        kind: Config
        clusters:
        - name: mock
          cluster:
            server: %s
            insecure-skip-tls-verify: true
        users:
        - name: guard
          user:
            token: not-a-secret
        contexts:
        - name: mock
          context:
            cluster: mock
            user: guard
        current-context: mock
        """
            .formatted(url),
        StandardCharsets.UTF_8);
    return file;
  }

  private static String list(String kind, String items) {
    return "{\"apiVersion\":\"wgpolicyk8s.io/v1alpha2\",\"kind\":\""
        + kind
        + "List\",\"metadata\":{},\"items\":["
        + items
        + "]}";
  }

  @Test
  void publishAppliesTheReportsAndDeletesTheStaleOne() throws Exception {
    String query = "?fieldManager=planerules&force=true";
    server
        .expect()
        .patch()
        .withPath(API + "/clusterpolicyreports/planerules.plane-a" + query)
        .andReturn(200, "{}")
        .once();
    for (String ns : List.of("gateway-system", "plane-b-nvcf")) {
      server
          .expect()
          .patch()
          .withPath(API + "/namespaces/" + ns + "/policyreports/planerules.plane-a" + query)
          .andReturn(200, "{}")
          .once();
    }
    String selector = "?labelSelector=app.kubernetes.io%2Fmanaged-by%3Dplanerules";
    server
        .expect()
        .get()
        .withPath(API + "/clusterpolicyreports" + selector)
        .andReturn(200, list("ClusterPolicyReport", ""))
        .once();
    server
        .expect()
        .get()
        .withPath(API + "/policyreports" + selector)
        .andReturn(
            200,
            list(
                "PolicyReport",
                "{\"apiVersion\":\"wgpolicyk8s.io/v1alpha2\",\"kind\":\"PolicyReport\","
                    + "\"metadata\":{\"name\":\"planerules.plane-a\",\"namespace\":\"plane-a-old\","
                    + "\"labels\":{\"app.kubernetes.io/managed-by\":\"planerules\"}}}"))
        .once();
    server
        .expect()
        .delete()
        .withPath(API + "/namespaces/plane-a-old/policyreports/planerules.plane-a")
        .andReturn(200, "{}")
        .once();

    CliRun run =
        CliRun.args(
            "audit",
            "cluster",
            "--plane-id",
            "plane-a",
            "--publish",
            "--kubeconfig",
            kubeconfig().toString(),
            "--context",
            "mock",
            "--output",
            "json",
            LISTING);
    assertThat(run.err()).isEqualTo("planerules: published 3 PolicyReport(s), deleted 1 stale\n");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.json().get("audit").asText()).isEqualTo("cluster");
    List<String> requests = new ArrayList<>();
    RecordedRequest request;
    while ((request = server.takeRequest(10, TimeUnit.MILLISECONDS)) != null) {
      requests.add(request.getMethod() + " " + request.getPath());
      if (request.getMethod().equals("PATCH")) {
        assertThat(request.getHeader("Content-Type")).startsWith("application/apply-patch+yaml");
        assertThat(request.getHeader("Authorization")).isEqualTo("Bearer not-a-secret");
      }
    }
    assertThat(requests).hasSize(6);
  }

  @Test
  void aKubeconfigThatCannotBeUsedIsOneLineAndExitTwo() throws IOException {
    Path bad = dir.resolve("bad");
    Files.writeString(bad, "clusters: [\n", StandardCharsets.UTF_8);
    CliRun unparsable =
        CliRun.args(
            "audit",
            "cluster",
            "--plane-id",
            "plane-a",
            "--publish",
            "--kubeconfig",
            bad.toString(),
            LISTING);
    assertThat(unparsable.code()).isEqualTo(2);
    assertThat(unparsable.err()).startsWith("planerules: cannot use the kubeconfig ");
    assertThat(unparsable.err().lines()).hasSize(1);
    CliRun context =
        CliRun.args(
            "audit",
            "cluster",
            "--plane-id",
            "plane-a",
            "--publish",
            "--kubeconfig",
            kubeconfig().toString(),
            "--context",
            "nope",
            LISTING);
    assertThat(context.code()).isEqualTo(2);
    assertThat(context.err())
        .isEqualTo(
            "planerules: cannot use the kubeconfig "
                + kubeconfig()
                + ": it has no context \"nope\"\n");
    CliRun missing =
        CliRun.args(
            "audit",
            "cluster",
            "--plane-id",
            "plane-a",
            "--publish",
            "--kubeconfig",
            dir.resolve("none").toString(),
            LISTING);
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).contains("no such file");
  }

  @Test
  void guardManifests() throws IOException {
    CliRun run =
        CliRun.args(
            "guard",
            "manifests",
            "--plane-id",
            "plane-a",
            "--image",
            "registry.example.test/planerules:0.1.0",
            "--namespace",
            "ops");
    assertThat(run.code()).isEqualTo(0);
    List<JsonNode> objects = yaml(run.out());
    assertThat(objects)
        .extracting(o -> o.get("kind").asText())
        .containsExactly("ServiceAccount", "ClusterRole", "ClusterRoleBinding", "CronJob");
    assertThat(
            objects.get(3).at("/spec/jobTemplate/spec/template/spec/containers/0/args").toString())
        .contains("\"--publish\"");
    CliRun json =
        CliRun.args("guard", "manifests", "--plane-id", "plane-a", "--image", "i", "-o", "json");
    assertThat(json.json().get("kind").asText()).isEqualTo("List");
    assertThat(json.json().get("items")).hasSize(4);
    CliRun badNamespace =
        CliRun.args(
            "guard", "manifests", "--plane-id", "plane-a", "--image", "i", "--namespace", "Ops");
    assertThat(badNamespace.code()).isEqualTo(2);
    assertThat(badNamespace.err()).startsWith("planerules: --namespace: not a DNS-1123 label: Ops");
    CliRun badId = CliRun.args("guard", "manifests", "--plane-id", "Plane_A", "--image", "i");
    assertThat(badId.code()).isEqualTo(1);
  }
}
