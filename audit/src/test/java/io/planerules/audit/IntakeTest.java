package io.planerules.audit;

import static io.planerules.audit.Audits.object;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ObjectSource;
import io.planerules.audit.source.ReadGap;
import io.planerules.audit.source.SourceRef;
import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.Severity;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * What reaches the rules (docs/reference/audit.md#reading-objects): malformed objects, the count of
 * objects read, Helm values files, and findings in input order across files.
 */
class IntakeTest {

  private static AuditReport render(String name, String text) throws IOException {
    return Audit.render(
        ControlPlaneId.of("plane-a"),
        AuditOptions.builder().releaseNamespace("plane-a-nvcf").build(),
        ObjectStreams.of(name, text.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void anObjectWithoutApiVersionKindOrNameIsMalformedAndNotJudgedFurther() throws IOException {
    AuditReport report =
        render(
            "r.yaml",
            "kind: ConfigMap\nmetadata: {name: a, namespace: default}\n---\n"
                + "apiVersion: v1\nmetadata: {name: b}\n---\n"
                + "apiVersion: v1\nkind: ConfigMap\nmetadata: {namespace: default}\n---\n"
                + "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ''}\n");
    assertThat(Audits.findings(report))
        .containsExactly(
            "audit.malformed ConfigMap default/a",
            "audit.malformed  b",
            "audit.malformed ConfigMap default/",
            "audit.malformed ConfigMap ");
    assertThat(report.objects()).isEqualTo(4);
  }

  @Test
  void objectsCountListItemsNotTheListNorEmptyDocuments() throws IOException {
    AuditReport report =
        render(
            "r.yaml",
            "---\n---\nnull\n---\napiVersion: v1\nkind: List\nitems:\n"
                + "- {apiVersion: v1, kind: ConfigMap, metadata: {name: a}}\n"
                + "- {apiVersion: v1, kind: ConfigMap, metadata: {name: b}}\n"
                + "---\napiVersion: v1\nkind: ConfigMapList\nitems: []\n---\nbad: [\n");
    assertThat(report.objects()).isEqualTo(2);
    assertThat(Audits.findings(report)).containsExactly("audit.unreadable r.yaml#4");
  }

  @Test
  void aValuesFileWithoutObjectsIsSkipped() throws IOException {
    String values = "global:\n  domain: plane-a.example.test\n---\nreplicas: 2\n";
    for (String name :
        new String[] {"values.yaml", "dir/plane-a-values.yaml", "values.yml", "x-values.yml"}) {
      AuditReport report = render(name, values + "---\nbad: [\n");
      assertThat(report.findings()).as(name).isEmpty();
      assertThat(report.objects()).as(name).isZero();
    }
  }

  @Test
  void aValuesFileWithAnObjectIsReadAsAnyFile() throws IOException {
    AuditReport report =
        render(
            "values.yaml",
            "replicas: 2\n---\n" + object("v1", "ConfigMap", "", "api", "") + "\n---\nother: 1\n");
    assertThat(Audits.findings(report)).containsExactly("audit.malformed  ", "audit.malformed  ");
    assertThat(report.objects()).isEqualTo(3);
  }

  @Test
  void aFileNamedLikeValuesButNotAValuesFileIsNotSkipped() throws IOException {
    AuditReport report = render("myvalues.yaml", "replicas: 2\n");
    assertThat(Audits.findings(report)).containsExactly("audit.malformed  ");
  }

  @Test
  void findingsComeInInputOrderAcrossFilesAndDeferredScopes() throws IOException {
    AuditReport report =
        Audit.render(
            ControlPlaneId.of("plane-a"),
            AuditOptions.defaults(),
            Audits.yaml("1.yaml", object("example.com/v1", "Widget", "", "w1", ""), "bad: ["),
            Audits.yaml(
                "2.yaml",
                object("v1", "ConfigMap", "default", "c", ""),
                object(
                    "apiextensions.k8s.io/v1",
                    "CustomResourceDefinition",
                    "",
                    "widgets.example.com",
                    "spec: {group: example.com, scope: Cluster, names: {kind: Widget}}")));
    assertThat(Audits.findings(report))
        .containsExactly(
            "audit.cluster-scoped Widget w1",
            "audit.unreadable 1.yaml#1",
            "audit.outside-plane ConfigMap default/c",
            "audit.shared-crd CustomResourceDefinition widgets.example.com");
  }

  @Test
  void aGapASourceReportsIsAFindingInInputOrderAndLeavesTheReadIncomplete() throws IOException {
    ObjectSource live =
        new ObjectSource() {
          @Override
          public String name() {
            return "live";
          }

          @Override
          public void read(ObjectSink sink) {
            sink.unreadable(new SourceRef("live", 0, 1), new SourcePosition(1, 2), "first");
            sink.gap(new SourceRef("live", 1, 1), ReadGap.FORBIDDEN, "secrets: forbidden");
            sink.unreadable(new SourceRef("live", 2, 1), new SourcePosition(3, 4), "third");
          }
        };
    AuditReport report = Audit.render(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), live);
    assertThat(report.findings())
        .extracting(f -> f.ruleId() + " " + f.source() + " " + f.message())
        .containsExactly(
            "audit.unreadable live#0 (line 1) first",
            "audit.read-forbidden live#1 (line 1) secrets: forbidden",
            "audit.unreadable live#2 (line 1) third");
    assertThat(report.findings().get(1).severity()).isEqualTo(Severity.WARNING);
    assertThat(report.incomplete()).isTrue();
  }
}
