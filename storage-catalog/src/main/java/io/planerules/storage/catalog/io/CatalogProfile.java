package io.planerules.storage.catalog.io;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.CatalogLimits;
import io.planerules.storage.internal.io.ReaderLimits;
import io.planerules.storage.internal.io.ReaderProfile;
import io.planerules.storage.internal.io.TextRules;
import io.planerules.storage.internal.io.YamlConstruct;
import org.jspecify.annotations.Nullable;

/**
 * How the shared token walk reads a catalog (docs/reference/storage-catalog.md#text-level-checks):
 * paths spelled like the document, at most one text problem per scalar, lengths in code points,
 * numbers read, the root judged after the whole document, and the {@link ParsingRule} codes with
 * the upstream wording.
 */
final class CatalogProfile implements ReaderProfile {

  static final CatalogProfile INSTANCE = new CatalogProfile();

  private static final String YAML_TAG_PREFIX = "tag:yaml.org,2002:";

  /**
   * The limits of docs/reference/storage-catalog.md#parser-settings, from {@link CatalogLimits}.
   */
  static final ReaderLimits LIMITS =
      new ReaderLimits(
          CatalogLimits.MAX_BYTES,
          CatalogLimits.MAX_DEPTH,
          CatalogLimits.MAX_KEY_LENGTH,
          CatalogLimits.MAX_SCALAR_LENGTH);

  private CatalogProfile() {}

  @Override
  public ReaderLimits limits() {
    return LIMITS;
  }

  @Override
  public boolean spellsPaths() {
    return true;
  }

  @Override
  public boolean onePerScalar() {
    return true;
  }

  @Override
  public boolean codePointLengths() {
    return true;
  }

  @Override
  public boolean tagTypeIdFallback() {
    return true;
  }

  @Override
  public boolean rootJudgedFirst() {
    return false;
  }

  @Override
  public boolean readsNumbers() {
    return true;
  }

  /** Paths mirror the document: top level bare, provisioner keys quoted, other keys dotted. */
  @Override
  public String childPath(String parent, String key) {
    if (parent.isEmpty()) {
      return key;
    }
    if (parent.equals("drivers") || !isSimpleKey(key)) {
      return parent + "[" + GoQuote.quote(cut(key, CatalogLimits.MAX_KEY_LENGTH)) + "]";
    }
    return parent + "." + key;
  }

  /** {@code [A-Za-z_][A-Za-z0-9_]*}, as a char loop: it runs for every key of the document. */
  static boolean isSimpleKey(String key) {
    if (key.isEmpty()) {
      return false;
    }
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      boolean letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
      if (!letter && (i == 0 || c < '0' || c > '9')) {
        return false;
      }
    }
    return true;
  }

  @Override
  public Problem multiDocument(SourcePosition at) {
    return error(
        ParsingRule.MULTI_DOCUMENT.code(),
        "",
        "a second document or value after the root value",
        at);
  }

  @Override
  public Problem depth(String path, SourcePosition at) {
    return error(
        ParsingRule.DEPTH.code(),
        path,
        "more than " + CatalogLimits.MAX_DEPTH + " nested mappings and lists",
        at);
  }

  @Override
  public Problem duplicateKey(
      String name, String path, SourcePosition keyStart, SourcePosition keyEnd) {
    return duplicate(name, path, keyStart);
  }

  static Problem duplicate(String name, String path, SourcePosition at) {
    return error(
        ParsingRule.DUPLICATE_KEY.code(),
        path,
        "duplicate key " + GoQuote.quote(cut(name, CatalogLimits.MAX_KEY_LENGTH)),
        at);
  }

  @Override
  public Problem construct(YamlConstruct found, String path, SourcePosition at) {
    return switch (found.kind()) {
      case ALIAS ->
          error(
              ParsingRule.YAML_ALIAS.code(),
              path,
              "alias " + GoQuote.quote("*" + name(found.name())),
              at);
      case ANCHOR ->
          error(
              ParsingRule.YAML_ANCHOR.code(),
              path,
              "anchor " + GoQuote.quote("&" + name(found.name())),
              at);
      case TAG -> {
        String tag = requireNonNull(found.name());
        String shown = tag.startsWith(YAML_TAG_PREFIX) ? "!!" + tag.substring(18) : tag;
        yield error(ParsingRule.YAML_TAG.code(), path, "tag " + GoQuote.quote(name(shown)), at);
      }
    };
  }

  private static String name(@Nullable String anchorOrTag) {
    return anchorOrTag == null ? "" : cut(anchorOrTag, CatalogLimits.MAX_KEY_LENGTH);
  }

  @Override
  public Problem badCharacter(char c, String path, SourcePosition at) {
    return error(
        ParsingRule.FORBIDDEN_CHARACTER.code(),
        path,
        TextRules.isForbidden(c)
            ? "forbidden character " + TextRules.codePoint(c)
            : "unpaired surrogate",
        at);
  }

  @Override
  public Problem length(boolean key, int length, String path, SourcePosition at) {
    int limit = key ? CatalogLimits.MAX_KEY_LENGTH : CatalogLimits.MAX_SCALAR_LENGTH;
    return error(
        ParsingRule.FIELD_LENGTH.code(),
        path,
        (key ? "key" : "scalar") + " is " + length + " characters, more than " + limit,
        at);
  }

  @Override
  public Problem ambiguous(String text, String path, SourcePosition at) {
    return error(
        ParsingRule.AMBIGUOUS_SCALAR.code(),
        path,
        "plain scalar "
            + GoQuote.quote(text)
            + " is a boolean to YAML 1.1 readers such as NVCA; quote strings, write"
            + " true/false for booleans",
        at);
  }

  @Override
  public Problem numberTooLong(int length, SourcePosition at) {
    return syntax("a number longer than " + ReaderLimits.MAX_NUMBER_LENGTH + " characters", "", at);
  }

  @Override
  public Problem syntax(String detail, String path, SourcePosition at) {
    return error(ParsingRule.SYNTAX.code(), path, detail, at);
  }

  @Override
  public Problem empty() {
    return Problem.error(ParsingRule.EMPTY.code(), "", CatalogParser.EMPTY_MESSAGE).at(1, 1);
  }

  @Override
  public Problem rootType(SourcePosition at) {
    return error(ParsingRule.ROOT_TYPE.code(), "", "the document must be a mapping", at);
  }

  static String cut(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int end = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max;
    return text.substring(0, end) + "...";
  }

  private static Problem error(String code, String path, String detail, SourcePosition at) {
    return Problem.error(code, path, CatalogParser.PREFIX + detail).at(at.line(), at.column());
  }
}
