package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.Problem;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.internal.io.DocumentKind;
import io.planerules.storage.internal.io.DocumentReader;
import java.util.Set;

/**
 * Parses a storage capability catalog from untrusted bytes or text
 * (docs/reference/storage-catalog.md#reading-a-document) and validates it. It <b>never throws</b>
 * for any content — every failure is a coded {@link Problem} with a line and column — only a {@code
 * null} argument throws {@link NullPointerException}.
 *
 * <p>Pipeline: size (≤ {@value CatalogLimits#MAX_BYTES} bytes) → revision over the exact bytes →
 * encoding (UTF-8 only; one leading UTF-8 BOM is stripped) → raw scan for control characters →
 * format (a leading <code>{</code> → JSON, else YAML) → one token walk rejecting aliases, anchors,
 * tags, second documents, duplicate keys, deep nesting, non-mapping roots and YAML 1.1 boolean
 * words → binding → validation. The same content gives the same problems, paths and positions in
 * YAML and in JSON.
 */
public final class CatalogParser {

  /** The upstream prefix of every parse message. */
  static final String PREFIX = "parse storage capability catalog: ";

  static final String EMPTY_MESSAGE =
      "storage capability catalog has no \"storage-provider-capabilities.yaml\" data";

  /** How the one reader reads a catalog: its codes, NVCA's wording, provisioners as names. */
  static final DocumentKind DOCUMENT =
      new DocumentKind(
          CatalogParser::code,
          PREFIX,
          EMPTY_MESSAGE,
          Set.of("drivers"),
          DocumentKind.Refusals.DETAILED);

  private CatalogParser() {}

  private static String code(DocumentKind.Check check) {
    ParsingRule rule =
        switch (check) {
          case SIZE -> ParsingRule.SIZE;
          case ENCODING -> ParsingRule.ENCODING;
          case FORBIDDEN_CHARACTER -> ParsingRule.FORBIDDEN_CHARACTER;
          case EMPTY -> ParsingRule.EMPTY;
          case YAML_ALIAS -> ParsingRule.YAML_ALIAS;
          case YAML_ANCHOR -> ParsingRule.YAML_ANCHOR;
          case YAML_TAG -> ParsingRule.YAML_TAG;
          case MULTI_DOCUMENT -> ParsingRule.MULTI_DOCUMENT;
          case DUPLICATE_KEY -> ParsingRule.DUPLICATE_KEY;
          case DEPTH -> ParsingRule.DEPTH;
          case ROOT_TYPE -> ParsingRule.ROOT_TYPE;
          case SYNTAX -> ParsingRule.SYNTAX;
          case AMBIGUOUS_SCALAR -> ParsingRule.AMBIGUOUS_SCALAR;
          case FIELD_LENGTH -> ParsingRule.FIELD_LENGTH;
          case UNKNOWN_FIELD -> ParsingRule.UNKNOWN_FIELD;
          case FIELD_TYPE -> ParsingRule.FIELD_TYPE;
          case LIST_LENGTH -> ParsingRule.LIST_LENGTH;
        };
    return rule.code();
  }

  /**
   * Parses bytes, detecting the format ({@link InputFormat#AUTO}).
   *
   * @param payload the exact payload bytes
   * @return the catalog or every problem, with the payload's revision
   */
  public static CatalogResult parse(byte[] payload) {
    return parse(payload, InputFormat.AUTO);
  }

  /**
   * Parses text, detecting the format ({@link InputFormat#AUTO}).
   *
   * @param payload the payload text
   * @return the catalog or every problem, with the revision of its UTF-8 bytes
   */
  public static CatalogResult parse(String payload) {
    return parse(payload, InputFormat.AUTO);
  }

  /**
   * Parses bytes in a format.
   *
   * @param payload the exact payload bytes
   * @param format YAML, JSON or AUTO
   * @return the catalog or every problem, with the payload's revision
   */
  public static CatalogResult parse(byte[] payload, InputFormat format) {
    requireNonNull(payload, "payload");
    requireNonNull(format, "format");
    return result(
        DocumentReader.read(payload, syntax(format), DOCUMENT), CatalogRevision.of(payload));
  }

  /**
   * Parses text in a format.
   *
   * @param payload the payload text; a leading U+FEFF is stripped
   * @param format YAML, JSON or AUTO
   * @return the catalog or every problem, with the revision of its UTF-8 bytes
   */
  public static CatalogResult parse(String payload, InputFormat format) {
    requireNonNull(payload, "payload");
    requireNonNull(format, "format");
    return result(
        DocumentReader.read(payload, syntax(format), DOCUMENT), CatalogRevision.of(payload));
  }

  /**
   * Parses bytes and returns the valid catalog.
   *
   * @param payload the exact payload bytes
   * @return the catalog
   * @throws io.planerules.rules.PlaneRulesException (a {@code CatalogException}) with every problem
   *     when invalid
   */
  public static StorageCatalog parseOrThrow(byte[] payload) {
    return parse(payload).orElseThrow();
  }

  private static DocumentReader.Syntax syntax(InputFormat format) {
    return switch (format) {
      case AUTO -> DocumentReader.Syntax.AUTO;
      case YAML -> DocumentReader.Syntax.YAML;
      case JSON -> DocumentReader.Syntax.JSON;
    };
  }

  private static CatalogResult result(DocumentReader.Read read, CatalogRevision revision) {
    if (read.root() == null) {
      return new CatalogResult.Invalid(read.problems(), revision);
    }
    return CatalogValidator.validate(Binder.bind(read.root(), read.problems(), revision));
  }
}
