package io.planerules.storage.qualification.io;

import static io.planerules.storage.qualification.QualificationCodes.MAX_DEPTH;
import static io.planerules.storage.qualification.QualificationCodes.MAX_KEY_LENGTH;
import static io.planerules.storage.qualification.QualificationCodes.MAX_SCALAR_LENGTH;

import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.internal.io.ReaderLimits;
import io.planerules.storage.internal.io.ReaderProfile;
import io.planerules.storage.internal.io.TextRules;
import io.planerules.storage.internal.io.YamlConstruct;
import io.planerules.storage.qualification.QualificationCodes;

/**
 * How the shared token walk reads qualification evidence
 * (docs/reference/storage-catalog.md#evidence-document): problems without a path, every broken text
 * rule of a scalar reported, lengths in UTF-16 chars, numbers only measured, the root judged at its
 * first token, a repeated key located just after it, and the {@link QualificationCodes} codes with
 * the evidence wording. Values echoed in a message are quoted like Go's {@code strconv.Quote}, cut
 * after {@link QualificationCodes#MAX_KEY_LENGTH} chars.
 */
final class EvidenceProfile implements ReaderProfile {

  static final EvidenceProfile INSTANCE = new EvidenceProfile();

  private EvidenceProfile() {}

  @Override
  public ReaderLimits limits() {
    return TreeReader.LIMITS;
  }

  @Override
  public boolean spellsPaths() {
    return false;
  }

  @Override
  public boolean onePerScalar() {
    return false;
  }

  @Override
  public boolean codePointLengths() {
    return false;
  }

  @Override
  public boolean tagTypeIdFallback() {
    return false;
  }

  @Override
  public boolean rootJudgedFirst() {
    return true;
  }

  @Override
  public boolean readsNumbers() {
    return false;
  }

  @Override
  public String childPath(String parent, String key) {
    return "";
  }

  @Override
  public Problem multiDocument(SourcePosition at) {
    return error(
        QualificationCodes.MULTI_DOCUMENT, "content after the root value (one document only)", at);
  }

  @Override
  public Problem depth(String path, SourcePosition at) {
    return error(QualificationCodes.DEPTH, "more than " + MAX_DEPTH + " nested containers", at);
  }

  @Override
  public Problem duplicateKey(
      String name, String path, SourcePosition keyStart, SourcePosition keyEnd) {
    return error(
        QualificationCodes.DUPLICATE_KEY,
        "duplicate key " + GoQuote.quote(name, MAX_KEY_LENGTH),
        keyEnd);
  }

  @Override
  public Problem construct(YamlConstruct found, String path, SourcePosition at) {
    String name = String.valueOf(found.name());
    return switch (found.kind()) {
      case ALIAS -> error(QualificationCodes.YAML_ALIAS, "alias " + GoQuote.quote("*" + name), at);
      case ANCHOR ->
          error(QualificationCodes.YAML_ANCHOR, "anchor " + GoQuote.quote("&" + name), at);
      case TAG -> error(QualificationCodes.YAML_TAG, "tag " + GoQuote.quote(name), at);
    };
  }

  @Override
  public Problem badCharacter(char c, String path, SourcePosition at) {
    return error(
        QualificationCodes.FORBIDDEN_CHARACTER,
        "forbidden character " + TextRules.codePoint(c) + " in a scalar",
        at);
  }

  @Override
  public Problem length(boolean key, int length, String path, SourcePosition at) {
    return error(
        QualificationCodes.FIELD_LENGTH,
        key
            ? "key of " + length + " characters, more than " + MAX_KEY_LENGTH
            : "scalar of " + length + " characters, more than " + MAX_SCALAR_LENGTH,
        at);
  }

  @Override
  public Problem ambiguous(String text, String path, SourcePosition at) {
    return error(
        QualificationCodes.AMBIGUOUS_SCALAR,
        "plain scalar "
            + GoQuote.quote(text, MAX_KEY_LENGTH)
            + " is a boolean to a YAML 1.1 reader; quote strings, write true/false",
        at);
  }

  @Override
  public Problem numberTooLong(int length, SourcePosition at) {
    return error(
        QualificationCodes.SYNTAX,
        "number of " + length + " characters, more than " + ReaderLimits.MAX_NUMBER_LENGTH,
        at);
  }

  /** The evidence names no detail: a token out of place is a document that is not well-formed. */
  @Override
  public Problem syntax(String detail, String path, SourcePosition at) {
    return TreeReader.error(QualificationCodes.SYNTAX, TreeReader.NOT_WELL_FORMED, 1, 1);
  }

  @Override
  public Problem empty() {
    return Problem.error(QualificationCodes.EMPTY, "", "qualification evidence document is empty")
        .at(1, 1);
  }

  @Override
  public Problem rootType(SourcePosition at) {
    return error(QualificationCodes.ROOT_TYPE, "root must be a mapping", at);
  }

  private static Problem error(String code, String detail, SourcePosition at) {
    return TreeReader.error(code, detail, at.line(), at.column());
  }
}
