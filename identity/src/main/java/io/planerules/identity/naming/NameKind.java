package io.planerules.identity.naming;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.planerules.identity.validation.NameRule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One row of the kind table (docs/reference/identity.md#kind-table): a stable key ({@code
 * namespace/nvcf}, {@code release/nats}, {@code openbao/url}, ...), its scope, the rule its values
 * are re-validated with, the modes it exists in, and how it is derived (package-private).
 *
 * <p>Keys are stable API shared by code, CLI and docs. The table is {@link #all()}, in the order of
 * the reference's groups A–J (then the local-gateway tooling family and the request-parameterised
 * miniservice kinds). Example: {@code NameKind.byKey("openbao/fullname").get().rule()} is {@code
 * DNS1035_LABEL}.
 */
public final class NameKind {

  /** How a kind's value is shaped. */
  public enum Shape {
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
    HOST_PORT,
    CONSTANT
  }

  /** Where a kind's input comes from. */
  enum Input {
    DERIVED,
    OPERATOR,
    REQUEST
  }

  private final String key;
  private final String family;
  private final Scope scope;
  private final ImmutableList<NameRule> rules;
  private final Form form;
  private final Shape shape;
  private final boolean inLegacy;
  private final boolean inNamed;
  private final boolean toolingDefault;
  private final Input input;
  private final String objectClass;
  private final boolean needsDomain;
  private final Function<Plane, Object> value;
  private final Function<Plane, @Nullable String> namespace;
  private final Function<Plane, @Nullable String> identityNamespace;

  private NameKind(Row r) {
    this.key = r.key;
    this.family = r.key.substring(0, r.key.indexOf('/'));
    this.scope = r.scope;
    this.rules = ImmutableList.copyOf(r.rules);
    this.form = r.form;
    this.shape = r.shape;
    this.inLegacy = r.inLegacy;
    this.inNamed = r.inNamed;
    this.toolingDefault = r.toolingDefault;
    this.input = r.input;
    this.objectClass = r.objectClass;
    this.needsDomain = r.needsDomain;
    this.value = r.value;
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
  public Shape shape() {
    return shape;
  }

  /** Whether the kind has a value in legacy mode. */
  public boolean inLegacy() {
    return inLegacy;
  }

  /** Whether the kind has a value in named mode. */
  public boolean inNamed() {
    return inNamed;
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

  Object rawValue(Plane plane) {
    return value.apply(plane);
  }

  @Nullable String namespace(Plane plane) {
    return namespace.apply(plane);
  }

  @Nullable String identityNamespace(Plane plane) {
    return identityNamespace.apply(plane);
  }

  /** Every kind of the table, in the order of the reference's groups. */
  public static List<NameKind> all() {
    return ALL;
  }

  /** The kind with this key. */
  public static Optional<NameKind> byKey(String key) {
    return Optional.ofNullable(BY_KEY.get(requireNonNull(key, "key")));
  }

  @Override
  public String toString() {
    return key;
  }

  // ---------------------------------------------------------------- the table

  private static final class Row {
    final String key;
    Scope scope = Scope.NONE;
    List<NameRule> rules = List.of();
    Form form = Form.NAME;
    Shape shape = Shape.SCALAR;
    boolean inLegacy = true;
    boolean inNamed = true;
    boolean toolingDefault;
    Input input = Input.DERIVED;
    String objectClass;
    boolean needsDomain;
    Function<Plane, Object> value = p -> "";
    Function<Plane, @Nullable String> namespace = p -> null;
    @Nullable Function<Plane, @Nullable String> identityNamespace;

    Row(String key, String objectClass) {
      this.key = key;
      this.objectClass = objectClass;
    }

    Row scope(Scope s) {
      this.scope = s;
      return this;
    }

    Row rules(NameRule... r) {
      this.rules = List.of(r);
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

    Row input(Input i) {
      this.input = i;
      return this;
    }

    Row tooling() {
      this.toolingDefault = true;
      this.inLegacy = false;
      return this;
    }

    Row domain() {
      this.needsDomain = true;
      return this;
    }

    Row value(Function<Plane, Object> v) {
      this.value = v;
      return this;
    }

    Row in(Function<Plane, @Nullable String> ns) {
      this.namespace = ns;
      this.scope = Scope.NAMESPACED;
      return this;
    }

    Row identityIn(Function<Plane, @Nullable String> ns) {
      this.identityNamespace = ns;
      return this;
    }
  }

  private static final NameRule LABEL = NameRule.DNS1123_LABEL;
  private static final NameRule SUBDOMAIN = NameRule.DNS1123_SUBDOMAIN;
  private static final NameRule DNS1035 = NameRule.DNS1035_LABEL;

  /** The namespace suffixes of section A derived in both modes. */
  static final List<String> NAMESPACES =
      List.of(
          "nvcf",
          "api-keys",
          "sis",
          "ess",
          "nats-system",
          "vault-system",
          "cassandra-system",
          "nvcf-ui",
          "nvca-operator",
          "nvca-system",
          "nvcf-backend");

  /** Section B: release name → namespace suffix, for releases whose name never changes. */
  static final Map<String, String> RELEASES =
      orderedPairs(
          "nats", "nats-system",
          "openbao-server", "vault-system",
          "cassandra", "cassandra-system",
          "api-keys", "api-keys",
          "sis", "sis",
          "api", "nvcf",
          "nvct-api", "nvcf",
          "invocation-service", "nvcf",
          "grpc-proxy", "nvcf",
          "ratelimiter", "nvcf",
          "ess-api", "ess",
          "notary-service", "nvcf",
          "admin-issuer-proxy", "api-keys",
          "reval", "nvcf",
          "nats-auth-callout-service", "nats-system",
          "llm-request-router", "nvcf",
          "llm-api-gateway", "nvcf",
          "vanity-gateway", "nvcf",
          "nvcf-ui", "nvcf-ui");

  static final List<String> ROUTES =
      List.of(
          "nvcf-api",
          "nvcf-api-grpc",
          "nvct-api",
          "nvct-api-grpc",
          "api-keys",
          "sis",
          "reval",
          "invocation-service",
          "llm-api-gateway",
          "llm-invocation",
          "vanity-gateway",
          "nvcf-ui",
          "event-ledger",
          "grpc",
          "grpc-worker",
          "nats",
          "llm-worker",
          "ess");

  /** ReferenceGrant key → name, backend namespace suffix (as triples). */
  static final List<String[]> REFERENCE_GRANTS =
      List.of(
          new String[] {"api-keys", "allow-httproute-to-api-keys", "api-keys"},
          new String[] {"ess", "allow-httproute-to-ess", "ess"},
          new String[] {"nats", "allow-tcproute-to-nats", "nats-system"},
          new String[] {"nvcf-ui", "allow-httproute-to-nvcf-ui", "nvcf-ui"},
          new String[] {"nvcf", "allow-routes-to-nvcf", "nvcf"},
          new String[] {"sis", "allow-httproute-to-sis", "sis"});

  /** Section D: host name key → host label. */
  static final Map<String, String> HOSTS =
      orderedPairs(
          "api", "api",
          "api-grpc", "api-grpc",
          "tasks", "tasks",
          "tasks-grpc", "tasks-grpc",
          "api-keys", "api-keys",
          "sis", "sis",
          "invocation", "invocation",
          "invocation-wildcard", "*.invocation",
          "llm", "llm",
          "llm-invocation", "llm.invocation",
          "vanity", "vanity",
          "reval", "reval",
          "nvcf-ui", "nvcf-ui",
          "ess", "ess");

  static final List<String> JWKS_SERVICES =
      List.of("nvcf-api", "nvct-api", "sis-api", "reval", "ratelimiter-api");

  /** Section E: migration env variable → namespace suffix. */
  static final Map<String, String> MIGRATION_NAMESPACES =
      orderedPairs(
          "NVCF_NAMESPACE", "nvcf",
          "SIS_NAMESPACE", "sis",
          "API_KEYS_NAMESPACE", "api-keys",
          "ESS_NAMESPACE", "ess",
          "NATS_NAMESPACE", "nats-system",
          "NVCF_UI_NAMESPACE", "nvcf-ui",
          "NVCA_NAMESPACE", "nvca-system",
          "NVCA_OPERATOR_NAMESPACE", "nvca-operator");

  /** Section H: service-dns key → service, namespace suffix. */
  static final List<String[]> SERVICE_DNS =
      List.of(
          new String[] {"api", "api", "nvcf"},
          new String[] {"nvct-api", "nvct-api", "nvcf"},
          new String[] {"invocation", "invocation", "nvcf"},
          new String[] {"grpc", "grpc", "nvcf"},
          new String[] {"notary", "notary", "nvcf"},
          new String[] {"reval", "reval", "nvcf"},
          new String[] {"ratelimiter", "ratelimiter", "nvcf"},
          new String[] {"llm-request-router", "llm-request-router", "nvcf"},
          new String[] {"llm-api-gateway", "llm-api-gateway", "nvcf"},
          new String[] {"sis-api", "api", "sis"},
          new String[] {"api-keys", "api-keys", "api-keys"},
          new String[] {"ess-api", "ess-api", "ess"},
          new String[] {"nats", "nats", "nats-system"},
          new String[] {"cassandra", "cassandra", "cassandra-system"});

  /** Section H: url key → scheme, service, namespace suffix, port ("" = bare host). */
  static final List<String[]> URLS =
      List.of(
          new String[] {"nvcf-api", "http", "api", "nvcf", "8080"},
          new String[] {"nvcf-api-grpc", "http", "api", "nvcf", "9090"},
          new String[] {"nvct-api", "http", "nvct-api", "nvcf", "8080"},
          new String[] {"nvct-api-grpc", "http", "nvct-api", "nvcf", "9090"},
          new String[] {"invocation", "http", "invocation", "nvcf", "8080"},
          new String[] {"grpc-proxy-worker", "http", "grpc", "nvcf", "10086"},
          new String[] {"ess-api", "http", "ess-api", "ess", "8080"},
          new String[] {"sis-api", "http", "api", "sis", "8080"},
          new String[] {"reval", "http", "reval", "nvcf", "8080"},
          new String[] {"nats", "nats", "nats", "nats-system", "4222"},
          new String[] {"cassandra-contact-points", "", "cassandra", "cassandra-system", ""});

  static final List<String> KEYSPACES =
      List.of(
          "nvcf_api",
          "api_keys_api",
          "ess_api",
          "sis_api",
          "nvct_api",
          "nvcf_autoscaler",
          "event_ledger",
          "schema_migrations",
          "nvcf_api_keys");

  /**
   * The Gateways an operator supplies for a named plane ({@code gateway/shared}, {@code /grpc},
   * {@code /nats}), in check order.
   */
  public static final List<String> OPERATOR_GATEWAYS = List.of("shared", "grpc", "nats");

  static final String JWT_AUDIENCE = "http://openbao-server.vault-system.svc.cluster.local:8200";
  static final String WEBHOOK = "mutate.nvca.nvcf.nvidia.io";

  private static Map<String, String> orderedPairs(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return ImmutableMap.copyOf(m);
  }

  static String urlOf(Plane p, String[] u) {
    String host = p.svc(u[2], u[3]);
    return u[1].isEmpty() ? host : u[1] + "://" + host + ":" + u[4];
  }

  static List<String> sansOf(Plane p) {
    String ns = p.ns("nvcf");
    return List.of(
        "llm-request-router." + ns + ".svc.cluster.local",
        "*.llm-request-router-headless." + ns + ".svc.cluster.local");
  }

  private static final ImmutableList<NameKind> ALL = build();
  private static final ImmutableMap<String, NameKind> BY_KEY =
      ALL.stream().collect(ImmutableMap.toImmutableMap(NameKind::key, k -> k));

  private static ImmutableList<NameKind> build() {
    List<Row> rows = new ArrayList<>();
    // A. Namespaces
    for (String s : NAMESPACES) {
      rows.add(nsRow(s));
    }
    rows.add(nsRow("ingress"));
    rows.add(nsRow("gdn-streaming").namedOnly());
    // B. Helm releases
    RELEASES.forEach((r, n) -> rows.add(releaseRow(r, p -> r, p -> p.ns(n))));
    rows.add(releaseRow("ingress", p -> p.res("ingress"), p -> p.ns("ingress")));
    rows.add(releaseRow("nvcf-pki", p -> p.res("nvcf-pki"), p -> "cert-manager"));
    rows.add(releaseRow("nvca-operator", p -> p.res("nvca-operator"), p -> p.ns("nvca-operator")));
    // C. Routes and gateway wiring
    for (String r : ROUTES) {
      rows.add(
          new Row("route/" + r, "route")
              .rules(SUBDOMAIN)
              .in(p -> p.ns("ingress"))
              .value(p -> p.res(r)));
    }
    for (String[] g : REFERENCE_GRANTS) {
      rows.add(
          new Row("referencegrant/" + g[0], "referencegrant")
              .rules(SUBDOMAIN)
              .in(p -> p.ns(g[2]))
              .value(p -> g[1]));
    }
    for (String g : List.of("shared", "grpc")) {
      rows.add(
          new Row("podmonitor/" + g, "podmonitor")
              .rules(SUBDOMAIN)
              .in(p -> p.ns("ingress"))
              .value(p -> p.prefix() + "envoy-gateway-proxy-" + g));
    }
    for (String g : List.of("llm-grpc", "llm-quic")) {
      String key = "gateway/" + g;
      rows.add(
          new Row(key, "gateway")
              .rules(LABEL)
              .in(Plane::gatewayNs)
              .value(p -> p.configuredOr(key, p.prefix() + g + "-gw")));
    }
    for (String g : OPERATOR_GATEWAYS) {
      String key = "gateway/" + g;
      rows.add(
          new Row(key, "gateway")
              .rules(LABEL)
              .input(Input.OPERATOR)
              .in(Plane::gatewayNs)
              .value(p -> p.operatorSupplied(key)));
    }
    // D. Host names
    HOSTS.forEach(
        (k, label) ->
            rows.add(
                new Row("hostname/" + k, "host")
                    .rules(label.startsWith("*.") ? NameRule.WILDCARD_DNS1123_SUBDOMAIN : SUBDOMAIN)
                    .domain()
                    .value(p -> p.host(label))));
    // E. OpenBao
    rows.add(vault("fullname", "service", DNS1035, Plane::fn));
    rows.add(vault("internal-service", "service", DNS1035, p -> p.fn() + "-internal"));
    rows.add(vault("injector-service", "service", DNS1035, p -> p.fn() + "-agent-injector-svc"));
    rows.add(vault("root-token-secret", "secret", LABEL, p -> p.fn() + "-root-token"));
    rows.add(
        vault(
            "initialize-cluster-sa", "serviceaccount", LABEL, p -> p.fn() + "-initialize-cluster"));
    rows.add(vault("migrations-job", "job", LABEL, p -> p.fn() + "-migrations"));
    rows.add(vault("unseal-secret", "secret", LABEL, p -> p.fn() + "-unseal").namedOnly());
    rows.add(
        new Row("openbao/service-host", "host").rules(SUBDOMAIN).value(Plane::openbaoServiceHost));
    rows.add(
        new Row("openbao/address", "url")
            .rules(SUBDOMAIN)
            .form(Form.HOST_PORT)
            .value(p -> p.openbaoServiceHost() + ":8200"));
    rows.add(urlRow("openbao/url", Plane::openbaoUrl));
    for (int n = 0; n < 3; n++) {
      int i = n;
      rows.add(
          urlRow(
                  "openbao/raft-peer-" + i,
                  p -> "http://" + p.fn() + "-" + i + "." + p.fn() + "-internal:8200")
              .namedOnly());
    }
    for (String svc : JWKS_SERVICES) {
      rows.add(
          urlRow(
              "openbao/jwks-url/" + svc,
              p -> p.openbaoUrl() + "/v1/services/" + svc + "/jwt/jwks"));
    }
    rows.add(constant("openbao/jwt-audience", JWT_AUDIENCE));
    rows.add(
        constant(
            "openbao/pki-sign-path",
            "services/all/pki/nvcf-service-issuing/sign/nvcf-service-server"));
    rows.add(constant("openbao/auth-mount", "/v1/auth/jwt"));
    rows.add(constant("openbao/auth-role", "cert-manager"));
    rows.add(
        new Row("openbao/migration-namespaces", "reference")
            .rules(LABEL)
            .shape(Shape.MAP)
            .namedOnly()
            .value(
                p -> {
                  Map<String, String> env = new LinkedHashMap<>();
                  MIGRATION_NAMESPACES.forEach((k, s) -> env.put(k, p.ns(s)));
                  return env;
                }));
    // F. PKI and TLS
    rows.add(
        new Row("issuer/managed", "clusterissuer")
            .scope(Scope.CLUSTER)
            .rules(SUBDOMAIN)
            .value(p -> p.res("nvcf-openbao-pki")));
    rows.add(urlRow("issuer/managed-server", Plane::openbaoUrl));
    rows.add(urlRow("issuer/managed-audience", Plane::openbaoUrl));
    rows.add(
        new Row("certificate/llm-worker-grpc-tls", "certificate")
            .rules(SUBDOMAIN)
            .in(Plane::gatewayNs)
            .value(p -> p.res("llm-request-router-grpc-tls")));
    rows.add(
        new Row("secret/stargate-quic-tls", "secret")
            .rules(SUBDOMAIN)
            .in(p -> p.ns("nvcf"))
            .value(p -> p.res("stargate-quic-tls")));
    rows.add(
        new Row("sans/llm-request-router", "host")
            .rules(SUBDOMAIN)
            .shape(Shape.LIST)
            .value(
                p ->
                    p.substitute(
                        p.options.configuredSans().orElse(List.of()),
                        sansOf(p),
                        sansOf(p.legacy()))));
    // G. Compute plane (NVCA)
    rows.add(
        new Row("nvca/operator-fullname", "fullname")
            .rules(LABEL)
            .in(p -> p.ns("nvca-operator"))
            .value(p -> p.res("nvca-operator")));
    rows.add(
        new Row("nvca/pre-delete-hook", "hook")
            .scope(Scope.CLUSTER)
            .rules(LABEL)
            .value(p -> p.res("nvca-operator-pre-delete-cleanup")));
    rows.add(
        new Row("cluster/nvca", "cluster-object")
            .scope(Scope.CLUSTER)
            .rules(LABEL)
            .value(p -> p.res("nvca")));
    rows.add(
        new Row("webhook/mutate", "webhook")
            .scope(Scope.CLUSTER)
            .rules(SUBDOMAIN)
            .value(p -> p.named() ? p.id.value() + "." + WEBHOOK : WEBHOOK));
    rows.add(
        new Row("secret-mirror/source-namespace", "reference")
            .rules(LABEL)
            .value(p -> p.configuredOr("secret-mirror/source-namespace", p.ns("nvca-operator"))));
    rows.add(
        new Row("secret-mirror/target-namespace", "reference")
            .rules(LABEL)
            .value(p -> p.ns("nvca-system")));
    rows.add(
        new Row("workload/admin-token-issuer-proxy", "service")
            .rules(DNS1035)
            .in(p -> p.ns("api-keys"))
            .value(p -> p.res("admin-token-issuer-proxy")));
    // H. Service DNS and URLs
    for (String[] s : SERVICE_DNS) {
      rows.add(
          new Row("service-dns/" + s[0], "host").rules(SUBDOMAIN).value(p -> p.svc(s[1], s[2])));
    }
    for (String[] u : URLS) {
      String key = "url/" + u[0];
      Row row =
          new Row(key, "url")
              .rules(SUBDOMAIN)
              .value(p -> p.substitute(p.configuredOr(key, ""), urlOf(p, u), urlOf(p.legacy(), u)));
      rows.add(u[1].isEmpty() ? row : row.form(Form.URL));
    }
    // I. Cassandra keyspaces
    for (String k : KEYSPACES) {
      rows.add(
          new Row("keyspace/" + k, "keyspace")
              .rules(NameRule.CASSANDRA_IDENTIFIER)
              .value(p -> CassandraNames.name(p.id, p.options.cassandraPolicy(), k))
              .identityIn(
                  p ->
                      p.options.cassandraPolicy() == CassandraPolicy.PER_PLANE
                          ? p.ns("cassandra-system")
                          : ""));
    }
    // J. Ownership label
    rows.add(
        new Row("label/ownership", "label")
            .rules(NameRule.LABEL_VALUE)
            .namedOnly()
            .value(p -> p.id.value()));
    // C (tooling). Local-cluster gateway defaults, named only, excluded from the cross-plane
    // guarantees.
    for (String g : OPERATOR_GATEWAYS) {
      rows.add(
          new Row("local-gateway/gateway/" + g, "gateway")
              .rules(LABEL)
              .tooling()
              .in(Plane::gatewayNs)
              .value(p -> p.configuredOr("gateway/" + g, p.res(g + "-gw"))));
      rows.add(
          new Row("local-gateway/envoyproxy/" + g, "envoyproxy")
              .rules(LABEL)
              .tooling()
              .in(Plane::gatewayNs)
              .value(p -> p.res(g + "-proxy")));
      rows.add(
          new Row("local-gateway/envoy-deployment/" + g, "deployment")
              .rules(LABEL)
              .tooling()
              .in(Plane::gatewayNs)
              .value(p -> p.res(g + "-envoy")));
      rows.add(
          new Row("local-gateway/envoy-service/" + g, "service")
              .rules(DNS1035)
              .tooling()
              .in(Plane::gatewayNs)
              .value(p -> p.res(g + "-svc")));
    }
    // G (request-parameterised). Values through PlaneNames.miniService*(request).
    rows.add(
        new Row("miniservice/namespace", "namespace")
            .scope(Scope.CLUSTER)
            .rules(LABEL)
            .input(Input.REQUEST)
            .value(
                p -> {
                  throw new Plane.Missing("a MiniService request name");
                }));
    rows.add(
        new Row("miniservice/instance", "miniservice")
            .scope(Scope.CLUSTER)
            .rules(LABEL)
            .input(Input.REQUEST)
            .value(
                p -> {
                  throw new Plane.Missing("a MiniService request name");
                }));
    return rows.stream().map(NameKind::new).collect(ImmutableList.toImmutableList());
  }

  private static Row nsRow(String suffix) {
    return new Row("namespace/" + suffix, "namespace")
        .scope(Scope.CLUSTER)
        .rules(LABEL)
        .value(p -> p.ns(suffix));
  }

  private static Row releaseRow(
      String r, Function<Plane, Object> name, Function<Plane, @Nullable String> ns) {
    return new Row("release/" + r, "helm-release")
        .rules(NameRule.HELM_RELEASE_NAME, LABEL)
        .shape(Shape.RELEASE)
        .in(ns)
        .value(name);
  }

  private static Row vault(String k, String cls, NameRule rule, Function<Plane, Object> v) {
    return new Row("openbao/" + k, cls).rules(rule).in(p -> p.ns("vault-system")).value(v);
  }

  private static Row urlRow(String key, Function<Plane, Object> v) {
    return new Row(key, "url").rules(SUBDOMAIN).form(Form.URL).value(v);
  }

  private static Row constant(String key, String v) {
    return new Row(key, "constant").form(Form.CONSTANT).value(p -> v);
  }
}
