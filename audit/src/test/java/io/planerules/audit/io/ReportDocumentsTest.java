package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.PlaneRender;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The JSON report and the SARIF 2.1.0 log (docs/reference/audit.md#output). The expected texts are
 * written by hand from the report's shape and the SARIF 2.1.0 specification (OASIS, §3.13 {@code
 * sarifLog}, §3.14 {@code run}, §3.27 {@code result}, §3.28 {@code location}, §3.49 {@code
 * reportingDescriptor}).
 */
class ReportDocumentsTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static final ObjectSource RENDER =
      ObjectStreams.of(
          "render/plane a.yaml",
          ("---\n{apiVersion: v1, kind: ConfigMap, metadata: {name: api, namespace: default}}\n"
                  + "---\nbad: [\n")
              .getBytes(StandardCharsets.UTF_8));

  @Test
  void sarif() throws IOException {
    ObjectSource render = RENDER;
    // tag::sarif[]
    AuditReport report =
        Audit.render(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), render);
    String json = ReportDocuments.json(report); // {"audit": "render", "planeId": "plane-a", ...}
    String sarif = ReportDocuments.sarif(report); // {"$schema": ..., "version": "2.1.0", ...}
    // end::sarif[]
    assertThat(json).startsWith("{\n  \"audit\": \"render\",\n  \"planeId\": \"plane-a\",");
    assertThat(MAPPER.readTree(sarif).get("version").asText()).isEqualTo("2.1.0");
  }

  @Test
  void theJsonReportIsTheFindingsInInputOrder() throws IOException {
    AuditReport report =
        Audit.render(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), RENDER);
    assertThat(ReportDocuments.json(report))
        .isEqualTo(
            """
            {
              "audit": "render",
              "planeId": "plane-a",
              "mode": "named",
              "objects": 1,
              "errors": 2,
              "warnings": 0,
              "findings": [
                {
                  "rule": "audit.outside-plane",
                  "severity": "error",
                  "object": {
                    "apiVersion": "v1",
                    "kind": "ConfigMap",
                    "namespace": "default",
                    "name": "api"
                  },
                  "source": {
                    "file": "render/plane a.yaml",
                    "document": 0,
                    "line": 1
                  },
                  "message": "in namespace \\"default\\", which is neither one of \\"plane-a\\"'s namespaces (plane-a-…) nor a shared namespace"
                },
                {
                  "rule": "audit.unreadable",
                  "severity": "error",
                  "object": null,
                  "source": {
                    "file": "render/plane a.yaml",
                    "document": 1,
                    "line": 3
                  },
                  "position": {
                    "line": 5,
                    "column": 1
                  },
                  "message": "expected the node content, but found '<stream end>'"
                }
              ],
              "counts": {
                "audit.outside-plane": 1,
                "audit.unreadable": 1
              }
            }
            """);
  }

  @Test
  void theSarifLogIsOneRunWithTheRulesOfItsFindingsAndOneResultEach() throws IOException {
    AuditReport report =
        Audit.render(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), RENDER);
    JsonNode log = MAPPER.readTree(ReportDocuments.sarif(report));
    assertThat(log.get("$schema").asText()).isEqualTo(ReportDocuments.SARIF_SCHEMA);
    assertThat(log.get("version").asText()).isEqualTo("2.1.0");
    assertThat(log.get("runs")).hasSize(1);
    JsonNode run = log.get("runs").get(0);
    JsonNode driver = run.at("/tool/driver");
    assertThat(driver.get("name").asText()).isEqualTo("planerules");
    assertThat(driver.get("rules"))
        .extracting(r -> r.get("id").asText())
        .containsExactly("audit.outside-plane", "audit.unreadable");
    JsonNode rule = driver.get("rules").get(0);
    assertThat(rule.at("/shortDescription/text").asText())
        .startsWith("named: a namespaced object neither");
    assertThat(rule.at("/help/text").asText())
        .startsWith("audit.outside-plane: named: a namespaced object");
    assertThat(rule.at("/defaultConfiguration/level").asText()).isEqualTo("error");
    assertThat(run.at("/automationDetails/id").asText())
        .isEqualTo("planerules-audit/render/plane-a/");
    JsonNode results = run.get("results");
    assertThat(results).hasSize(2);
    JsonNode first = results.get(0);
    assertThat(first.get("ruleId").asText()).isEqualTo("audit.outside-plane");
    assertThat(first.get("ruleIndex").asInt()).isZero();
    assertThat(first.get("level").asText()).isEqualTo("error");
    assertThat(first.at("/message/text").asText()).startsWith("in namespace \"default\"");
    JsonNode location = first.get("locations").get(0);
    assertThat(location.at("/physicalLocation/artifactLocation/uri").asText())
        .isEqualTo("render/plane%20a.yaml");
    assertThat(location.at("/physicalLocation/region/startLine").asInt()).isEqualTo(1);
    assertThat(location.at("/physicalLocation/region/startColumn").isMissingNode()).isTrue();
    assertThat(location.at("/logicalLocations/0/fullyQualifiedName").asText())
        .isEqualTo("ConfigMap default/api");
    assertThat(first.at("/partialFingerprints/planerulesFinding~1v1").asText())
        .isEqualTo("audit.outside-plane||v1|ConfigMap|default|api");
    JsonNode second = results.get(1);
    assertThat(second.get("ruleIndex").asInt()).isEqualTo(1);
    assertThat(second.at("/locations/0/physicalLocation/region/startLine").asInt()).isEqualTo(5);
    assertThat(second.at("/locations/0/physicalLocation/region/startColumn").asInt()).isEqualTo(1);
    assertThat(second.at("/locations/0/logicalLocations").isMissingNode()).isTrue();
  }

  @Test
  void aReportOfSeveralRendersNamesThePlaneOfEveryFinding() throws IOException {
    AuditReport report =
        Audit.renders(
            List.of(
                new PlaneRender(
                    ControlPlaneId.of("plane-a"), AuditOptions.defaults(), List.of(RENDER)),
                new PlaneRender(ControlPlaneId.LEGACY, AuditOptions.defaults(), List.of())));
    JsonNode json = ReportDocuments.jsonTree(report);
    assertThat(json.get("planeId").isNull()).isTrue();
    assertThat(json.get("mode").isNull()).isTrue();
    assertThat(json.get("planes").toString())
        .isEqualTo(
            "[{\"planeId\":\"plane-a\",\"mode\":\"named\",\"objects\":1},"
                + "{\"planeId\":\"\",\"mode\":\"legacy\",\"objects\":0}]");
    assertThat(json.at("/findings/0/planeId").asText()).isEqualTo("plane-a");
    JsonNode sarif = ReportDocuments.sarifTree(report);
    assertThat(sarif.at("/runs/0/automationDetails/id").asText())
        .isEqualTo("planerules-audit/renders/plane-a/legacy/");
    assertThat(sarif.at("/runs/0/results/0/properties/planeId").asText()).isEqualTo("plane-a");
  }

  @Test
  void filesAreRelativeUriReferences() {
    assertThat(ReportDocuments.uri("render/a.yaml")).isEqualTo("render/a.yaml");
    assertThat(ReportDocuments.uri("./render/a b#c%.yaml")).isEqualTo("render/a%20b%23c%25.yaml");
    assertThat(ReportDocuments.uri("plané/x~_-.yml")).isEqualTo("plan%C3%A9/x~_-.yml");
    assertThat(ReportDocuments.uri("-")).isEqualTo("stdin");
  }

  @Test
  void aCleanReportHasNoRulesAndNoResults() throws IOException {
    AuditReport report =
        Audit.render(
            ControlPlaneId.of("plane-a"),
            AuditOptions.defaults(),
            ObjectStreams.of("e", new byte[0]));
    JsonNode sarif = ReportDocuments.sarifTree(report);
    assertThat(sarif.at("/runs/0/tool/driver/rules")).isEmpty();
    assertThat(sarif.at("/runs/0/results")).isEmpty();
    assertThat(ReportDocuments.jsonTree(report).get("counts")).isEmpty();
  }
}
