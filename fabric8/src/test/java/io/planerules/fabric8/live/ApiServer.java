package io.planerules.fabric8.live;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.APIGroupBuilder;
import io.fabric8.kubernetes.api.model.APIGroupListBuilder;
import io.fabric8.kubernetes.api.model.APIResourceBuilder;
import io.fabric8.kubernetes.api.model.APIResourceListBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GroupVersionForDiscoveryBuilder;
import io.fabric8.kubernetes.api.model.StatusBuilder;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.dsl.base.CustomResourceDefinitionContext;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import io.fabric8.kubernetes.client.server.mock.KubernetesMixedDispatcher;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.Context;
import io.fabric8.mockwebserver.MockWebServer;
import io.fabric8.mockwebserver.ServerRequest;
import io.fabric8.mockwebserver.ServerResponse;
import io.fabric8.mockwebserver.http.Dispatcher;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;

/**
 * fabric8's {@code kubernetes-server-mock} in CRUD mode, with recorded answers for discovery
 * ({@code /api/v1}, {@code /apis}, {@code /apis/GROUP/VERSION}, each resource with a {@code status}
 * subresource beside it), and what its CRUD store does not do itself: paging. A list request with
 * {@code limit} is answered from the CRUD store's full list, sorted by {@code namespace/name} as
 * the API server's storage orders it, one page at a time with an opaque {@code continue} token;
 * tokens registered with {@link #expireOnce} answer 410 once. Faults of a kind (403, 404, 500, a
 * broken body) are recorded expectations on its list path.
 */
public final class ApiServer implements AutoCloseable {

  /** One kind the server serves: its group ("" for core), version, kind, plural, scope. */
  public record Kind(String group, String version, String kind, String plural, boolean namespaced) {
    public String groupVersion() {
      return group.isEmpty() ? version : group + "/" + version;
    }

    public String listPath() {
      return (group.isEmpty() ? "/api/" : "/apis/") + groupVersion() + "/" + plural;
    }

    public ResourceDefinitionContext context() {
      return new ResourceDefinitionContext.Builder()
          .withGroup(group)
          .withVersion(version)
          .withKind(kind)
          .withPlural(plural)
          .withNamespaced(namespaced)
          .build();
    }
  }

  public static final Kind NAMESPACE = new Kind("", "v1", "Namespace", "namespaces", false);
  public static final Kind CONFIG_MAP = new Kind("", "v1", "ConfigMap", "configmaps", true);
  public static final Kind SECRET = new Kind("", "v1", "Secret", "secrets", true);
  public static final Kind SERVICE_ACCOUNT =
      new Kind("", "v1", "ServiceAccount", "serviceaccounts", true);
  public static final Kind CLUSTER_ROLE =
      new Kind("rbac.authorization.k8s.io", "v1", "ClusterRole", "clusterroles", false);
  public static final Kind ROLE_BINDING =
      new Kind("rbac.authorization.k8s.io", "v1", "RoleBinding", "rolebindings", true);
  public static final Kind GATEWAY =
      new Kind("gateway.networking.k8s.io", "v1", "Gateway", "gateways", true);
  public static final Kind HTTP_ROUTE =
      new Kind("gateway.networking.k8s.io", "v1", "HTTPRoute", "httproutes", true);
  public static final Kind BACKEND =
      new Kind("nvcf.nvidia.io", "v1", "NVCFBackend", "nvcfbackends", true);

  /** The kinds of a cluster with core, RBAC, Gateway API kinds and a CRD's kind, in order. */
  public static final List<Kind> KINDS =
      List.of(
          NAMESPACE,
          CONFIG_MAP,
          SECRET,
          SERVICE_ACCOUNT,
          CLUSTER_ROLE,
          ROLE_BINDING,
          GATEWAY,
          HTTP_ROUTE,
          BACKEND);

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The mock server logs every request at INFO; the tests keep its warnings only. */
  private static final java.util.logging.Logger QUIET =
      java.util.logging.Logger.getLogger("io.fabric8.mockwebserver");

  static {
    QUIET.setLevel(java.util.logging.Level.WARNING);
  }

  private final KubernetesMockServer server;
  private final KubernetesClient client;
  private final List<String> expiring = new ArrayList<>();
  private final List<String> requests = new ArrayList<>();

  /** The recorded discovery answers, by path: code and body. */
  private final Map<String, MockResponse> discovery = new HashMap<>();

  public ApiServer(List<Kind> kinds) {
    Map<ServerRequest, Queue<ServerResponse>> responses = new HashMap<>();
    KubernetesMixedDispatcher crud = new KubernetesMixedDispatcher(responses);
    server =
        new KubernetesMockServer(
            new Context(), new MockWebServer(), responses, new Paging(crud), false);
    server.init();
    for (Kind kind : kinds) {
      if (!kind.group().isEmpty()) {
        server.expectCustomResource(
            new CustomResourceDefinitionContext.Builder()
                .withGroup(kind.group())
                .withVersion(kind.version())
                .withKind(kind.kind())
                .withPlural(kind.plural())
                .withScope(kind.namespaced() ? "Namespaced" : "Cluster")
                .build());
      }
    }
    discovery(kinds);
    // no retries: a failure is answered at once, as the tests expect it
    client =
        new KubernetesClientBuilder()
            .withConfig(
                new ConfigBuilder(server.createClient().getConfiguration())
                    .withRequestRetryBackoffLimit(0)
                    .build())
            .build();
  }

  public KubernetesClient client() {
    return client;
  }

  /** The server's URL, e.g. {@code http://localhost:34567/}. */
  public String url() {
    return server.url("/");
  }

  public KubernetesMockServer server() {
    return server;
  }

  /** The paths of the list requests the server answered, in order. */
  public List<String> requests() {
    synchronized (requests) {
      return List.copyOf(requests);
    }
  }

  /** Creates the objects in the CRUD store. */
  public void create(Kind kind, List<GenericKubernetesResource> objects) {
    for (GenericKubernetesResource object : objects) {
      var operation = client.genericKubernetesResources(kind.context());
      if (kind.namespaced()) {
        operation.inNamespace(object.getMetadata().getNamespace()).resource(object).create();
      } else {
        operation.resource(object).create();
      }
    }
  }

  /** The continue token that a page of {@code kind} starting at {@code offset} carries. */
  static String token(Kind kind, int offset) {
    return kind.plural() + ":" + offset;
  }

  /** The next request with this token answers 410 Gone (once per call). */
  void expireOnce(String token) {
    synchronized (expiring) {
      expiring.add(token);
    }
  }

  /** The list of {@code kind} answers {@code code} with a Status, always. */
  public void fail(Kind kind, int code, String reason) {
    server
        .expect()
        .get()
        .withPath(kind.listPath())
        .andReturn(
            code,
            new StatusBuilder()
                .withStatus("Failure")
                .withCode(code)
                .withReason(reason)
                .withMessage(kind.plural() + " is " + reason.toLowerCase(java.util.Locale.ROOT))
                .build())
        .always();
  }

  /** The list of {@code kind} answers 200 with a body that is not JSON, always. */
  void breakBody(Kind kind) {
    server
        .expect()
        .get()
        .withPath(kind.listPath())
        .andReturn(200, "{\"kind\":\"List\",\"items\":[{\"metadata\":")
        .always();
  }

  private void discovery(List<Kind> kinds) {
    Map<String, List<Kind>> byGroupVersion = new LinkedHashMap<>();
    for (Kind kind : kinds) {
      byGroupVersion.computeIfAbsent(kind.groupVersion(), g -> new ArrayList<>()).add(kind);
    }
    byGroupVersion.putIfAbsent("v1", new ArrayList<>());
    APIGroupListBuilder groups = new APIGroupListBuilder();
    for (Map.Entry<String, List<Kind>> entry : byGroupVersion.entrySet()) {
      String groupVersion = entry.getKey();
      APIResourceListBuilder list = new APIResourceListBuilder().withGroupVersion(groupVersion);
      for (Kind kind : entry.getValue()) {
        list.addToResources(
            new APIResourceBuilder()
                .withName(kind.plural())
                .withKind(kind.kind())
                .withNamespaced(kind.namespaced())
                .withVerbs("create", "delete", "get", "list", "patch", "update", "watch")
                .build());
        // a subresource, which the read leaves out
        list.addToResources(
            new APIResourceBuilder()
                .withName(kind.plural() + "/status")
                .withKind(kind.kind())
                .withNamespaced(kind.namespaced())
                .withVerbs("get", "patch", "update")
                .build());
      }
      String path = groupVersion.equals("v1") ? "/api/v1" : "/apis/" + groupVersion;
      record(path, 200, list.build());
      if (!groupVersion.equals("v1")) {
        String group = groupVersion.substring(0, groupVersion.indexOf('/'));
        String version = groupVersion.substring(groupVersion.indexOf('/') + 1);
        var preferred =
            new GroupVersionForDiscoveryBuilder()
                .withGroupVersion(groupVersion)
                .withVersion(version)
                .build();
        groups.addToGroups(
            new APIGroupBuilder()
                .withName(group)
                .withVersions(preferred)
                .withPreferredVersion(preferred)
                .build());
      }
    }
    record("/apis", 200, groups.build());
  }

  /** The discovery of a group version answers {@code code} from now on. */
  void breakGroup(String groupVersion, int code) {
    answer("/apis/" + groupVersion, code, "the server is currently unable to handle the request");
  }

  /** A GET of {@code path} (without a query) answers {@code code} with a Status from now on. */
  public void answer(String path, int code, String message) {
    record(
        path,
        code,
        new StatusBuilder().withStatus("Failure").withCode(code).withMessage(message).build());
  }

  private void record(String path, int code, Object body) {
    try {
      synchronized (discovery) {
        discovery.put(
            path, new MockResponse().setResponseCode(code).setBody(JSON.writeValueAsBytes(body)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    client.close();
    server.destroy();
  }

  /** Pages the CRUD store's lists. */
  private final class Paging extends Dispatcher {
    private final Dispatcher crud;

    Paging(Dispatcher crud) {
      this.crud = crud;
    }

    @Override
    public MockResponse dispatch(RecordedRequest request) {
      String path = request.getPath();
      int query = path.indexOf('?');
      if (!"GET".equals(request.getMethod())) {
        return crud.dispatch(request);
      }
      synchronized (discovery) {
        MockResponse recorded = discovery.get(path);
        if (recorded != null) {
          return recorded;
        }
      }
      if (query < 0) {
        return sorted(crud.dispatch(request));
      }
      Map<String, String> params = params(path.substring(query + 1));
      if (!params.containsKey("limit")) {
        return sorted(crud.dispatch(request));
      }
      synchronized (requests) {
        requests.add(path);
      }
      String token = params.get("continue");
      if (token != null) {
        synchronized (expiring) {
          if (expiring.remove(token)) {
            return new MockResponse()
                .setResponseCode(410)
                .setBody(
                    "{\"kind\":\"Status\",\"apiVersion\":\"v1\",\"status\":\"Failure\",\"code\":410,"
                        + "\"reason\":\"Expired\",\"message\":\"The provided continue parameter is"
                        + " too old\"}");
          }
        }
      }
      String bare = path.substring(0, query);
      MockResponse full =
          crud.dispatch(
              new RecordedRequest(
                  request.getHttpVersion(),
                  request.method(),
                  bare,
                  request.getHeaders(),
                  request.getBody()));
      if (full.code() != 200) {
        return full;
      }
      JsonNode list;
      try {
        list = JSON.readTree(full.getBody().getBytes());
      } catch (IOException e) {
        // a broken body is passed on as it is
        return full;
      }
      try {
        if (!(list instanceof ObjectNode object) || !(list.get("items") instanceof ArrayNode)) {
          return full;
        }
        List<JsonNode> items = sortedItems((ArrayNode) list.get("items"));
        int limit = Integer.parseInt(params.get("limit"));
        int from = token == null ? 0 : Integer.parseInt(token.substring(token.indexOf(':') + 1));
        int to = Math.min(items.size(), from + limit);
        ArrayNode page = JSON.createArrayNode();
        items.subList(Math.min(from, items.size()), to).forEach(page::add);
        if (builtIn(bare)) {
          // a real API server leaves apiVersion and kind out of a built-in kind's list items (a
          // custom resource's items keep them); what the read hands on must still name both
          page.forEach(
              item -> {
                ((ObjectNode) item).remove("apiVersion");
                ((ObjectNode) item).remove("kind");
              });
        }
        object.set("items", page);
        ObjectNode metadata = object.putObject("metadata");
        metadata.put("resourceVersion", "1");
        if (to < items.size()) {
          String plural = bare.substring(bare.lastIndexOf('/') + 1);
          metadata.put("continue", plural + ":" + to);
        }
        return new MockResponse().setResponseCode(200).setBody(JSON.writeValueAsBytes(object));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    private MockResponse sorted(MockResponse response) {
      if (response.code() != 200) {
        return response;
      }
      try {
        JsonNode list = JSON.readTree(response.getBody().getBytes());
        if (list instanceof ObjectNode object && list.get("items") instanceof ArrayNode items) {
          ArrayNode sorted = JSON.createArrayNode();
          sortedItems(items).forEach(sorted::add);
          object.set("items", sorted);
          return new MockResponse().setResponseCode(200).setBody(JSON.writeValueAsBytes(object));
        }
        return response;
      } catch (IOException e) {
        return response;
      }
    }
  }

  /** Whether a list path is a built-in kind's: the core group or RBAC, of the kinds served here. */
  private static boolean builtIn(String path) {
    return path.startsWith("/api/") || path.startsWith("/apis/rbac.authorization.k8s.io/");
  }

  private static List<JsonNode> sortedItems(ArrayNode items) {
    List<JsonNode> sorted = new ArrayList<>();
    items.forEach(sorted::add);
    sorted.sort(Comparator.comparing(ApiServer::key));
    return sorted;
  }

  private static String key(JsonNode item) {
    JsonNode metadata = item.path("metadata");
    return metadata.path("namespace").asText("") + "/" + metadata.path("name").asText("");
  }

  private static Map<String, String> params(String query) {
    Map<String, String> params = new HashMap<>();
    for (String pair : query.split("&")) {
      int eq = pair.indexOf('=');
      if (eq > 0) {
        params.put(
            pair.substring(0, eq),
            URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
      }
    }
    return params;
  }
}
