package io.planerules.identity;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules of a plane domain, in the order {@link PlaneDomain#validate(String, ControlPlaneId,
 * boolean, String)} reports them (see docs/reference/identity.md#plane-domain).
 */
public enum DomainRule implements RuleDescriptor {
  /** {@code domain.required}: a named plane needs a domain. */
  REQUIRED("domain.required", "a named plane needs a domain", PlaneDomain.class),
  /**
   * {@code domain.dns-name}: the domain is a lowercase DNS-1123 subdomain of at most 253 bytes with
   * labels of at most 63 bytes.
   */
  DNS_NAME(
      "domain.dns-name",
      "the domain is a lowercase DNS-1123 subdomain of at most 253 bytes with labels of at most 63 bytes",
      PlaneDomain.class,
      Code.TOO_LONG.code(),
      Code.NOT_DNS_NAME.code(),
      Code.LABEL_TOO_LONG.code()),
  /** {@code domain.localhost}: a named plane with Gateway API routing cannot use localhost. */
  LOCALHOST(
      "domain.localhost",
      "a named plane with Gateway API routing cannot use localhost",
      PlaneDomain.class);

  private static final String DECISION = "plane-domain";

  private final Definition definition;

  DomainRule(String id, String description, Class<?> decidedBy) {
    definition = Definition.selfCoded(id, DECISION, decidedBy, description);
  }

  DomainRule(String id, String description, Class<?> decidedBy, String... reasonCodes) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reasonCodes));
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The problem codes of these rules that are not a rule id. */
  public enum Code {
    /** {@code domain.too-long}. */
    TOO_LONG("domain.too-long"),
    /** {@code domain.not-dns-name}. */
    NOT_DNS_NAME("domain.not-dns-name"),
    /** {@code domain.label-too-long}. */
    LABEL_TOO_LONG("domain.label-too-long");

    private final String code;

    Code(String code) {
      this.code = code;
    }

    /** The stable problem code, e.g. {@code domain.too-long}. */
    public String code() {
      return code;
    }
  }
}
