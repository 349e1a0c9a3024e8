package io.planerules.identity.plane;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.ModuleRules;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.TraceResult;
import io.planerules.rules.ValidationResult;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/identity.md#plane-configuration, one row per code; rows follow upstream {@code
 * scripts/validate-control-plane-config.sh} and {@code global.yaml.gotmpl} of NVIDIA/nvcf PR #1483.
 */
class PlaneConfigTest {

  static final NamingOptions GATEWAYS =
      NamingOptions.builder()
          .configured("gateway/shared", "alpha-shared-gw")
          .configured("gateway/grpc", "alpha-grpc-gw")
          .configured("gateway/nats", "alpha-nats-gw")
          .build();

  static PlaneConfig.Builder alpha() {
    return PlaneConfig.builder("alpha", "alpha.example.test").naming(GATEWAYS);
  }

  static List<String> codes(ValidationResult r) {
    return r.problems().stream().map(Problem::code).toList();
  }

  static List<String> codes(PlaneConfig c) {
    return codes(c.validate());
  }

  @Test
  void aCompleteNamedPlaneAndLegacyAreValid() {
    assertThat(codes(alpha().build())).isEmpty();
    assertThat(alpha().build().isValid()).isTrue();
    assertThat(alpha().build().check()).isEqualTo(ControlPlaneId.of("alpha"));
    assertThat(codes(PlaneConfig.of("", ""))).isEmpty();
    assertThat(
            codes(
                PlaneConfig.builder("", "")
                    .nvcfUiEnabled(true)
                    .sharedInfrastructure("managed")
                    .build()))
        .isEmpty();
  }

  @Test
  void oneRowPerCode() {
    assertThat(codes(alpha().sharedInfrastructure("managed").build()))
        .containsExactly("config.shared-infrastructure");
    assertThat(codes(alpha().certManagerEnabled(true).build()))
        .containsExactly("config.cert-manager");
    assertThat(codes(PlaneConfig.builder("", "").certManagerEnabled(true).build()))
        .containsExactly("config.cert-manager");
    assertThat(
            codes(
                PlaneConfig.builder("", "")
                    .sharedInfrastructure("")
                    .certManagerEnabled(true)
                    .build()))
        .isEmpty();
    assertThat(codes(alpha().nvcfUiEnabled(true).build())).containsExactly("config.nvcf-ui");
    assertThat(codes(PlaneConfig.of("alpha", "alpha.example.test")))
        .containsExactly("config.gateway-name", "config.gateway-name", "config.gateway-name");
    assertThat(
            codes(
                PlaneConfig.builder("alpha", "alpha.example.test")
                    .gatewayApiEnabled(false)
                    .build()))
        .isEmpty();
    assertThat(
            codes(
                alpha()
                    .naming(GATEWAYS.toBuilder().configured("gateway/grpc", "beta-grpc-gw").build())
                    .build()))
        .containsExactly("config.gateway-name");
    assertThat(
            codes(
                alpha()
                    .llmWorkerRouteEnabled(true)
                    .naming(GATEWAYS.toBuilder().configured("gateway/llm-quic", "quic-gw").build())
                    .build()))
        .containsExactly("config.gateway-name");
    assertThat(codes(alpha().llmWorkerRouteEnabled(true).build())).isEmpty();
    assertThat(codes(alpha().grpcTls(true, "grpc-tls").build()))
        .containsExactly("config.grpc-tls-secret");
    assertThat(codes(alpha().grpcTls(true, "").build())).isEmpty();
    assertThat(codes(alpha().grpcTls(false, "grpc-tls").build())).isEmpty();
    assertThat(codes(alpha().pki(true, "stargate-quic-tls").build()))
        .containsExactly("config.quic-tls-secret");
    assertThat(codes(alpha().pki(true, "alpha-quic").build())).isEmpty();
    assertThat(codes(alpha().issuer("Certificate", "x", Optional.of(false)).build()))
        .containsExactly("config.issuer-kind");
    assertThat(codes(alpha().issuer("ClusterIssuer", "Bad_Name", Optional.of(false)).build()))
        .containsExactly("config.issuer-name");
    assertThat(codes(alpha().issuer("Issuer", "alpha-nvcf-openbao-pki", Optional.of(true)).build()))
        .containsExactly("config.issuer-managed-kind");
    assertThat(
            codes(
                alpha()
                    .issuer("ClusterIssuer", "alpha-beta-nvcf-openbao-pki", Optional.of(true))
                    .build()))
        .containsExactly("config.issuer-canonical");
    assertThat(codes(alpha().issuer("ClusterIssuer", "external-ca", Optional.empty()).build()))
        .isEmpty();
    assertThat(codes(alpha().nvcaOperatorRelease("nvca-operator", "nvca-operator").build()))
        .containsExactly("config.nvca-operator-release", "config.nvca-operator-release");
    assertThat(
            codes(
                alpha().nvcaOperatorRelease("alpha-nvca-operator", "alpha-nvca-operator").build()))
        .isEmpty();
    assertThat(
            codes(
                alpha()
                    .naming(GATEWAYS.toBuilder().gatewayControllerNamespace("alpha-nvcf").build())
                    .build()))
        .containsExactly("config.namespace-collision");
    assertThat(codes(PlaneConfig.builder("1plane", "one.test").gatewayApiEnabled(false).build()))
        .containsOnly("name.revalidation-failed")
        .hasSize(7); // 4 Services of the kind table + 3 local-gateway envoy Services
  }

  @Test
  void messagesContainTheUpstreamText() {
    ValidationResult r =
        alpha()
            .sharedInfrastructure("managed")
            .certManagerEnabled(true)
            .nvcfUiEnabled(true)
            .grpcTls(true, "grpc-tls")
            .pki(true, "quic")
            .issuer("ClusterIssuer", "alpha-beta-nvcf-openbao-pki", Optional.of(true))
            .nvcaOperatorRelease("nvca-operator", "")
            .naming(GATEWAYS.toBuilder().configured("gateway/nats", "nats-gw").build())
            .build()
            .validate();
    assertThat(r.problems())
        .extracting(Problem::message)
        .anySatisfy(
            m ->
                assertThat(m)
                    .contains(
                        "global.controlPlane.sharedInfrastructure must be external for a named control plane"))
        .anySatisfy(
            m ->
                assertThat(m)
                    .contains(
                        "addons.nvcfUi.enabled must be false for a named control plane because the pinned chart is not namespace-isolated"))
        .anySatisfy(
            m ->
                assertThat(m)
                    .contains(
                        "named control-plane Gateway 'nats-gw' must be a DNS-1123 label starting with 'alpha-'."))
        .anySatisfy(
            m ->
                assertThat(m)
                    .isEqualTo(
                        "named control-plane gRPC TLS secret \"grpc-tls\" must start with \"alpha-\""))
        .anySatisfy(
            m ->
                assertThat(m)
                    .isEqualTo(
                        "named control-plane QUIC TLS secret \"quic\" must start with \"alpha-\""))
        .anySatisfy(
            m ->
                assertThat(m)
                    .isEqualTo(
                        "managed ClusterIssuer name \"alpha-beta-nvcf-openbao-pki\" must equal canonical name \"alpha-nvcf-openbao-pki\""))
        .anySatisfy(
            m ->
                assertThat(m)
                    .contains(
                        "controlPlane.id=\"alpha\" requires Helm release name \"alpha-nvca-operator\""));
    assertThat(r.problems()).extracting(Problem::path).contains("addons.nvcfUi.enabled");
    assertThat(alpha().certManagerEnabled(true).build().validate().problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.path()).isEqualTo("certManager.enabled");
              assertThat(p.message())
                  .isEqualTo(
                      "certManager.enabled must be false when"
                          + " global.controlPlane.sharedInfrastructure is external");
            });
    assertThat(alpha().issuer("Foo", "Bad_Name", Optional.empty()).build().validate().problems())
        .extracting(Problem::message)
        .containsExactly(
            "addons.llm.pki.issuerKind must be exactly \"ClusterIssuer\" or \"Issuer\", got \"Foo\"",
            "addons.llm.pki.issuerName must be a lowercase RFC 1123 DNS subdomain, got \"Bad_Name\"");
    assertThat(alpha().issuer("Issuer", "x", Optional.of(true)).build().validate().problems())
        .extracting(Problem::message)
        .contains("addons.llm.pki.clusterIssuer management supports only issuerKind=ClusterIssuer");
    assertThat(alpha().nvcaOperatorRelease("", "nvca-operator").build().validate().problems())
        .extracting(Problem::message)
        .containsExactly(
            "controlPlane.id=\"alpha\" requires Helm release namespace \"alpha-nvca-operator\" (got \"nvca-operator\")");
  }

  @Test
  void idAndDomainProblemsComeFirst() {
    assertThat(codes(PlaneConfig.builder("Bad", "").gatewayApiEnabled(false).build()))
        .containsExactly("id.uppercase", "domain.required");
    assertThat(codes(PlaneConfig.builder("alpha", "localhost").naming(GATEWAYS).build()))
        .containsExactly("domain.localhost");
    assertThatThrownBy(() -> PlaneConfig.of("default", "").check())
        .isInstanceOf(PlaneConfigException.class)
        .extracting(e -> ((PlaneConfigException) e).code())
        .isEqualTo("id.reserved");
  }

  @Test
  void traceNamesEveryRule() {
    PlaneConfig.Report report = alpha().nvcfUiEnabled(true).build().evaluate();
    assertThat(report.trace().ruleIds())
        .extracting(Object::toString)
        .containsExactlyElementsOf(PlaneConfigValidator.RULES);
    assertThat(report.trace().entries())
        .filteredOn(e -> e.ruleId().value().equals("config.nvcf-ui"))
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.result()).isEqualTo(TraceResult.DECIDED);
              assertThat(e.note()).isEqualTo("config.nvcf-ui");
            });
    assertThat(report.trace().entries())
        .filteredOn(e -> e.ruleId().value().equals("config.grpc-tls-secret"))
        .singleElement()
        .extracting(e -> e.result())
        .isEqualTo(TraceResult.NOT_APPLICABLE);
    assertThat(report.trace().entries())
        .filteredOn(e -> e.ruleId().value().equals("config.names"))
        .singleElement()
        .extracting(e -> e.result())
        .isEqualTo(TraceResult.PASSED);
    assertThat(report.result()).isEqualTo(alpha().nvcfUiEnabled(true).build().validate());
  }

  @Test
  void issuerPolicy() {
    ControlPlaneId alpha = ControlPlaneId.of("alpha");
    assertThat(IssuerPolicy.canonicalName(alpha)).isEqualTo("alpha-nvcf-openbao-pki");
    assertThat(IssuerPolicy.canonicalName(ControlPlaneId.LEGACY)).isEqualTo("nvcf-openbao-pki");
    assertThat(
            IssuerPolicy.isManaged(
                alpha, "ClusterIssuer", "alpha-nvcf-openbao-pki", Optional.empty()))
        .isTrue();
    assertThat(IssuerPolicy.isManaged(alpha, "Issuer", "alpha-nvcf-openbao-pki", Optional.empty()))
        .isFalse();
    assertThat(IssuerPolicy.isManaged(alpha, "ClusterIssuer", "nvcf-openbao-pki", Optional.empty()))
        .isFalse();
    assertThat(
            IssuerPolicy.isManaged(
                ControlPlaneId.LEGACY, "ClusterIssuer", "nvcf-openbao-pki", Optional.empty()))
        .isTrue();
    assertThat(IssuerPolicy.isManaged(alpha, "ClusterIssuer", "x", Optional.of(true))).isTrue();
    assertThat(
            IssuerPolicy.isManaged(
                alpha, "ClusterIssuer", "alpha-nvcf-openbao-pki", Optional.of(false)))
        .isFalse();
    assertThat(codes(IssuerPolicy.validate(alpha, "alpha-beta-nvcf-openbao-pki", true)))
        .containsExactly("config.issuer-canonical");
    assertThat(codes(IssuerPolicy.validate(alpha, "alpha-beta-nvcf-openbao-pki", false))).isEmpty();
    assertThat(codes(IssuerPolicy.validate(ControlPlaneId.LEGACY, "anything", true))).isEmpty();
    assertThat(codes(IssuerPolicy.validate(alpha, "", false)))
        .containsExactly("config.issuer-name");
    assertThat(codes(IssuerPolicy.validate(alpha, "a".repeat(254), false)))
        .containsExactly("config.issuer-name");
    assertThat(IssuerPolicy.isValid(alpha, "alpha-nvcf-openbao-pki", true)).isTrue();
    assertThat(IssuerPolicy.isValid(alpha, "Bad", false)).isFalse();
  }

  @Test
  void builderRoundTrip() {
    PlaneConfig c =
        alpha()
            .llmWorkerRouteEnabled(true)
            .grpcTls(true, "alpha-g")
            .pki(true, "alpha-q")
            .issuer("Issuer", "ext", Optional.of(false))
            .nvcaOperatorRelease("a", "b")
            .certManagerEnabled(true)
            .nvcfUiEnabled(true)
            .sharedInfrastructure("x")
            .gatewayApiEnabled(false)
            .build();
    assertThat(c.toBuilder().build()).isEqualTo(c);
    assertThat(c.naming()).isEqualTo(GATEWAYS);
    assertThat(GATEWAYS.toBuilder().build()).isEqualTo(GATEWAYS).hasSameHashCodeAs(GATEWAYS);
    assertThat(GATEWAYS.toString()).contains("gateway/shared=alpha-shared-gw");
    assertThat(NamingOptions.builder().configuredSans(List.of("a")).build().configuredSans())
        .contains(List.of("a"));
    assertThat(NamingOptions.defaults().configured("x")).isEmpty();
    assertThat(NamingOptions.builder().configured("x", "").build().configured("x")).isEmpty();
  }

  @Test
  void rulesReferenceIsComplete() {
    List<RuleDescriptor> rules = ModuleRules.all();
    assertThat(rules).extracting(r -> r.id().value()).doesNotHaveDuplicates();
    Set<String> codes = new HashSet<>();
    rules.forEach(r -> codes.addAll(r.reasonCodes()));
    assertThat(codes)
        .contains(
            "id.reserved",
            "id.too-long",
            "id.whitespace",
            "id.non-ascii",
            "id.uppercase",
            "id.invalid-char",
            "id.leading-hyphen",
            "id.trailing-hyphen",
            "id.multi-line",
            "id.source-mismatch",
            "domain.required",
            "domain.too-long",
            "domain.not-dns-name",
            "domain.label-too-long",
            "domain.localhost",
            "name.invalid-base",
            "name.revalidation-failed",
            "name.not-applicable",
            "name.input-required",
            "name.unknown-kind",
            "config.shared-infrastructure",
            "config.cert-manager",
            "config.nvcf-ui",
            "config.gateway-name",
            "config.grpc-tls-secret",
            "config.quic-tls-secret",
            "config.issuer-kind",
            "config.issuer-name",
            "config.issuer-managed-kind",
            "config.issuer-canonical",
            "config.nvca-operator-release",
            "config.namespace-collision",
            "registry.duplicate-id",
            "registry.domain-overlap",
            "registry.name-collision",
            "registry.id-extension",
            "profile.invalid-name",
            "profile.invalid-url",
            "k8s.label-key.prefix-too-long",
            "helm.release-name.empty",
            "cassandra.identifier.too-long");
    for (NameRule rule : NameRule.values()) {
      assertThat(codes).containsAll(rule.reasonCodes());
    }
    assertThat(rules)
        .allSatisfy(
            r -> {
              assertThat(r.description()).isNotBlank();
              assertThat(r.decision()).isNotBlank();
              assertThat(r.reasonCodes()).isNotEmpty();
            });
    // every config rule of the trace is described
    for (String rule : PlaneConfigValidator.RULES) {
      if (!rule.equals("config.id") && !rule.equals("config.domain")) {
        assertThat(rules).extracting(r -> r.id().value()).contains(rule);
      }
    }
  }
}
