package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.internal.io.DocumentKind;
import io.planerules.storage.internal.io.DocumentReader;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Parses a storage capability catalog from untrusted bytes or text
 * (docs/reference/storage-catalog.md#reading-a-document), or from the data of the ConfigMap NVCA
 * reads it from ({@link #fromConfigMap}), and validates it. It <b>never throws</b> for any content
 * — every failure is a coded {@link Problem} with a line and column — only a {@code null} argument
 * throws {@link NullPointerException}. {@link #rules()} lists every problem code it reports.
 *
 * <p>Pipeline: size (≤ {@value CatalogLimits#MAX_BYTES} bytes) → revision over the exact bytes →
 * encoding (UTF-8 only; one leading UTF-8 BOM is stripped) → raw scan for control characters →
 * format (a leading <code>{</code> → JSON, else YAML) → one token walk rejecting aliases, anchors,
 * tags, second documents, duplicate keys, deep nesting, non-mapping roots and YAML 1.1 boolean
 * words → binding → validation. The same content gives the same problems, paths and positions in
 * YAML and in JSON.
 */
public final class CatalogParser {

  /** The name of the ConfigMap NVCA reads the catalog from, in its own namespace. */
  public static final String CONFIG_MAP_NAME = "nvcf-storage-capabilities";

  /** The ConfigMap's data key holding the catalog document. */
  public static final String CONFIG_MAP_KEY = "storage-provider-capabilities.yaml";

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

  /**
   * Reads the catalog where NVCA reads it: data key {@value #CONFIG_MAP_KEY} of ConfigMap {@value
   * #CONFIG_MAP_NAME} in its namespace, with the upstream loader's checks first: namespace {@code
   * ""} → {@code catalog.configmap-namespace}; data {@code null}, key missing or value {@code ""} →
   * {@code catalog.empty}; otherwise {@link #parse(String)} of the value. It never falls back to
   * {@link DefaultCatalog}: a caller that wants the compiled-in catalog when the ConfigMap does not
   * exist asks for it.
   * <!-- snippet: StorageExamplesTest#catalog-source -->
   *
   * <pre>{@code
   * CatalogResult r = CatalogParser.fromConfigMap("nvca-system", data);
   * }</pre>
   *
   * @param namespace NVCA's namespace
   * @param data the ConfigMap's data, or {@code null} when it has none
   * @return the catalog or its problems
   */
  public static CatalogResult fromConfigMap(String namespace, @Nullable Map<String, String> data) {
    requireNonNull(namespace, "namespace");
    if (namespace.isEmpty()) {
      return invalid(
          Problem.error(
              ParsingRule.CONFIGMAP_NAMESPACE.code(),
              "",
              "storage capability ConfigMap namespace is empty"));
    }
    String payload = data == null ? null : data.get(CONFIG_MAP_KEY);
    if (payload == null || payload.isEmpty()) {
      return invalid(
          Problem.error(
              ParsingRule.EMPTY.code(),
              "",
              "storage capability ConfigMap "
                  + namespace
                  + "/"
                  + CONFIG_MAP_NAME
                  + " has no "
                  + GoQuote.quote(CONFIG_MAP_KEY)
                  + " data"));
    }
    return parse(payload);
  }

  private static CatalogResult invalid(Problem problem) {
    return new CatalogResults.Invalid(List.of(problem), null);
  }

  private static final ImmutableList<RuleDescriptor> RULES =
      ImmutableList.<RuleDescriptor>builder()
          .add(ParsingRule.values())
          .addAll(CatalogValidator.rules())
          .build();

  /**
   * Every rule a parse can report, in the order {@code docs/rules.md} lists them: the parsing codes
   * (decision {@code storage catalog parsing}, in the order a document is read), then the
   * validation rules in reporting order (decision {@code storage catalog validation}, which {@link
   * StorageCatalog.Builder#validate()} applies too). Problem codes and rule ids are the same
   * strings.
   *
   * @return the descriptors
   */
  public static List<RuleDescriptor> rules() {
    return RULES;
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
      return new CatalogResults.Invalid(read.problems(), revision);
    }
    return CatalogValidator.validate(Binder.bind(read.root(), read.problems(), revision));
  }
}
