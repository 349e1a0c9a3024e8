package io.planerules.audit;

import static io.planerules.audit.Audits.labelled;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code audit.legacy-reference} (docs/reference/audit.md#render-rules), example by example. The
 * legacy and named-mode names are the ones {@code planerules names --plane-id plane-a --wide}
 * prints (docs/reference/identity.md#kind-table); the reference fields are the ones NVIDIA/nvcf
 * {@code deploy/stacks/tests/verify-named-control-plane-render-isolation.py} reads; each expected
 * finding is written by hand.
 */
class LegacyReferenceTest {

  private static final String A = "plane-a";
  private static final String VAULT = "plane-a-vault-system";
  private static final String RBAC = "rbac.authorization.k8s.io/v1";
  private static final String GW = "gateway.networking.k8s.io/v1";

  private static String in(String kind, String namespace, String name, String rest) {
    String apiVersion =
        switch (kind) {
          case "Deployment", "StatefulSet" -> "apps/v1";
          case "RoleBinding" -> RBAC;
          case "HTTPRoute" -> GW;
          case "Ingress" -> "networking.k8s.io/v1";
          default -> "v1";
        };
    return labelled(apiVersion, kind, namespace, name, A, rest);
  }

  /** A case: one document, the finding expected ({@code null}: none) and its legacy/named name. */
  private static Arguments of(String name, String document, String legacy, String expected) {
    return Arguments.of(name, document, legacy, expected);
  }

  static Stream<Arguments> reported() {
    return Stream.of(
        of(
            "a volume of the legacy root-token Secret",
            in(
                "Deployment",
                VAULT,
                "unsealer",
                "spec: {template: {spec: {volumes: [{name: token, secret: {secretName:"
                    + " openbao-server-root-token}}]}}}"),
            "openbao-server-root-token",
            "plane-a-openbao-server-root-token"),
        of(
            "rootTokenSecretName in a ConfigMap",
            in(
                "ConfigMap",
                VAULT,
                "api-config",
                "data: {rootTokenSecretName: openbao-server-root-token}"),
            "openbao-server-root-token",
            "plane-a-openbao-server-root-token"),
        of(
            "a subject's legacy ServiceAccount",
            in(
                "RoleBinding",
                "plane-a-nats-system",
                "nkey-bao-access",
                "subjects: [{kind: ServiceAccount, name: openbao-server-initialize-cluster,"
                    + " namespace: plane-a-vault-system}], roleRef: {apiGroup:"
                    + " rbac.authorization.k8s.io, kind: Role, name: nkey-reader}"),
            "openbao-server-initialize-cluster",
            "plane-a-openbao-server-initialize-cluster"),
        of(
            "a service DNS name with the legacy service in the plane's namespace",
            in(
                "ConfigMap",
                VAULT,
                "api-config",
                "data: {issuerServer:"
                    + " 'http://openbao-server.plane-a-vault-system.svc.cluster.local:8200'}"),
            "openbao-server",
            "plane-a-openbao-server"),
        of(
            "serviceAccountName of the legacy workload",
            in(
                "Deployment",
                "plane-a-api-keys",
                "proxy",
                "spec: {template: {spec: {serviceAccountName: admin-token-issuer-proxy}}}"),
            "admin-token-issuer-proxy",
            "plane-a-admin-token-issuer-proxy"),
        of(
            "a name the chart derives from a legacy full name",
            in(
                "Deployment",
                VAULT,
                "injector",
                "spec: {template: {spec: {serviceAccountName: openbao-server-agent-injector}}}"),
            "openbao-server-agent-injector",
            "plane-a-openbao-server-agent-injector"),
        of(
            "configMapName under the operator's legacy full name",
            in(
                "Deployment",
                "plane-a-nvca-operator",
                "operator",
                "spec: {template: {spec: {volumes: [{name: c, configMap: {name: x}}],"
                    + " configMapName: nvca-operator-config}}}"),
            "nvca-operator-config",
            "plane-a-nvca-operator-config"),
        of(
            "a StatefulSet's serviceName",
            in("StatefulSet", VAULT, "vault", "spec: {serviceName: openbao-server-internal}"),
            "openbao-server-internal",
            "plane-a-openbao-server-internal"),
        of(
            "a route backend in the plane's namespace, by its legacy name",
            in(
                "HTTPRoute",
                "plane-a-ingress",
                "plane-a-proxy",
                "spec: {parentRefs: [{name: plane-a-shared-gw, namespace: gateway-system}], rules:"
                    + " [{backendRefs: [{name: admin-token-issuer-proxy, namespace:"
                    + " plane-a-api-keys, port: 8080}]}]}"),
            "admin-token-issuer-proxy",
            "plane-a-admin-token-issuer-proxy"),
        of(
            "an Ingress backend service",
            in(
                "Ingress",
                VAULT,
                "vault",
                "spec: {rules: [{http: {paths: [{path: /, pathType: Prefix, backend: {service:"
                    + " {name: openbao-server, port: {number: 8200}}}}]}}]}"),
            "openbao-server",
            "plane-a-openbao-server"),
        of(
            "the object's own name, in the plane's namespace",
            in("Secret", VAULT, "openbao-server-root-token", "type: Opaque"),
            "openbao-server-root-token",
            "plane-a-openbao-server-root-token"),
        of(
            "a legacy route name in the plane's route namespace",
            in("HTTPRoute", "plane-a-ingress", "nvcf-api", "spec: {}"),
            "nvcf-api",
            "plane-a-nvcf-api"),
        of(
            "one name among other characters of the value",
            in(
                "ConfigMap",
                VAULT,
                "api-config",
                "data: {rootTokenSecretName: 'secret=openbao-server-root-token;'}"),
            "openbao-server-root-token",
            "plane-a-openbao-server-root-token"),
        of(
            "a certificate's legacy Secret",
            labelled(
                "cert-manager.io/v1",
                "Certificate",
                "plane-a-nvcf",
                "stargate",
                A,
                "spec: {secretName: stargate-quic-tls, dnsNames: [x.plane-a-nvcf.svc]}"),
            "stargate-quic-tls",
            "plane-a-stargate-quic-tls"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("reported")
  void aLegacyReferenceIsReportedWithTheLegacyAndTheNamedName(
      String name, String document, String legacy, String expected) {
    List<Finding> findings = legacyReferences(Audits.render(A, AuditOptions.defaults(), document));
    assertThat(findings).hasSize(1);
    assertThat(findings.get(0).message())
        .contains("\"" + legacy + "\"")
        .contains("\"" + expected + "\"");
  }

  static Stream<Arguments> notReported() {
    return Stream.of(
        Arguments.of(
            "the plane's own names",
            in(
                "Deployment",
                VAULT,
                "unsealer",
                "spec: {serviceName: plane-a-openbao-server-internal, template: {spec:"
                    + " {serviceAccountName: plane-a-openbao-server-initialize-cluster, volumes:"
                    + " [{secret: {secretName: plane-a-openbao-server-root-token}}]}}}")),
        Arguments.of(
            "names identical in both modes: releases and their services",
            in(
                "Deployment",
                "plane-a-nats-system",
                "nats",
                "spec: {serviceName: nats, template: {spec: {serviceAccountName: api-keys}}}")),
        Arguments.of(
            "a legacy route name that is also a service of the plane",
            in("Service", "plane-a-nvcf", "grpc", "spec: {ports: [{port: 80}]}")),
        Arguments.of(
            "a legacy name outside a reference field",
            in("ConfigMap", VAULT, "notes", "data: {note: openbao-server-root-token}")),
        Arguments.of(
            "a longer name that only starts like a legacy one",
            in(
                "Deployment",
                VAULT,
                "x",
                "spec: {template: {spec: {serviceAccountName: openbao-serverless}}}")),
        Arguments.of(
            "a suffix that is not a DNS label",
            in(
                "Deployment",
                VAULT,
                "x",
                "spec: {template: {spec: {serviceAccountName: 'openbao-server-'}}}")),
        Arguments.of(
            "a service DNS name of the plane's own service",
            in(
                "ConfigMap",
                VAULT,
                "c",
                "data: {url: 'http://plane-a-openbao-server.plane-a-vault-system.svc:8200',"
                    + " grpc: 'grpc.plane-a-nvcf.svc.cluster.local:10086'}")),
        Arguments.of(
            "the legacy service in another plane's namespace is not this rule's",
            in(
                "ConfigMap",
                VAULT,
                "c",
                "data: {url: 'http://openbao-server.plane-b-vault-system.svc:8200'}")),
        Arguments.of(
            "the name of an object outside the plane's namespaces is placement's",
            labelled("v1", "Secret", "cert-manager", "openbao-server-root-token", A, "")),
        Arguments.of(
            "a cluster-scoped object's own name is placement's",
            labelled(RBAC, "ClusterRole", "", "nvca", A, "rules: []")),
        Arguments.of(
            "a dotted name is one name: nvca of nvca.nvcf.nvidia.io is no reference to nvca",
            in("Service", VAULT, "x", "spec: {serviceName: nvca.nvcf.nvidia.io}")),
        Arguments.of(
            "a legacy name under a key that is no reference",
            in(
                "Deployment",
                VAULT,
                "x",
                "spec: {template: {spec: {containers: [{name: openbao-server, image: i}]}}}")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("notReported")
  void aNearMissIsNotReported(String name, String document) {
    assertThat(legacyReferences(Audits.render(A, AuditOptions.defaults(), document))).isEmpty();
  }

  @Test
  void aLegacyNameThePlaneCannotNameIsReportedWithoutAName() {
    // "0-openbao-server" is no DNS-1035 label: plane "0" has no OpenBao names
    String document =
        labelled(
            "v1", "ConfigMap", "0-vault-system", "c", "0", "data: {configMapName: openbao-server}");
    List<Finding> findings =
        legacyReferences(Audits.render("0", AuditOptions.defaults(), document));
    assertThat(findings).hasSize(1);
    assertThat(findings.get(0).message())
        .isEqualTo(
            "data.configMapName names \"openbao-server\", a legacy name of the name table; \"0\""
                + " has no valid name of it (planerules names tells why)");
  }

  @Test
  void aSharedObjectIsExempt() {
    String document =
        in(
            "ConfigMap",
            VAULT,
            "api-config",
            "data: {rootTokenSecretName: openbao-server-root-token}");
    AuditOptions shared =
        AuditOptions.builder()
            .shared(List.of(SharedEntry.parse("ConfigMap/plane-a-vault-system/api-config")))
            .build();
    assertThat(Audits.render(A, shared, document).findings()).isEmpty();
  }

  @Test
  void theLegacyPlaneHasNoLegacyReferences() {
    String document =
        Audits.object(
            "apps/v1",
            "Deployment",
            "vault-system",
            "unsealer",
            "spec: {template: {spec: {serviceAccountName: openbao-server-initialize-cluster}}}");
    assertThat(Audits.render("", AuditOptions.defaults(), document).findings()).isEmpty();
  }

  @Test
  void anObjectIsReportedOnceAtTheFirstLegacyReference() {
    String document =
        in(
            "Deployment",
            VAULT,
            "unsealer",
            "spec: {serviceName: openbao-server-internal, template: {spec: {serviceAccountName:"
                + " openbao-server-initialize-cluster}}}");
    List<Finding> findings = legacyReferences(Audits.render(A, AuditOptions.defaults(), document));
    assertThat(findings).hasSize(1);
    assertThat(findings.get(0).message())
        .isEqualTo(
            "spec.serviceName names \"openbao-server-internal\", a legacy name of the name table;"
                + " \"plane-a\"'s is \"plane-a-openbao-server-internal\"");
  }

  private static List<Finding> legacyReferences(AuditReport report) {
    return report.findings().stream()
        .filter(f -> f.ruleId().equals("audit.legacy-reference"))
        .toList();
  }
}
