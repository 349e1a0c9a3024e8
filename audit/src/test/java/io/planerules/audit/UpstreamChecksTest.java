package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each check of NVIDIA/nvcf {@code
 * deploy/stacks/tests/verify-named-control-plane-render-isolation.py} (the table in docs/audit.md),
 * on fixtures written for plane-rules in the shape {@code helm template} prints (resources {@code
 * upstream-checks/}): the violation each check rejects is reported by the plane-rules rule the
 * table names, and the render upstream accepts is clean. The expected findings are written by hand
 * from docs/reference/audit.md#render-rules.
 */
class UpstreamChecksTest {

  private static final String A = "plane-a";

  static ObjectSource fixture(String name) throws IOException {
    try (InputStream in = UpstreamChecksTest.class.getResourceAsStream("upstream-checks/" + name)) {
      if (in == null) {
        throw new IOException("no fixture " + name);
      }
      return ObjectStreams.of(name, in.readAllBytes());
    }
  }

  static Stream<Arguments> checks() {
    return Stream.of(
        Arguments.of("the render upstream accepts", "clean.yaml", List.of()),
        Arguments.of(
            "check_owner_label",
            "owner-label.yaml",
            List.of("audit.foreign-label ConfigMap plane-a-nvcf/api-settings")),
        Arguments.of(
            "check_namespace_identity, check_legacy_namespace_reference",
            "legacy-namespace.yaml",
            List.of(
                "audit.legacy-namespace Namespace nvcf",
                "audit.legacy-namespace ConfigMap nvcf/api-settings",
                "audit.legacy-namespace HTTPRoute plane-a-ingress/plane-a-nvcf-api",
                "audit.route HTTPRoute plane-a-ingress/plane-a-nvcf-api")),
        Arguments.of(
            "check_service_dns",
            "service-dns.yaml",
            List.of(
                "audit.legacy-service ConfigMap plane-a-nvcf/api-settings",
                "audit.legacy-reference ConfigMap plane-a-vault-system/issuer-settings")),
        Arguments.of(
            "check_known_legacy_object_reference",
            "legacy-object-reference.yaml",
            List.of(
                "audit.legacy-reference ConfigMap plane-a-vault-system/bootstrap",
                "audit.legacy-reference Deployment plane-a-vault-system/plane-a-openbao-unsealer",
                "audit.legacy-reference RoleBinding plane-a-nats-system/nkey-reader")),
        Arguments.of(
            "check_gateway_route_identity",
            "route-identity.yaml",
            List.of(
                "audit.outside-plane HTTPRoute gateway-system/nvcf-api",
                "audit.outside-plane HTTPRoute edge/nvcf-api")),
        Arguments.of(
            "check_cluster_scoped_identity",
            "cluster-scoped.yaml",
            List.of(
                "config.issuer-canonical ClusterIssuer nvcf-openbao-pki",
                "audit.cluster-scoped ValidatingWebhookConfiguration policy-hook",
                "audit.cluster-scoped MutatingWebhookConfiguration"
                    + " openbao-server-agent-injector-cfg",
                "audit.legacy-reference ClusterRoleBinding"
                    + " plane-a-openbao-server-agent-injector-binding",
                "audit.binding ClusterRoleBinding plane-a-openbao-server-agent-injector-binding")),
        Arguments.of(
            "load_render: a document that cannot be read, an object without a name",
            "unreadable.yaml",
            List.of(
                "audit.malformed ConfigMap plane-a-nvcf/", "audit.unreadable unreadable.yaml#1")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("checks")
  void eachUpstreamCheckHasItsRule(String check, String fixture, List<String> expected)
      throws IOException {
    AuditReport report =
        Audit.render(ControlPlaneId.of(A), AuditOptions.defaults(), fixture(fixture));
    assertThat(Audits.findings(report)).isEqualTo(expected);
  }

  @Test
  void theJwtAudienceKeepsTheLegacyUrlUnderAnyKey() throws IOException {
    // upstream flags this URL as a legacy service DNS name; it is the plane's openbao/jwt-audience
    // (the audience tokens are issued for), which plane-rules exempts wherever it appears
    ObjectSource audience =
        ObjectStreams.of(
            "audience.yaml",
            ("---\n# Source: api/templates/configmap.yaml\napiVersion: v1\nkind: ConfigMap\n"
                    + "metadata:\n  name: api-settings\n  namespace: plane-a-nvcf\n  labels:\n"
                    + "    nvcf.nvidia.com/control-plane-id: plane-a\ndata:\n"
                    + "  vault: \"http://openbao-server.vault-system.svc.cluster.local:8200\"\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    assertThat(Audit.render(ControlPlaneId.of(A), AuditOptions.defaults(), audience).findings())
        .isEmpty();
  }

  @Test
  void anAllowListedSharedRouteIsExempt() throws IOException {
    AuditOptions shared =
        AuditOptions.builder()
            .shared(List.of(SharedEntry.parse("HTTPRoute/gateway-system/nvcf-api")))
            .build();
    AuditReport report = Audit.render(ControlPlaneId.of(A), shared, fixture("route-identity.yaml"));
    assertThat(Audits.findings(report))
        .containsExactly("audit.outside-plane HTTPRoute edge/nvcf-api");
  }

  @Test
  void checkDuplicateIdentitiesIsTheCollisionOfTwoRenders() throws IOException {
    AuditReport report =
        Audit.renders(
            List.of(
                new PlaneRender(
                    ControlPlaneId.of(A),
                    AuditOptions.defaults(),
                    List.of(fixture("collision-a.yaml"))),
                new PlaneRender(
                    ControlPlaneId.of("plane-b"),
                    AuditOptions.defaults(),
                    List.of(fixture("collision-b.yaml")))));
    assertThat(Audits.findings(report))
        .containsExactly(
            "audit.cluster-scoped MutatingWebhookConfiguration plane-shared-hook",
            "audit.cluster-scoped MutatingWebhookConfiguration plane-shared-hook",
            "audit.collision MutatingWebhookConfiguration plane-shared-hook");
  }
}
