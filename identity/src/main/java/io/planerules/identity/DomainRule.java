package io.planerules.identity;

import io.planerules.rules.RuleCode;
import io.planerules.rules.internal.DefinedRule;

/**
 * The rules of decision {@code plane-domain}: whether a domain may suffix a plane's host names.
 * {@link PlaneDomain#validate(String, ControlPlaneId, boolean, String)} checks them in this order
 * and reports each that fails (see docs/reference/identity.md#plane-domain). Each constant's {@link
 * #description()} is its line in {@code docs/rules.md}.
 */
enum DomainRule implements DefinedRule {
  REQUIRED("domain.required", "a named plane needs a domain"),
  DNS_NAME(
      "domain.dns-name",
      "the domain is a lowercase DNS-1123 subdomain of at most 253 bytes with labels of at most 63 bytes",
      Code.TOO_LONG,
      Code.NOT_DNS_NAME,
      Code.LABEL_TOO_LONG),
  LOCALHOST("domain.localhost", "a named plane with Gateway API routing cannot use localhost");

  private static final String DECISION = "plane-domain";

  private final Definition definition;

  DomainRule(String id, String description) {
    definition = Definition.selfCoded(id, DECISION, PlaneDomain.class, description);
  }

  DomainRule(String id, String description, Code... codes) {
    definition = Definition.of(id, DECISION, PlaneDomain.class, description, codes);
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The problem codes of these rules that are not a rule id. */
  public enum Code implements RuleCode {
    TOO_LONG("domain.too-long"),
    NOT_DNS_NAME("domain.not-dns-name"),
    LABEL_TOO_LONG("domain.label-too-long");

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
