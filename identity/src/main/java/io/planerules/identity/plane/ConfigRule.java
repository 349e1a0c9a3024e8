package io.planerules.identity.plane;

import io.planerules.identity.naming.PlaneNames;
import io.planerules.rules.RuleCode;
import io.planerules.rules.internal.DefinedRule;

/**
 * The rules of decision {@code plane-config}: whether one plane's deployment values are consistent.
 * {@link PlaneConfigValidator#evaluate(PlaneConfig)} checks them in this order after the plane's id
 * and domain; the issuer rule is {@link IssuerPolicy}'s (see
 * docs/reference/identity.md#plane-configuration). Each constant's {@link #description()} is its
 * line in {@code docs/rules.md}.
 */
enum ConfigRule implements DefinedRule {
  SHARED_INFRASTRUCTURE(
      "config.shared-infrastructure",
      "a named plane uses external shared infrastructure",
      PlaneConfigValidator.class),
  CERT_MANAGER(
      "config.cert-manager",
      "external shared infrastructure means cert-manager is not installed by the plane",
      PlaneConfigValidator.class),
  NVCF_UI(
      "config.nvcf-ui",
      "a named plane does not enable the UI add-on (chart not namespace-isolated)",
      PlaneConfigValidator.class),
  GATEWAY_NAME(
      "config.gateway-name",
      "a named plane's Gateways are supplied DNS-1123 labels starting with <id>-",
      PlaneConfigValidator.class),
  GRPC_TLS_SECRET(
      "config.grpc-tls-secret",
      "a named plane's gRPC TLS secret starts with <id>-",
      PlaneConfigValidator.class),
  QUIC_TLS_SECRET(
      "config.quic-tls-secret",
      "a named plane's QUIC TLS secret starts with <id>-",
      PlaneConfigValidator.class),
  ISSUER(
      "config.issuer",
      "issuer kind is ClusterIssuer or Issuer, name a DNS subdomain; a managed issuer is a"
          + " ClusterIssuer with the canonical per-plane name",
      IssuerPolicy.class,
      Code.ISSUER_KIND,
      Code.ISSUER_NAME,
      Code.ISSUER_MANAGED_KIND,
      Code.ISSUER_CANONICAL),
  NVCA_OPERATOR_RELEASE(
      "config.nvca-operator-release",
      "the NVCA operator release name and namespace are <id>-nvca-operator",
      PlaneConfigValidator.class),
  NAMESPACE_COLLISION(
      "config.namespace-collision",
      "no derived namespace equals a shared namespace (cert-manager, Gateway namespaces)",
      PlaneConfigValidator.class),
  /** Reports the name-derivation problems of the plane's kinds. */
  NAMES(
      "config.names",
      "every applicable kind of the plane derives",
      PlaneConfigValidator.class,
      PlaneNames.REVALIDATION_FAILED,
      PlaneNames.INPUT_REQUIRED);

  private static final String DECISION = "plane-config";

  private final Definition definition;

  ConfigRule(String id, String description, Class<?> decidedBy) {
    definition = Definition.selfCoded(id, DECISION, decidedBy, description);
  }

  ConfigRule(String id, String description, Class<?> decidedBy, RuleCode... codes) {
    definition = Definition.of(id, DECISION, decidedBy, description, codes);
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The problem codes of the issuer rule. */
  enum Code implements RuleCode {
    ISSUER_KIND("config.issuer-kind"),
    ISSUER_NAME("config.issuer-name"),
    ISSUER_MANAGED_KIND("config.issuer-managed-kind"),
    ISSUER_CANONICAL("config.issuer-canonical");

    private final String code;

    Code(String code) {
      this.code = code;
    }

    @Override
    public String code() {
      return code;
    }
  }
}
