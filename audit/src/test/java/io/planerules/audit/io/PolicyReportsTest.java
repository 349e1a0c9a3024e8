package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.PlaneRender;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * PolicyReports (docs/reference/audit.md#policyreports), validated against the {@code v1alpha2}
 * OpenAPI schema of the real CRDs (kubernetes-sigs/wg-policy-prototypes {@code
 * policy-report/crd/v1alpha2/}, kept under this package's test resources, see their README) by
 * networknt json-schema-validator. The API server prunes fields a structural schema does not
 * declare instead of refusing them; the schema here refuses them ({@code additionalProperties:
 * false} wherever the CRD lists {@code properties}), so a field in the wrong place (under {@code
 * spec}, say) fails instead of vanishing. The expected text is written by hand from the CRD.
 */
class PolicyReportsTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** What {@code kubectl get namespaces,secrets,gateways -A -o yaml} prints, trimmed. */
  private static final String LISTING =
      """
      apiVersion: v1
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
        type: Opaque
      kind: List
      metadata:
        resourceVersion: ""
      """;

  private static ObjectSource listing() {
    return ObjectStreams.of("listing.yaml", LISTING.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void usage() throws IOException {
    AuditOptions options = AuditOptions.defaults();
    ObjectSource listing = listing();
    // tag::usage[]
    AuditReport report = Audit.cluster(ControlPlaneId.of("plane-a"), options, listing);
    List<ObjectNode> reports = PolicyReports.documents(report); // ClusterPolicyReport first
    String yaml = PolicyReports.yaml(report); // the same as a YAML stream
    // end::usage[]
    assertThat(reports)
        .extracting(r -> r.get("kind").asText())
        .containsExactly("ClusterPolicyReport", "PolicyReport");
    assertThat(yaml).startsWith("---\napiVersion: wgpolicyk8s.io/v1alpha2\n");
  }

  @Test
  void oneClusterReportAndOneReportPerNamespaceWithFindings() throws IOException {
    AuditReport report =
        Audit.cluster(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), listing());
    assertThat(PolicyReports.yaml(report))
        .isEqualTo(
            """
            ---
            apiVersion: wgpolicyk8s.io/v1alpha2
            kind: ClusterPolicyReport
            metadata:
              name: planerules.plane-a
              labels:
                app.kubernetes.io/managed-by: planerules
                planerules.io/audited-plane: plane-a
            summary:
              pass: 0
              fail: 1
              warn: 0
              error: 0
              skip: 0
            results:
              - source: planerules
                policy: audit.namespace-owner
                rule: audit.namespace-owner
                result: fail
                severity: high
                message: 'Namespace "plane-a-nvcf" of "plane-a" has no ownership label, expected nvcf.nvidia.com/control-plane-id="plane-a": the plane''s lifecycle refuses to touch it'
                resources:
                  - apiVersion: v1
                    kind: Namespace
                    name: plane-a-nvcf
                    uid: 0b7c2d6e-7a8f-4d0e-9a64-2f1d3c4b5a61
                properties:
                  planeId: plane-a
            ---
            apiVersion: wgpolicyk8s.io/v1alpha2
            kind: PolicyReport
            metadata:
              name: planerules.plane-a
              namespace: plane-b-nvcf
              labels:
                app.kubernetes.io/managed-by: planerules
                planerules.io/audited-plane: plane-a
            scope:
              apiVersion: v1
              kind: Namespace
              name: plane-b-nvcf
            summary:
              pass: 0
              fail: 1
              warn: 0
              error: 0
              skip: 0
            results:
              - source: planerules
                policy: audit.foreign-namespace
                rule: audit.foreign-namespace
                result: fail
                severity: high
                message: labelled for "plane-a" in namespace "plane-b-nvcf", which is labelled for "plane-b"
                resources:
                  - apiVersion: v1
                    kind: Secret
                    namespace: plane-b-nvcf
                    name: plane-a-api-token
                    uid: 9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d
                properties:
                  planeId: plane-a
            """);
  }

  @Test
  void everyReportValidatesAgainstTheCrdSchema() throws IOException {
    AuditReport cluster =
        Audit.cluster(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), listing());
    // a render with a warning (namespace unknown), an unreadable document and two planes
    ObjectSource a =
        ObjectStreams.of(
            "a.yaml",
            ("---\n{apiVersion: v1, kind: ConfigMap, metadata: {name: api}}\n"
                    + "---\n{apiVersion: v1, kind: ConfigMap, metadata: {name: x, namespace:"
                    + " default}}\n---\nbad: [\n")
                .getBytes(StandardCharsets.UTF_8));
    ObjectSource b =
        ObjectStreams.of(
            "b.yaml",
            "{apiVersion: v1, kind: Namespace, metadata: {name: nvcf}}\n"
                .getBytes(StandardCharsets.UTF_8));
    AuditReport renders =
        Audit.renders(
            List.of(
                new PlaneRender(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), List.of(a)),
                new PlaneRender(
                    ControlPlaneId.of("plane-b"), AuditOptions.defaults(), List.of(b))));
    List<ObjectNode> documents = new ArrayList<>(PolicyReports.documents(cluster));
    documents.addAll(PolicyReports.documents(renders));
    assertThat(documents).hasSizeGreaterThanOrEqualTo(5);
    for (ObjectNode document : documents) {
      assertThat(errors(document)).as(document.toString()).isEmpty();
    }
    assertThat(PolicyReports.json(renders))
        .containsExactlyElementsOf(
            PolicyReports.documents(renders).stream().map(JsonNode::toString).toList());
    // the YAML stream reads back as the same trees
    assertThat(readYaml(PolicyReports.yaml(renders)).stream().map(JsonNode::toString))
        .containsExactlyElementsOf(
            PolicyReports.documents(renders).stream().map(JsonNode::toString).toList());
  }

  @Test
  void theStrictSchemaRefusesWhatTheCrdDoesNotDefine() throws IOException {
    AuditReport report =
        Audit.cluster(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), listing());
    ObjectNode misplaced = PolicyReports.documents(report).get(1).deepCopy();
    misplaced.putObject("spec").set("results", misplaced.remove("results"));
    assertThat(errors(misplaced)).isNotEmpty();
    ObjectNode badResult = PolicyReports.documents(report).get(1).deepCopy();
    ((ObjectNode) badResult.get("results").get(0)).put("result", "error!");
    assertThat(errors(badResult)).isNotEmpty();
    ObjectNode badSeverity = PolicyReports.documents(report).get(1).deepCopy();
    ((ObjectNode) badSeverity.get("results").get(0)).put("severity", "error");
    assertThat(errors(badSeverity)).isNotEmpty();
  }

  @Test
  void warningsWarnAndFindingsWithoutAnObjectGoToTheClusterReport() throws IOException {
    ObjectSource render =
        ObjectStreams.of(
            "render.yaml",
            ("---\n{apiVersion: v1, kind: ConfigMap, metadata: {name: plane-a-api}}\n---\nbad: [\n")
                .getBytes(StandardCharsets.UTF_8));
    AuditReport report =
        Audit.render(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), render);
    List<ObjectNode> documents = PolicyReports.documents(report);
    assertThat(documents).hasSize(1);
    JsonNode results = documents.get(0).get("results");
    assertThat(results).hasSize(2);
    assertThat(results.get(0).get("policy").asText()).isEqualTo("audit.namespace-unknown");
    assertThat(results.get(0).get("result").asText()).isEqualTo("warn");
    assertThat(results.get(0).get("severity").asText()).isEqualTo("medium");
    assertThat(results.get(0).get("resources").get(0).has("namespace")).isFalse();
    assertThat(results.get(0).get("resources").get(0).has("uid")).isFalse();
    assertThat(results.get(1).get("policy").asText()).isEqualTo("audit.unreadable");
    assertThat(results.get(1).has("resources")).isFalse();
    assertThat(results.get(1).get("message").asText()).startsWith("render.yaml#1: ");
    assertThat(documents.get(0).get("summary").get("warn").asLong()).isEqualTo(1);
    assertThat(documents.get(0).get("summary").get("fail").asLong()).isEqualTo(1);
  }

  @Test
  void eachPlaneHasItsOwnNames() throws IOException {
    assertThat(PolicyReports.name("plane-a")).isEqualTo("planerules.plane-a");
    assertThat(PolicyReports.name("")).isEqualTo("planerules");
    AuditReport clean =
        Audit.cluster(
            ControlPlaneId.of("plane-b"),
            AuditOptions.defaults(),
            ObjectStreams.of("empty.yaml", new byte[0]));
    assertThat(PolicyReports.documents(clean)).isEmpty();
    assertThat(PolicyReports.json(clean)).isEmpty();
    assertThat(PolicyReports.yaml(clean)).isEmpty();
  }

  // ------------------------------------------------------------------ the CRD's schema

  private static List<Error> errors(ObjectNode document) throws IOException {
    boolean cluster = document.get("kind").asText().equals("ClusterPolicyReport");
    return schema(cluster).validate(document);
  }

  private static Schema policyReport;
  private static Schema clusterPolicyReport;

  private static synchronized Schema schema(boolean cluster) throws IOException {
    if (policyReport == null) {
      policyReport = load("wgpolicyk8s.io_policyreports.yaml");
      clusterPolicyReport = load("wgpolicyk8s.io_clusterpolicyreports.yaml");
    }
    return cluster ? clusterPolicyReport : policyReport;
  }

  /** The {@code v1alpha2} version's {@code openAPIV3Schema}, closed where it lists properties. */
  private static Schema load(String resource) throws IOException {
    JsonNode crd = null;
    try (InputStream in = PolicyReportsTest.class.getResourceAsStream(resource)) {
      for (Object document : new Yaml().loadAll(in)) {
        if (document != null) {
          crd = MAPPER.valueToTree(document);
        }
      }
    }
    assertThat(crd).isNotNull();
    JsonNode schema = null;
    for (JsonNode version : crd.get("spec").get("versions")) {
      if (version.get("name").asText().equals("v1alpha2")) {
        schema = version.get("schema").get("openAPIV3Schema").deepCopy();
      }
    }
    assertThat(schema).isNotNull();
    close(schema);
    return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4).getSchema(schema);
  }

  private static void close(JsonNode node) {
    if (node instanceof ObjectNode object) {
      if (object.has("properties") && !object.has("additionalProperties")) {
        object.put("additionalProperties", false);
      }
      JsonNode properties = object.get("properties");
      if (properties != null) {
        for (Map.Entry<String, JsonNode> property : properties.properties()) {
          close(property.getValue());
        }
      }
      if (object.has("items")) {
        close(object.get("items"));
      }
    }
  }

  private static List<JsonNode> readYaml(String text) {
    List<JsonNode> out = new ArrayList<>();
    for (Object document : new Yaml(new LoaderOptions()).loadAll(text)) {
      out.add(MAPPER.valueToTree(document));
    }
    return out;
  }
}
