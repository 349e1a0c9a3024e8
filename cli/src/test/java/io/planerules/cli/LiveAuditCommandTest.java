package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.planerules.fabric8.live.ApiServer;
import io.planerules.fabric8.live.Clusters;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code audit cluster|snapshot|compare --kubeconfig} against fabric8's mock API server: the live
 * read's JSON report is the listing path's byte for byte apart from the sources, a gap is exit 3,
 * and a kubeconfig or server that cannot be used is one line on stderr and exit 2.
 */
class LiveAuditCommandTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;

  @Test
  void theLiveReportIsTheListingsByteForByteApartFromTheSources() throws IOException {
    try (ApiServer server = served(Clusters.twoPlanesAndLegacy())) {
      Path kubeconfig = kubeconfig(server.url(), "mock");
      CliRun live =
          CliRun.args(
              "audit",
              "cluster",
              "--plane-id",
              "plane-a",
              "--kubeconfig",
              kubeconfig.toString(),
              "--chunk-size",
              "2",
              "--output",
              "json");
      Path listing = dir.resolve("listing.json");
      Files.write(listing, listing(server));
      CliRun listed =
          CliRun.args(
              "audit", "cluster", "--plane-id", "plane-a", listing.toString(), "--output", "json");
      assertThat(live.code()).as(live.err()).isEqualTo(1).isEqualTo(listed.code());
      assertThat(live.err()).isEmpty();
      assertThat(withoutSources(live.out())).isEqualTo(withoutSources(listed.out()));
      assertThat(live.out()).contains("\"file\": \"apis/gateway.networking.k8s.io/v1/gateways\"");
      assertThat(JSON.readTree(live.out()).path("findings")).hasSizeGreaterThan(2);
    }
  }

  @Test
  void aForbiddenKindWithoutAnErrorFindingIsExitThree() throws IOException {
    Map<ApiServer.Kind, List<GenericKubernetesResource>> cluster = new LinkedHashMap<>();
    cluster.put(
        ApiServer.NAMESPACE,
        List.of(Clusters.object(ApiServer.NAMESPACE, null, "plane-a-nvcf", "plane-a", Map.of())));
    try (ApiServer server = served(cluster)) {
      server.fail(ApiServer.SECRET, 403, "Forbidden");
      Path kubeconfig = kubeconfig(server.url(), "mock");
      CliRun run =
          CliRun.args(
              "audit",
              "cluster",
              "--plane-id",
              "plane-a",
              "--kubeconfig",
              kubeconfig.toString(),
              "--output",
              "json");
      assertThat(run.code()).as(run.out() + run.err()).isEqualTo(3);
      assertThat(run.out()).contains("\"rule\": \"audit.read-forbidden\"", "verb \\\"list\\\"");
      CliRun narrowed =
          CliRun.args(
              "audit",
              "cluster",
              "--plane-id",
              "plane-a",
              "--kubeconfig",
              kubeconfig.toString(),
              "--exclude-kinds",
              "secrets");
      assertThat(narrowed.code()).as(narrowed.out()).isZero();
    }
  }

  @Test
  void aSnapshotIsOneListThatAuditClusterAndCompareReadBack() throws IOException {
    try (ApiServer server = served(Clusters.twoPlanesAndLegacy())) {
      Path kubeconfig = kubeconfig(server.url(), "mock");
      CliRun snapshot = CliRun.args("audit", "snapshot", "--kubeconfig", kubeconfig.toString());
      assertThat(snapshot.code()).as(snapshot.err()).isZero();
      JsonNode list = JSON.readTree(snapshot.out());
      assertThat(list.path("kind").asText()).isEqualTo("List");
      assertThat(list.path("items")).hasSize(14);
      Path before = dir.resolve("before.json");
      Files.writeString(before, snapshot.out(), StandardCharsets.UTF_8);
      CliRun fromSnapshot =
          CliRun.args(
              "audit", "cluster", "--plane-id", "plane-a", before.toString(), "--output", "json");
      CliRun live =
          CliRun.args(
              "audit",
              "cluster",
              "--plane-id",
              "plane-a",
              "--kubeconfig",
              kubeconfig.toString(),
              "--output",
              "json");
      assertThat(withoutSources(fromSnapshot.out())).isEqualTo(withoutSources(live.out()));
      CliRun unchanged =
          CliRun.args(
              "audit",
              "compare",
              "--plane-id",
              "plane-a",
              "--kubeconfig",
              kubeconfig.toString(),
              before.toString());
      assertThat(unchanged.code()).as(unchanged.out() + unchanged.err()).isZero();
      server
          .client()
          .genericKubernetesResources(ApiServer.CONFIG_MAP.context())
          .inNamespace("nvcf")
          .withName("api")
          .delete();
      CliRun changed =
          CliRun.args(
              "audit",
              "compare",
              "--plane-id",
              "plane-a",
              "--kubeconfig",
              kubeconfig.toString(),
              before.toString(),
              "--output",
              "json");
      assertThat(changed.code()).isEqualTo(1);
      assertThat(changed.out()).contains("audit.foreign-deleted");
    }
  }

  @Test
  void aKubeconfigThatDoesNotParseIsOneLineAndExitTwo() throws IOException {
    Path broken = dir.resolve("broken");
    Files.writeString(broken, "apiVersion: v1\nclusters: [\n  - name: x\n", StandardCharsets.UTF_8);
    CliRun run = cluster(broken);
    assertThat(run.code()).isEqualTo(2);
    assertOneLine(run, "planerules: cannot use the kubeconfig " + broken + ": ");
  }

  @Test
  void aContextTheKubeconfigDoesNotHoldIsOneLineAndExitTwo() throws IOException {
    Path kubeconfig = kubeconfig("http://127.0.0.1:1", "mock");
    CliRun run = cluster(kubeconfig, "--context", "prod");
    assertThat(run.code()).isEqualTo(2);
    assertOneLine(
        run,
        "planerules: cannot use the kubeconfig " + kubeconfig + ": it has no context \"prod\"");
  }

  @Test
  void anUnreachableServerIsOneLineAndExitTwoAndDebugAddsTheStackTrace() throws IOException {
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    Path kubeconfig = kubeconfig("http://127.0.0.1:" + port, "mock");
    CliRun run = cluster(kubeconfig);
    assertThat(run.code()).isEqualTo(2);
    assertOneLine(
        run, "planerules: cannot read the API server's discovery at http://127.0.0.1:" + port);
    CliRun debug = cluster(kubeconfig, "--debug");
    assertThat(debug.code()).isEqualTo(2);
    assertThat(debug.err().lines().count()).isGreaterThan(3);
    assertThat(debug.err()).contains("\tat ");
  }

  @Test
  void aTlsFailureIsOneLineAndExitTwo() throws IOException {
    try (ApiServer server = served(new LinkedHashMap<>())) {
      // https to a server speaking plain HTTP: the handshake fails
      Path kubeconfig = kubeconfig(server.url().replace("http://", "https://"), "mock");
      CliRun run = cluster(kubeconfig);
      assertThat(run.code()).isEqualTo(2);
      assertOneLine(run, "planerules: cannot read the API server's discovery at https://");
      assertThat(run.err()).containsIgnoringCase("ssl");
    }
  }

  @Test
  void anExpiredTokenIsOneLineAndExitTwo() throws IOException {
    try (ApiServer server = served(new LinkedHashMap<>())) {
      // what the API server answers a token it no longer accepts
      server.answer("/api/v1", 401, "Unauthorized");
      Path kubeconfig = kubeconfig(server.url(), "mock");
      CliRun run = cluster(kubeconfig);
      assertThat(run.code()).isEqualTo(2);
      assertOneLine(run, "planerules: cannot read the API server's discovery at ");
      assertThat(run.err())
          .contains("401 Unauthorized (the credentials were refused: an expired token?)");
    }
  }

  @Test
  void aListingAndAKubeconfigTogetherOrNeitherAreUsageErrors() throws IOException {
    Path kubeconfig = kubeconfig("http://127.0.0.1:1", "mock");
    CliRun both =
        CliRun.args(
            "audit",
            "cluster",
            "--plane-id",
            "plane-a",
            "--kubeconfig",
            kubeconfig.toString(),
            kubeconfig.toString());
    assertThat(both.code()).isEqualTo(2);
    assertThat(both.err()).contains("give a LISTING or --kubeconfig, not both");
    CliRun neither = CliRun.args("audit", "cluster", "--plane-id", "plane-a");
    assertThat(neither.code()).isEqualTo(2);
    assertThat(neither.err()).contains("give a LISTING, or --kubeconfig FILE");
  }

  private CliRun cluster(Path kubeconfig, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "audit",
                "cluster",
                "--plane-id",
                "plane-a",
                "--kubeconfig",
                kubeconfig.toString()));
    args.addAll(List.of(more));
    return CliRun.args(args.toArray(String[]::new));
  }

  private static void assertOneLine(CliRun run, String start) {
    assertThat(run.err()).startsWith(start).endsWith("\n");
    assertThat(run.err().strip()).doesNotContain("\n");
    assertThat(run.out()).isEmpty();
  }

  private Path kubeconfig(String url, String context) throws IOException {
    Path file = dir.resolve("kubeconfig-" + context + "-" + Math.abs(url.hashCode()));
    Files.writeString(
        file,
        "apiVersion: v1\n"
            + "kind: Config\n"
            + "clusters:\n"
            + "- name: mock\n"
            + "  cluster:\n"
            + "    server: "
            + url
            + "\n"
            + "contexts:\n"
            + "- name: "
            + context
            + "\n"
            + "  context:\n"
            + "    cluster: mock\n"
            + "    user: tester\n"
            + "current-context: "
            + context
            + "\n"
            + "users:\n"
            + "- name: tester\n"
            + "  user:\n"
            + "    token: a-token\n",
        StandardCharsets.UTF_8);
    return file;
  }

  private static ApiServer served(Map<ApiServer.Kind, List<GenericKubernetesResource>> cluster) {
    ApiServer server = new ApiServer(ApiServer.KINDS);
    cluster.forEach(server::create);
    return server;
  }

  /** What {@code kubectl get <every kind> -A -o json} prints: fabric8 lists each kind whole. */
  private static byte[] listing(ApiServer server) throws IOException {
    List<Object> items = new ArrayList<>();
    for (ApiServer.Kind kind : ApiServer.KINDS) {
      var operation = server.client().genericKubernetesResources(kind.context());
      items.addAll(
          kind.namespaced()
              ? operation.inAnyNamespace().list().getItems()
              : operation.list().getItems());
    }
    Map<String, Object> list = new LinkedHashMap<>();
    list.put("apiVersion", "v1");
    list.put("kind", "List");
    list.put("items", items);
    return JSON.writeValueAsBytes(list);
  }

  /** The JSON report with every finding's source removed, printed again. */
  private static String withoutSources(String report) throws IOException {
    JsonNode tree = JSON.readTree(report);
    for (JsonNode finding : tree.path("findings")) {
      ((ObjectNode) finding).remove("source");
    }
    return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree);
  }
}
