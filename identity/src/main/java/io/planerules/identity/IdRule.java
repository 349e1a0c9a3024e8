package io.planerules.identity;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules of a control-plane id, in the order {@link ControlPlaneId#validate(String, String)} and
 * {@link ControlPlaneIdSources#validateComputePlane(String, String)} report them (see
 * docs/reference/identity.md#control-plane-id).
 */
public enum IdRule implements RuleDescriptor {
  /** {@code id.reserved}: "default" is reserved for legacy mode. */
  RESERVED("id.reserved", "\"default\" is reserved for legacy mode", ControlPlaneId.class),
  /** {@code id.too-long}: a named id is at most 20 UTF-8 bytes. */
  TOO_LONG("id.too-long", "a named id is at most 20 UTF-8 bytes", ControlPlaneId.class),
  /**
   * {@code id.dns1123-label}: a named id is a DNS-1123 label: no whitespace, ASCII only, lowercase,
   * [a-z0-9-], alphanumeric ends.
   */
  DNS1123_LABEL(
      "id.dns1123-label",
      "a named id is a DNS-1123 label: no whitespace, ASCII only, lowercase, [a-z0-9-], alphanumeric ends",
      ControlPlaneId.class,
      Code.WHITESPACE.code(),
      Code.NON_ASCII.code(),
      Code.UPPERCASE.code(),
      Code.INVALID_CHAR.code(),
      Code.LEADING_HYPHEN.code(),
      Code.TRAILING_HYPHEN.code()),
  /**
   * {@code id.compute-plane-sources}: CONTROL_PLANE_ID and global.controlPlane.id, stripped of
   * ASCII whitespace, are one line and agree when both set.
   */
  COMPUTE_PLANE_SOURCES(
      "id.compute-plane-sources",
      "CONTROL_PLANE_ID and global.controlPlane.id, stripped of ASCII whitespace, are one line and agree when both set",
      ControlPlaneIdSources.class,
      Code.MULTI_LINE.code(),
      Code.SOURCE_MISMATCH.code());

  private static final String DECISION = "control-plane-id";

  private final Definition definition;

  IdRule(String id, String description, Class<?> decidedBy) {
    definition = Definition.selfCoded(id, DECISION, decidedBy, description);
  }

  IdRule(String id, String description, Class<?> decidedBy, String... reasonCodes) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reasonCodes));
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The problem codes of these rules that are not a rule id. */
  public enum Code {
    /** {@code id.whitespace}. */
    WHITESPACE("id.whitespace"),
    /** {@code id.non-ascii}. */
    NON_ASCII("id.non-ascii"),
    /** {@code id.uppercase}. */
    UPPERCASE("id.uppercase"),
    /** {@code id.invalid-char}. */
    INVALID_CHAR("id.invalid-char"),
    /** {@code id.leading-hyphen}. */
    LEADING_HYPHEN("id.leading-hyphen"),
    /** {@code id.trailing-hyphen}. */
    TRAILING_HYPHEN("id.trailing-hyphen"),
    /** {@code id.multi-line}. */
    MULTI_LINE("id.multi-line"),
    /** {@code id.source-mismatch}. */
    SOURCE_MISMATCH("id.source-mismatch");

    private final String code;

    Code(String code) {
      this.code = code;
    }

    /** The stable problem code, e.g. {@code id.whitespace}. */
    public String code() {
      return code;
    }
  }
}
