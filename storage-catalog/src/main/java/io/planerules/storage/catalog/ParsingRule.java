package io.planerules.storage.catalog;

import io.planerules.rules.internal.DefinedRule;
import io.planerules.storage.internal.io.TreeWalk;

/**
 * The rules of decision {@code storage catalog parsing}, in the order a catalog is read
 * (docs/reference/storage-catalog.md#reading-a-document): {@link CatalogParser}'s one reader checks
 * size, encoding and characters, then its {@link TreeWalk} the YAML constructs, structure and text
 * of each token, then {@link Binder} the fields; {@link CatalogParser#fromConfigMap} checks the
 * ConfigMap first. Each constant names the class that decides it; its {@code description()} is its
 * line in docs/rules.md; its problem code is its id, raised through the constant ({@link #code()}).
 */
enum ParsingRule implements DefinedRule {
  SIZE("catalog.size", "payload larger than 262144 bytes", CatalogParser.class),
  ENCODING(
      "catalog.encoding",
      "UTF-16/32 byte-order mark, malformed UTF-8 or an unpaired surrogate",
      CatalogParser.class),
  FORBIDDEN_CHARACTER(
      "catalog.forbidden-character",
      "a C0 control other than TAB/LF/CR, DEL or a C1 control, raw or escaped",
      CatalogParser.class),
  EMPTY(
      "catalog.empty",
      "no document, only comments, or a null root; also a ConfigMap without the catalog key",
      CatalogParser.class),
  CONFIGMAP_NAMESPACE(
      "catalog.configmap-namespace", "the ConfigMap namespace is empty", CatalogParser.class),
  YAML_ALIAS(
      "catalog.yaml-alias",
      "a YAML alias or merge key (Jackson would return the anchor name)",
      TreeWalk.class),
  YAML_ANCHOR("catalog.yaml-anchor", "a YAML anchor on any node", TreeWalk.class),
  YAML_TAG("catalog.yaml-tag", "an explicit YAML tag", TreeWalk.class),
  MULTI_DOCUMENT(
      "catalog.multi-document",
      "anything after the root value (a second document, even empty)",
      TreeWalk.class),
  DUPLICATE_KEY(
      "catalog.duplicate-key", "a key repeated in one mapping, at any level", TreeWalk.class),
  DEPTH("catalog.depth", "more than 16 nested containers", TreeWalk.class),
  ROOT_TYPE("catalog.root-type", "the root is not a mapping", CatalogParser.class),
  SYNTAX("catalog.syntax", "anything else the YAML or JSON parser refuses", CatalogParser.class),
  AMBIGUOUS_SCALAR(
      "catalog.ambiguous-scalar",
      "a plain yes/no/on/off/y/n scalar that YAML 1.1 readers (NVCA) take as a boolean (stricter)",
      TreeWalk.class),
  FIELD_LENGTH(
      "catalog.field-length",
      "a key longer than 256 or a scalar longer than 4096 characters",
      TreeWalk.class),
  UNKNOWN_FIELD(
      "catalog.unknown-field",
      "a key the catalog does not define (transitions are derived, never declared)",
      Binder.class),
  FIELD_TYPE("catalog.field-type", "a value of the wrong type", Binder.class),
  LIST_LENGTH(
      "catalog.list-length",
      "more than 512 drivers, 16 access modes or 64 reader mount options",
      Binder.class);

  /** The decision name of the parsing codes. */
  static final String DECISION = "storage catalog parsing";

  private final Definition definition;

  ParsingRule(String id, String description, Class<?> decidedBy) {
    definition = Definition.selfCoded(id, DECISION, decidedBy, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
