package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.identity.internal.NameSyntax;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.ValidationResult;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * One row of the kind table (docs/reference/identity.md#kind-table): a stable key ({@code
 * namespace/nvcf}, {@code release/nats}, {@code openbao/url}, ...), the class of thing it names,
 * its scope and namespace, the rules its values are re-validated with, how its value is derived and
 * the modes it exists in.
 *
 * <p>Keys are stable API shared by code, CLI and docs. The table is {@link #all()}, in the order of
 * the reference's groups A–J, then the local-gateway tooling family and the request-parameterised
 * miniservice kinds. Each row below is one kind: a family's factory fixes what the family shares
 * (class, scope, rules) and the row gives its key, how the name is derived (which, in legacy mode,
 * is also its legacy value: {@code resourceName("nvcf-api")} is {@code nvcf-api} there and {@code
 * <id>-nvcf-api} in a named plane) and, where it varies, its namespace. Example: {@code
 * NameKind.byKey("openbao/fullname").get().rule()} is {@code DNS1035_LABEL}.
 */
public final class NameKind {

  /** How a kind's value is shaped. */
  enum Shape {
    /** One string. */
    SCALAR,
    /** A Helm release: the value is the release name, the namespace the release namespace. */
    RELEASE,
    /** A list of strings, one entry per element ({@code key[i]}). */
    LIST,
    /** A map of strings, one entry per key ({@code key/K}). */
    MAP
  }

  /** What a kind's value is, for re-validation: the value itself, or the host inside it. */
  enum Form {
    NAME,
    URL,
    HOST_PORT
  }

  /** Where a kind's input comes from. */
  enum Input {
    DERIVED,
    OPERATOR,
    REQUEST
  }

  /** How a row's value is computed for one plane. */
  @FunctionalInterface
  private interface Derivation {
    String of(NamingInputs plane);
  }

  private static final NameRule LABEL = NameRule.DNS1123_LABEL;
  private static final NameRule SUBDOMAIN = NameRule.DNS1123_SUBDOMAIN;
  private static final NameRule DNS1035 = NameRule.DNS1035_LABEL;
  private static final String WEBHOOK = "mutate.nvca.nvcf.nvidia.io";

  /**
   * The Gateways an operator supplies for a named plane ({@code gateway/shared}, {@code /grpc},
   * {@code /nats}), in check order.
   */
  public static final List<String> OPERATOR_GATEWAYS = List.of("shared", "grpc", "nats");

  private static final ImmutableList<NameKind> ALL = table();

  private static final ImmutableMap<String, NameKind> BY_KEY =
      ALL.stream().collect(ImmutableMap.toImmutableMap(NameKind::key, k -> k));

  // The kinds an embedder names in code, as typed constants: names.derive(NameKind.NAMESPACE_NVCF)
  // cannot name a kind that does not exist. Each is the row of the table with that key; a key
  // missing from the table fails this class's initialisation. The keys stay the wire form (CLI
  // arguments, JSON, PlaneNames.derive(String)).
  /** {@code namespace/nvcf}: the plane's NVCF namespace. */
  public static final NameKind NAMESPACE_NVCF = row("namespace/nvcf");

  /** {@code namespace/api-keys}: the API keys service's namespace. */
  public static final NameKind NAMESPACE_API_KEYS = row("namespace/api-keys");

  /** {@code namespace/sis}: the SIS namespace. */
  public static final NameKind NAMESPACE_SIS = row("namespace/sis");

  /** {@code namespace/ess}: the ESS namespace. */
  public static final NameKind NAMESPACE_ESS = row("namespace/ess");

  /** {@code namespace/nats-system}: the NATS namespace. */
  public static final NameKind NAMESPACE_NATS_SYSTEM = row("namespace/nats-system");

  /** {@code namespace/vault-system}: the OpenBao namespace. */
  public static final NameKind NAMESPACE_VAULT_SYSTEM = row("namespace/vault-system");

  /** {@code namespace/cassandra-system}: the Cassandra namespace. */
  public static final NameKind NAMESPACE_CASSANDRA_SYSTEM = row("namespace/cassandra-system");

  /** {@code namespace/nvcf-ui}: the UI add-on's namespace. */
  public static final NameKind NAMESPACE_NVCF_UI = row("namespace/nvcf-ui");

  /** {@code namespace/nvca-operator}: the NVCA operator's namespace (compute plane). */
  public static final NameKind NAMESPACE_NVCA_OPERATOR = row("namespace/nvca-operator");

  /** {@code namespace/nvca-system}: the NVCA system namespace (compute plane). */
  public static final NameKind NAMESPACE_NVCA_SYSTEM = row("namespace/nvca-system");

  /**
   * {@code namespace/nvcf-backend}: the namespace of the NVCF backend's requests (compute plane).
   */
  public static final NameKind NAMESPACE_NVCF_BACKEND = row("namespace/nvcf-backend");

  /** {@code namespace/ingress}: the ingress namespace; legacy: the shared Gateway controller's. */
  public static final NameKind NAMESPACE_INGRESS = row("namespace/ingress");

  /** {@code namespace/gdn-streaming}: the streaming (TURN) namespace, named planes only. */
  public static final NameKind NAMESPACE_GDN_STREAMING = row("namespace/gdn-streaming");

  /** {@code release/nats}: the NATS Helm release. */
  public static final NameKind RELEASE_NATS = row("release/nats");

  /** {@code issuer/managed}: the plane's managed ClusterIssuer. */
  public static final NameKind ISSUER_MANAGED = row("issuer/managed");

  /** {@code nvca/pre-delete-hook}: the NVCA operator's pre-delete hook objects. */
  public static final NameKind NVCA_PRE_DELETE_HOOK = row("nvca/pre-delete-hook");

  /** {@code cluster/nvca}: the NVCA operator's cluster-scoped RBAC objects. */
  public static final NameKind CLUSTER_NVCA = row("cluster/nvca");

  /** {@code secret-mirror/source-namespace}: the namespace Secrets are mirrored from. */
  public static final NameKind SECRET_MIRROR_SOURCE_NAMESPACE =
      row("secret-mirror/source-namespace");

  /** {@code openbao/jwt-audience}: the JWT audience, which keeps the legacy service name. */
  public static final NameKind OPENBAO_JWT_AUDIENCE = row("openbao/jwt-audience");

  /** The table: one row per kind, grouped as in docs/reference/identity.md#kind-table. */
  private static ImmutableList<NameKind> table() {
    return Stream.of(
            // A. Namespaces: <id>-<suffix> when named, the suffix in legacy mode
            namespace("namespace/nvcf", "nvcf"),
            namespace("namespace/api-keys", "api-keys"),
            namespace("namespace/sis", "sis"),
            namespace("namespace/ess", "ess"),
            namespace("namespace/nats-system", "nats-system"),
            namespace("namespace/vault-system", "vault-system"),
            namespace("namespace/cassandra-system", "cassandra-system"),
            namespace("namespace/nvcf-ui", "nvcf-ui"),
            namespace("namespace/nvca-operator", "nvca-operator"),
            namespace("namespace/nvca-system", "nvca-system"),
            namespace("namespace/nvcf-backend", "nvcf-backend"),
            namespace("namespace/ingress", "ingress"), // legacy: the Gateway controller's
            namespace("namespace/gdn-streaming", "gdn-streaming").namedOnly(),
            // B. Helm releases: the name kept, the namespace the plane's ...
            release("release/nats", "nats", "nats-system"),
            release("release/openbao-server", "openbao-server", "vault-system"),
            release("release/cassandra", "cassandra", "cassandra-system"),
            release("release/api-keys", "api-keys", "api-keys"),
            release("release/sis", "sis", "sis"),
            release("release/api", "api", "nvcf"),
            release("release/nvct-api", "nvct-api", "nvcf"),
            release("release/invocation-service", "invocation-service", "nvcf"),
            release("release/grpc-proxy", "grpc-proxy", "nvcf"),
            release("release/ratelimiter", "ratelimiter", "nvcf"),
            release("release/ess-api", "ess-api", "ess"),
            release("release/notary-service", "notary-service", "nvcf"),
            release("release/admin-issuer-proxy", "admin-issuer-proxy", "api-keys"),
            release("release/reval", "reval", "nvcf"),
            release(
                "release/nats-auth-callout-service", "nats-auth-callout-service", "nats-system"),
            release("release/llm-request-router", "llm-request-router", "nvcf"),
            release("release/llm-api-gateway", "llm-api-gateway", "nvcf"),
            release("release/vanity-gateway", "vanity-gateway", "nvcf"),
            release("release/nvcf-ui", "nvcf-ui", "nvcf-ui"),
            // ... except where the namespace is shared or the chart pins name = namespace
            planeRelease("release/ingress", "ingress", inPlane("ingress")),
            planeRelease("release/nvcf-pki", "nvcf-pki", p -> "cert-manager"),
            planeRelease("release/nvca-operator", "nvca-operator", inPlane("nvca-operator")),
            // C. Routes and Gateway wiring
            route("route/nvcf-api", "nvcf-api"),
            route("route/nvcf-api-grpc", "nvcf-api-grpc"),
            route("route/nvct-api", "nvct-api"),
            route("route/nvct-api-grpc", "nvct-api-grpc"),
            route("route/api-keys", "api-keys"),
            route("route/sis", "sis"),
            route("route/reval", "reval"),
            route("route/invocation-service", "invocation-service"),
            route("route/llm-api-gateway", "llm-api-gateway"),
            route("route/llm-invocation", "llm-invocation"),
            route("route/vanity-gateway", "vanity-gateway"),
            route("route/nvcf-ui", "nvcf-ui"),
            route("route/event-ledger", "event-ledger"),
            route("route/grpc", "grpc"),
            route("route/grpc-worker", "grpc-worker"),
            route("route/nats", "nats"),
            route("route/llm-worker", "llm-worker"),
            route("route/ess", "ess"),
            referenceGrant("referencegrant/api-keys", "allow-httproute-to-api-keys", "api-keys"),
            referenceGrant("referencegrant/ess", "allow-httproute-to-ess", "ess"),
            referenceGrant("referencegrant/nats", "allow-tcproute-to-nats", "nats-system"),
            referenceGrant("referencegrant/nvcf-ui", "allow-httproute-to-nvcf-ui", "nvcf-ui"),
            referenceGrant("referencegrant/nvcf", "allow-routes-to-nvcf", "nvcf"),
            referenceGrant("referencegrant/sis", "allow-httproute-to-sis", "sis"),
            podMonitor("podmonitor/shared", "envoy-gateway-proxy-shared"),
            podMonitor("podmonitor/grpc", "envoy-gateway-proxy-grpc"),
            gateway("gateway/llm-grpc", "llm-grpc-gw"),
            gateway("gateway/llm-quic", "llm-quic-gw"),
            suppliedGateway("gateway/shared"),
            suppliedGateway("gateway/grpc"),
            suppliedGateway("gateway/nats"),
            // D. Host names: <label>.<domain> in both modes
            host("hostname/api", "api"),
            host("hostname/api-grpc", "api-grpc"),
            host("hostname/tasks", "tasks"),
            host("hostname/tasks-grpc", "tasks-grpc"),
            host("hostname/api-keys", "api-keys"),
            host("hostname/sis", "sis"),
            host("hostname/invocation", "invocation"),
            host("hostname/invocation-wildcard", "*.invocation"),
            host("hostname/llm", "llm"),
            host("hostname/llm-invocation", "llm.invocation"),
            host("hostname/vanity", "vanity"),
            host("hostname/reval", "reval"),
            host("hostname/nvcf-ui", "nvcf-ui"),
            host("hostname/ess", "ess"),
            // E. OpenBao: names derived from the server's full name (FN)
            openbao("openbao/fullname", "service", DNS1035, ""),
            openbao("openbao/internal-service", "service", DNS1035, "-internal"),
            openbao("openbao/injector-service", "service", DNS1035, "-agent-injector-svc"),
            openbao("openbao/root-token-secret", "secret", LABEL, "-root-token"),
            openbao(
                "openbao/initialize-cluster-sa", "serviceaccount", LABEL, "-initialize-cluster"),
            openbao("openbao/migrations-job", "job", LABEL, "-migrations"),
            openbao("openbao/unseal-secret", "secret", LABEL, "-unseal").namedOnly(),
            new Row("openbao/service-host", "host", SUBDOMAIN)
                .value(NamingInputs::openbaoServiceHost),
            new Row("openbao/address", "url", SUBDOMAIN)
                .form(Form.HOST_PORT)
                .value(p -> p.openbaoServiceHost() + ":8200"),
            url("openbao/url", NamingInputs::openbaoUrl),
            url("openbao/raft-peer-0", raftPeer(0)).namedOnly(),
            url("openbao/raft-peer-1", raftPeer(1)).namedOnly(),
            url("openbao/raft-peer-2", raftPeer(2)).namedOnly(),
            url("openbao/jwks-url/nvcf-api", jwks("nvcf-api")),
            url("openbao/jwks-url/nvct-api", jwks("nvct-api")),
            url("openbao/jwks-url/sis-api", jwks("sis-api")),
            url("openbao/jwks-url/reval", jwks("reval")),
            url("openbao/jwks-url/ratelimiter-api", jwks("ratelimiter-api")),
            constant(
                "openbao/jwt-audience",
                "http://openbao-server.vault-system.svc.cluster.local:8200"),
            constant(
                "openbao/pki-sign-path",
                "services/all/pki/nvcf-service-issuing/sign/nvcf-service-server"),
            constant("openbao/auth-mount", "/v1/auth/jwt"),
            constant("openbao/auth-role", "cert-manager"),
            new Row("openbao/migration-namespaces", "reference", LABEL)
                .map(NameKind::migrationNamespaces)
                .namedOnly(),
            // F. PKI and TLS
            new Row("issuer/managed", "clusterissuer", SUBDOMAIN)
                .scope(Scope.CLUSTER)
                .value(resourceName("nvcf-openbao-pki")),
            url("issuer/managed-server", NamingInputs::openbaoUrl),
            url("issuer/managed-audience", NamingInputs::openbaoUrl),
            new Row("certificate/llm-worker-grpc-tls", "certificate", SUBDOMAIN)
                .in(NamingInputs::gatewayNamespace)
                .value(resourceName("llm-request-router-grpc-tls")),
            new Row("secret/stargate-quic-tls", "secret", SUBDOMAIN)
                .in(inPlane("nvcf"))
                .value(resourceName("stargate-quic-tls")),
            new Row("sans/llm-request-router", "host", SUBDOMAIN).list(NameKind::sans),
            // G. Compute plane (NVCA)
            new Row("nvca/operator-fullname", "fullname", LABEL)
                .in(inPlane("nvca-operator"))
                .value(resourceName("nvca-operator")),
            new Row("nvca/pre-delete-hook", "hook", LABEL)
                .scope(Scope.CLUSTER)
                .value(resourceName("nvca-operator-pre-delete-cleanup")),
            new Row("cluster/nvca", "cluster-object", LABEL)
                .scope(Scope.CLUSTER)
                .value(resourceName("nvca")),
            new Row("webhook/mutate", "webhook", SUBDOMAIN)
                .scope(Scope.CLUSTER)
                .value(NameKind::webhook),
            new Row("secret-mirror/source-namespace", "reference", LABEL)
                .value(
                    p ->
                        p.configuredOr(
                            "secret-mirror/source-namespace", p.namespace("nvca-operator"))),
            new Row("secret-mirror/target-namespace", "reference", LABEL)
                .value(p -> p.namespace("nvca-system")),
            new Row("workload/admin-token-issuer-proxy", "service", DNS1035)
                .in(inPlane("api-keys"))
                .value(resourceName("admin-token-issuer-proxy")),
            // H. Service DNS names (the service kept, the namespace the plane's) and URLs
            serviceDns("service-dns/api", "api", "nvcf"),
            serviceDns("service-dns/nvct-api", "nvct-api", "nvcf"),
            serviceDns("service-dns/invocation", "invocation", "nvcf"),
            serviceDns("service-dns/grpc", "grpc", "nvcf"),
            serviceDns("service-dns/notary", "notary", "nvcf"),
            serviceDns("service-dns/reval", "reval", "nvcf"),
            serviceDns("service-dns/ratelimiter", "ratelimiter", "nvcf"),
            serviceDns("service-dns/llm-request-router", "llm-request-router", "nvcf"),
            serviceDns("service-dns/llm-api-gateway", "llm-api-gateway", "nvcf"),
            serviceDns("service-dns/sis-api", "api", "sis"),
            serviceDns("service-dns/api-keys", "api-keys", "api-keys"),
            serviceDns("service-dns/ess-api", "ess-api", "ess"),
            serviceDns("service-dns/nats", "nats", "nats-system"),
            serviceDns("service-dns/cassandra", "cassandra", "cassandra-system"),
            serviceUrl("url/nvcf-api", "http", "api", "nvcf", 8080),
            serviceUrl("url/nvcf-api-grpc", "http", "api", "nvcf", 9090),
            serviceUrl("url/nvct-api", "http", "nvct-api", "nvcf", 8080),
            serviceUrl("url/nvct-api-grpc", "http", "nvct-api", "nvcf", 9090),
            serviceUrl("url/invocation", "http", "invocation", "nvcf", 8080),
            serviceUrl("url/grpc-proxy-worker", "http", "grpc", "nvcf", 10086),
            serviceUrl("url/ess-api", "http", "ess-api", "ess", 8080),
            serviceUrl("url/sis-api", "http", "api", "sis", 8080),
            serviceUrl("url/reval", "http", "reval", "nvcf", 8080),
            serviceUrl("url/nats", "nats", "nats", "nats-system", 4222),
            new Row("url/cassandra-contact-points", "url", SUBDOMAIN)
                .value(
                    legacyDefaulted(
                        "url/cassandra-contact-points",
                        p -> p.serviceDns("cassandra", "cassandra-system"))),
            // I. Cassandra keyspaces
            keyspace("keyspace/nvcf_api", "nvcf_api"),
            keyspace("keyspace/api_keys_api", "api_keys_api"),
            keyspace("keyspace/ess_api", "ess_api"),
            keyspace("keyspace/sis_api", "sis_api"),
            keyspace("keyspace/nvct_api", "nvct_api"),
            keyspace("keyspace/nvcf_autoscaler", "nvcf_autoscaler"),
            keyspace("keyspace/event_ledger", "event_ledger"),
            keyspace("keyspace/schema_migrations", "schema_migrations"),
            keyspace("keyspace/nvcf_api_keys", "nvcf_api_keys"),
            // J. Ownership label
            new Row("label/ownership", "label", NameRule.LABEL_VALUE)
                .value(p -> p.id.value())
                .namedOnly(),
            // C (tooling). Local-cluster Gateway defaults: named only, excluded from the
            // cross-plane guarantees
            localGateway("local-gateway/gateway/shared", "gateway/shared", "shared-gw"),
            localEnvoy("local-gateway/envoyproxy/shared", "envoyproxy", "shared-proxy"),
            localEnvoy("local-gateway/envoy-deployment/shared", "deployment", "shared-envoy"),
            localEnvoyService("local-gateway/envoy-service/shared", "shared-svc"),
            localGateway("local-gateway/gateway/grpc", "gateway/grpc", "grpc-gw"),
            localEnvoy("local-gateway/envoyproxy/grpc", "envoyproxy", "grpc-proxy"),
            localEnvoy("local-gateway/envoy-deployment/grpc", "deployment", "grpc-envoy"),
            localEnvoyService("local-gateway/envoy-service/grpc", "grpc-svc"),
            localGateway("local-gateway/gateway/nats", "gateway/nats", "nats-gw"),
            localEnvoy("local-gateway/envoyproxy/nats", "envoyproxy", "nats-proxy"),
            localEnvoy("local-gateway/envoy-deployment/nats", "deployment", "nats-envoy"),
            localEnvoyService("local-gateway/envoy-service/nats", "nats-svc"),
            // G (request-parameterised): values through PlaneNames.miniService*(request)
            miniService("miniservice/namespace", "namespace"),
            miniService("miniservice/instance", "miniservice"))
        .map(NameKind::new)
        .collect(ImmutableList.toImmutableList());
  }

  private final String key;
  private final String family;
  private final String objectClass;
  private final Scope scope;
  private final ImmutableList<NameRule> rules;
  private final Form form;
  private final Shape shape;
  private final boolean inLegacy;
  private final boolean toolingDefault;
  private final Input input;
  private final boolean needsDomain;
  private final Function<NamingInputs, Map<String, String>> entries;
  private final Function<NamingInputs, @Nullable String> namespace;
  private final Function<NamingInputs, @Nullable String> identityNamespace;

  private NameKind(Row r) {
    this.key = r.key;
    this.family = r.key.substring(0, r.key.indexOf('/'));
    this.objectClass = r.objectClass;
    this.scope = r.scope;
    this.rules = r.rules;
    this.form = r.form;
    this.shape = r.shape;
    this.inLegacy = r.inLegacy;
    this.toolingDefault = r.toolingDefault;
    this.input = r.input;
    this.needsDomain = r.needsDomain;
    this.entries = requireNonNull(r.entries, r.key + " has no value");
    this.namespace = r.namespace;
    this.identityNamespace = r.identityNamespace == null ? r.namespace : r.identityNamespace;
  }

  /** The stable key, e.g. {@code namespace/nvcf}. */
  public String key() {
    return key;
  }

  /**
   * The family: the key up to its first {@code /} ({@code namespace}, {@code release}, {@code
   * route}, ..., {@code local-gateway}).
   */
  public String family() {
    return family;
  }

  /** Cluster-scoped object, namespaced object, or not an object. */
  public Scope scope() {
    return scope;
  }

  /**
   * The primary rule the value (or, for URLs and addresses, its host) is re-validated with; empty
   * for constants. A wildcard host ({@code *.}) is checked with the wildcard variant.
   */
  public Optional<NameRule> rule() {
    return rules.isEmpty() ? Optional.empty() : Optional.of(rules.get(0));
  }

  /** Every rule the value is re-validated with, in order (a release is checked by two). */
  public List<NameRule> rules() {
    return rules;
  }

  /** Value shape: scalar, release, list or map. */
  Shape shape() {
    return shape;
  }

  /** Whether the kind has a value in legacy mode. */
  public boolean inLegacy() {
    return inLegacy;
  }

  /** Whether the kind has a value in named mode: every kind of the table has. */
  public boolean inNamed() {
    return true;
  }

  /** Whether this is a local-cluster tooling default (family {@code local-gateway}). */
  public boolean toolingDefault() {
    return toolingDefault;
  }

  /** Whether the value is supplied by the operator ({@code gateway/shared}, {@code /grpc}, ...). */
  public boolean operatorSupplied() {
    return input == Input.OPERATOR;
  }

  /** Whether the value is a function of a caller's request ({@code miniservice/*}). */
  public boolean parameterized() {
    return input == Input.REQUEST;
  }

  /** Whether deriving the kind needs the plane domain (host names). */
  public boolean needsDomain() {
    return needsDomain;
  }

  /**
   * The class of the named thing, part of its identity (scope, namespace, class, name): {@code
   * namespace}, {@code helm-release}, {@code service}, {@code host}, {@code url}, ... Kinds of
   * class {@code constant} (the same string for every plane) and {@code reference} (a pointer at
   * another kind's value) name nothing of their own.
   */
  public String objectClass() {
    return objectClass;
  }

  /**
   * Whether the kind is a fixed identity (docs/reference/identity.md#cross-plane-guarantees): not
   * parameterised, not operator-supplied, not a tooling default, not a constant or reference. Fixed
   * identities of distinct planes never collide.
   */
  public boolean isFixedIdentity() {
    return input == Input.DERIVED
        && !toolingDefault
        && !objectClass.equals("constant")
        && !objectClass.equals("reference");
  }

  /** Whether the kind is listed by {@link PlaneNames#plan()} (no operator or request input). */
  public boolean planned() {
    return input == Input.DERIVED;
  }

  Form form() {
    return form;
  }

  /**
   * The kind's values on {@code plane} by entry key: the key itself for a single value, {@code
   * key[i]} per element of a list, {@code key/K} per key of a map, in order.
   *
   * @throws NamingInputs.Missing when the plane lacks an input the kind needs
   */
  Map<String, String> entries(NamingInputs plane) {
    return entries.apply(plane);
  }

  @Nullable String namespace(NamingInputs plane) {
    return namespace.apply(plane);
  }

  @Nullable String identityNamespace(NamingInputs plane) {
    return identityNamespace.apply(plane);
  }

  /**
   * The {@code name.revalidation-failed} problems of {@code value} as this kind's value at {@code
   * path}: the value (for a URL or an address, its host) against each of the kind's rules, a
   * wildcard host against the wildcard subdomain rule; a constant has no rule.
   */
  ValidationResult revalidate(String path, String value) {
    String target =
        switch (form) {
          case URL -> NameSyntax.hostOfUrl(value);
          case HOST_PORT ->
              value.lastIndexOf(':') < 0 ? value : value.substring(0, value.lastIndexOf(':'));
          case NAME -> value;
        };
    ValidationResult result = ValidationResult.ok();
    for (NameRule rule : rules) {
      NameRule applied =
          rule == SUBDOMAIN && target.startsWith("*.") ? NameRule.WILDCARD_DNS1123_SUBDOMAIN : rule;
      result = result.and(Revalidation.check(value, key, applied, target, path));
    }
    return result;
  }

  /** Every kind of the table, in the order of the reference's groups. */
  public static List<NameKind> all() {
    return ALL;
  }

  /** The row of the table with this key, for the constants above; absent is a bug of the table. */
  private static NameKind row(String key) {
    NameKind kind = BY_KEY.get(key);
    if (kind == null) {
      throw new IllegalStateException("no kind " + key + " in the table");
    }
    return kind;
  }

  /** The kind with this key. */
  public static Optional<NameKind> byKey(String key) {
    return Optional.ofNullable(BY_KEY.get(requireNonNull(key, "key")));
  }

  @Override
  public String toString() {
    return key;
  }

  // ------------------------------------------------------------ the families of the table

  /** A plane's namespace: cluster-scoped, a DNS-1123 label. */
  private static Row namespace(String key, String suffix) {
    return new Row(key, "namespace", LABEL).scope(Scope.CLUSTER).value(p -> p.namespace(suffix));
  }

  /**
   * A Helm release, checked as a release name and a DNS-1123 label (the value is its name): the
   * name kept, in the plane's namespace with suffix {@code namespace}.
   */
  private static Row release(String key, String name, String namespace) {
    return helmRelease(key, unchanged(name), inPlane(namespace));
  }

  /**
   * A Helm release named by the generic rule, where the namespace is shared or the chart pins the
   * release name to the namespace.
   */
  private static Row planeRelease(
      String key, String base, Function<NamingInputs, @Nullable String> namespace) {
    return helmRelease(key, resourceName(base), namespace);
  }

  private static Row helmRelease(
      String key, Derivation name, Function<NamingInputs, @Nullable String> namespace) {
    return new Row(key, "helm-release", NameRule.HELM_RELEASE_NAME, LABEL)
        .shape(Shape.RELEASE)
        .in(namespace)
        .value(name);
  }

  /** A route in the plane's ingress namespace, a DNS-1123 subdomain named by the generic rule. */
  private static Row route(String key, String base) {
    return new Row(key, "route", SUBDOMAIN).in(inPlane("ingress")).value(resourceName(base));
  }

  /** A ReferenceGrant, its name unchanged, in the plane's namespace of its backend. */
  private static Row referenceGrant(String key, String name, String backendNamespace) {
    return new Row(key, "referencegrant", SUBDOMAIN)
        .in(inPlane(backendNamespace))
        .value(unchanged(name));
  }

  /** A PodMonitor in the plane's ingress namespace, named by the generic rule. */
  private static Row podMonitor(String key, String base) {
    return new Row(key, "podmonitor", SUBDOMAIN).in(inPlane("ingress")).value(resourceName(base));
  }

  /** A Gateway in the Gateway namespace: the configured name, else the generic rule's. */
  private static Row gateway(String key, String base) {
    return new Row(key, "gateway", LABEL)
        .in(NamingInputs::gatewayNamespace)
        .value(p -> p.configuredOr(key, p.resourceName(base)));
  }

  /** A Gateway in the Gateway namespace whose name only the operator supplies. */
  private static Row suppliedGateway(String key) {
    return new Row(key, "gateway", LABEL)
        .input(Input.OPERATOR)
        .in(NamingInputs::gatewayNamespace)
        .value(p -> p.operatorSupplied(key));
  }

  /** A host name {@code <label>.<domain>}: a DNS-1123 subdomain, or a wildcard one. */
  private static Row host(String key, String label) {
    NameRule rule = label.startsWith("*.") ? NameRule.WILDCARD_DNS1123_SUBDOMAIN : SUBDOMAIN;
    return new Row(key, "host", rule).domain().value(p -> p.host(label));
  }

  /** An OpenBao object in the plane's vault-system namespace: the full name and a suffix. */
  private static Row openbao(String key, String objectClass, NameRule rule, String suffix) {
    return new Row(key, objectClass, rule)
        .in(inPlane("vault-system"))
        .value(p -> p.openbaoFullname() + suffix);
  }

  /** A URL, its host a DNS-1123 subdomain. */
  private static Row url(String key, Derivation url) {
    return new Row(key, "url", SUBDOMAIN).form(Form.URL).value(url);
  }

  /** The same string for every plane; not re-validated. */
  private static Row constant(String key, String value) {
    return new Row(key, "constant").value(unchanged(value));
  }

  /** A service's DNS name: the service kept, the namespace the plane's. */
  private static Row serviceDns(String key, String service, String namespace) {
    return new Row(key, "host", SUBDOMAIN).value(p -> p.serviceDns(service, namespace));
  }

  /**
   * A service URL {@code <scheme>://<service DNS name>:<port>}, the configured value substituted by
   * the legacy-default rule.
   */
  private static Row serviceUrl(
      String key, String scheme, String service, String namespace, int port) {
    return url(
        key,
        legacyDefaulted(key, p -> scheme + "://" + p.serviceDns(service, namespace) + ":" + port));
  }

  /** A Cassandra keyspace, in the plane's Cassandra unless the cluster is shared. */
  private static Row keyspace(String key, String base) {
    return new Row(key, "keyspace", NameRule.CASSANDRA_IDENTIFIER)
        .value(p -> CassandraNames.name(p.id, p.options.cassandraPolicy(), base))
        .identityIn(
            p ->
                p.options.cassandraPolicy() == CassandraPolicy.PER_PLANE
                    ? p.namespace("cassandra-system")
                    : "");
  }

  /**
   * A local-cluster tooling default for Gateway {@code gateway} (named planes only, in the Gateway
   * namespace): the configured name of the Gateway, else the generic rule's.
   */
  private static Row localGateway(String key, String gateway, String base) {
    return tooling(key, "gateway", LABEL).value(p -> p.configuredOr(gateway, p.resourceName(base)));
  }

  /** A local-cluster tooling default for an Envoy object of a Gateway, by the generic rule. */
  private static Row localEnvoy(String key, String objectClass, String base) {
    return tooling(key, objectClass, LABEL).value(resourceName(base));
  }

  /** A local-cluster tooling default for the Envoy Service of a Gateway, a DNS-1035 label. */
  private static Row localEnvoyService(String key, String base) {
    return tooling(key, "service", DNS1035).value(resourceName(base));
  }

  private static Row tooling(String key, String objectClass, NameRule rule) {
    return new Row(key, objectClass, rule).in(NamingInputs::gatewayNamespace).tooling();
  }

  /** A cluster-scoped MiniService object named from a caller's request. */
  private static Row miniService(String key, String objectClass) {
    return new Row(key, objectClass, LABEL)
        .scope(Scope.CLUSTER)
        .input(Input.REQUEST)
        .value(
            p -> {
              throw new NamingInputs.Missing("a MiniService request name");
            });
  }

  // ------------------------------------------------------------ derivations

  /** The generic rule: {@code base} in legacy mode, {@code <id>-<base>} when named. */
  private static Derivation resourceName(String base) {
    return p -> p.resourceName(base);
  }

  /** The same name in both modes. */
  private static Derivation unchanged(String name) {
    return p -> name;
  }

  /** The plane's namespace with this suffix. */
  private static Function<NamingInputs, @Nullable String> inPlane(String suffix) {
    return p -> p.namespace(suffix);
  }

  /** The configured value of URL kind {@code key} by the legacy-default substitution rule. */
  private static Derivation legacyDefaulted(String key, Derivation derived) {
    return p -> p.substitute(p.configuredOr(key, ""), derived.of(p), derived.of(p.legacy()));
  }

  /** The URL of OpenBao raft peer {@code n}. */
  private static Derivation raftPeer(int n) {
    return p ->
        "http://" + p.openbaoFullname() + "-" + n + "." + p.openbaoFullname() + "-internal:8200";
  }

  /** The JWKS URL of service {@code service} on the plane's OpenBao. */
  private static Derivation jwks(String service) {
    return p -> p.openbaoUrl() + "/v1/services/" + service + "/jwt/jwks";
  }

  /** {@code <id>.mutate.nvca.nvcf.nvidia.io}, the legacy name without the id. */
  private static String webhook(NamingInputs p) {
    return p.named() ? p.id.value() + "." + WEBHOOK : WEBHOOK;
  }

  /** The namespaces the OpenBao migrations job is told, by environment variable. */
  private static Map<String, String> migrationNamespaces(NamingInputs p) {
    return ImmutableMap.<String, String>builder()
        .put("NVCF_NAMESPACE", p.namespace("nvcf"))
        .put("SIS_NAMESPACE", p.namespace("sis"))
        .put("API_KEYS_NAMESPACE", p.namespace("api-keys"))
        .put("ESS_NAMESPACE", p.namespace("ess"))
        .put("NATS_NAMESPACE", p.namespace("nats-system"))
        .put("NVCF_UI_NAMESPACE", p.namespace("nvcf-ui"))
        .put("NVCA_NAMESPACE", p.namespace("nvca-system"))
        .put("NVCA_OPERATOR_NAMESPACE", p.namespace("nvca-operator"))
        .build();
  }

  /** The LLM request router's SANs: the configured list by the substitution rule for lists. */
  private static List<String> sans(NamingInputs p) {
    return p.substitute(
        p.options.configuredSans().orElse(List.of()), routerSans(p), routerSans(p.legacy()));
  }

  private static List<String> routerSans(NamingInputs p) {
    return List.of(
        p.serviceDns("llm-request-router", "nvcf"),
        "*." + p.serviceDns("llm-request-router-headless", "nvcf"));
  }

  // ------------------------------------------------------------ one row under construction

  private static final class Row {
    final String key;
    final String objectClass;
    final ImmutableList<NameRule> rules;
    Scope scope = Scope.NONE;
    Form form = Form.NAME;
    Shape shape = Shape.SCALAR;
    boolean inLegacy = true;
    boolean toolingDefault;
    Input input = Input.DERIVED;
    boolean needsDomain;
    @Nullable Function<NamingInputs, Map<String, String>> entries;
    Function<NamingInputs, @Nullable String> namespace = p -> null;
    @Nullable Function<NamingInputs, @Nullable String> identityNamespace;

    Row(String key, String objectClass, NameRule... rules) {
      this.key = key;
      this.objectClass = objectClass;
      this.rules = ImmutableList.copyOf(rules);
    }

    Row scope(Scope s) {
      this.scope = s;
      return this;
    }

    Row form(Form f) {
      this.form = f;
      return this;
    }

    Row shape(Shape s) {
      this.shape = s;
      return this;
    }

    Row namedOnly() {
      this.inLegacy = false;
      return this;
    }

    Row tooling() {
      this.toolingDefault = true;
      this.inLegacy = false;
      return this;
    }

    Row input(Input i) {
      this.input = i;
      return this;
    }

    Row domain() {
      this.needsDomain = true;
      return this;
    }

    /** A single value, the entry {@code key}. */
    Row value(Derivation value) {
      this.entries = p -> ImmutableMap.of(key, value.of(p));
      return this;
    }

    /** A list value, the entries {@code key[i]}. */
    Row list(Function<NamingInputs, List<String>> values) {
      this.shape = Shape.LIST;
      this.entries =
          p -> {
            ImmutableMap.Builder<String, String> out = ImmutableMap.builder();
            List<String> list = values.apply(p);
            for (int i = 0; i < list.size(); i++) {
              out.put(key + "[" + i + "]", list.get(i));
            }
            return out.build();
          };
      return this;
    }

    /** A map value, the entries {@code key/K}. */
    Row map(Function<NamingInputs, Map<String, String>> values) {
      this.shape = Shape.MAP;
      this.entries =
          p -> {
            ImmutableMap.Builder<String, String> out = ImmutableMap.builder();
            values.apply(p).forEach((k, v) -> out.put(key + "/" + k, v));
            return out.build();
          };
      return this;
    }

    /** Namespaced, in {@code namespace}. */
    Row in(Function<NamingInputs, @Nullable String> namespace) {
      this.namespace = namespace;
      this.scope = Scope.NAMESPACED;
      return this;
    }

    /** The namespace part of the value's identity, where it differs from the namespace. */
    Row identityIn(Function<NamingInputs, @Nullable String> namespace) {
      this.identityNamespace = namespace;
      return this;
    }
  }
}
