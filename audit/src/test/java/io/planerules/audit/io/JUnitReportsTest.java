package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.PlaneRender;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.junit.jupiter.api.Test;
import org.xml.sax.SAXException;

/**
 * JUnit XML (docs/reference/audit.md#junit-xml), validated by the JDK's XML Schema validator
 * against the schema Jenkins' xUnit plugin reads reports with (jenkinsci/xunit-plugin {@code
 * junit-10.xsd}, kept under this package's test resources, see their README). The expected text is
 * written by hand.
 */
class JUnitReportsTest {

  private static ObjectSource yaml(String name, String text) {
    return ObjectStreams.of(name, text.getBytes(StandardCharsets.UTF_8));
  }

  private static final String RENDER =
      """
      ---
      {apiVersion: v1, kind: ConfigMap, metadata: {name: plane-a-api, namespace: plane-a-nvcf}}
      ---
      {apiVersion: v1, kind: ConfigMap, metadata: {name: "x<&>", namespace: default}}
      ---
      {apiVersion: v1, kind: Secret, metadata: {name: plane-a-token}}
      ---
      bad: [
      """;

  @Test
  void usage() throws IOException {
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    AuditOptions options = AuditOptions.defaults();
    ObjectSource render = yaml("render.yaml", RENDER);
    // tag::usage[]
    JUnitReports junit = new JUnitReports();
    AuditReport report = Audit.render(id, options, junit.recording("plane-a", render));
    String xml = junit.xml(report); // <testsuites name="planerules audit render" ...
    // end::usage[]
    assertThat(junit.objects()).isEqualTo(3);
    assertThat(xml).contains("<testsuites name=\"planerules audit render\"");
  }

  private static String renderXml() throws IOException {
    JUnitReports judged = new JUnitReports();
    AuditReport report =
        Audit.render(
            ControlPlaneId.of("plane-a"),
            AuditOptions.defaults(),
            judged.recording("plane-a", yaml("render.yaml", RENDER)));
    return judged.xml(report);
  }

  @Test
  void oneSuitePerRuleOneCasePerObject() throws IOException {
    String xml = renderXml();
    // 21 suites: 2 reading + 16 render + listener-port + issuer + hook; 3 objects each, and the
    // unreadable document in audit.unreadable: 64 cases; failures: outside-plane, unreadable
    assertThat(xml).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites");
    assertThat(xml.split("<testsuite ", -1)).hasSize(22);
    assertThat(xml)
        .contains(
            "<testsuites name=\"planerules audit render\" tests=\"64\" failures=\"2\""
                + " errors=\"0\">");
    assertThat(xml)
        .contains(
            """
              <testsuite name="audit.unreadable" tests="4" failures="1" errors="0" skipped="0">
                <properties>
                  <property name="description" value="a document or List item that cannot be read (syntax, UTF-8, limits, anchors, aliases, tags outside the core schema, repeated keys); the stream goes on with the next"/>
                </properties>
                <testcase name="ConfigMap plane-a-nvcf/plane-a-api" classname="audit.unreadable"/>
                <testcase name="ConfigMap default/x&lt;&amp;&gt;" classname="audit.unreadable"/>
                <testcase name="Secret plane-a-token" classname="audit.unreadable"/>
                <testcase name="render.yaml#3 (line 7)" classname="audit.unreadable">
                  <failure message="expected the node content, but found '&lt;stream end&gt;'" type="audit.unreadable">render.yaml#3 (line 9)</failure>
                </testcase>
              </testsuite>
            """);
    assertThat(xml)
        .contains(
            """
                <testcase name="ConfigMap default/x&lt;&amp;&gt;" classname="audit.outside-plane">
                  <failure message="in namespace &quot;default&quot;, which is neither one of &quot;plane-a&quot;'s namespaces (plane-a-…) nor a shared namespace" type="audit.outside-plane">render.yaml#1 (line 3)</failure>
                </testcase>
            """);
    assertThat(xml)
        .contains(
            "    <testcase name=\"Secret plane-a-token\" classname=\"audit.namespace-unknown\">\n"
                + "      <system-out>warning: namespaced Secret has no metadata.namespace");
  }

  @Test
  void everyAuditValidatesAgainstTheJenkinsSchema() throws Exception {
    Validator validator = schema().newValidator();
    validator.validate(new StreamSource(new StringReader(renderXml())));

    JUnitReports renders = new JUnitReports();
    AuditReport two =
        Audit.renders(
            List.of(
                new PlaneRender(
                    ControlPlaneId.of("plane-a"),
                    AuditOptions.defaults(),
                    renders.recording("plane-a", List.of(yaml("a.yaml", RENDER)))),
                new PlaneRender(
                    ControlPlaneId.of("plane-b"),
                    AuditOptions.defaults(),
                    renders.recording(
                        "plane-b",
                        List.of(
                            yaml(
                                "b.yaml",
                                "{apiVersion: v1, kind: ConfigMap, metadata: {name: x<&>,"
                                    + " namespace: default}}\n"))))));
    String rendersXml = renders.xml(two);
    validator.validate(new StreamSource(new StringReader(rendersXml)));
    assertThat(rendersXml).contains("<testcase name=\"plane-b: ConfigMap default/x&lt;&amp;&gt;\"");

    JUnitReports listing = new JUnitReports();
    AuditReport cluster =
        Audit.cluster(
            ControlPlaneId.of("plane-a"),
            AuditOptions.defaults(),
            listing.recording(
                "plane-a",
                yaml(
                    "listing.yaml",
                    "{apiVersion: v1, kind: List, items: [{apiVersion: v1, kind: Namespace,"
                        + " metadata: {name: plane-a-nvcf}}]}\n")));
    String clusterXml = listing.xml(cluster);
    validator.validate(new StreamSource(new StringReader(clusterXml)));
    assertThat(clusterXml)
        .contains("<testsuite name=\"audit.namespace-owner\" tests=\"1\" failures=\"1\"");
  }

  @Test
  void theSchemaRefusesWhatJenkinsCannotRead() throws Exception {
    Validator validator = schema().newValidator();
    String noName = renderXml().replace("<testcase name=", "<testcase title=");
    assertThatThrownBy(() -> validator.validate(new StreamSource(new StringReader(noName))))
        .isInstanceOf(SAXException.class);
  }

  @Test
  void controlCharactersBecomeTheReplacementCharacter() {
    StringBuilder out = new StringBuilder();
    JUnitReports.escape(out, "a\u0001b\nc\"\uD83D\uDE00\uD800", true);
    assertThat(out.toString()).isEqualTo("a\uFFFDb&#10;c&quot;\uD83D\uDE00\uFFFD");
    StringBuilder text = new StringBuilder();
    JUnitReports.escape(text, "a\nb\tc\"d\re", false);
    assertThat(text.toString()).isEqualTo("a\nb\tc\"d&#13;e");
  }

  private static Schema schema() throws SAXException {
    SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    return factory.newSchema(
        new StreamSource(
            JUnitReportsTest.class.getResourceAsStream("junit-10.xsd"), "junit-10.xsd"));
  }
}
