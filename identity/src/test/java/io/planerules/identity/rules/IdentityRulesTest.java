package io.planerules.identity.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.DomainRule;
import io.planerules.identity.IdRule;
import io.planerules.identity.plane.ConfigRule;
import io.planerules.identity.plane.RegistryRule;
import io.planerules.rules.RuleDescriptor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The index lists every rule enum's constants in documentation order, each with its decider. */
class IdentityRulesTest {

  @Test
  void indexKeepsTheDocumentedOrder() {
    assertThat(IdentityRules.all())
        .extracting(r -> r.id().value())
        .containsExactly(
            "id.reserved",
            "id.too-long",
            "id.dns1123-label",
            "id.compute-plane-sources",
            "domain.required",
            "domain.dns-name",
            "domain.localhost",
            "k8s.dns1123-label",
            "k8s.dns1123-subdomain",
            "k8s.wildcard-dns1123-subdomain",
            "k8s.dns1035-label",
            "k8s.label-key",
            "k8s.label-value",
            "helm.release-name",
            "cassandra.identifier",
            "name.resource",
            "name.revalidation",
            "name.mode",
            "name.input",
            "name.kind",
            "config.shared-infrastructure",
            "config.cert-manager",
            "config.nvcf-ui",
            "config.gateway-name",
            "config.grpc-tls-secret",
            "config.quic-tls-secret",
            "config.issuer",
            "config.nvca-operator-release",
            "config.namespace-collision",
            "config.names",
            "registry.duplicate-id",
            "registry.domain-overlap",
            "registry.name-collision",
            "registry.id-extension",
            "profile.name",
            "profile.url");
    assertThat(IdentityRules.all())
        .extracting(RuleDescriptor::decision)
        .containsSubsequence(
            "control-plane-id",
            "plane-domain",
            "name-validator",
            "name-derivation",
            "plane-config",
            "plane-registry",
            "registration-profile");
  }

  @Test
  void everyRuleNamesTheClassThatDecidesIt() {
    assertThat(IdentityRules.all())
        .allSatisfy(
            r -> {
              assertThat(r.decidedBy()).isNotEqualTo(Object.class);
              assertThat(r.decidedBy().getPackageName()).startsWith("io.planerules.identity");
            });
    assertThat(ConfigRule.ISSUER.decidedBy().getSimpleName()).isEqualTo("IssuerPolicy");
    assertThat(IdRule.COMPUTE_PLANE_SOURCES.decidedBy().getSimpleName())
        .isEqualTo("ControlPlaneIdSources");
  }

  @Test
  void aRuleRaisesItsIdAsCodeOnlyWhenThatIsItsOneCode() {
    assertThat(IdRule.RESERVED.code()).isEqualTo("id.reserved");
    assertThat(DomainRule.LOCALHOST.code()).isEqualTo("domain.localhost");
    assertThat(RegistryRule.ID_EXTENSION.code()).isEqualTo("registry.id-extension");
    assertThat(IdRule.DNS1123_LABEL.reasonCodes())
        .containsExactly(
            IdRule.Code.WHITESPACE.code(),
            IdRule.Code.NON_ASCII.code(),
            IdRule.Code.UPPERCASE.code(),
            IdRule.Code.INVALID_CHAR.code(),
            IdRule.Code.LEADING_HYPHEN.code(),
            IdRule.Code.TRAILING_HYPHEN.code());
    assertThat(ConfigRule.NAMES.reasonCodes())
        .isEqualTo(List.of("name.revalidation-failed", "name.input-required"));
    assertThatThrownBy(IdRule.DNS1123_LABEL::code).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(ConfigRule.NAMES::code).isInstanceOf(IllegalStateException.class);
  }
}
