package io.planerules.fabric8.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The live read against fabric8's mock API server: two planes and the legacy plane, paging,
 * forbidden, vanished and broken kinds, an expired continue token; its findings are the listing
 * path's on the same objects.
 */
class LiveReadTest {

  static final ControlPlaneId PLANE_A = ControlPlaneId.of("plane-a");
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void usage() throws IOException {
    try (ApiServer server = served(Clusters.twoPlanesAndLegacy())) {
      KubernetesClient client = server.client();
      // tag::usage[]
      AuditReport report =
          Audit.cluster(
              ControlPlaneId.of("plane-a"),
              AuditOptions.defaults(),
              LiveRead.source(client, LiveReadOptions.defaults()));
      boolean trustworthy = !report.incomplete();
      // end::usage[]
      assertThat(trustworthy).isTrue();
      assertThat(report.objects()).isEqualTo(14);
    }
  }

  @Test
  void twoPlanesAndTheLegacyPlaneReadInPagesGiveTheListingsFindings() throws IOException {
    Map<ApiServer.Kind, List<GenericKubernetesResource>> cluster = Clusters.twoPlanesAndLegacy();
    try (ApiServer server = served(cluster)) {
      AuditReport live = live(server, LiveReadOptions.defaults().withChunkSize(2));
      AuditReport listing = listing(server, ApiServer.KINDS);
      assertThat(live.incomplete()).isFalse();
      assertThat(live.objects()).isEqualTo(14).isEqualTo(listing.objects());
      assertThat(withoutSources(live)).isEqualTo(withoutSources(listing));
      // the cluster breaks isolation in ways each of these rules names (by hand, from
      // docs/reference/audit.md): a plane-a ConfigMap in plane-b's namespace, a route of plane-b
      // on plane-a's Gateway that admits All, plane-a's api-keys namespace unlabelled
      assertThat(live.counts())
          .containsKeys(
              "audit.foreign-namespace", "audit.gateway-listener", "audit.namespace-owner");
      // four namespaces in pages of two: a second page asked with the first page's token
      assertThat(server.requests())
          .contains(
              "/api/v1/namespaces?limit=2", "/api/v1/namespaces?continue=namespaces%3A2&limit=2")
          .noneMatch(path -> path.contains("/status"));
    }
  }

  @Test
  void progressIsToldAfterEachKindWithTheObjectsReadSoFar() throws IOException {
    try (ApiServer server = served(Clusters.twoPlanesAndLegacy())) {
      List<String> told = new ArrayList<>();
      ObjectSource source =
          LiveRead.source(
              server.client(),
              LiveReadOptions.defaults().withChunkSize(2),
              (kind, kindsDone, kinds, objects) ->
                  told.add(kind + " " + kindsDone + "/" + kinds + " " + objects));
      AuditReport live = Audit.cluster(PLANE_A, AuditOptions.defaults(), source);
      assertThat(source.name()).isEqualTo("cluster");
      assertThat(live.objects()).isEqualTo(14);
      // one line per kind read, numbered 1..n of n, with the objects handed on so far: never
      // fewer than the line before, all 14 after the last kind
      assertThat(told).isNotEmpty();
      long before = 0;
      for (int i = 0; i < told.size(); i++) {
        String line = told.get(i);
        assertThat(line).contains(" " + (i + 1) + "/" + told.size() + " ");
        long objects = Long.parseLong(line.substring(line.lastIndexOf(' ') + 1));
        assertThat(objects).isGreaterThanOrEqualTo(before);
        before = objects;
      }
      assertThat(before).isEqualTo(14);
      assertThat(told).anyMatch(line -> line.startsWith("ConfigMap "));
    }
  }

  @Test
  void moreObjectsOfAKindThanAPageAreAllRead() throws IOException {
    try (ApiServer server = served(Clusters.configMaps(23))) {
      AuditReport live = live(server, LiveReadOptions.defaults().withChunkSize(5));
      assertThat(live.objects()).isEqualTo(24);
      // every third ConfigMap of plane-a is in plane-b's namespace: 8 of 23 (i = 0, 3, ..., 21)
      assertThat(live.counts()).containsEntry("audit.foreign-namespace", 8L).hasSize(1);
      assertThat(server.requests().stream().filter(p -> p.startsWith("/api/v1/configmaps")))
          .hasSize(5);
      assertThat(withoutSources(live)).isEqualTo(withoutSources(listing(server, ApiServer.KINDS)));
      // each object's source is its kind's list path and its index in the kind, in the order of
      // namespace/name: plane-a-nvcf's 15 first, then plane-b-nvcf's 8 (indices 15 to 22)
      assertThat(live.findings().get(live.findings().size() - 1).source().toString())
          .isEqualTo("api/v1/configmaps#22 (line 1)");
      assertThat(live.findings().get(0).source().toString())
          .isEqualTo("api/v1/configmaps#15 (line 1)");
    }
  }

  @Test
  void aForbiddenKindIsAGapNamingTheKindAndTheVerbAndTheOthersAreRead() throws IOException {
    try (ApiServer server = served(Clusters.twoPlanesAndLegacy())) {
      server.fail(ApiServer.SECRET, 403, "Forbidden");
      AuditReport live = live(server, LiveReadOptions.defaults());
      assertThat(live.incomplete()).isTrue();
      assertThat(live.objects()).isEqualTo(13);
      Finding gap = only(live, "audit.read-forbidden");
      assertThat(gap.isError()).isFalse();
      assertThat(gap.source().file()).isEqualTo("api/v1/secrets");
      assertThat(gap.message())
          .isEqualTo(
              "may not list Secret (v1 secrets): 403 Forbidden: secrets is forbidden (verb"
                  + " \"list\" on secrets is missing); its objects were not read");
    }
  }

  @Test
  void aKindRemovedBetweenDiscoveryAndListIsGone() throws IOException {
    try (ApiServer server = served(Clusters.twoPlanesAndLegacy())) {
      server.fail(ApiServer.BACKEND, 404, "NotFound");
      AuditReport live = live(server, LiveReadOptions.defaults());
      assertThat(live.incomplete()).isTrue();
      assertThat(live.objects()).isEqualTo(13);
      assertThat(only(live, "audit.read-gone").message())
          .isEqualTo(
              "NVCFBackend.nvcf.nvidia.io (nvcf.nvidia.io/v1 nvcfbackends) was discovered but its"
                  + " list answered 404 Not Found (verb \"list\"): it was removed in between; its"
                  + " objects were not read");
    }
  }

  @Test
  void anExpiredContinueTokenRestartsTheKindOnceAndReadsNoObjectTwice() throws IOException {
    try (ApiServer server = served(Clusters.configMaps(10))) {
      server.expireOnce(ApiServer.token(ApiServer.CONFIG_MAP, 6));
      AuditReport live = live(server, LiveReadOptions.defaults().withChunkSize(3));
      assertThat(live.incomplete()).isFalse();
      assertThat(live.objects()).isEqualTo(11);
      assertThat(only(live, "audit.read-restarted").message())
          .isEqualTo(
              "the continue token of the list of ConfigMap (v1 configmaps) expired (410 Gone):"
                  + " listed it again from its first page; the 6 objects already read are not"
                  + " read twice");
      List<String> withoutGap = withoutSources(live);
      withoutGap.removeIf(f -> f.startsWith("audit.read-restarted"));
      assertThat(withoutGap).isEqualTo(withoutSources(listing(server, ApiServer.KINDS)));
    }
  }

  @Test
  void aTokenThatExpiresAgainAfterTheRestartFailsTheKind() throws IOException {
    try (ApiServer server = served(Clusters.configMaps(10))) {
      server.expireOnce(ApiServer.token(ApiServer.CONFIG_MAP, 3));
      server.expireOnce(ApiServer.token(ApiServer.CONFIG_MAP, 3));
      AuditReport live = live(server, LiveReadOptions.defaults().withChunkSize(3));
      assertThat(live.incomplete()).isTrue();
      assertThat(live.objects()).isEqualTo(4);
      assertThat(live.counts())
          .containsEntry("audit.read-restarted", 1L)
          .containsEntry("audit.read-failed", 1L);
      // listed again from the first page, the second page's token expired again
      assertThat(only(live, "audit.read-failed").message())
          .isEqualTo(
              "listing ConfigMap (v1 configmaps) failed (verb \"list\", page 2): the continue"
                  + " token expired again after the kind was listed again; the rest of the kind was"
                  + " not read");
    }
  }

  @Test
  void aServerErrorAndAPageThatDoesNotParseAreGapsAndTheOtherKindsAreRead() throws IOException {
    try (ApiServer server = served(Clusters.twoPlanesAndLegacy())) {
      server.fail(ApiServer.SERVICE_ACCOUNT, 500, "InternalError");
      server.breakBody(ApiServer.HTTP_ROUTE);
      AuditReport live = live(server, LiveReadOptions.defaults());
      assertThat(live.incomplete()).isTrue();
      assertThat(live.objects()).isEqualTo(12);
      assertThat(only(live, "audit.read-failed").message())
          .startsWith(
              "listing ServiceAccount (v1 serviceaccounts) failed (verb \"list\", page 1): HTTP"
                  + " 500");
      assertThat(only(live, "audit.read-unparsable").message())
          .startsWith(
              "page 1 of the list of HTTPRoute.gateway.networking.k8s.io"
                  + " (gateway.networking.k8s.io/v1 httproutes) does not parse as JSON");
    }
  }

  @Test
  void aGroupWhoseDiscoveryFailsIsAGapAndTheOtherGroupsAreRead() throws IOException {
    try (ApiServer server = served(Clusters.twoPlanesAndLegacy())) {
      server.breakGroup("gateway.networking.k8s.io/v1", 503);
      AuditReport live = live(server, LiveReadOptions.defaults());
      assertThat(live.incomplete()).isTrue();
      // the Gateway and the HTTPRoute are not read
      assertThat(live.objects()).isEqualTo(12);
      Finding gap = only(live, "audit.read-failed");
      assertThat(gap.source().file()).isEqualTo("apis/gateway.networking.k8s.io/v1");
      assertThat(gap.message())
          .isEqualTo(
              "the discovery of gateway.networking.k8s.io/v1 failed (verb \"get\" on"
                  + " apis/gateway.networking.k8s.io/v1): HTTP 503: the server is currently unable"
                  + " to handle the request; none of its kinds was read");
    }
  }

  @Test
  void kindsAndExcludeKindsNarrowDiscovery() throws IOException {
    try (ApiServer server = served(Clusters.twoPlanesAndLegacy())) {
      AuditReport only = live(server, LiveReadOptions.defaults().withKinds(List.of("configmaps")));
      assertThat(only.objects()).isEqualTo(3);
      assertThat(server.requests()).allMatch(p -> p.startsWith("/api/v1/configmaps?"));
      AuditReport without =
          live(
              server,
              LiveReadOptions.defaults()
                  .withExcludeKinds(
                      List.of(
                          "Secret",
                          "httproutes.gateway.networking.k8s.io",
                          "nvcf.nvidia.io/NVCFBackend")));
      assertThat(without.objects()).isEqualTo(11);
    }
  }

  @Test
  void aServerThatCannotBeReachedIsOneLineNamingTheCause() throws IOException {
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    try (KubernetesClient client =
        new KubernetesClientBuilder()
            .withConfig(
                new ConfigBuilder()
                    .withMasterUrl("http://127.0.0.1:" + port)
                    .withRequestRetryBackoffLimit(0)
                    .build())
            .build()) {
      assertThatThrownBy(
              () ->
                  Audit.cluster(
                      PLANE_A,
                      AuditOptions.defaults(),
                      LiveRead.source(client, LiveReadOptions.defaults())))
          .isInstanceOf(IOException.class)
          .hasMessageStartingWith(
              "cannot read the API server's discovery at http://127.0.0.1:" + port + "/: ")
          .hasMessageContaining("Exception")
          .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }
  }

  @Test
  void optionsAreChecked() {
    assertThatThrownBy(() -> LiveReadOptions.defaults().withChunkSize(0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(LiveReadOptions.defaults().chunkSize()).isEqualTo(500);
  }

  static ApiServer served(Map<ApiServer.Kind, List<GenericKubernetesResource>> cluster) {
    ApiServer server = new ApiServer(ApiServer.KINDS);
    cluster.forEach(server::create);
    return server;
  }

  static AuditReport live(ApiServer server, LiveReadOptions options) throws IOException {
    return Audit.cluster(
        PLANE_A, AuditOptions.defaults(), LiveRead.source(server.client(), options));
  }

  /**
   * The listing path on the same objects: fabric8 lists each kind whole (as {@code kubectl get -A
   * -o json} would), the lists go into one {@code kind: List} document, and the audit reads its
   * bytes.
   */
  static AuditReport listing(ApiServer server, List<ApiServer.Kind> kinds) throws IOException {
    List<Object> items = new ArrayList<>();
    for (ApiServer.Kind kind : kinds) {
      var operation = server.client().genericKubernetesResources(kind.context());
      List<GenericKubernetesResource> listed =
          kind.namespaced()
              ? operation.inAnyNamespace().list().getItems()
              : operation.list().getItems();
      items.addAll(listed);
    }
    Map<String, Object> list = new LinkedHashMap<>();
    list.put("apiVersion", "v1");
    list.put("kind", "List");
    list.put("items", items);
    return Audit.cluster(
        PLANE_A,
        AuditOptions.defaults(),
        ObjectStreams.of("listing.json", JSON.writeValueAsBytes(list)));
  }

  /** Each finding without its source: rule, severity, object, plane and message. */
  static List<String> withoutSources(AuditReport report) {
    List<String> out = new ArrayList<>();
    for (Finding f : report.findings()) {
      out.add(
          f.ruleId()
              + " "
              + f.severity()
              + " "
              + f.object()
              + " "
              + f.planeId()
              + " "
              + f.message());
    }
    return out;
  }

  private static Finding only(AuditReport report, String rule) {
    List<Finding> found = report.findings().stream().filter(f -> f.ruleId().equals(rule)).toList();
    assertThat(found).as(rule + " in " + report.findings()).hasSize(1);
    return found.get(0);
  }
}
