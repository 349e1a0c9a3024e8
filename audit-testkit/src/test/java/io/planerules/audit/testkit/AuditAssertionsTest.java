package io.planerules.audit.testkit;

import static io.planerules.audit.testkit.AuditAssertions.assertThatRender;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.audit.AuditOptions;
import io.planerules.audit.io.ObjectStreams;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The assertion passes on a plane's own render and fails listing every finding otherwise. */
class AuditAssertionsTest {

  @Test
  void isolated() {
    // tag::isolated[]
    String render =
        "---\n# Source: nats/templates/configmap.yaml\n"
            + "apiVersion: v1\nkind: ConfigMap\nmetadata:\n"
            + "  name: nats-config\n  namespace: plane-a-nats-system\n";
    assertThatRender(render).isIsolatedFor("plane-a");
    // end::isolated[]
  }

  @Test
  void aRenderReachingIntoAnotherPlaneFailsWithEveryFindingListed() {
    String render =
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api\n  namespace: plane-b-nvcf\n"
            + "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: web\n";
    assertThatThrownBy(() -> assertThatRender(render).isIsolatedFor("plane-a"))
        .isInstanceOf(AssertionError.class)
        .hasMessage(
            "Expecting the render to be isolated for plane \"plane-a\", but the audit found 1 error:\n"
                + "  audit.outside-plane (error) ConfigMap plane-b-nvcf/api at render:1\n"
                + "    in namespace \"plane-b-nvcf\", which is neither one of \"plane-a\"'s namespaces"
                + " (plane-a-…) nor a shared namespace\n"
                + "  audit.namespace-unknown (warning) Service web at render:6\n"
                + "    namespaced Service has no metadata.namespace and no release namespace is given"
                + " (--release-namespace): the rules that need its namespace do not judge it");
  }

  @Test
  void warningsAlonePassAndOptionsPlaceTheRender() {
    String render = "apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n";
    assertThatRender(render).isIsolatedFor("plane-a");
    assertThatRender(ObjectStreams.of("web.yaml", render.getBytes(StandardCharsets.UTF_8)))
        .withOptions(AuditOptions.builder().releaseNamespace("default").build())
        .hasFindingsFor("plane-a", "audit.outside-plane");
  }

  @Test
  void aNegativeTestNamesTheRulesItMissed() {
    String render =
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: plane-a-nvcf\n";
    assertThatThrownBy(
            () -> assertThatRender(render).hasFindingsFor("plane-a", "audit.outside-plane"))
        .isInstanceOf(AssertionError.class)
        .hasMessage(
            "Expecting the audit of the render for plane \"plane-a\" to find audit.outside-plane, but it"
                + " found nothing");
    assertThatThrownBy(() -> assertThatRender(render).isIsolatedFor("Plane-A"))
        .isInstanceOf(RuntimeException.class)
        .hasMessageContaining("control plane ID must be a DNS-1123 label");
  }

  @Test
  void theLegacyPlaneIsNamedAsSuch() {
    String render =
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: nvcf\n"
            + "  labels:\n    nvcf.nvidia.com/control-plane-id: plane-a\n";
    assertThatThrownBy(() -> assertThatRender(render).isIsolatedFor(""))
        .hasMessageStartingWith(
            "Expecting the render to be isolated for the legacy plane, but the audit found 1 error:\n"
                + "  audit.legacy-label (error) ConfigMap nvcf/a at render:1");
  }
}
