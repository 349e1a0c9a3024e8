package io.planerules.fabric8.live;

import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.Context;
import io.fabric8.mockwebserver.MockWebServer;
import io.fabric8.mockwebserver.http.Dispatcher;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A cluster too large to store: fabric8's mock web server answering discovery ({@code Namespace}
 * and {@code ConfigMap} in {@code v1}) and the paged lists of two namespaces and {@code count}
 * ConfigMaps generated from their index, each about 2 KiB, in {@code namespace/name} order and
 * without {@code apiVersion}/{@code kind} in the items, as the API server lists a built-in kind.
 * ConfigMap {@code i} is labelled for plane-a; every tenth is in plane-b's namespace (a {@code
 * audit.foreign-namespace} finding), the others in plane-a's. Used by the bounded-memory test and
 * the {@code LiveAudit} benchmark.
 */
public final class GeneratedCluster implements AutoCloseable {

  /** The characters of each ConfigMap's payload. */
  public static final int PAYLOAD = 2_000;

  private static final String LABEL = "nvcf.nvidia.com/control-plane-id";

  /** The mock server logs every request at INFO; kept referenced so its level holds. */
  private static final java.util.logging.Logger QUIET =
      java.util.logging.Logger.getLogger("io.fabric8.mockwebserver");

  private final int count;
  private final boolean cache;
  private final Map<String, byte[]> pages = new ConcurrentHashMap<>();
  private final KubernetesMockServer server;

  /**
   * Starts the server.
   *
   * @param count how many ConfigMaps it lists
   * @param cache whether each page's bytes are kept once made (a benchmark's server) or made again
   *     for every request (a server holding nothing)
   */
  public GeneratedCluster(int count, boolean cache) {
    this.count = count;
    this.cache = cache;
    QUIET.setLevel(java.util.logging.Level.WARNING);
    server =
        new KubernetesMockServer(
            new Context(), new MockWebServer(), new HashMap<>(), new Pages(), false);
    server.init();
  }

  /** The server's URL, e.g. {@code http://localhost:34567/}. */
  public String url() {
    return server.url("/");
  }

  /** A new client of the server (no retries). */
  public KubernetesClient client() {
    return client(url());
  }

  /** A new client of the server at {@code url}, as another JVM builds it. */
  public static KubernetesClient client(String url) {
    return new KubernetesClientBuilder()
        .withConfig(
            new ConfigBuilder()
                .withMasterUrl(url)
                .withRequestRetryBackoffLimit(0)
                .withRequestTimeout(120_000)
                .build())
        .build();
  }

  /** How many ConfigMaps are in plane-b's namespace: the {@code foreign-namespace} findings. */
  public static long foreign(int count) {
    return (count + 9L) / 10;
  }

  @Override
  public void close() {
    server.destroy();
  }

  private final class Pages extends Dispatcher {
    @Override
    public MockResponse dispatch(RecordedRequest request) {
      String path = request.getPath();
      byte[] body = cache ? pages.computeIfAbsent(path, this::answer) : answer(path);
      if (body == null) {
        return new MockResponse()
            .setResponseCode(404)
            .setBody("{\"kind\":\"Status\",\"code\":404}");
      }
      return new MockResponse().setResponseCode(200).setBody(body);
    }

    private byte[] answer(String path) {
      if (path.equals("/api/v1")) {
        return utf8(
            "{\"kind\":\"APIResourceList\",\"groupVersion\":\"v1\",\"resources\":["
                + resource("namespaces", "Namespace", false)
                + ","
                + resource("configmaps", "ConfigMap", true)
                + "]}");
      }
      if (path.equals("/apis")) {
        return utf8("{\"kind\":\"APIGroupList\",\"apiVersion\":\"v1\",\"groups\":[]}");
      }
      Map<String, String> query = query(path);
      if (path.startsWith("/api/v1/namespaces?")) {
        return utf8(
            "{\"kind\":\"NamespaceList\",\"apiVersion\":\"v1\",\"metadata\":{\"resourceVersion\":"
                + "\"1\"},\"items\":["
                + namespace("plane-a-nvcf", "plane-a")
                + ","
                + namespace("plane-b-nvcf", "plane-b")
                + "]}");
      }
      if (path.startsWith("/api/v1/configmaps?")) {
        int limit = Integer.parseInt(query.getOrDefault("limit", Integer.toString(count)));
        int from = Integer.parseInt(query.getOrDefault("continue", "0"));
        return configMaps(from, Math.min(count, from + limit));
      }
      return null;
    }
  }

  /**
   * ConfigMaps {@code [from, to)} of the sorted order: plane-a's namespace holds every index not
   * divisible by ten, plane-b's the others; position {@code p} of the sorted list is plane-a's
   * {@code p}-th or, past them, plane-b's.
   */
  private byte[] configMaps(int from, int to) {
    long inB = foreign(count);
    long inA = count - inB;
    ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(0, to - from) * (PAYLOAD + 300));
    write(
        out,
        "{\"kind\":\"ConfigMapList\",\"apiVersion\":\"v1\",\"metadata\":{\"resourceVersion\":\"1\"");
    if (to < count) {
      write(out, ",\"continue\":\"" + to + "\"");
    }
    write(out, "},\"items\":[");
    String payload = "x".repeat(PAYLOAD);
    for (int p = from; p < to; p++) {
      long index;
      String namespace;
      if (p < inA) {
        // the p-th index not divisible by ten
        index = p / 9 * 10 + p % 9 + 1;
        namespace = "plane-a-nvcf";
      } else {
        index = (p - inA) * 10;
        namespace = "plane-b-nvcf";
      }
      if (p > from) {
        write(out, ",");
      }
      write(
          out,
          String.format(
              Locale.ROOT,
              "{\"metadata\":{\"name\":\"cm-%09d\",\"namespace\":\"%s\",\"uid\":\"uid-%d\","
                  + "\"resourceVersion\":\"%d\",\"labels\":{\"%s\":\"plane-a\"}},"
                  + "\"data\":{\"payload\":\"%s\"}}",
              index,
              namespace,
              index,
              index + 1,
              LABEL,
              payload));
    }
    write(out, "]}");
    return out.toByteArray();
  }

  private static String resource(String plural, String kind, boolean namespaced) {
    return "{\"name\":\""
        + plural
        + "\",\"kind\":\""
        + kind
        + "\",\"namespaced\":"
        + namespaced
        + ",\"verbs\":[\"get\",\"list\",\"watch\"]}";
  }

  private static String namespace(String name, String plane) {
    return "{\"metadata\":{\"name\":\""
        + name
        + "\",\"labels\":{\""
        + LABEL
        + "\":\""
        + plane
        + "\"}}}";
  }

  private static Map<String, String> query(String path) {
    Map<String, String> params = new HashMap<>();
    int q = path.indexOf('?');
    if (q >= 0) {
      for (String pair : path.substring(q + 1).split("&")) {
        int eq = pair.indexOf('=');
        if (eq > 0) {
          params.put(pair.substring(0, eq), pair.substring(eq + 1));
        }
      }
    }
    return params;
  }

  private static void write(ByteArrayOutputStream out, String text) {
    out.writeBytes(text.getBytes(StandardCharsets.UTF_8));
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
