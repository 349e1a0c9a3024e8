package io.planerules.audit;

import static io.planerules.audit.Audits.labelled;
import static io.planerules.audit.Audits.object;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule of {@code audit render} (docs/reference/audit.md#render-rules): for each, objects it
 * reports and a near miss it does not, with the exact findings expected. The names are the ones
 * {@code planerules names --plane-id plane-a} prints; the expectations are written by hand from the
 * rules' table.
 */
class RenderRulesTest {

  private static final String A = "plane-a";
  private static final AuditOptions NONE = AuditOptions.defaults();
  private static final String RBAC = "rbac.authorization.k8s.io/v1";
  private static final String GW = "gateway.networking.k8s.io/v1";
  private static final String CM = "cert-manager.io/v1";

  record Case(
      String name,
      String plane,
      AuditOptions options,
      List<String> documents,
      List<String> expected) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static Arguments of(
      String name, String plane, AuditOptions options, List<String> documents, String... expected) {
    return Arguments.of(new Case(name, plane, options, documents, List.of(expected)));
  }

  private static Arguments of(String name, List<String> documents, String... expected) {
    return of(name, A, NONE, documents, expected);
  }

  private static AuditOptions.Builder options() {
    return AuditOptions.builder();
  }

  static Stream<Arguments> cases() {
    return Stream.of(
        // ---------------------------------------------------------------- labels
        of(
            "foreign-label: labelled for another plane",
            List.of(labelled("v1", "ConfigMap", "plane-a-nvcf", "api", "plane-b", "")),
            "audit.foreign-label ConfigMap plane-a-nvcf/api"),
        of(
            "foreign-label near miss: own label, empty label",
            List.of(
                labelled("v1", "ConfigMap", "plane-a-nvcf", "api", "plane-a", ""),
                labelled("v1", "ConfigMap", "plane-a-nvcf", "web", "", ""))),
        of(
            "foreign-label on a shared object, which no other rule judges",
            List.of(labelled("v1", "Namespace", "", "cert-manager", "plane-b", "")),
            "audit.foreign-label Namespace cert-manager"),
        of(
            "legacy-label: the legacy plane labels nothing",
            "",
            NONE,
            List.of(labelled("v1", "ConfigMap", "nvcf", "api", "plane-a", "")),
            "audit.legacy-label ConfigMap nvcf/api"),
        of(
            "legacy-label near miss: no label, empty label",
            "",
            NONE,
            List.of(
                object("v1", "ConfigMap", "nvcf", "api", ""),
                labelled("v1", "ConfigMap", "nvcf", "web", "", ""))),
        of(
            "unlabelled: the admission module's labelled kinds",
            List.of(
                object("v1", "Namespace", "", "plane-a-nvcf", ""),
                object(
                    "nvcf.nvidia.io/v1alpha1",
                    "NVCFBackend",
                    "plane-a-nvca-operator",
                    "backend",
                    ""),
                object(CM, "ClusterIssuer", "", "plane-a-nvcf-openbao-pki", "")),
            "audit.unlabelled Namespace plane-a-nvcf",
            "audit.unlabelled NVCFBackend plane-a-nvca-operator/backend",
            "audit.unlabelled ClusterIssuer plane-a-nvcf-openbao-pki"),
        of(
            "unlabelled near miss: labelled, shared, not a labelled kind",
            List.of(
                labelled("v1", "Namespace", "", "plane-a-nvcf", "plane-a", ""),
                object("v1", "Namespace", "", "cert-manager", ""),
                object("v1", "ConfigMap", "plane-a-nvcf", "api", ""))),
        of(
            "unlabelled: --labelled-kind replaces the defaults",
            A,
            options().labelledKinds(List.of(GroupKind.parse("ConfigMap"))).build(),
            List.of(
                object("v1", "Namespace", "", "plane-a-nvcf", ""),
                object("v1", "ConfigMap", "plane-a-nvcf", "api", "")),
            "audit.unlabelled ConfigMap plane-a-nvcf/api"),
        // ---------------------------------------------------------------- placement
        of(
            "outside-plane: a foreign namespace, a foreign Namespace, a foreign name in a shared one",
            List.of(
                object("v1", "ConfigMap", "default", "api", ""),
                labelled("v1", "Namespace", "", "tenant-x", "plane-a", ""),
                object("v1", "ConfigMap", "gateway-system", "shared-config", "")),
            "audit.outside-plane ConfigMap default/api",
            "audit.outside-plane Namespace tenant-x",
            "audit.outside-plane ConfigMap gateway-system/shared-config"),
        of(
            "outside-plane near miss: own namespace, own name in a shared namespace",
            List.of(
                object("v1", "ConfigMap", "plane-a-nvcf", "api", ""),
                object("v1", "ConfigMap", "gateway-system", "plane-a-shared-config", ""),
                object("v1", "Secret", "cert-manager", "plane-a-nvcf-pki-ca", ""))),
        of(
            "legacy-namespace: placed in, and naming, legacy namespaces",
            List.of(
                object("v1", "ConfigMap", "nvcf", "api", ""),
                labelled("v1", "Namespace", "", "api-keys", "plane-a", ""),
                object(
                    "nvcf.nvidia.io/v1alpha1",
                    "NVCFBackend",
                    "plane-a-nvca-operator",
                    "backend",
                    "spec: {systemNamespace: nvca-system}"),
                object(
                    "networking.k8s.io/v1",
                    "NetworkPolicy",
                    "plane-a-nvcf",
                    "from-sis",
                    "spec: {ingress: [{from: [{namespaceSelector: {matchExpressions:"
                        + " [{key: kubernetes.io/metadata.name, operator: In, values: [plane-a-sis, sis]}]}}]}]}"),
                object(
                    "networking.k8s.io/v1",
                    "NetworkPolicy",
                    "plane-a-nvcf",
                    "from-ess",
                    "spec: {ingress: [{from: [{namespaceSelector: {matchLabels:"
                        + " {kubernetes.io/metadata.name: ess}}}]}]}"),
                object(
                    "monitoring.coreos.com/v1",
                    "ServiceMonitor",
                    "plane-a-nvcf",
                    "nats",
                    "spec: {namespaceSelector: {matchNames: [nats-system]}}")),
            "audit.legacy-namespace ConfigMap nvcf/api",
            "audit.legacy-namespace Namespace api-keys",
            "audit.unlabelled NVCFBackend plane-a-nvca-operator/backend",
            "audit.legacy-namespace NVCFBackend plane-a-nvca-operator/backend",
            "audit.legacy-namespace NetworkPolicy plane-a-nvcf/from-sis",
            "audit.legacy-namespace NetworkPolicy plane-a-nvcf/from-ess",
            "audit.legacy-namespace ServiceMonitor plane-a-nvcf/nats"),
        of(
            "legacy-namespace near miss: derived names, the shared Gateway namespace, NotIn",
            List.of(
                labelled(
                    "nvcf.nvidia.io/v1alpha1",
                    "NVCFBackend",
                    "plane-a-nvca-operator",
                    "backend",
                    "plane-a",
                    "spec: {systemNamespace: plane-a-nvca-system}"),
                object(
                    "v1",
                    "ConfigMap",
                    "gateway-system",
                    "plane-a-x",
                    "data: {namespace: gateway-system}"),
                object(
                    "networking.k8s.io/v1",
                    "NetworkPolicy",
                    "plane-a-nvcf",
                    "not-sis",
                    "spec: {ingress: [{from: [{namespaceSelector: {matchExpressions:"
                        + " [{key: kubernetes.io/metadata.name, operator: NotIn, values: [sis]}]}}]}]}"))),
        of(
            "legacy-namespace is reported once per object",
            List.of(
                object(
                    "v1",
                    "ConfigMap",
                    "nvcf",
                    "api",
                    "data: {namespace: nvcf, watchNamespace: sis}")),
            "audit.legacy-namespace ConfigMap nvcf/api"),
        of(
            "legacy-service: values and keys naming <svc>.<legacy ns>.svc",
            List.of(
                object(
                    "v1",
                    "ConfigMap",
                    "plane-a-nvcf",
                    "urls",
                    "data: {API: 'http://api.nvcf.svc.cluster.local:8080'}"),
                object(
                    "v1", "ConfigMap", "plane-a-nvcf", "keys", "data: {'nats.nats-system.svc': x}"),
                object(
                    "v1", "ConfigMap", "plane-a-nvcf", "bare", "data: {GRPC: 'grpc.nvcf.svc/v1'}"),
                object(
                    "v1",
                    "ConfigMap",
                    "plane-a-nvcf",
                    "list",
                    "data: {x: y}, extra: [[ 'sis-api.sis.svc' ]]")),
            "audit.legacy-service ConfigMap plane-a-nvcf/urls",
            "audit.legacy-service ConfigMap plane-a-nvcf/keys",
            "audit.legacy-service ConfigMap plane-a-nvcf/bare",
            "audit.legacy-service ConfigMap plane-a-nvcf/list"),
        of(
            "legacy-service near miss: the JWT audience, derived namespaces, not service names",
            List.of(
                object(
                    "v1",
                    "ConfigMap",
                    "plane-a-nvcf",
                    "ok",
                    "data: {AUD: 'http://openbao-server.vault-system.svc.cluster.local:8200',"
                        + " API: 'http://api.plane-a-nvcf.svc.cluster.local:8080',"
                        + " EXT: 'api.nvcf.svc.example.com', NOSVC: 'nvcf.svc.cluster.local',"
                        + " LONGER: 'api.nvcf.svcx', DASH: 'api.nvcf.svc-x'}"))),
        of(
            "legacy-service: the JWT audience is exempt only when exactly equal",
            List.of(
                object(
                    "v1",
                    "ConfigMap",
                    "plane-a-nvcf",
                    "aud",
                    "data: {AUD: 'http://openbao-server.vault-system.svc.cluster.local:8200/v1'}")),
            "audit.legacy-service ConfigMap plane-a-nvcf/aud"),
        of(
            "cluster-scoped: not shared and not under the plane's names",
            List.of(
                object(RBAC, "ClusterRole", "", "reader", ""),
                object("storage.k8s.io/v1", "StorageClass", "", "fast", "")),
            "audit.cluster-scoped ClusterRole reader",
            "audit.cluster-scoped StorageClass fast"),
        of(
            "cluster-scoped near miss: p-..., p...., the name table, shared",
            A,
            options().shared(List.of(SharedEntry.parse("ClusterRole/-/view"))).build(),
            List.of(
                object(RBAC, "ClusterRole", "", "plane-a-reader", ""),
                object(
                    "admissionregistration.k8s.io/v1",
                    "MutatingWebhookConfiguration",
                    "",
                    "plane-a.mutate.nvca.nvcf.nvidia.io",
                    ""),
                object(RBAC, "ClusterRole", "", "view", ""))),
        of(
            "cluster-scoped: a CRD later in the stream declares the kind's scope",
            List.of(
                object("example.com/v1", "Widget", "", "w", ""),
                object(
                    "apiextensions.k8s.io/v1",
                    "CustomResourceDefinition",
                    "",
                    "widgets.example.com",
                    "spec: {group: example.com, scope: Cluster, names: {kind: Widget, plural: widgets}}")),
            "audit.cluster-scoped Widget w",
            "audit.shared-crd CustomResourceDefinition widgets.example.com"),
        of(
            "cluster-scoped: --cluster-scoped names a kind",
            A,
            options().clusterScoped(List.of(GroupKind.parse("example.com/Widget"))).build(),
            List.of(object("example.com/v1", "Widget", "", "w", "")),
            "audit.cluster-scoped Widget w"),
        of(
            "cluster-scoped near miss: a custom kind no CRD declares is namespaced",
            List.of(object("example.com/v1", "Widget", "plane-a-nvcf", "w", ""))),
        // ---------------------------------------------------------------- wiring
        of(
            "binding: a foreign ClusterRole, subjects beyond the plane",
            List.of(
                object(
                    RBAC,
                    "RoleBinding",
                    "plane-a-nvcf",
                    "admins",
                    "roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: admin}"),
                object(
                    RBAC,
                    "RoleBinding",
                    "plane-a-nvcf",
                    "subjects",
                    "roleRef: {kind: Role, name: plane-a-reader}, subjects: [{kind: ServiceAccount,"
                        + " name: x, namespace: default}]"),
                object(
                    RBAC,
                    "RoleBinding",
                    "plane-a-nvcf",
                    "everyone",
                    "roleRef: {kind: Role, name: r}, subjects: [{kind: Group, name: system:authenticated}]"),
                object(
                    RBAC,
                    "ClusterRoleBinding",
                    "",
                    "plane-a-other-sa",
                    "roleRef: {kind: ClusterRole, name: plane-a-reader}, subjects: [{kind: Group,"
                        + " name: 'system:serviceaccounts:plane-b-nvcf'}, {kind: ServiceAccount, name: y}]")),
            "audit.binding RoleBinding plane-a-nvcf/admins",
            "audit.binding RoleBinding plane-a-nvcf/subjects",
            "audit.binding RoleBinding plane-a-nvcf/everyone",
            "audit.binding ClusterRoleBinding plane-a-other-sa"),
        of(
            "binding near miss: a Role, own ClusterRole, own service accounts, users",
            List.of(
                object(
                    RBAC,
                    "RoleBinding",
                    "plane-a-nvcf",
                    "ok",
                    "roleRef: {kind: ClusterRole, name: plane-a-reader}, subjects: [{kind: ServiceAccount,"
                        + " name: api}, {kind: ServiceAccount, name: agent, namespace: plane-a-nvca-system},"
                        + " {kind: User, name: alice}, {kind: Group, name: 'system:serviceaccounts:plane-a-sis'}]"),
                object(
                    RBAC,
                    "RoleBinding",
                    "plane-a-nvcf",
                    "role",
                    "roleRef: {kind: Role, name: anything}"))),
        of(
            "route: a foreign Gateway, a Gateway in its own namespace without its name, a foreign backend",
            List.of(
                object(
                    GW,
                    "HTTPRoute",
                    "plane-a-ingress",
                    "plane-a-nvcf-api",
                    "spec: {parentRefs: [{name: other-gw, namespace: gateway-system}]}"),
                object(
                    GW,
                    "GRPCRoute",
                    "plane-a-ingress",
                    "plane-a-grpc",
                    "spec: {parentRefs: [{name: shared-gw}]}"),
                object(
                    GW,
                    "HTTPRoute",
                    "plane-a-ingress",
                    "plane-a-sis",
                    "spec: {parentRefs: [{name: plane-a-shared-gw, namespace: gateway-system}],"
                        + " rules: [{backendRefs: [{name: api, namespace: plane-b-sis, port: 8080}]}]}")),
            "audit.route HTTPRoute plane-a-ingress/plane-a-nvcf-api",
            "audit.route GRPCRoute plane-a-ingress/plane-a-grpc",
            "audit.route HTTPRoute plane-a-ingress/plane-a-sis"),
        of(
            "route near miss: own Gateway and backends, a parent that is not a Gateway",
            List.of(
                object(
                    GW,
                    "HTTPRoute",
                    "plane-a-ingress",
                    "plane-a-nvcf-api",
                    "spec: {parentRefs: [{name: plane-a-shared-gw, namespace: gateway-system}, {group: '',"
                        + " kind: Service, name: mesh}], rules: [{backendRefs: [{name: api, namespace: plane-a-nvcf},"
                        + " {name: local}]}]}"))),
        of(
            "reference-grant: outside the plane, granting a foreign namespace",
            List.of(
                object(
                    "gateway.networking.k8s.io/v1beta1",
                    "ReferenceGrant",
                    "plane-a-nvcf",
                    "allow-routes-to-nvcf",
                    "spec: {from: [{group: gateway.networking.k8s.io, kind: HTTPRoute, namespace: plane-b-ingress}]}"),
                object(
                    "gateway.networking.k8s.io/v1beta1",
                    "ReferenceGrant",
                    "gateway-system",
                    "plane-a-grant",
                    "spec: {from: [{namespace: plane-a-ingress}]}")),
            "audit.reference-grant ReferenceGrant plane-a-nvcf/allow-routes-to-nvcf",
            "audit.reference-grant ReferenceGrant gateway-system/plane-a-grant"),
        of(
            "reference-grant near miss: the plane's route namespace and the shared Gateway namespace",
            List.of(
                object(
                    "gateway.networking.k8s.io/v1beta1",
                    "ReferenceGrant",
                    "plane-a-nvcf",
                    "allow-routes-to-nvcf",
                    "spec: {from: [{namespace: plane-a-ingress}, {namespace: gateway-system}]}"))),
        of(
            "gateway-listener: All, a Selector without the plane's label",
            List.of(
                object(
                    GW,
                    "Gateway",
                    "gateway-system",
                    "plane-a-shared-gw",
                    "spec: {listeners: [{name: https, port: 443, protocol: HTTPS, allowedRoutes:"
                        + " {namespaces: {from: All}}}]}"),
                object(
                    GW,
                    "Gateway",
                    "gateway-system",
                    "plane-a-grpc-gw",
                    "spec: {listeners: [{name: grpc, port: 8443, protocol: HTTPS, allowedRoutes:"
                        + " {namespaces: {from: Selector, selector: {matchLabels: {team: a}}}}}]}")),
            "audit.gateway-listener Gateway gateway-system/plane-a-shared-gw",
            "audit.gateway-listener Gateway gateway-system/plane-a-grpc-gw"),
        of(
            "gateway-listener near miss: absent, Same, a Selector requiring the label (matchLabels or In)",
            List.of(
                object(
                    GW,
                    "Gateway",
                    "gateway-system",
                    "plane-a-shared-gw",
                    "spec: {listeners: [{name: a, port: 443}, {name: b, port: 444, allowedRoutes:"
                        + " {namespaces: {from: Same}}}, {name: c, port: 445, allowedRoutes: {namespaces:"
                        + " {from: Selector, selector: {matchLabels: {nvcf.nvidia.com/control-plane-id: plane-a}}}}},"
                        + " {name: d, port: 446, allowedRoutes: {namespaces: {from: Selector, selector:"
                        + " {matchExpressions: [{key: nvcf.nvidia.com/control-plane-id, operator: In,"
                        + " values: [plane-a]}]}}}}]}"))),
        of(
            "certificate: a foreign ClusterIssuer, a DNS name outside the domain",
            A,
            options().domain("plane-a.example.test").build(),
            List.of(
                object(
                    CM,
                    "Certificate",
                    "plane-a-nvcf",
                    "plane-a-tls",
                    "spec: {issuerRef: {kind: ClusterIssuer, name: corp-ca}}"),
                object(
                    CM,
                    "Certificate",
                    "plane-a-nvcf",
                    "plane-a-api",
                    "spec: {issuerRef: {kind: ClusterIssuer, group: cert-manager.io, name: plane-a-nvcf-openbao-pki},"
                        + " dnsNames: [api.plane-b.example.test]}")),
            "audit.certificate Certificate plane-a-nvcf/plane-a-tls",
            "audit.certificate Certificate plane-a-nvcf/plane-a-api"),
        of(
            "certificate near miss: managed and external issuers, Issuers, the plane's names",
            A,
            options().domain("plane-a.example.test").externalIssuers(List.of("corp-ca")).build(),
            List.of(
                object(
                    CM,
                    "Certificate",
                    "plane-a-nvcf",
                    "plane-a-tls",
                    "spec: {issuerRef: {kind: ClusterIssuer, name: plane-a-nvcf-openbao-pki}, dnsNames:"
                        + " [plane-a.example.test, llm.plane-a.example.test, '*.invocation.plane-a.example.test',"
                        + " llm-request-router.plane-a-nvcf.svc.cluster.local,"
                        + " '*.llm-request-router-headless.plane-a-nvcf.svc.cluster.local', api.plane-a-nvcf.svc]}"),
                object(
                    CM,
                    "Certificate",
                    "plane-a-nvcf",
                    "plane-a-ext",
                    "spec: {issuerRef: {kind: ClusterIssuer, name: corp-ca}}"),
                object(
                    CM,
                    "Certificate",
                    "plane-a-nvcf",
                    "plane-a-local",
                    "spec: {issuerRef: {name: anything}}"))),
        of(
            "certificate near miss: without a domain DNS names are not judged",
            List.of(
                object(
                    CM,
                    "Certificate",
                    "plane-a-nvcf",
                    "plane-a-tls",
                    "spec: {issuerRef: {kind: ClusterIssuer, name: plane-a-nvcf-openbao-pki}, dnsNames: [x.example.com]}"))),
        of(
            "config.issuer-canonical: a managed issuer with another name (IssuerPolicy)",
            "alpha",
            NONE,
            List.of(labelled(CM, "ClusterIssuer", "", "alpha-beta-nvcf-openbao-pki", "alpha", "")),
            "config.issuer-canonical ClusterIssuer alpha-beta-nvcf-openbao-pki"),
        of(
            "config.issuer-canonical near miss: the canonical name; an unlabelled issuer is placed by name",
            List.of(
                labelled(CM, "ClusterIssuer", "", "plane-a-nvcf-openbao-pki", "plane-a", ""),
                object(CM, "ClusterIssuer", "", "plane-a-retained-pki", "")),
            "audit.unlabelled ClusterIssuer plane-a-retained-pki"),
        of(
            "shared-crd: the NVCFBackend CRD and any other CRD",
            List.of(
                object(
                    "apiextensions.k8s.io/v1",
                    "CustomResourceDefinition",
                    "",
                    "nvcfbackends.nvcf.nvidia.io",
                    ""),
                object(
                    "apiextensions.k8s.io/v1",
                    "CustomResourceDefinition",
                    "",
                    "plane-a-things.example.com",
                    "")),
            "audit.shared-crd CustomResourceDefinition nvcfbackends.nvcf.nvidia.io",
            "audit.shared-crd CustomResourceDefinition plane-a-things.example.com"),
        of(
            "shared-crd near miss: the legacy plane renders the CRD (SharedCrdPolicy)",
            "",
            NONE,
            List.of(
                object(
                    "apiextensions.k8s.io/v1",
                    "CustomResourceDefinition",
                    "",
                    "nvcfbackends.nvcf.nvidia.io",
                    ""))),
        // ---------------------------------------------------------------- hooks
        of(
            "hook.delete-policy: the pre-delete hook objects (HookPolicy)",
            List.of(
                hook(
                    RBAC,
                    "ClusterRole",
                    "",
                    "plane-a-nvca-operator-pre-delete-cleanup",
                    "before-hook-creation"),
                object(
                    "v1",
                    "ServiceAccount",
                    "plane-a-nvca-operator",
                    "plane-a-nvca-operator-pre-delete-cleanup",
                    "")),
            "hook.delete-policy ClusterRole plane-a-nvca-operator-pre-delete-cleanup",
            "hook.delete-policy ServiceAccount plane-a-nvca-operator/plane-a-nvca-operator-pre-delete-cleanup"),
        of(
            "hook.delete-policy near miss: both tokens, in any order; the name in another namespace",
            List.of(
                hook(
                    RBAC,
                    "ClusterRoleBinding",
                    "",
                    "plane-a-nvca-operator-pre-delete-cleanup",
                    "hook-succeeded, before-hook-creation"),
                hook(
                    "batch/v1",
                    "Job",
                    "plane-a-nvca-operator",
                    "plane-a-nvca-operator-pre-delete-cleanup",
                    "before-hook-creation,hook-succeeded"),
                object(
                    "v1",
                    "ServiceAccount",
                    "plane-a-nvcf",
                    "plane-a-nvca-operator-pre-delete-cleanup",
                    ""))),
        of(
            "hook.delete-policy: the legacy plane's hook; its ServiceAccount needs a namespace",
            "",
            NONE,
            List.of(
                object(RBAC, "ClusterRole", "", "nvca-operator-pre-delete-cleanup", ""),
                object("v1", "ServiceAccount", "", "nvca-operator-pre-delete-cleanup", "")),
            "hook.delete-policy ClusterRole nvca-operator-pre-delete-cleanup",
            "audit.namespace-unknown ServiceAccount nvca-operator-pre-delete-cleanup"),
        of(
            "hook-residue: other cluster-scoped delete hooks without hook-succeeded",
            List.of(
                hookEvent(
                    RBAC,
                    "ClusterRole",
                    "",
                    "plane-a-cleanup",
                    "pre-delete",
                    "before-hook-creation"),
                hookEvent(
                    "example.com/v1",
                    "Sweeper",
                    "",
                    "plane-a-sweeper",
                    "post-install, post-delete",
                    ""),
                object(
                    "apiextensions.k8s.io/v1",
                    "CustomResourceDefinition",
                    "",
                    "sweepers.example.com",
                    "spec: {group: example.com, scope: Cluster, names: {kind: Sweeper}}")),
            "audit.hook-residue ClusterRole plane-a-cleanup",
            "audit.hook-residue Sweeper plane-a-sweeper",
            "audit.shared-crd CustomResourceDefinition sweepers.example.com"),
        of(
            "hook-residue near miss: hook-succeeded, other hook events, namespaced hooks",
            List.of(
                hookEvent(
                    RBAC, "ClusterRole", "", "plane-a-cleanup", "pre-delete", "hook-succeeded"),
                hookEvent(RBAC, "ClusterRole", "", "plane-a-setup", "pre-install", ""),
                hookEvent("v1", "ConfigMap", "plane-a-nvcf", "plane-a-cleanup", "pre-delete", ""))),
        // ---------------------------------------------------------------- namespaces
        of(
            "namespace-unknown: a namespaced object without namespace, reported once",
            List.of(
                object("v1", "ConfigMap", "", "api", ""),
                object(
                    GW,
                    "HTTPRoute",
                    "",
                    "plane-a-api",
                    "spec: {parentRefs: [{name: plane-a-gw}]}")),
            "audit.namespace-unknown ConfigMap api",
            "audit.namespace-unknown HTTPRoute plane-a-api"),
        of(
            "namespace-unknown near miss: the release namespace places it and is reported as its namespace",
            A,
            options().releaseNamespace("plane-a-ingress").build(),
            List.of(
                object("v1", "ConfigMap", "", "api", ""),
                object(GW, "HTTPRoute", "", "r", "spec: {parentRefs: [{name: shared-gw}]}")),
            "audit.route HTTPRoute plane-a-ingress/r"));
  }

  private static String hook(
      String apiVersion, String kind, String namespace, String name, String policy) {
    return hookEvent(apiVersion, kind, namespace, name, "pre-delete", policy);
  }

  private static String hookEvent(
      String apiVersion, String kind, String namespace, String name, String events, String policy) {
    return "{apiVersion: "
        + apiVersion
        + ", kind: "
        + kind
        + ", metadata: {name: "
        + name
        + (namespace.isEmpty() ? "" : ", namespace: " + namespace)
        + ", annotations: {helm.sh/hook: '"
        + events
        + "'"
        + (policy.isEmpty() ? "" : ", helm.sh/hook-delete-policy: '" + policy + "'")
        + "}}}";
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void findsExactlyWhatTheRulesSay(Case c) {
    assertThat(
            Audits.findings(
                Audits.render(c.plane(), c.options(), c.documents().toArray(String[]::new))))
        .containsExactlyElementsOf(c.expected());
  }
}
