package io.planerules.audit;

import static io.planerules.audit.Audits.labelled;
import static io.planerules.audit.Audits.object;
import static io.planerules.audit.Audits.yaml;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code audit renders} (docs/reference/audit.md#two-renders): collisions and listener ports. */
class RendersTest {

  private static final String GW = "gateway.networking.k8s.io/v1";

  private static PlaneRender render(String plane, String... documents) {
    return new PlaneRender(
        ControlPlaneId.of(plane),
        AuditOptions.defaults(),
        List.of(yaml(plane + ".yaml", documents)));
  }

  private static List<String> planesAndFindings(AuditReport report) {
    return report.findings().stream().map(f -> f.planeId() + " " + Audits.line(f)).toList();
  }

  @Test
  void anObjectInTwoRendersIsOneCollisionOnTheLaterRender() throws IOException {
    String shared = labelled("v1", "ConfigMap", "gateway-system", "plane-a-config", "plane-a", "");
    AuditReport report =
        Audit.renders(
            List.of(
                render("plane-a", shared, object("v1", "ConfigMap", "plane-a-nvcf", "api", "")),
                render("plane-b", shared, object("v1", "ConfigMap", "plane-b-nvcf", "api", ""))));
    assertThat(planesAndFindings(report))
        .containsExactly(
            "plane-b audit.foreign-label ConfigMap gateway-system/plane-a-config",
            "plane-b audit.outside-plane ConfigMap gateway-system/plane-a-config",
            "plane-b audit.collision ConfigMap gateway-system/plane-a-config");
    Finding collision = report.findings().get(2);
    assertThat(collision.message())
        .contains("also in the render of plane \"plane-a\" (plane-a.yaml#0");
    assertThat(report.planes())
        .extracting(p -> p.planeId() + "=" + p.objects())
        .containsExactly("plane-a=2", "plane-b=2");
  }

  @Test
  void sharedObjectsUnknownNamespacesAndCrdsAreNotCollisions() throws IOException {
    String[] documents = {
      object("v1", "Namespace", "", "cert-manager", ""),
      object("v1", "ConfigMap", "", "no-namespace", ""),
      object("apiextensions.k8s.io/v1", "CustomResourceDefinition", "", "things.example.com", "")
    };
    AuditReport report =
        Audit.renders(List.of(render("plane-a", documents), render("plane-b", documents)));
    assertThat(planesAndFindings(report))
        .containsExactly(
            "plane-a audit.namespace-unknown ConfigMap no-namespace",
            "plane-a audit.shared-crd CustomResourceDefinition things.example.com",
            "plane-b audit.namespace-unknown ConfigMap no-namespace",
            "plane-b audit.shared-crd CustomResourceDefinition things.example.com");
  }

  @Test
  void aCrdInOneRenderDeclaresTheScopeForEveryRender() throws IOException {
    AuditReport report =
        Audit.renders(
            List.of(
                render("plane-a", object("example.com/v1", "Widget", "", "common", "")),
                render(
                    "plane-b",
                    object("example.com/v1", "Widget", "", "common", ""),
                    object(
                        "apiextensions.k8s.io/v1",
                        "CustomResourceDefinition",
                        "",
                        "widgets.example.com",
                        "spec: {group: example.com, scope: Cluster, names: {kind: Widget}}"))));
    assertThat(planesAndFindings(report))
        .containsExactly(
            "plane-a audit.cluster-scoped Widget common",
            "plane-b audit.cluster-scoped Widget common",
            "plane-b audit.collision Widget common",
            "plane-b audit.shared-crd CustomResourceDefinition widgets.example.com");
  }

  @Test
  void gatewaysOfTwoPlanesOnOnePortAreEachReported() throws IOException {
    AuditReport report =
        Audit.renders(
            List.of(
                render(
                    "plane-a",
                    gateway("plane-a-shared-gw", 443, "HTTPS"),
                    gateway("plane-a-quic-gw", 443, "UDP")),
                render(
                    "plane-b",
                    gateway("plane-b-shared-gw", 443, "TLS"),
                    gateway("plane-b-dns-gw", 53, "UDP"))));
    assertThat(planesAndFindings(report))
        .containsExactly(
            "plane-a audit.listener-port Gateway gateway-system/plane-a-shared-gw",
            "plane-b audit.listener-port Gateway gateway-system/plane-b-shared-gw");
    assertThat(report.findings().get(0).message())
        .contains("443/TCP also on Gateway gateway-system/plane-b-shared-gw (plane \"plane-b\")");
  }

  @Test
  void listenersOfOneGatewayOnOnePortAreNoFinding() throws IOException {
    String twoHosts =
        object(
            GW,
            "Gateway",
            "gateway-system",
            "plane-a-shared-gw",
            "spec: {listeners: [{name: a, hostname: a.x, port: 443}, {name: b, hostname: b.x, port: 443}]}");
    AuditReport report =
        Audit.render(
            ControlPlaneId.of("plane-a"), AuditOptions.defaults(), yaml("r.yaml", twoHosts));
    assertThat(report.findings()).isEmpty();
    AuditReport inOneRender =
        Audit.render(
            ControlPlaneId.of("plane-a"),
            AuditOptions.defaults(),
            yaml(
                "r.yaml",
                gateway("plane-a-a-gw", 80, "HTTP"),
                gateway("plane-a-b-gw", 80, "HTTP")));
    assertThat(Audits.findings(inOneRender))
        .containsExactly(
            "audit.listener-port Gateway gateway-system/plane-a-a-gw",
            "audit.listener-port Gateway gateway-system/plane-a-b-gw");
  }

  @Test
  void rendersOfOnePlaneAreRefused() {
    assertThatThrownBy(() -> Audit.renders(List.of(render("plane-a"), render("plane-a"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("two renders of plane \"plane-a\"");
  }

  private static String gateway(String name, int port, String protocol) {
    return object(
        GW,
        "Gateway",
        "gateway-system",
        name,
        "spec: {listeners: [{name: l, port: " + port + ", protocol: " + protocol + "}]}");
  }
}
