package io.planerules.identity.naming;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.internal.NameDerivationException;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Derivation rules of docs/reference/identity.md#name-derivation by example. */
class PlaneNamesTest {

  static final ControlPlaneId ALPHA = ControlPlaneId.of("alpha");
  static final PlaneDomain ALPHA_DOMAIN = PlaneDomain.of("alpha.example.test", ALPHA, true);
  static final PlaneNames NAMES = PlaneNames.of(ALPHA, ALPHA_DOMAIN);
  static final PlaneNames LEGACY =
      PlaneNames.of(
          ControlPlaneId.LEGACY, PlaneDomain.of("example.test", ControlPlaneId.LEGACY, true));

  static List<String> codes(ValidationResult r) {
    return r.problems().stream().map(Problem::code).toList();
  }

  // Hash suffixes computed independently: printf 'alpha-xxx…' | sha256sum
  // (docs/reference/identity.md#generic-resource-names).
  @Test
  void genericRuleExamplesOfTheSpec() {
    assertThat(PlaneNames.resourceName(ALPHA, "x".repeat(60)))
        .isEqualTo("alpha-" + "x".repeat(48) + "-ef765b0a")
        .hasSize(63);
    String p1 =
        PlaneNames.resourceName(ControlPlaneId.of("p1"), "a".repeat(50) + "-tail-of-twenty-chars");
    assertThat(p1).isEqualTo("p1-" + "a".repeat(50) + "-adfd8e5d").hasSize(62);
    assertThat(PlaneNames.resourceName(ALPHA, "y".repeat(57))).isEqualTo("alpha-" + "y".repeat(57));
    assertThat(PlaneNames.resourceName(ControlPlaneId.of("p1"), "a".repeat(61)))
        .isEqualTo("p1-" + "a".repeat(51) + "-3b1c87a1");
    assertThat(PlaneNames.resourceName(ControlPlaneId.LEGACY, "x".repeat(60)))
        .isEqualTo("x".repeat(60));
    assertThat(NAMES.resourceName("nvcf")).isEqualTo("alpha-nvcf");
  }

  @Test
  void invalidBases() {
    for (String base : new String[] {"", " a", "a b", "a\n", "\u00e9", "a\u0000"}) {
      assertThat(codes(PlaneNames.validateResourceBase(base))).containsExactly("name.invalid-base");
      assertThatThrownBy(() -> NAMES.resourceName(base))
          .isInstanceOf(NameDerivationException.class)
          .hasMessageContaining("printable ASCII");
      assertThatThrownBy(() -> PlaneNames.resourceName(ControlPlaneId.LEGACY, base))
          .isInstanceOf(NameDerivationException.class);
    }
    assertThat(PlaneNames.validateResourceBase("A_b.C~!").isValid()).isTrue();
  }

  @Test
  void releasesAndNamespaces() {
    assertThat(NAMES.release("release/nats"))
        .isEqualTo(new ReleaseRef("alpha-nats-system", "nats"));
    assertThat(NAMES.release("ingress"))
        .isEqualTo(new ReleaseRef("alpha-ingress", "alpha-ingress"));
    assertThat(NAMES.release("nvcf-pki"))
        .isEqualTo(new ReleaseRef("cert-manager", "alpha-nvcf-pki"));
    assertThat(LEGACY.release("ingress")).isEqualTo(new ReleaseRef("gateway-system", "ingress"));
    assertThat(LEGACY.release("nvca-operator"))
        .isEqualTo(new ReleaseRef("nvca-operator", "nvca-operator"));
    PlaneNames custom =
        PlaneNames.of(
            ControlPlaneId.LEGACY,
            PlaneDomain.NONE,
            NamingOptions.builder().gatewayControllerNamespace("envoy-gateway-system").build());
    assertThat(custom.derive("namespace/ingress").value()).isEqualTo("envoy-gateway-system");
    assertThat(custom.derive("gateway/llm-grpc").namespace()).isEqualTo("envoy-gateway-system");
    PlaneNames gwNs =
        PlaneNames.of(
            ALPHA,
            ALPHA_DOMAIN,
            NamingOptions.builder().gatewayNamespace("shared-gateways").build());
    assertThat(gwNs.derive("gateway/llm-quic").namespace()).isEqualTo("shared-gateways");
    assertThat(gwNs.derive("route/nats").namespace()).isEqualTo("alpha-ingress");
    assertThat(gwNs.referenceGrantFromNamespace()).isEqualTo("alpha-ingress");
    assertThat(
            PlaneNames.of(
                    ControlPlaneId.LEGACY,
                    PlaneDomain.NONE,
                    NamingOptions.builder().gatewayNamespace("shared-gateways").build())
                .referenceGrantFromNamespace())
        .isEqualTo("shared-gateways");
  }

  @Test
  void configuredGatewaysAndOperatorSuppliedKinds() {
    PlaneNames configured =
        PlaneNames.of(
            ALPHA,
            ALPHA_DOMAIN,
            NamingOptions.builder()
                .configured("gateway/llm-grpc", "alpha-custom-gw")
                .configured("gateway/shared", "alpha-shared")
                .build());
    assertThat(configured.derive("gateway/llm-grpc").value()).isEqualTo("alpha-custom-gw");
    assertThat(configured.derive("gateway/shared").value()).isEqualTo("alpha-shared");
    assertThat(configured.derive("local-gateway/gateway/shared").value()).isEqualTo("alpha-shared");
    assertThat(configured.derive("local-gateway/gateway/grpc").value()).isEqualTo("alpha-grpc-gw");
    DerivationResult missing = NAMES.tryDerive(NameKind.byKey("gateway/nats").orElseThrow());
    assertThat(missing).isInstanceOf(DerivationResults.Failed.class);
    assertThat(missing.isDerived()).isFalse();
    assertThat(codes(missing.problems())).containsExactly("name.input-required");
    // legacy: operator-supplied names are not re-validated
    PlaneNames legacyBad =
        PlaneNames.of(
            ControlPlaneId.LEGACY,
            PlaneDomain.NONE,
            NamingOptions.builder().configured("gateway/shared", "Shared_GW").build());
    assertThat(legacyBad.derive("gateway/shared").value()).isEqualTo("Shared_GW");
    PlaneNames namedBad =
        PlaneNames.of(
            ALPHA,
            ALPHA_DOMAIN,
            NamingOptions.builder().configured("gateway/shared", "Shared_GW").build());
    assertThat(namedBad.validateAll().problems())
        .extracting(Problem::code, Problem::path)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("name.revalidation-failed", "gateway/shared"),
            org.assertj.core.groups.Tuple.tuple(
                "name.revalidation-failed", "local-gateway/gateway/shared"));
  }

  @Test
  void urlSubstitution() {
    String legacyDefault = "http://api.nvcf.svc.cluster.local:8080";
    assertThat(NAMES.resolveUrl("url/nvcf-api", ""))
        .isEqualTo("http://api.alpha-nvcf.svc.cluster.local:8080");
    assertThat(NAMES.resolveUrl("url/nvcf-api", legacyDefault))
        .isEqualTo("http://api.alpha-nvcf.svc.cluster.local:8080");
    assertThat(NAMES.resolveUrl("url/nvcf-api", "https://api.custom.test"))
        .isEqualTo("https://api.custom.test");
    assertThat(LEGACY.resolveUrl("url/nvcf-api", "")).isEqualTo(legacyDefault);
    assertThat(LEGACY.resolveUrl("url/nvcf-api", "https://api.custom.test"))
        .isEqualTo("https://api.custom.test");
    assertThat(
            NAMES.resolveUrl(
                "url/cassandra-contact-points", "cassandra.cassandra-system.svc.cluster.local"))
        .isEqualTo("cassandra.alpha-cassandra-system.svc.cluster.local");
    assertThat(NAMES.resolveUrl("url/nats", ""))
        .isEqualTo("nats://nats.alpha-nats-system.svc.cluster.local:4222");
    assertThatThrownBy(() -> NAMES.resolveUrl("url/nope", ""))
        .isInstanceOf(NameDerivationException.class)
        .extracting(e -> ((NameDerivationException) e).code())
        .isEqualTo("name.unknown-kind");
    assertThatThrownBy(() -> NAMES.resolveUrl("openbao/url", ""))
        .isInstanceOf(NameDerivationException.class);
    assertThatThrownBy(() -> NAMES.resolveUrl("url/nvcf-api", "http://API.custom:1"))
        .isInstanceOf(NameDerivationException.class)
        .hasMessageContaining("is not a valid dns1123-subdomain");
    PlaneNames configured =
        PlaneNames.of(
            ALPHA,
            ALPHA_DOMAIN,
            NamingOptions.builder().configured("url/reval", "http://reval.ext:80").build());
    assertThat(configured.derive("url/reval").value()).isEqualTo("http://reval.ext:80");
  }

  @Test
  void sanList() {
    List<String> legacy =
        List.of(
            "llm-request-router.nvcf.svc.cluster.local",
            "*.llm-request-router-headless.nvcf.svc.cluster.local");
    List<String> named =
        List.of(
            "llm-request-router.alpha-nvcf.svc.cluster.local",
            "*.llm-request-router-headless.alpha-nvcf.svc.cluster.local");
    assertThat(NAMES.resolveSans(List.of())).isEqualTo(named);
    assertThat(NAMES.resolveSans(legacy)).isEqualTo(named);
    assertThat(NAMES.resolveSans(List.of(legacy.get(1), legacy.get(0))))
        .containsExactly(legacy.get(1), legacy.get(0));
    assertThat(NAMES.resolveSans(List.of("custom.example"))).containsExactly("custom.example");
    assertThat(LEGACY.resolveSans(List.of())).isEqualTo(legacy);
    assertThat(LEGACY.resolveSans(List.of("x.y"))).containsExactly("x.y");
    assertThatThrownBy(() -> NAMES.resolveSans(List.of("Bad_Host")))
        .isInstanceOf(NameDerivationException.class);
    assertThat(NAMES.deriveEntries(NameKind.byKey("sans/llm-request-router").orElseThrow()))
        .extracting(DerivedName::entry, DerivedName::value, DerivedName::legacyValue)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "sans/llm-request-router[0]", named.get(0), legacy.get(0)),
            org.assertj.core.groups.Tuple.tuple(
                "sans/llm-request-router[1]", named.get(1), legacy.get(1)));
    assertThatThrownBy(() -> NAMES.derive("sans/llm-request-router"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> NAMES.derive("openbao/migration-namespaces"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void cassandraPolicies() {
    assertThat(
            CassandraNames.derive(
                ControlPlaneId.of("plane-a"), CassandraPolicy.SHARED_CLUSTER, "nvcf_api"))
        .isEqualTo("plane_a_nvcf_api");
    assertThat(
            CassandraNames.derive(
                ControlPlaneId.of("plane-a"), CassandraPolicy.PER_PLANE, "nvcf_api"))
        .isEqualTo("nvcf_api");
    assertThat(
            CassandraNames.derive(
                ControlPlaneId.LEGACY, CassandraPolicy.SHARED_CLUSTER, "nvcf_api"))
        .isEqualTo("nvcf_api");
    String longest = "a".repeat(20);
    assertThat(
            CassandraNames.derive(
                ControlPlaneId.of(longest), CassandraPolicy.SHARED_CLUSTER, "nvcf_autoscaler"))
        .isEqualTo(longest + "_nvcf_autoscaler");
    assertThat(
            CassandraNames.derive(
                ControlPlaneId.of(longest), CassandraPolicy.SHARED_CLUSTER, "schema_migrations"))
        .hasSize(38);
    assertThat(
            codes(
                CassandraNames.validate(
                    ControlPlaneId.of(longest), CassandraPolicy.SHARED_CLUSTER, "r".repeat(28))))
        .containsExactly("name.revalidation-failed");
    assertThatThrownBy(
            () ->
                CassandraNames.derive(
                    ControlPlaneId.of("a"), CassandraPolicy.PER_PLANE, "bad-role"))
        .isInstanceOf(NameDerivationException.class)
        .hasMessageContaining(
            "derived name \"bad-role\" for kind cassandra/bad-role is not a valid cassandra-identifier");
    PlaneNames shared =
        PlaneNames.of(
            ControlPlaneId.of("plane-a"),
            PlaneDomain.NONE,
            NamingOptions.builder().cassandraPolicy(CassandraPolicy.SHARED_CLUSTER).build());
    assertThat(shared.derive("keyspace/nvcf_api").value()).isEqualTo("plane_a_nvcf_api");
    assertThat(shared.derive("keyspace/nvcf_api").legacyValue()).isEqualTo("nvcf_api");
    assertThat(CassandraPolicy.fromWireName("shared-cluster"))
        .contains(CassandraPolicy.SHARED_CLUSTER);
    assertThat(CassandraPolicy.fromWireName("per-plane")).contains(CassandraPolicy.PER_PLANE);
    assertThat(CassandraPolicy.fromWireName("PER_PLANE")).isEmpty();
  }

  @Test
  void notApplicableInputRequiredUnknownKind() {
    DerivationResult legacyLabel =
        LEGACY.tryDerive(NameKind.byKey("label/ownership").orElseThrow());
    assertThat(codes(legacyLabel.problems())).containsExactly("name.not-applicable");
    assertThatThrownBy(() -> LEGACY.derive("openbao/unseal-secret"))
        .isInstanceOf(NameDerivationException.class)
        .hasMessage("kind openbao/unseal-secret has no value in legacy mode");
    PlaneNames noDomain = PlaneNames.of(ControlPlaneId.LEGACY, PlaneDomain.NONE);
    assertThatThrownBy(() -> noDomain.derive("hostname/api"))
        .isInstanceOf(NameDerivationException.class)
        .hasMessage("kind hostname/api needs a plane domain")
        .extracting(e -> ((NameDerivationException) e).code())
        .isEqualTo("name.input-required");
    assertThatThrownBy(() -> NAMES.derive("namespace/nope"))
        .isInstanceOf(NameDerivationException.class)
        .hasMessage("unknown name kind \"namespace/nope\"");
    assertThatThrownBy(() -> NAMES.derive("miniservice/namespace"))
        .extracting(e -> ((NameDerivationException) e).code())
        .isEqualTo("name.input-required");
    // without a domain, all() and validateAll() skip host kinds
    assertThat(noDomain.validateAll().isValid()).isTrue();
    assertThat(noDomain.all())
        .extracting(DerivedName::entry)
        .doesNotContain("hostname/api")
        .contains("namespace/nvcf");
  }

  @Test
  void digitFirstIdFailsExactlyTheDns1035Kinds() {
    ControlPlaneId id = ControlPlaneId.of("1plane");
    PlaneNames names = PlaneNames.of(id, PlaneDomain.of("one.example.test", id, true));
    List<String> failing =
        names.plan().stream().filter(e -> e.name() == null).map(PlanEntry::kind).toList();
    List<String> dns1035 =
        NameKind.all().stream()
            .filter(
                k -> k.inNamed() && k.planned() && k.rule().orElse(null) == NameRule.DNS1035_LABEL)
            .map(NameKind::key)
            .toList();
    assertThat(failing).containsExactlyElementsOf(dns1035).contains("openbao/fullname");
    PlanEntry fullname =
        names.plan().stream()
            .filter(e -> e.kind().equals("openbao/fullname"))
            .findFirst()
            .orElseThrow();
    assertThat(fullname.legacy()).isEqualTo("openbao-server");
    assertThat(fullname.namespace()).isEqualTo("1plane-vault-system");
    assertThat(fullname.problems().problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.code()).isEqualTo("name.revalidation-failed");
              assertThat(p.path()).isEqualTo("openbao/fullname");
              assertThat(p.message())
                  .startsWith(
                      "derived name \"1plane-openbao-server\" for kind openbao/fullname is not a"
                          + " valid dns1035-label: a DNS-1035 label must consist");
            });
    assertThatThrownBy(names::all).isInstanceOf(NameDerivationException.class);
    assertThat(codes(names.validateAll())).hasSize(dns1035.size());
  }

  @Test
  void helpers() {
    assertThat(NAMES.miniServiceNamespace("req-1")).isEqualTo("alpha-req-1");
    assertThat(NAMES.miniServiceInstance("req-1")).isEqualTo("alpha-req-1-miniservice");
    assertThat(LEGACY.miniServiceNamespace("req-1")).isEqualTo("req-1");
    assertThat(LEGACY.miniServiceInstance("req-1")).isEqualTo("req-1-miniservice");
    assertThatThrownBy(() -> NAMES.miniServiceNamespace("Req"))
        .isInstanceOf(NameDerivationException.class);
    assertThatThrownBy(() -> NAMES.miniServiceInstance(""))
        .isInstanceOf(NameDerivationException.class);
    assertThat(NAMES.runtimeIdentity())
        .isEqualTo(
            new RuntimeIdentity(
                Map.of("NVCF_CONTROL_PLANE_ID", "alpha"),
                List.of("--control-plane-id", "alpha"),
                Map.of("controlPlaneID", "alpha")));
    assertThat(LEGACY.runtimeIdentity().env()).isEmpty();
    assertThat(LEGACY.runtimeIdentity().args()).isEmpty();
    assertThat(LEGACY.runtimeIdentity().agentConfig()).isEmpty();
    assertThat(NAMES.webhookNamespaceSelector())
        .containsExactly(Map.entry("nvcf.nvidia.com/control-plane-id", "alpha"));
    assertThat(LEGACY.webhookNamespaceSelector()).isEmpty();
    assertThat(LEGACY.referenceGrantFromNamespace()).isEqualTo("gateway-system");
    assertThat(NAMES.id()).isEqualTo(ALPHA);
    assertThat(NAMES.domain()).isEqualTo(ALPHA_DOMAIN);
    assertThat(NAMES.options()).isEqualTo(NamingOptions.defaults());
    PlaneNames mirror =
        PlaneNames.of(
            ALPHA,
            ALPHA_DOMAIN,
            NamingOptions.builder()
                .configured("secret-mirror/source-namespace", "shared-secrets")
                .build());
    assertThat(mirror.derive("secret-mirror/source-namespace").value()).isEqualTo("shared-secrets");
    assertThat(NAMES.derive("secret-mirror/source-namespace").value())
        .isEqualTo("alpha-nvca-operator");
    assertThat(NAMES.derive("label/ownership").value()).isEqualTo("alpha");
  }

  @Test
  void kindTable() {
    assertThat(NameKind.all()).extracting(NameKind::key).doesNotHaveDuplicates();
    NameKind fullname = NameKind.byKey("openbao/fullname").orElseThrow();
    assertThat(fullname.family()).isEqualTo("openbao");
    assertThat(fullname.scope()).isEqualTo(Scope.NAMESPACED);
    assertThat(fullname.rule()).contains(NameRule.DNS1035_LABEL);
    assertThat(fullname.objectClass()).isEqualTo("service");
    assertThat(fullname.isFixedIdentity()).isTrue();
    assertThat(fullname).hasToString("openbao/fullname");
    NameKind release = NameKind.byKey("release/nats").orElseThrow();
    assertThat(release.rules()).containsExactly(NameRule.HELM_RELEASE_NAME, NameRule.DNS1123_LABEL);
    assertThat(release.shape()).isEqualTo(NameKind.Shape.RELEASE);
    assertThat(NameKind.byKey("openbao/jwt-audience").orElseThrow().rule()).isEmpty();
    assertThat(NameKind.byKey("openbao/jwt-audience").orElseThrow().isFixedIdentity()).isFalse();
    NameKind tooling = NameKind.byKey("local-gateway/gateway/shared").orElseThrow();
    assertThat(tooling.toolingDefault()).isTrue();
    assertThat(tooling.inLegacy()).isFalse();
    assertThat(tooling.isFixedIdentity()).isFalse();
    NameKind supplied = NameKind.byKey("gateway/shared").orElseThrow();
    assertThat(supplied.operatorSupplied()).isTrue();
    assertThat(supplied.planned()).isFalse();
    assertThat(NameKind.byKey("miniservice/instance").orElseThrow().parameterized()).isTrue();
    assertThat(NameKind.byKey("hostname/api").orElseThrow().needsDomain()).isTrue();
    assertThat(NameKind.byKey("namespace/gdn-streaming").orElseThrow().inLegacy()).isFalse();
    assertThat(NameKind.byKey("nope")).isEmpty();
    assertThat(Scope.NAMESPACED.wireName()).isEqualTo("namespaced");
    assertThat(NameKind.byKey("hostname/invocation-wildcard").orElseThrow().rule())
        .contains(NameRule.WILDCARD_DNS1123_SUBDOMAIN);
  }

  @Test
  void whyTwentyLongestFixedNamesFit() {
    ControlPlaneId id = ControlPlaneId.of("a".repeat(20));
    PlaneNames names = PlaneNames.of(id, PlaneDomain.of("x.example.test", id, true));
    assertThat(names.validateAll().problems()).isEmpty();
    assertThat(names.derive("openbao/injector-service").value()).hasSize(54);
    assertThat(names.derive("nvca/pre-delete-hook").value()).hasSize(53);
    assertThat(names.release("nvca-operator").name()).hasSize(34);
  }
}
