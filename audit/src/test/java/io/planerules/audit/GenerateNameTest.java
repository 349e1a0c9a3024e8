package io.planerules.audit;

import static io.planerules.audit.Audits.yaml;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Objects a render names by {@code metadata.generateName} (Helm hooks and Jobs; the API server
 * appends random characters at creation), and objects whose labels arrive through a YAML alias, as
 * kubectl and Helm read them (docs/reference/audit.md#reading-objects).
 */
class GenerateNameTest {

  private static final String LABEL = "nvcf.nvidia.com/control-plane-id";

  private static AuditReport render(String... documents) throws IOException {
    return Audit.render(
        ControlPlaneId.of("plane-a"),
        AuditOptions.builder().releaseNamespace("plane-a-nvcf").build(),
        yaml("render.yaml", documents));
  }

  private static String job(String namespace, String prefix, String label) {
    return "{apiVersion: batch/v1, kind: Job, metadata: {generateName: "
        + prefix
        + (namespace.isEmpty() ? "" : ", namespace: " + namespace)
        + (label.isEmpty() ? "" : ", labels: {" + LABEL + ": " + label + "}")
        + "}}";
  }

  @Test
  void aGeneratedNameIsJudgedByItsPrefixAndFindingsNameThePrefix() throws IOException {
    AuditReport report =
        render(
            job("", "plane-a-migrate-", ""),
            job("cert-manager", "plane-a-certs-", ""),
            job("cert-manager", "migrate-", ""),
            job("nvcf", "plane-a-migrate-", ""),
            job("plane-a-nvcf", "plane-a-migrate-", "plane-b"),
            "{apiVersion: rbac.authorization.k8s.io/v1, kind: ClusterRole,"
                + " metadata: {generateName: reader-}}",
            "{apiVersion: rbac.authorization.k8s.io/v1, kind: ClusterRole,"
                + " metadata: {generateName: plane-a-reader-}}");
    assertThat(Audits.findings(report))
        .containsExactly(
            "audit.outside-plane Job cert-manager/generateName: migrate-",
            "audit.legacy-namespace Job nvcf/generateName: plane-a-migrate-",
            "audit.foreign-label Job plane-a-nvcf/generateName: plane-a-migrate-",
            "audit.cluster-scoped ClusterRole generateName: reader-");
    assertThat(report.objects()).isEqualTo(7);
  }

  @Test
  void aNameWinsOverAGenerateNameAndAnEmptyPrefixIsMalformed() throws IOException {
    AuditReport report =
        render(
            "{apiVersion: v1, kind: ConfigMap, metadata: {name: other, generateName: plane-a-}}",
            "{apiVersion: v1, kind: ConfigMap, metadata: {name: '', generateName: other-,"
                + " namespace: cert-manager}}",
            "{apiVersion: v1, kind: ConfigMap, metadata: {generateName: ''}}");
    assertThat(Audits.findings(report))
        .containsExactly(
            "audit.outside-plane ConfigMap cert-manager/generateName: other-",
            "audit.malformed ConfigMap ");
  }

  @Test
  void twoRendersWithTheSamePrefixDoNotCollideTheServerNamesEachApart() throws IOException {
    String job = job("gateway-system", "shared-", "");
    AuditReport report =
        Audit.renders(
            List.of(
                new PlaneRender(
                    ControlPlaneId.of("plane-a"),
                    AuditOptions.defaults(),
                    List.of(yaml("a.yaml", job))),
                new PlaneRender(
                    ControlPlaneId.of("plane-b"),
                    AuditOptions.defaults(),
                    List.of(yaml("b.yaml", job)))));
    assertThat(report.findings())
        .extracting(Finding::ruleId)
        .containsExactly("audit.outside-plane", "audit.outside-plane");
  }

  @Test
  void labelsRepeatedThroughAnAliasAreTheObjectsLabels() throws IOException {
    AuditReport report =
        render(
            "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: plane-a-nvcf\n"
                + "  labels: &l {"
                + LABEL
                + ": plane-b}\n"
                + "  annotations: {note: x}\n"
                + "spec: {}\n"
                + "---\n"
                + "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: plane-a-config\n"
                + "  labels: *l\n");
    assertThat(Audits.findings(report))
        .containsExactly(
            "audit.foreign-label Namespace plane-a-nvcf", "audit.unreadable render.yaml#1");
    assertThat(report.findings().get(1).message())
        .isEqualTo("alias *l: no anchor &l before it in the document");
  }
}
