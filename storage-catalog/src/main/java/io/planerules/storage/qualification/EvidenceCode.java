package io.planerules.storage.qualification;

/**
 * The problem codes of an evidence document, in the order docs/rules.md lists them under rule
 * {@code qualification.evidence}: reading it (the catalog's one reader, with this document's
 * codes), binding it, then checking its facts. Every problem is raised through its constant ({@link
 * #code()}).
 */
enum EvidenceCode {
  SIZE("qualification.size"),
  ENCODING("qualification.encoding"),
  FORBIDDEN_CHARACTER("qualification.forbidden-character"),
  EMPTY("qualification.empty"),
  YAML_ALIAS("qualification.yaml-alias"),
  YAML_ANCHOR("qualification.yaml-anchor"),
  YAML_TAG("qualification.yaml-tag"),
  MULTI_DOCUMENT("qualification.multi-document"),
  DUPLICATE_KEY("qualification.duplicate-key"),
  DEPTH("qualification.depth"),
  ROOT_TYPE("qualification.root-type"),
  SYNTAX("qualification.syntax"),
  AMBIGUOUS_SCALAR("qualification.ambiguous-scalar"),
  FIELD_LENGTH("qualification.field-length"),
  UNKNOWN_FIELD("qualification.unknown-field"),
  FIELD_TYPE("qualification.field-type"),
  /** A required field is absent or null. */
  FIELD_MISSING("qualification.field-missing"),
  /** A field's value is not one of its allowed names (case-sensitive). */
  FIELD_VALUE("qualification.field-value"),
  LIST_LENGTH("qualification.list-length"),
  /** Replaces the problem after {@code ReaderLimits.MAX_PROBLEMS}; collection stops. */
  TOO_MANY_PROBLEMS("qualification.too-many-problems"),
  API_VERSION("qualification.api-version"),
  KIND("qualification.kind"),
  /** A required text field is blank. */
  FIELD_BLANK("qualification.field-blank"),
  /** {@code date} is not an ISO calendar date {@code yyyy-MM-dd}. */
  DATE_FORMAT("qualification.date-format"),
  READERS_EMPTY("qualification.readers-empty"),
  /** A same-namespace-only reader shape claims to have run in another namespace. */
  SHAPE_NAMESPACE("qualification.shape-namespace");

  private final String code;

  EvidenceCode(String code) {
    this.code = code;
  }

  /**
   * The code a problem carries.
   *
   * @return e.g. {@code qualification.size}
   */
  public String code() {
    return code;
  }
}
