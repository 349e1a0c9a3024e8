package io.planerules.identity.naming;

import io.planerules.rules.RuleCode;
import io.planerules.rules.internal.DefinedRule;

/**
 * The rules of decision {@code name-derivation}: whether a plane-scoped name can be given. {@link
 * PlaneNames} decides them for every kind of the table: the key is in the table, the kind has a
 * value in this mode, its inputs are present, then the value is derived (by the generic rule where
 * the kind says so) and re-validated (see docs/reference/identity.md#name-derivation). Each rule
 * reports one {@link Code}; each constant's {@link #description()} is its line in {@code
 * docs/rules.md}.
 */
enum NamingRule implements DefinedRule {
  RESOURCE(
      "name.resource",
      "generic resource name: id-base, hash-truncated to 63 when longer; base is printable ASCII",
      Code.INVALID_BASE),
  REVALIDATION(
      "name.revalidation",
      "every derived value passes its kind's rule before it is returned, never repaired",
      Code.REVALIDATION_FAILED),
  MODE("name.mode", "the kind has a value in this mode", Code.NOT_APPLICABLE),
  INPUT(
      "name.input",
      "the kind's inputs (domain, operator value, request) are present",
      Code.INPUT_REQUIRED),
  KIND("name.kind", "the kind key is in the table", Code.UNKNOWN_KIND);

  private static final String DECISION = "name-derivation";

  private final Definition definition;

  NamingRule(String id, String description, Code code) {
    definition = Definition.of(id, DECISION, PlaneNames.class, description, code);
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The problem codes of these rules, one each. */
  enum Code implements RuleCode {
    INVALID_BASE("name.invalid-base"),
    REVALIDATION_FAILED("name.revalidation-failed"),
    NOT_APPLICABLE("name.not-applicable"),
    INPUT_REQUIRED("name.input-required"),
    UNKNOWN_KIND("name.unknown-kind");

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
