package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.Severity;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The entry points and the report, as their javadoc shows them. */
class AuditTest {

  @Test
  void render() throws IOException {
    // tag::render[]
    ObjectSource render =
        ObjectStreams.of(
            "render.yaml",
            ("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api\n  namespace: nvcf\n")
                .getBytes(StandardCharsets.UTF_8));
    AuditReport report =
        Audit.render(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), render);
    Finding finding = report.findings().get(0);
    // audit.legacy-namespace: in namespace "nvcf", the legacy name of "plane-a"'s namespace
    // "plane-a-nvcf"
    // end::render[]
    assertThat(finding.ruleId()).isEqualTo("audit.legacy-namespace");
    assertThat(finding.message())
        .isEqualTo(
            "in namespace \"nvcf\", the legacy name of \"plane-a\"'s namespace \"plane-a-nvcf\"");
    assertThat(finding.severity()).isEqualTo(Severity.ERROR);
    assertThat(finding.line()).isEqualTo(1);
    assertThat(report.hasErrors()).isTrue();
    assertThat(report.errors()).isEqualTo(1);
    assertThat(report.warnings()).isZero();
    assertThat(report.counts()).containsExactly(java.util.Map.entry("audit.legacy-namespace", 1L));
  }

  @Test
  void errors() throws IOException {
    ObjectSource source = Audits.yaml("r.yaml", Audits.object("v1", "ConfigMap", "", "api", ""));
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    AuditOptions options = AuditOptions.defaults();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    // tag::errors[]
    AuditReport report = Audit.render(id, options, source);
    for (Finding f : report.findings()) {
      err.println(f.source().file() + ":" + f.line() + ": " + f.ruleId() + ": " + f.message());
    }
    boolean failed = report.hasErrors(); // warnings alone pass
    // end::errors[]
    assertThat(failed).isFalse();
    assertThat(bytes.toString(StandardCharsets.UTF_8))
        .startsWith(
            "r.yaml:1: audit.namespace-unknown: namespaced ConfigMap has no metadata.namespace");
  }

  @Test
  void theReportCountsObjectsAndFindings() throws IOException {
    AuditReport report =
        Audit.cluster(
            ControlPlaneId.of("plane-a"),
            AuditOptions.defaults(),
            List.of(
                Audits.yaml("l.yaml", Audits.object("v1", "Namespace", "", "plane-a-nvcf", ""))));
    assertThat(report.objects()).isEqualTo(1);
    assertThat(report.planes())
        .singleElement()
        .satisfies(p -> assertThat(p.mode()).isEqualTo("named"));
    assertThat(Audits.findings(report))
        .containsExactly("audit.namespace-owner Namespace plane-a-nvcf");
  }
}
