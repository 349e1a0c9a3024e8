package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.rbac.ClusterRole;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.base.CustomResourceDefinitionContext;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.http.RecordedRequest;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.ClusterRead;
import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.fabric8.ApplyCreatesDispatcher;
import io.planerules.fabric8.PolicyReportPublisher;
import io.planerules.fabric8.RbacObjects;
import io.planerules.fabric8.live.ApiServer;
import io.planerules.fabric8.live.LiveRead;
import io.planerules.fabric8.live.LiveReadOptions;
import io.planerules.identity.ControlPlaneId;
import io.planerules.rbac.AtomicPermission;
import io.planerules.rbac.PolicyRule;
import io.planerules.rbac.RbacCoverage;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The guard's ClusterRole ({@link GuardManifests#roleRules}) is proven sufficient and minimal with
 * the library's own RBAC coverage ({@link RbacCoverage}, Kubernetes' {@code Covers}): every request
 * a read of {@link ClusterRead#all} and a publication (apply, re-apply, prune) make against
 * kubernetes-server-mock is covered by the role, and every atomic permission of the role is used by
 * some request. A request becomes the attributes the API server authorizes as kubernetes/apiserver
 * {@code pkg/endpoints/request/requestinfo.go} ({@code NewRequestInfo}) derives them: {@code /api},
 * {@code /api/v}, {@code /apis}, {@code /apis/g}, {@code /apis/g/v} are non-resource paths; a
 * {@code GET} without a name is {@code list}; a server-side apply is {@code patch}, and also {@code
 * create} (which the API server checks when an apply creates the object, kubernetes/apiserver
 * {@code pkg/endpoints/handlers/patch.go}).
 *
 * <p>The read is the live reader's own ({@link LiveRead} with the guard's {@code --kinds}) against
 * a server that serves discovery and pages; the publication runs against the CRUD server.
 */
class GuardRoleTest {

  /**
   * A listing as {@code kubectl get -o yaml} prints it, with findings in a namespace and
   * cluster-wide: plane-a's Namespace without its label, a plane-a Secret in plane-b's namespace.
   */
  private static final String LISTING =
      """
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
      - apiVersion: v1
        kind: Secret
        metadata:
          labels:
            nvcf.nvidia.com/control-plane-id: plane-a
          name: plane-a-api-token
          namespace: plane-b-nvcf
          uid: 9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d
      """;

  KubernetesMockServer server;
  KubernetesClient client;

  @BeforeEach
  void start() {
    server = ApplyCreatesDispatcher.start();
    client = server.createClient();
    for (ClusterRead read : ClusterRead.all()) {
      if (!read.group().isEmpty()) {
        server.expectCustomResource(crd(read.group(), read.resource(), false));
      }
    }
    server.expectCustomResource(crd("wgpolicyk8s.io", "policyreports", true));
    server.expectCustomResource(crd("wgpolicyk8s.io", "clusterpolicyreports", false));
  }

  @AfterEach
  void stop() {
    client.close();
    server.destroy();
  }

  private static CustomResourceDefinitionContext crd(
      String group, String plural, boolean namespaced) {
    return new CustomResourceDefinitionContext.Builder()
        .withGroup(group)
        .withVersion("v1")
        .withPlural(plural)
        .withKind(plural)
        .withScope(namespaced ? "Namespaced" : "Cluster")
        .build();
  }

  /**
   * The requests of the live reader itself ({@link LiveRead}) reading what the guard's CronJob
   * reads ({@code --kinds} of every {@link ClusterRead#kubectlName}), against a server that serves
   * discovery for those resources and lists them in pages.
   */
  private static List<RecordedRequest> read() throws Exception {
    List<ApiServer.Kind> kinds = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (ClusterRead read : ClusterRead.all()) {
      kinds.add(new ApiServer.Kind(read.group(), "v1", read.resource(), read.resource(), false));
      names.add(read.kubectlName());
    }
    try (ApiServer api = new ApiServer(kinds)) {
      AuditReport report =
          Audit.cluster(
              ControlPlaneId.of("plane-a"),
              AuditOptions.defaults(),
              LiveRead.source(api.client(), new LiveReadOptions(500, names, List.of())));
      assertThat(report.incomplete()).isFalse();
      List<RecordedRequest> out = new ArrayList<>();
      RecordedRequest request;
      while ((request = api.server().takeRequest(10, TimeUnit.MILLISECONDS)) != null) {
        out.add(request);
      }
      assertThat(out)
          .extracting(RecordedRequest::getPath)
          .contains("/apis", "/api/v1/namespaces?limit=500");
      return out;
    }
  }

  private List<RecordedRequest> requests() throws InterruptedException {
    List<RecordedRequest> out = new ArrayList<>();
    RecordedRequest request;
    while ((request = server.takeRequest(10, TimeUnit.MILLISECONDS)) != null) {
      out.add(request);
    }
    return out;
  }

  /** What the API server authorizes for one request (requestinfo.go, NewRequestInfo). */
  static List<PolicyRule> attributes(RecordedRequest request) {
    String method = request.getMethod();
    String full = request.getPath();
    int q = full.indexOf('?');
    String path = q < 0 ? full : full.substring(0, q);
    String query = q < 0 ? "" : URLDecoder.decode(full.substring(q + 1), StandardCharsets.UTF_8);
    List<String> parts = new ArrayList<>(List.of(path.replaceAll("^/+|/+$", "").split("/")));
    boolean core = parts.get(0).equals("api");
    boolean resource = (core || parts.get(0).equals("apis")) && parts.size() >= (core ? 3 : 4);
    String verb = method.toLowerCase(java.util.Locale.ROOT);
    if (!resource) {
      return List.of(
          PolicyRule.nonResourceRule(List.of(path), List.of(verb.equals("head") ? "get" : verb)));
    }
    String group = core ? "" : parts.get(1);
    List<String> rest = parts.subList(core ? 2 : 3, parts.size());
    if (rest.get(0).equals("namespaces") && rest.size() > 2) {
      rest = rest.subList(2, rest.size());
    }
    String name = rest.size() >= 2 ? rest.get(1) : "";
    String res = rest.get(0) + (rest.size() >= 3 ? "/" + rest.get(2) : "");
    List<String> verbs = new ArrayList<>();
    switch (method) {
      case "GET", "HEAD" ->
          verbs.add(name.isEmpty() ? (query.contains("watch=true") ? "watch" : "list") : "get");
      case "POST" -> verbs.add("create");
      case "PUT" -> verbs.add("update");
      case "PATCH" -> {
        verbs.add("patch");
        String type = request.getHeader("Content-Type");
        if (type != null && type.startsWith("application/apply-patch")) {
          verbs.add("create");
        }
      }
      case "DELETE" -> verbs.add(name.isEmpty() ? "deletecollection" : "delete");
      default -> throw new AssertionError("unexpected method " + method);
    }
    return List.of(PolicyRule.resourceRule(List.of(group), List.of(res), verbs));
  }

  private List<PolicyRule> role() {
    ClusterRole role =
        client
            .getKubernetesSerialization()
            .unmarshal(
                "{\"apiVersion\":\"rbac.authorization.k8s.io/v1\",\"kind\":\"ClusterRole\","
                    + "\"metadata\":{\"name\":\"r\"},\"rules\":"
                    + GuardManifests.roleRules()
                    + "}",
                ClusterRole.class);
    return RbacObjects.rules(role);
  }

  /** Every atomic permission of {@code held} is used by some request. */
  private static List<AtomicPermission> unused(List<PolicyRule> held, List<PolicyRule> asked) {
    List<AtomicPermission> requests = new ArrayList<>();
    asked.forEach(rule -> requests.addAll(rule.atomics()));
    List<AtomicPermission> unused = new ArrayList<>();
    List<AtomicPermission> grants = new ArrayList<>();
    held.forEach(rule -> grants.addAll(rule.atomics()));
    for (AtomicPermission grant : grants) {
      if (requests.stream().noneMatch(r -> RbacCoverage.ruleCovers(grant.toPolicyRule(), r))) {
        unused.add(grant);
      }
    }
    return unused;
  }

  @Test
  void theRoleCoversEveryRequestOfTheReadAndThePublicationAndNothingMore() throws Exception {
    requests();
    List<RecordedRequest> reads = read();
    // findings in a namespace and cluster-wide, again, then none: apply, re-apply, prune both
    for (String listing : List.of(LISTING, LISTING, "apiVersion: v1\nkind: List\nitems: []\n")) {
      PolicyReportPublisher.publish(
          client,
          Audit.cluster(
              ControlPlaneId.of("plane-a"),
              AuditOptions.defaults(),
              ObjectStreams.of("listing.yaml", listing.getBytes(StandardCharsets.UTF_8))));
    }

    List<RecordedRequest> all = new ArrayList<>(reads);
    all.addAll(requests());
    Set<PolicyRule> asked = new LinkedHashSet<>();
    for (RecordedRequest request : all) {
      asked.addAll(attributes(request));
    }
    List<PolicyRule> askedList = List.copyOf(asked);
    assertThat(askedList)
        .extracting(PolicyRule::toString)
        .contains(
            "{APIGroups:[\"wgpolicyk8s.io\"], Resources:[\"policyreports\"], Verbs:[\"delete\"]}");

    List<PolicyRule> role = role();
    assertThat(RbacCoverage.covers(role, askedList).covered()).isTrue();
    assertThat(unused(role, askedList)).isEmpty();

    // the checks can fail: a role granting one more thing has an unused permission
    List<PolicyRule> wider = new ArrayList<>(role);
    wider.add(PolicyRule.resourceRule(List.of(""), List.of("secrets"), List.of("list")));
    assertThat(unused(wider, askedList)).hasSize(1);
    // and a role without the prune's delete no longer covers the requests
    List<PolicyRule> narrower = new ArrayList<>(role);
    narrower.replaceAll(
        r ->
            r.apiGroups().contains("wgpolicyk8s.io")
                ? PolicyRule.resourceRule(
                    r.apiGroups(), r.resources(), List.of("create", "list", "patch"))
                : r);
    assertThat(RbacCoverage.covers(narrower, askedList).covered()).isFalse();
  }

  @Test
  void requestsBecomeTheAttributesTheApiServerAuthorizes() {
    assertThat(attr("GET", "/apis", null))
        .isEqualTo("{NonResourceURLs:[\"/apis\"], Verbs:[\"get\"]}");
    assertThat(attr("GET", "/apis/gateway.networking.k8s.io/v1", null))
        .isEqualTo("{NonResourceURLs:[\"/apis/gateway.networking.k8s.io/v1\"], Verbs:[\"get\"]}");
    assertThat(attr("GET", "/api/v1/namespaces?limit=500", null))
        .isEqualTo("{APIGroups:[\"\"], Resources:[\"namespaces\"], Verbs:[\"list\"]}");
    assertThat(attr("GET", "/api/v1/namespaces/plane-a-nvcf", null))
        .isEqualTo("{APIGroups:[\"\"], Resources:[\"namespaces\"], Verbs:[\"get\"]}");
    assertThat(attr("GET", "/api/v1/namespaces/a/secrets?watch=true", null))
        .isEqualTo("{APIGroups:[\"\"], Resources:[\"secrets\"], Verbs:[\"watch\"]}");
    assertThat(
            attr(
                "PATCH",
                "/apis/wgpolicyk8s.io/v1alpha2/namespaces/a/policyreports/x?fieldManager=p",
                "application/apply-patch+yaml"))
        .isEqualTo(
            "{APIGroups:[\"wgpolicyk8s.io\"], Resources:[\"policyreports\"], Verbs:[\"patch\""
                + " \"create\"]}");
    assertThat(attr("DELETE", "/apis/wgpolicyk8s.io/v1alpha2/clusterpolicyreports", null))
        .isEqualTo(
            "{APIGroups:[\"wgpolicyk8s.io\"], Resources:[\"clusterpolicyreports\"],"
                + " Verbs:[\"deletecollection\"]}");
    assertThat(attr("GET", "/api/v1/namespaces/a/pods/p/log", null))
        .isEqualTo("{APIGroups:[\"\"], Resources:[\"pods/log\"], Verbs:[\"get\"]}");
  }

  private static String attr(String method, String path, String contentType) {
    io.fabric8.mockwebserver.http.Headers.Builder headers =
        io.fabric8.mockwebserver.http.Headers.builder();
    if (contentType != null) {
      headers.add("Content-Type", contentType);
    }
    RecordedRequest request =
        new RecordedRequest(
            "HTTP/1.1",
            io.fabric8.mockwebserver.dsl.HttpMethod.valueOf(method),
            path,
            headers.build(),
            new io.fabric8.mockwebserver.http.Buffer());
    return attributes(request).get(0).toString();
  }
}
