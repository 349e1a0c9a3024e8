package io.planerules.identity;

import io.planerules.rules.RuleCode;
import io.planerules.rules.internal.DefinedRule;

/**
 * The rules of decision {@code control-plane-id}: whether a string may identify a plane. {@link
 * ControlPlaneId#validate(String, String)} checks the first three in this order, reporting each
 * that fails; {@link ControlPlaneIdSources#validateComputePlane(String, String)} checks the sources
 * of a compute plane's id before them (see docs/reference/identity.md#control-plane-id). Each
 * constant's {@link #description()} is its line in {@code docs/rules.md}.
 */
enum IdRule implements DefinedRule {
  RESERVED("id.reserved", "\"default\" is reserved for legacy mode", ControlPlaneId.class),
  TOO_LONG("id.too-long", "a named id is at most 20 UTF-8 bytes", ControlPlaneId.class),
  /** One problem, whose code names the first cause found, in the order of the codes. */
  DNS1123_LABEL(
      "id.dns1123-label",
      "a named id is a DNS-1123 label: no whitespace, ASCII only, lowercase, [a-z0-9-], alphanumeric ends",
      ControlPlaneId.class,
      Code.WHITESPACE,
      Code.NON_ASCII,
      Code.UPPERCASE,
      Code.INVALID_CHAR,
      Code.LEADING_HYPHEN,
      Code.TRAILING_HYPHEN),
  COMPUTE_PLANE_SOURCES(
      "id.compute-plane-sources",
      "CONTROL_PLANE_ID and global.controlPlane.id, stripped of ASCII whitespace, are one line and agree when both set",
      ControlPlaneIdSources.class,
      Code.MULTI_LINE,
      Code.SOURCE_MISMATCH);

  private static final String DECISION = "control-plane-id";

  private final Definition definition;

  IdRule(String id, String description, Class<?> decidedBy) {
    definition = Definition.selfCoded(id, DECISION, decidedBy, description);
  }

  IdRule(String id, String description, Class<?> decidedBy, Code... codes) {
    definition = Definition.of(id, DECISION, decidedBy, description, codes);
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The problem codes of these rules that are not a rule id. */
  public enum Code implements RuleCode {
    WHITESPACE("id.whitespace"),
    NON_ASCII("id.non-ascii"),
    UPPERCASE("id.uppercase"),
    INVALID_CHAR("id.invalid-char"),
    LEADING_HYPHEN("id.leading-hyphen"),
    TRAILING_HYPHEN("id.trailing-hyphen"),
    MULTI_LINE("id.multi-line"),
    SOURCE_MISMATCH("id.source-mismatch");

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
