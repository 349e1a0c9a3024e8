package io.planerules.identity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.plane.IssuerPolicy;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.internal.DefinedRule;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The front doors list every rule enum's constants in documentation order, each with its decider.
 */
class IdentityRulesTest {

  @Test
  void indexKeepsTheDocumentedOrder() {
    assertThat(ModuleRules.all())
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
    assertThat(ModuleRules.all())
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
    assertThat(ModuleRules.all())
        .allSatisfy(
            r -> {
              assertThat(r.decidedBy()).isNotEqualTo(Object.class);
              assertThat(r.decidedBy().getPackageName()).startsWith("io.planerules.identity");
            });
    assertThat(IssuerPolicy.RULE.decidedBy().getSimpleName()).isEqualTo("IssuerPolicy");
    assertThat(rule("id.compute-plane-sources").decidedBy().getSimpleName())
        .isEqualTo("ControlPlaneIdSources");
  }

  @Test
  void aRuleRaisesItsIdAsCodeOnlyWhenThatIsItsOneCode() {
    assertThat(defined("id.reserved").code()).isEqualTo("id.reserved");
    assertThat(defined("domain.localhost").code()).isEqualTo("domain.localhost");
    assertThat(defined("registry.id-extension").code()).isEqualTo("registry.id-extension");
    assertThat(rule("id.dns1123-label").reasonCodes())
        .containsExactly(
            "id.whitespace",
            "id.non-ascii",
            "id.uppercase",
            "id.invalid-char",
            "id.leading-hyphen",
            "id.trailing-hyphen");
    assertThat(rule("config.names").reasonCodes())
        .isEqualTo(List.of("name.revalidation-failed", "name.input-required"));
    assertThatThrownBy(defined("id.dns1123-label")::code).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(defined("config.names")::code).isInstanceOf(IllegalStateException.class);
  }

  /** The rule with this id as its enum declares it (every rule enum is a {@link DefinedRule}). */
  private static DefinedRule defined(String id) {
    return (DefinedRule) rule(id);
  }

  /** The rule with this id, found through the front doors (the rule enums are package-private). */
  private static RuleDescriptor rule(String id) {
    return ModuleRules.all().stream()
        .filter(r -> r.id().value().equals(id))
        .findFirst()
        .orElseThrow();
  }
}
