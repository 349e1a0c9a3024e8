package io.planerules.fabric8.live;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Objects of a cluster holding two planes and the legacy plane, as the tests create them. */
public final class Clusters {

  static final String LABEL = "nvcf.nvidia.com/control-plane-id";
  private static final ObjectMapper JSON = new ObjectMapper();

  private Clusters() {}

  /** An object of {@code kind} from its JSON form; {@code plane} null means no label. */
  public static GenericKubernetesResource object(
      ApiServer.Kind kind,
      @Nullable String namespace,
      String name,
      @Nullable String plane,
      Map<String, Object> fields) {
    Map<String, Object> metadata = new LinkedHashMap<>();
    metadata.put("name", name);
    if (namespace != null) {
      metadata.put("namespace", namespace);
    }
    if (plane != null) {
      metadata.put("labels", Map.of(LABEL, plane));
    }
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("apiVersion", kind.groupVersion());
    object.put("kind", kind.kind());
    object.put("metadata", metadata);
    object.putAll(fields);
    return JSON.convertValue(object, GenericKubernetesResource.class);
  }

  /** Two planes and the legacy plane: core kinds, RBAC, Gateway API kinds and a CRD's kind. */
  public static Map<ApiServer.Kind, List<GenericKubernetesResource>> twoPlanesAndLegacy() {
    Map<ApiServer.Kind, List<GenericKubernetesResource>> cluster = new LinkedHashMap<>();
    add(cluster, ApiServer.NAMESPACE, null, "plane-a-nvcf", "plane-a", Map.of());
    add(cluster, ApiServer.NAMESPACE, null, "plane-b-nvcf", "plane-b", Map.of());
    add(cluster, ApiServer.NAMESPACE, null, "plane-a-api-keys", null, Map.of());
    add(cluster, ApiServer.NAMESPACE, null, "nvcf", null, Map.of());
    add(cluster, ApiServer.CONFIG_MAP, "plane-a-nvcf", "api", "plane-a", Map.of());
    add(
        cluster,
        ApiServer.CONFIG_MAP,
        "plane-b-nvcf",
        "stray",
        "plane-a",
        Map.of("data", Map.of("url", "http://api.nvcf.svc:8080")));
    add(cluster, ApiServer.CONFIG_MAP, "nvcf", "api", null, Map.of());
    add(cluster, ApiServer.SECRET, "plane-a-nvcf", "token", "plane-a", Map.of("type", "Opaque"));
    add(cluster, ApiServer.SERVICE_ACCOUNT, "plane-b-nvcf", "worker", "plane-b", Map.of());
    add(
        cluster,
        ApiServer.CLUSTER_ROLE,
        null,
        "plane-a-reader",
        "plane-a",
        Map.of("rules", List.of()));
    add(
        cluster,
        ApiServer.ROLE_BINDING,
        "plane-a-nvcf",
        "reads-b",
        "plane-a",
        Map.of(
            "roleRef",
            Map.of("apiGroup", "rbac.authorization.k8s.io", "kind", "ClusterRole", "name", "admin"),
            "subjects",
            List.of(
                Map.of("kind", "ServiceAccount", "name", "worker", "namespace", "plane-b-nvcf"))));
    add(cluster, ApiServer.GATEWAY, "plane-a-nvcf", "plane-a-gateway", "plane-a", gateway("All"));
    add(
        cluster,
        ApiServer.HTTP_ROUTE,
        "plane-b-nvcf",
        "api",
        "plane-b",
        Map.of(
            "spec",
            Map.of(
                "parentRefs",
                List.of(Map.of("name", "plane-a-gateway", "namespace", "plane-a-nvcf")))));
    add(
        cluster,
        ApiServer.BACKEND,
        "plane-b-nvcf",
        "plane-a-backend",
        "plane-a",
        Map.of("spec", Map.of("cluster", "gpu")));
    return cluster;
  }

  /**
   * plane-b's namespace and {@code count} ConfigMaps labelled for plane-a, every third in plane-b's
   * namespace.
   */
  static Map<ApiServer.Kind, List<GenericKubernetesResource>> configMaps(int count) {
    List<GenericKubernetesResource> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String namespace = i % 3 == 0 ? "plane-b-nvcf" : "plane-a-nvcf";
      out.add(
          object(
              ApiServer.CONFIG_MAP,
              namespace,
              String.format(java.util.Locale.ROOT, "cm-%05d", i),
              "plane-a",
              Map.of("data", Map.of("i", Integer.toString(i)))));
    }
    Map<ApiServer.Kind, List<GenericKubernetesResource>> cluster = new LinkedHashMap<>();
    cluster.put(
        ApiServer.NAMESPACE,
        List.of(object(ApiServer.NAMESPACE, null, "plane-b-nvcf", "plane-b", Map.of())));
    cluster.put(ApiServer.CONFIG_MAP, out);
    return cluster;
  }

  private static void add(
      Map<ApiServer.Kind, List<GenericKubernetesResource>> cluster,
      ApiServer.Kind kind,
      @Nullable String namespace,
      String name,
      @Nullable String plane,
      Map<String, Object> fields) {
    cluster
        .computeIfAbsent(kind, k -> new ArrayList<>())
        .add(object(kind, namespace, name, plane, fields));
  }

  /** A Gateway's body with one HTTP listener on port 80 admitting routes {@code from}. */
  static Map<String, Object> gateway(String from) {
    return Map.of(
        "spec",
        Map.of(
            "gatewayClassName",
            "nvcf",
            "listeners",
            List.of(
                Map.of(
                    "name",
                    "http",
                    "port",
                    80,
                    "protocol",
                    "HTTP",
                    "allowedRoutes",
                    Map.of("namespaces", Map.of("from", from))))));
  }
}
