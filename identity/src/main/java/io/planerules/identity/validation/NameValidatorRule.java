package io.planerules.identity.validation;

import io.planerules.rules.RuleDescriptor;

/**
 * The rule of each {@link NameRule}, in the same order: its id is the rule's code prefix ({@code
 * k8s.dns1123-label}, ...) and its reason codes are {@link NameRule#codes()} (see
 * docs/reference/identity.md#name-validators).
 */
public enum NameValidatorRule implements RuleDescriptor {
  /** {@code k8s.dns1123-label}. */
  DNS1123_LABEL(NameRule.DNS1123_LABEL),
  /** {@code k8s.dns1123-subdomain}. */
  DNS1123_SUBDOMAIN(NameRule.DNS1123_SUBDOMAIN),
  /** {@code k8s.wildcard-dns1123-subdomain}. */
  WILDCARD_DNS1123_SUBDOMAIN(NameRule.WILDCARD_DNS1123_SUBDOMAIN),
  /** {@code k8s.dns1035-label}. */
  DNS1035_LABEL(NameRule.DNS1035_LABEL),
  /** {@code k8s.label-key}. */
  LABEL_KEY(NameRule.LABEL_KEY),
  /** {@code k8s.label-value}. */
  LABEL_VALUE(NameRule.LABEL_VALUE),
  /** {@code helm.release-name}. */
  HELM_RELEASE_NAME(NameRule.HELM_RELEASE_NAME),
  /** {@code cassandra.identifier}. */
  CASSANDRA_IDENTIFIER(NameRule.CASSANDRA_IDENTIFIER);

  private static final String DECISION = "name-validator";

  private final NameRule rule;
  private final Definition definition;

  NameValidatorRule(NameRule rule) {
    this.rule = rule;
    this.definition =
        Definition.of(
            rule.codePrefix(),
            DECISION,
            NameRule.class,
            "value is a valid " + rule.id() + " (upstream limits, regex and messages)",
            rule.codes());
  }

  /** The validator this rule describes. */
  public NameRule rule() {
    return rule;
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
