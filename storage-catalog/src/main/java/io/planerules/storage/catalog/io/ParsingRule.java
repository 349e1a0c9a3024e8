package io.planerules.storage.catalog.io;

import io.planerules.rules.RuleDescriptor;
import io.planerules.storage.internal.io.TreeWalk;

/**
 * The problem codes of reading a catalog document: size, encoding and characters, YAML constructs
 * the catalog refuses, structure and field types. The problem code is the rule id; every problem is
 * raised through its constant ({@link #code()}).
 *
 * <pre>{@code
 * ParsingRule.DUPLICATE_KEY.code() // catalog.duplicate-key
 * }</pre>
 */
public enum ParsingRule implements RuleDescriptor {
  /** {@code catalog.size}: payload larger than 262144 bytes. */
  SIZE(
      "catalog.size",
      ParsingRule.DECISION,
      "payload larger than 262144 bytes",
      CatalogParser.class),
  /**
   * {@code catalog.encoding}: UTF-16/32 byte-order mark, malformed UTF-8 or an unpaired surrogate.
   */
  ENCODING(
      "catalog.encoding",
      ParsingRule.DECISION,
      "UTF-16/32 byte-order mark, malformed UTF-8 or an unpaired surrogate",
      CatalogParser.class),
  /**
   * {@code catalog.forbidden-character}: a C0 control other than TAB/LF/CR, DEL or a C1 control,
   * raw or escaped.
   */
  FORBIDDEN_CHARACTER(
      "catalog.forbidden-character",
      ParsingRule.DECISION,
      "a C0 control other than TAB/LF/CR, DEL or a C1 control, raw or escaped",
      CatalogParser.class),
  /**
   * {@code catalog.empty}: no document, only comments, or a null root; also a ConfigMap without the
   * catalog key.
   */
  EMPTY(
      "catalog.empty",
      ParsingRule.DECISION,
      "no document, only comments, or a null root; also a ConfigMap without the catalog key",
      CatalogParser.class),
  /** {@code catalog.configmap-namespace}: the ConfigMap namespace is empty. */
  CONFIGMAP_NAMESPACE(
      "catalog.configmap-namespace",
      ParsingRule.DECISION,
      "the ConfigMap namespace is empty",
      CatalogSource.class),
  /**
   * {@code catalog.yaml-alias}: a YAML alias or merge key (Jackson would return the anchor name).
   */
  YAML_ALIAS(
      "catalog.yaml-alias",
      ParsingRule.DECISION,
      "a YAML alias or merge key (Jackson would return the anchor name)",
      TreeWalk.class),
  /** {@code catalog.yaml-anchor}: a YAML anchor on any node. */
  YAML_ANCHOR(
      "catalog.yaml-anchor", ParsingRule.DECISION, "a YAML anchor on any node", TreeWalk.class),
  /** {@code catalog.yaml-tag}: an explicit YAML tag. */
  YAML_TAG("catalog.yaml-tag", ParsingRule.DECISION, "an explicit YAML tag", TreeWalk.class),
  /**
   * {@code catalog.multi-document}: anything after the root value (a second document, even empty).
   */
  MULTI_DOCUMENT(
      "catalog.multi-document",
      ParsingRule.DECISION,
      "anything after the root value (a second document, even empty)",
      TreeWalk.class),
  /** {@code catalog.duplicate-key}: a key repeated in one mapping, at any level. */
  DUPLICATE_KEY(
      "catalog.duplicate-key",
      ParsingRule.DECISION,
      "a key repeated in one mapping, at any level",
      TreeWalk.class),
  /** {@code catalog.depth}: more than 16 nested containers. */
  DEPTH("catalog.depth", ParsingRule.DECISION, "more than 16 nested containers", TreeWalk.class),
  /** {@code catalog.root-type}: the root is not a mapping. */
  ROOT_TYPE(
      "catalog.root-type", ParsingRule.DECISION, "the root is not a mapping", CatalogParser.class),
  /** {@code catalog.syntax}: anything else the YAML or JSON parser refuses. */
  SYNTAX(
      "catalog.syntax",
      ParsingRule.DECISION,
      "anything else the YAML or JSON parser refuses",
      CatalogParser.class),
  /**
   * {@code catalog.ambiguous-scalar}: a plain yes/no/on/off/y/n scalar that YAML 1.1 readers (NVCA)
   * take as a boolean (stricter).
   */
  AMBIGUOUS_SCALAR(
      "catalog.ambiguous-scalar",
      ParsingRule.DECISION,
      "a plain yes/no/on/off/y/n scalar that YAML 1.1 readers (NVCA) take as a boolean (stricter)",
      TreeWalk.class),
  /**
   * {@code catalog.field-length}: a key longer than 256 or a scalar longer than 4096 characters.
   */
  FIELD_LENGTH(
      "catalog.field-length",
      ParsingRule.DECISION,
      "a key longer than 256 or a scalar longer than 4096 characters",
      TreeWalk.class),
  /**
   * {@code catalog.unknown-field}: a key the catalog does not define (transitions are derived,
   * never declared).
   */
  UNKNOWN_FIELD(
      "catalog.unknown-field",
      ParsingRule.DECISION,
      "a key the catalog does not define (transitions are derived, never declared)",
      Binder.class),
  /** {@code catalog.field-type}: a value of the wrong type. */
  FIELD_TYPE("catalog.field-type", ParsingRule.DECISION, "a value of the wrong type", Binder.class),
  /**
   * {@code catalog.list-length}: more than 512 drivers, 16 access modes or 64 reader mount options.
   */
  LIST_LENGTH(
      "catalog.list-length",
      ParsingRule.DECISION,
      "more than 512 drivers, 16 access modes or 64 reader mount options",
      Binder.class);

  /** The decision name of the parsing codes. */
  static final String DECISION = "storage catalog parsing";

  private final Definition definition;

  ParsingRule(String id, String decision, String description, Class<?> decidedBy) {
    definition = Definition.selfCoded(id, decision, decidedBy, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
