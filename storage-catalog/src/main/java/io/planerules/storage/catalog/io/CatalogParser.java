package io.planerules.storage.catalog.io;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.snakeyaml.error.MarkedYAMLException;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.storage.catalog.CatalogDraft;
import io.planerules.storage.catalog.CatalogLimits;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.CatalogValidator;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.internal.io.FatalProblem;
import io.planerules.storage.internal.io.HardenedFactories;
import io.planerules.storage.internal.io.Node;
import io.planerules.storage.internal.io.ReaderLimits;
import io.planerules.storage.internal.io.TextRules;
import io.planerules.storage.internal.io.TreeWalk;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

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
 * words → binding → validation.
 *
 * <pre>{@code
 * CatalogResult r = CatalogParser.parse(configMapValue.getBytes(StandardCharsets.UTF_8));
 * r.revision();            // always present: sha256 of the exact bytes
 * r.catalog();             // present when valid
 * r.problems();            // e.g. error catalog.yaml-alias at drivers["x"].provider (9:15): ...
 * }</pre>
 */
public final class CatalogParser {

  /** The upstream prefix of every parse message. */
  static final String PREFIX = "parse storage capability catalog: ";

  static final String EMPTY_MESSAGE =
      "storage capability catalog has no \"storage-provider-capabilities.yaml\" data";

  /**
   * The limits of docs/reference/storage-catalog.md#parser-settings, from {@link CatalogLimits}.
   */
  static final ReaderLimits LIMITS = CatalogProfile.LIMITS;

  /** The walk checks every key for a repeat itself, where Jackson's detection would have. */
  private static final YAMLFactory YAML = HardenedFactories.yamlForKeyCheckingWalk(LIMITS);

  private static final JsonFactory JSON = HardenedFactories.json(LIMITS);

  private static final SourcePosition START = new SourcePosition(1, 1);

  private static final Pattern DUPLICATE =
      Pattern.compile("Duplicate field '(.*)'", Pattern.DOTALL);

  private CatalogParser() {}

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
    CatalogRevision revision = CatalogRevision.of(payload);
    if (payload.length > CatalogLimits.MAX_BYTES) {
      return fatal(sizeProblem(payload.length), revision);
    }
    Problem bom = byteOrderMark(payload);
    if (bom != null) {
      return fatal(bom, revision);
    }
    int offset = hasUtf8Bom(payload) ? 3 : 0;
    CharsetDecoder decoder = TextRules.strictUtf8Decoder();
    ByteBuffer in = ByteBuffer.wrap(payload, offset, payload.length - offset);
    CharBuffer out = CharBuffer.allocate(payload.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    out.flip();
    if (result.isError()) {
      SourcePosition at = positionAfter(out);
      return fatal(
          Problem.error(
                  ParsingRule.ENCODING.code(),
                  "",
                  PREFIX + "invalid UTF-8 at byte " + in.position())
              .at(at.line(), at.column()),
          revision);
    }
    return parseText(out.toString(), format, revision);
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
    CatalogRevision revision = CatalogRevision.of(payload);
    long bytes = TextRules.utf8Length(payload);
    if (bytes > CatalogLimits.MAX_BYTES) {
      return fatal(sizeProblem(bytes), revision);
    }
    int i = TextRules.firstUnpairedSurrogate(payload);
    if (i >= 0) {
      SourcePosition at = positionAfter(CharBuffer.wrap(payload, 0, i));
      return fatal(
          Problem.error(
                  ParsingRule.ENCODING.code(), "", PREFIX + "unpaired surrogate at character " + i)
              .at(at.line(), at.column()),
          revision);
    }
    String text = payload.startsWith("\uFEFF") ? payload.substring(1) : payload;
    return parseText(text, format, revision);
  }

  /**
   * Parses bytes and returns the valid catalog.
   *
   * @param payload the exact payload bytes
   * @return the catalog
   * @throws io.planerules.storage.catalog.CatalogException with every problem when invalid
   */
  public static StorageCatalog parseOrThrow(byte[] payload) {
    return parse(payload).orElseThrow();
  }

  private static CatalogResult parseText(
      String text, InputFormat format, CatalogRevision revision) {
    return parseText(text, format, revision, YAML);
  }

  /**
   * Parses decoded text with a YAML factory: the parser's own, or (in tests) the hardened factory
   * with Jackson's duplicate detection, which must give the same results.
   */
  static CatalogResult parseText(
      String text, InputFormat format, CatalogRevision revision, YAMLFactory yamlFactory) {
    int lineBrackets = 0;
    int mostLineBrackets = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '[' || c == '{') {
        lineBrackets++;
        mostLineBrackets = Math.max(mostLineBrackets, lineBrackets);
      } else if (c == '\n') {
        lineBrackets = 0;
      } else if (TextRules.isForbidden(c)) {
        SourcePosition at = positionAfter(CharBuffer.wrap(text, 0, i));
        return fatal(
            Problem.error(
                    ParsingRule.FORBIDDEN_CHARACTER.code(),
                    "",
                    PREFIX + "forbidden character " + TextRules.codePoint(c))
                .at(at.line(), at.column()),
            revision);
      }
    }
    boolean json =
        format == InputFormat.JSON || (format == InputFormat.AUTO && startsWithBrace(text));
    Node root;
    List<Problem> textProblems;
    TreeWalk walk = null;
    try (JsonParser parser =
        json
            ? JSON.createParser(text)
            : yamlFactory.createParser(new StringReader(yamlToRead(text, mostLineBrackets)))) {
      walk = new TreeWalk(parser, CatalogProfile.INSTANCE);
      root = walk.document();
      textProblems = walk.problems();
    } catch (FatalProblem fatal) {
      return fatal(fatal.problem(), revision);
    } catch (IOException | RuntimeException | StackOverflowError e) {
      return fatal(fromException(e, walk), revision);
    }
    if (root == null) {
      return fatal(Problem.error(ParsingRule.EMPTY.code(), "", EMPTY_MESSAGE).at(1, 1), revision);
    }
    if (!(root instanceof Node.MapNode map)) {
      SourcePosition at = root.position();
      return fatal(
          Problem.error(
                  ParsingRule.ROOT_TYPE.code(),
                  "",
                  PREFIX + "the document must be a mapping, got " + root.kindName())
              .at(at.line(), at.column()),
          revision);
    }
    CatalogDraft draft = Binder.bind(map, textProblems, revision);
    return CatalogValidator.validate(draft);
  }

  /**
   * The text SnakeYAML reads: up to the bracket where a flow collection is certainly nested past
   * the depth limit (the walk rejects there; the rest would only feed SnakeYAML's quadratic simple
   * key look-ahead), else the whole text. See {@link TreeWalk#yamlToRead(String, int, int)}.
   *
   * @param text the decoded document
   * @param lineBrackets the most <code>[</code> and <code>{</code> on one line of the text (lines
   *     end at LF; counted by the raw scan): the pre-scan only cuts after {@code MAX_DEPTH + 1} of
   *     them on one line, so with fewer it is not run
   * @return the text to parse
   */
  static String yamlToRead(String text, int lineBrackets) {
    return TreeWalk.yamlToRead(text, CatalogLimits.MAX_DEPTH, lineBrackets);
  }

  private static boolean startsWithBrace(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
        return c == '{';
      }
    }
    return false;
  }

  private static Problem fromException(Throwable e, @Nullable TreeWalk walk) {
    SourcePosition last = walk == null ? START : walk.lastPosition();
    String path = walk == null ? "" : walk.containerPath();
    if (e instanceof StreamConstraintsException constraint) {
      String message = String.valueOf(constraint.getOriginalMessage());
      SourcePosition at = position(constraint.getLocation(), last);
      if (message.contains("nesting depth")) {
        return Problem.error(
                ParsingRule.DEPTH.code(),
                path,
                PREFIX + "more than " + CatalogLimits.MAX_DEPTH + " nested mappings and lists")
            .at(at.line(), at.column());
      }
      if (message.startsWith("String value length")) {
        return Problem.error(
                ParsingRule.FIELD_LENGTH.code(),
                "",
                PREFIX + "a scalar longer than " + CatalogLimits.MAX_SCALAR_LENGTH + " characters")
            .at(at.line(), at.column());
      }
      if (message.startsWith("Name length")) {
        return Problem.error(
                ParsingRule.FIELD_LENGTH.code(),
                "",
                PREFIX + "a key longer than " + CatalogLimits.MAX_KEY_LENGTH + " characters")
            .at(at.line(), at.column());
      }
      if (message.startsWith("Document length")) {
        return Problem.error(
                ParsingRule.SIZE.code(),
                "",
                PREFIX + "payload is more than " + CatalogLimits.MAX_BYTES)
            .at(1, 1);
      }
      if (message.startsWith("Number value length")) {
        return syntax("a number longer than 32 characters", at);
      }
      return syntax("a parser limit was exceeded", at);
    }
    if (e instanceof MarkedYAMLException marked) {
      String detail = marked.getProblem();
      if (marked.getContext() != null) {
        detail = marked.getContext() + ": " + detail;
      }
      SourcePosition at =
          marked.getProblemMark() == null
              ? START
              : new SourcePosition(
                  marked.getProblemMark().getLine() + 1, marked.getProblemMark().getColumn() + 1);
      return syntax(detail == null ? "invalid YAML" : firstLine(detail), at);
    }
    if (e instanceof JsonProcessingException processing) {
      String message = String.valueOf(processing.getOriginalMessage());
      SourcePosition at = position(processing.getLocation(), last);
      Matcher duplicate = DUPLICATE.matcher(message);
      if (duplicate.matches() && walk != null) {
        String name = duplicate.group(1);
        return CatalogProfile.duplicate(
            name,
            CatalogProfile.INSTANCE.childPath(path, name),
            walk.duplicateKeyPosition(name, at));
      }
      return syntax(firstLine(message), at);
    }
    if (e instanceof StackOverflowError) {
      return syntax("the document is nested too deeply", last);
    }
    return syntax("the parser refused the document", last);
  }

  private static Problem syntax(String detail, SourcePosition at) {
    return Problem.error(ParsingRule.SYNTAX.code(), "", PREFIX + detail).at(at.line(), at.column());
  }

  /** The first line of a parser message, without anything that looks like a Java class name. */
  private static String firstLine(String message) {
    int newline = message.indexOf('\n');
    String line = newline < 0 ? message : message.substring(0, newline);
    line =
        line.replaceAll("`[^`]*`", "")
            .replaceAll("\\b(?:[a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*", "value");
    return CatalogProfile.cut(line.strip(), 200);
  }

  static SourcePosition position(@Nullable JsonLocation location, SourcePosition otherwise) {
    return TreeWalk.position(location, otherwise);
  }

  /** The position just after the given text: 1-based line and column. */
  private static SourcePosition positionAfter(CharBuffer text) {
    int line = 1;
    int column = 1;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
        line++;
        column = 1;
      } else if (c != '\r') {
        column++;
      }
    }
    return new SourcePosition(line, column);
  }

  private static @Nullable Problem byteOrderMark(byte[] b) {
    String name = TextRules.utf16Or32ByteOrderMark(b);
    return name == null
        ? null
        : Problem.error(
                ParsingRule.ENCODING.code(),
                "",
                PREFIX + "payload starts with a " + name + " byte-order mark; use UTF-8")
            .at(1, 1);
  }

  private static boolean hasUtf8Bom(byte[] b) {
    return TextRules.startsWith(b, 0xEF, 0xBB, 0xBF);
  }

  private static Problem sizeProblem(long bytes) {
    return Problem.error(
            ParsingRule.SIZE.code(),
            "",
            PREFIX + "payload is " + bytes + " bytes, more than " + CatalogLimits.MAX_BYTES)
        .at(1, 1);
  }

  private static CatalogResult fatal(Problem problem, CatalogRevision revision) {
    return new CatalogResult.Invalid(List.of(problem), revision);
  }
}
