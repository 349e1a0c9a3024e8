package io.planerules.audit.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.audit.report.ObjectId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * A report as {@code wgpolicyk8s.io/v1alpha2} PolicyReports, the objects Policy Reporter, Kyverno
 * and Trivy's adapter read (docs/reference/audit.md#policyreports): one {@code PolicyReport} per
 * namespace with findings, in that namespace, and one {@code ClusterPolicyReport} for the findings
 * of cluster-scoped objects (and of findings that name no namespace). {@code scope}, {@code
 * summary} and {@code results} are top-level fields, as the CRD defines them.
 *
 * <p>Each result: {@code source: planerules}, {@code policy} the finding's rule id, {@code rule}
 * the id of the rule that decided it, {@code result} {@code fail} (error) or {@code warn}
 * (warning), {@code severity} {@code high} (error) or {@code medium} (warning), the message, the
 * object as {@code resources[0]} (with its {@code uid} when the object had one) and {@code
 * properties.planeId}. A report is named {@link #name} of its plane and labelled {@value
 * #MANAGED_BY_KEY}{@code =}{@value #MANAGED_BY} and {@value #PLANE_KEY}{@code =<plane id>}, so each
 * plane's reports are its own and a publisher finds the ones it wrote
 * (docs/adr/0098-policy-report-names-and-pruning.md). No timestamp: the text depends only on the
 * report.
 * <!-- snippet: PolicyReportsTest#usage -->
 *
 * <pre>{@code
 * AuditReport report = Audit.cluster(ControlPlaneId.of("plane-a"), options, listing);
 * List<ObjectNode> reports = PolicyReports.documents(report); // ClusterPolicyReport first
 * String yaml = PolicyReports.yaml(report); // the same as a YAML stream
 * }</pre>
 */
public final class PolicyReports {

  /** The API version of every report. */
  public static final String API_VERSION = "wgpolicyk8s.io/v1alpha2";

  /** The kind of a namespace's report. */
  public static final String NAMESPACED_KIND = "PolicyReport";

  /** The kind of the cluster-scoped report. */
  public static final String CLUSTER_KIND = "ClusterPolicyReport";

  /** The label every report carries, with {@link #MANAGED_BY}. */
  public static final String MANAGED_BY_KEY = "app.kubernetes.io/managed-by";

  /** The value of {@link #MANAGED_BY_KEY}, also each result's {@code source}. */
  public static final String MANAGED_BY = "planerules";

  /**
   * The label naming the plane a report is about ({@code ""} for the legacy plane). Not the
   * ownership label: a report about plane {@code p} may sit in another plane's namespace, and must
   * not read as {@code p}'s object there.
   */
  public static final String PLANE_KEY = "planerules.io/audited-plane";

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private PolicyReports() {}

  /**
   * The name of every report about a plane: {@code planerules.<id>}, or {@code planerules} for the
   * legacy plane. A plane id is a DNS label (no dot), so no two planes' names meet.
   *
   * @param planeId the plane's id ({@code ""} is legacy)
   * @return e.g. {@code planerules.plane-a}
   */
  public static String name(String planeId) {
    return planeId.isEmpty() ? MANAGED_BY : MANAGED_BY + "." + planeId;
  }

  /**
   * The reports: for each plane of the report (the plane of {@code renders}' findings), a {@code
   * ClusterPolicyReport} when some finding names no namespace, then a {@code PolicyReport} for each
   * namespace with findings, sorted by namespace; results in the report's order. An audit without
   * findings has no reports.
   *
   * @param report the report
   * @return the reports as trees, in that order
   */
  public static List<ObjectNode> documents(AuditReport report) {
    String single = report.planes().size() == 1 ? report.planes().get(0).planeId() : "";
    // plane -> namespace ("" for the cluster report) -> findings
    Map<String, TreeMap<String, List<Finding>>> grouped = new TreeMap<>();
    for (Finding finding : report.findings()) {
      String plane = finding.planeId() != null ? finding.planeId() : single;
      ObjectId id = finding.object();
      String namespace = id == null || id.namespace() == null ? "" : id.namespace();
      grouped
          .computeIfAbsent(plane, p -> new TreeMap<>())
          .computeIfAbsent(namespace, n -> new ArrayList<>())
          .add(finding);
    }
    List<ObjectNode> out = new ArrayList<>();
    grouped.forEach(
        (plane, namespaces) ->
            namespaces.forEach(
                (namespace, findings) -> out.add(document(plane, namespace, findings))));
    return out;
  }

  /**
   * {@link #documents} as compact JSON texts, one a report: what a client that brings its own
   * object model (fabric8's, for {@code PolicyReportPublisher}) reads in.
   *
   * @param report the report
   * @return the reports' JSON, in the order of {@link #documents}
   */
  public static List<String> json(AuditReport report) {
    List<String> out = new ArrayList<>();
    for (ObjectNode document : documents(report)) {
      out.add(document.toString());
    }
    return out;
  }

  /**
   * {@link #documents} as a YAML stream: each report a document starting with {@code ---}, block
   * style; the empty text when there is no report.
   *
   * @param report the report
   * @return the stream
   */
  public static String yaml(AuditReport report) {
    return YamlDocuments.stream(documents(report));
  }

  private static ObjectNode document(String plane, String namespace, List<Finding> findings) {
    boolean cluster = namespace.isEmpty();
    ObjectNode report = NODES.objectNode();
    report.put("apiVersion", API_VERSION);
    report.put("kind", cluster ? CLUSTER_KIND : NAMESPACED_KIND);
    ObjectNode metadata = report.putObject("metadata");
    metadata.put("name", name(plane));
    if (!cluster) {
      metadata.put("namespace", namespace);
    }
    metadata.putObject("labels").put(MANAGED_BY_KEY, MANAGED_BY).put(PLANE_KEY, plane);
    if (!cluster) {
      report
          .putObject("scope")
          .put("apiVersion", "v1")
          .put("kind", "Namespace")
          .put("name", namespace);
    }
    long fail = findings.stream().filter(Finding::isError).count();
    report
        .putObject("summary")
        .put("pass", 0)
        .put("fail", fail)
        .put("warn", findings.size() - fail)
        .put("error", 0)
        .put("skip", 0);
    ArrayNode results = report.putArray("results");
    for (Finding finding : findings) {
      results.add(result(plane, finding));
    }
    return report;
  }

  private static ObjectNode result(String plane, Finding finding) {
    ObjectNode result = NODES.objectNode();
    result.put("source", MANAGED_BY);
    result.put("policy", finding.ruleId());
    result.put("rule", finding.rule().id().value());
    result.put("result", finding.isError() ? "fail" : "warn");
    result.put("severity", finding.isError() ? "high" : "medium");
    result.put("message", message(finding));
    ObjectId id = finding.object();
    if (id != null) {
      ObjectNode resource = result.putArray("resources").addObject();
      resource.put("apiVersion", id.apiVersion());
      resource.put("kind", id.kind());
      putIfPresent(resource, "namespace", id.namespace());
      resource.put("name", id.name());
      putIfPresent(resource, "uid", id.uid());
    }
    result.putObject("properties").put("planeId", plane);
    return result;
  }

  /** The message; a finding without an object also says which document it is about. */
  private static String message(Finding finding) {
    return finding.object() == null
        ? finding.source().file() + "#" + finding.source().document() + ": " + finding.message()
        : finding.message();
  }

  private static void putIfPresent(ObjectNode node, String field, @Nullable String value) {
    if (value != null) {
      node.put(field, value);
    }
  }
}
