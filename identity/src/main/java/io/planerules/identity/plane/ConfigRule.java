package io.planerules.identity.plane;

import io.planerules.identity.naming.NamingRule;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The plane configuration checks, in the order {@link PlaneConfigValidator#evaluate(PlaneConfig)}
 * runs them after the id and domain rules (see docs/reference/identity.md#plane-configuration).
 */
public enum ConfigRule implements RuleDescriptor {
  /** {@code config.shared-infrastructure}: a named plane uses external shared infrastructure. */
  SHARED_INFRASTRUCTURE(
      "config.shared-infrastructure",
      "a named plane uses external shared infrastructure",
      PlaneConfigValidator.class),
  /**
   * {@code config.cert-manager}: external shared infrastructure means cert-manager is not installed
   * by the plane.
   */
  CERT_MANAGER(
      "config.cert-manager",
      "external shared infrastructure means cert-manager is not installed by the plane",
      PlaneConfigValidator.class),
  /**
   * {@code config.nvcf-ui}: a named plane does not enable the UI add-on (chart not
   * namespace-isolated).
   */
  NVCF_UI(
      "config.nvcf-ui",
      "a named plane does not enable the UI add-on (chart not namespace-isolated)",
      PlaneConfigValidator.class),
  /**
   * {@code config.gateway-name}: a named plane's Gateways are supplied DNS-1123 labels starting
   * with &lt;id&gt;-.
   */
  GATEWAY_NAME(
      "config.gateway-name",
      "a named plane's Gateways are supplied DNS-1123 labels starting with <id>-",
      PlaneConfigValidator.class),
  /** {@code config.grpc-tls-secret}: a named plane's gRPC TLS secret starts with &lt;id&gt;-. */
  GRPC_TLS_SECRET(
      "config.grpc-tls-secret",
      "a named plane's gRPC TLS secret starts with <id>-",
      PlaneConfigValidator.class),
  /** {@code config.quic-tls-secret}: a named plane's QUIC TLS secret starts with &lt;id&gt;-. */
  QUIC_TLS_SECRET(
      "config.quic-tls-secret",
      "a named plane's QUIC TLS secret starts with <id>-",
      PlaneConfigValidator.class),
  /**
   * {@code config.issuer}: issuer kind is ClusterIssuer or Issuer, name a DNS subdomain; a managed
   * issuer is a ClusterIssuer with the canonical per-plane name.
   */
  ISSUER(
      "config.issuer",
      "issuer kind is ClusterIssuer or Issuer, name a DNS subdomain; a managed issuer is a ClusterIssuer with the canonical per-plane name",
      IssuerPolicy.class,
      Code.ISSUER_KIND.code(),
      Code.ISSUER_NAME.code(),
      Code.ISSUER_MANAGED_KIND.code(),
      Code.ISSUER_CANONICAL.code()),
  /**
   * {@code config.nvca-operator-release}: the NVCA operator release name and namespace are
   * &lt;id&gt;-nvca-operator.
   */
  NVCA_OPERATOR_RELEASE(
      "config.nvca-operator-release",
      "the NVCA operator release name and namespace are <id>-nvca-operator",
      PlaneConfigValidator.class),
  /**
   * {@code config.namespace-collision}: no derived namespace equals a shared namespace
   * (cert-manager, Gateway namespaces).
   */
  NAMESPACE_COLLISION(
      "config.namespace-collision",
      "no derived namespace equals a shared namespace (cert-manager, Gateway namespaces)",
      PlaneConfigValidator.class),
  /** {@code config.names}: every applicable kind of the plane derives. */
  NAMES(
      "config.names",
      "every applicable kind of the plane derives",
      PlaneConfigValidator.class,
      NamingRule.Code.REVALIDATION_FAILED.code(),
      NamingRule.Code.INPUT_REQUIRED.code());

  private static final String DECISION = "plane-config";

  private final Definition definition;

  ConfigRule(String id, String description, Class<?> decidedBy) {
    definition = Definition.selfCoded(id, DECISION, decidedBy, description);
  }

  ConfigRule(String id, String description, Class<?> decidedBy, String... reasonCodes) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reasonCodes));
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The problem codes of these rules that are not a rule id. */
  public enum Code {
    /** {@code config.issuer-kind}. */
    ISSUER_KIND("config.issuer-kind"),
    /** {@code config.issuer-name}. */
    ISSUER_NAME("config.issuer-name"),
    /** {@code config.issuer-managed-kind}. */
    ISSUER_MANAGED_KIND("config.issuer-managed-kind"),
    /** {@code config.issuer-canonical}. */
    ISSUER_CANONICAL("config.issuer-canonical");

    private final String code;

    Code(String code) {
      this.code = code;
    }

    /** The stable problem code, e.g. {@code config.issuer-kind}. */
    public String code() {
      return code;
    }
  }
}
