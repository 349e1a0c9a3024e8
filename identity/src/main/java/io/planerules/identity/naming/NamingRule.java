package io.planerules.identity.naming;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules of plane-scoped name derivation ({@link PlaneNames}, {@link CassandraNames}); each rule
 * reports one {@link Code} (see docs/reference/identity.md#name-derivation).
 */
public enum NamingRule implements RuleDescriptor {
  /**
   * {@code name.resource}: generic resource name: id-base, hash-truncated to 63 when longer; base
   * is printable ASCII.
   */
  RESOURCE(
      "name.resource",
      "generic resource name: id-base, hash-truncated to 63 when longer; base is printable ASCII",
      PlaneNames.class,
      Code.INVALID_BASE.code()),
  /**
   * {@code name.revalidation}: every derived value passes its kind's rule before it is returned,
   * never repaired.
   */
  REVALIDATION(
      "name.revalidation",
      "every derived value passes its kind's rule before it is returned, never repaired",
      PlaneNames.class,
      Code.REVALIDATION_FAILED.code()),
  /** {@code name.mode}: the kind has a value in this mode. */
  MODE(
      "name.mode",
      "the kind has a value in this mode",
      PlaneNames.class,
      Code.NOT_APPLICABLE.code()),
  /** {@code name.input}: the kind's inputs (domain, operator value, request) are present. */
  INPUT(
      "name.input",
      "the kind's inputs (domain, operator value, request) are present",
      PlaneNames.class,
      Code.INPUT_REQUIRED.code()),
  /** {@code name.kind}: the kind key is in the table. */
  KIND("name.kind", "the kind key is in the table", PlaneNames.class, Code.UNKNOWN_KIND.code());

  private static final String DECISION = "name-derivation";

  private final Definition definition;

  NamingRule(String id, String description, Class<?> decidedBy, String... reasonCodes) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reasonCodes));
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The problem codes of these rules that are not a rule id. */
  public enum Code {
    /** {@code name.invalid-base}. */
    INVALID_BASE("name.invalid-base"),
    /** {@code name.revalidation-failed}. */
    REVALIDATION_FAILED("name.revalidation-failed"),
    /** {@code name.not-applicable}. */
    NOT_APPLICABLE("name.not-applicable"),
    /** {@code name.input-required}. */
    INPUT_REQUIRED("name.input-required"),
    /** {@code name.unknown-kind}. */
    UNKNOWN_KIND("name.unknown-kind");

    private final String code;

    Code(String code) {
      this.code = code;
    }

    /** The stable problem code, e.g. {@code name.invalid-base}. */
    public String code() {
      return code;
    }
  }
}
