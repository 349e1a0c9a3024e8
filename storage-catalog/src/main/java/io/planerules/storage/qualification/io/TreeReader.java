package io.planerules.storage.qualification.io;

import static io.planerules.storage.qualification.QualificationCodes.MAX_BYTES;
import static io.planerules.storage.qualification.QualificationCodes.MAX_DEPTH;
import static io.planerules.storage.qualification.QualificationCodes.MAX_KEY_LENGTH;
import static io.planerules.storage.qualification.QualificationCodes.MAX_SCALAR_LENGTH;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.internal.io.FatalProblem;
import io.planerules.storage.internal.io.HardenedFactories;
import io.planerules.storage.internal.io.Node;
import io.planerules.storage.internal.io.ReaderLimits;
import io.planerules.storage.internal.io.TextRules;
import io.planerules.storage.internal.io.TreeWalk;
import io.planerules.storage.qualification.QualificationCodes;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import org.jspecify.annotations.Nullable;

/**
 * The hardened text pipeline of docs/reference/storage-catalog.md#reading-a-document with the same
 * Jackson/SnakeYAML settings, producing the located {@link Node} tree: size, encoding, BOM, raw
 * control characters, format detection, the flow-depth pre-scan, then the shared {@link TreeWalk}
 * with the {@link EvidenceProfile}, which rejects an empty document or non-mapping root, aliases,
 * anchors, tags, duplicate keys, extra documents and over-deep nesting. Maps the parser's own
 * exceptions to problems. Never throws for any content.
 */
final class TreeReader {

  static final String PREFIX = "parse qualification evidence: ";

  static final String NOT_WELL_FORMED = "the document is not well-formed YAML or JSON";

  static final ReaderLimits LIMITS =
      new ReaderLimits(MAX_BYTES, MAX_DEPTH, MAX_KEY_LENGTH, MAX_SCALAR_LENGTH);

  private static final JsonFactory JSON = HardenedFactories.json(LIMITS);

  /** The walk checks every key for a repeat itself, where Jackson's detection would have. */
  private static final YAMLFactory YAML = HardenedFactories.yamlForKeyCheckingWalk(LIMITS);

  /** The tree, or the fatal problem, plus the non-fatal problems found on the way. */
  record Result(@Nullable Node root, ImmutableList<Problem> problems) {}

  private TreeReader() {}

  static Result read(byte[] bytes) {
    if (bytes.length > MAX_BYTES) {
      return fatal(
          error(
              QualificationCodes.SIZE,
              "payload is " + bytes.length + " bytes, more than " + MAX_BYTES,
              1,
              1));
    }
    Problem bom = utf1632Bom(bytes);
    if (bom != null) {
      return fatal(bom);
    }
    CharsetDecoder decoder = TextRules.strictUtf8Decoder();
    String text;
    try {
      text = decoder.decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      int bad = firstMalformed(bytes);
      return fatal(
          error(
              QualificationCodes.ENCODING,
              "invalid UTF-8 at byte " + bad,
              lineOf(bytes, bad),
              columnOf(bytes, bad)));
    }
    return readText(text);
  }

  static Result read(String text) {
    long utf8 = TextRules.utf8Length(text);
    if (utf8 > MAX_BYTES) {
      return fatal(
          error(
              QualificationCodes.SIZE,
              "payload is " + utf8 + " bytes, more than " + MAX_BYTES,
              1,
              1));
    }
    int i = TextRules.firstUnpairedSurrogate(text);
    if (i >= 0) {
      return fatal(
          error(
              QualificationCodes.ENCODING,
              "unpaired surrogate at character " + i,
              lineOf(text, i),
              columnOf(text, i)));
    }
    return readText(text);
  }

  private static Result readText(String raw) {
    String text = raw.startsWith("\uFEFF") ? raw.substring(1) : raw;
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
        return fatal(
            error(
                QualificationCodes.FORBIDDEN_CHARACTER,
                "forbidden character " + TextRules.codePoint(c),
                lineOf(text, i),
                columnOf(text, i)));
      }
    }
    boolean json = text.strip().startsWith("{");
    try (JsonParser parser =
        json
            ? JSON.createParser(new StringReader(text))
            : YAML.createParser(
                new StringReader(TreeWalk.yamlToRead(text, MAX_DEPTH, mostLineBrackets)))) {
      TreeWalk walk = new TreeWalk(parser, EvidenceProfile.INSTANCE);
      Node root = walk.document();
      return new Result(root, ImmutableList.copyOf(walk.problems()));
    } catch (FatalProblem f) {
      return fatal(f.problem());
    } catch (IOException | RuntimeException | StackOverflowError e) {
      return fatal(syntax(e));
    }
  }

  private static Problem syntax(@Nullable Throwable cause) {
    int line = 1;
    int column = 1;
    String detail = NOT_WELL_FORMED;
    if (cause instanceof com.fasterxml.jackson.core.JsonProcessingException processing) {
      JsonLocation location = processing.getLocation();
      if (location != null && location.getLineNr() > 0) {
        line = location.getLineNr();
        column = Math.max(location.getColumnNr(), 1);
      }
      if (cause instanceof com.fasterxml.jackson.core.exc.StreamConstraintsException) {
        detail = "a document limit was exceeded (nesting, number or string length)";
        return error(
            cause.getMessage() != null && cause.getMessage().contains("nesting")
                ? QualificationCodes.DEPTH
                : QualificationCodes.SYNTAX,
            detail,
            line,
            column);
      }
      String message = processing.getOriginalMessage();
      if (message != null && message.startsWith("Duplicate field '")) {
        int end = message.indexOf('\'', "Duplicate field '".length());
        String key = end < 0 ? "" : message.substring("Duplicate field '".length(), end);
        return error(
            QualificationCodes.DUPLICATE_KEY,
            "duplicate key " + GoQuote.quote(key, MAX_KEY_LENGTH),
            line,
            column);
      }
    } else if (cause instanceof StackOverflowError) {
      return error(QualificationCodes.DEPTH, "more than " + MAX_DEPTH + " nested containers", 1, 1);
    }
    return error(QualificationCodes.SYNTAX, detail, line, column);
  }

  private static Result fatal(Problem problem) {
    return new Result(null, ImmutableList.of(problem));
  }

  static Problem error(String code, String detail, int line, int column) {
    return Problem.error(code, "", PREFIX + detail).at(Math.max(line, 1), Math.max(column, 1));
  }

  private static int line(JsonParser parser) {
    return parser.currentTokenLocation().getLineNr();
  }

  private static int column(JsonParser parser) {
    return parser.currentTokenLocation().getColumnNr();
  }

  private static @Nullable Problem utf1632Bom(byte[] b) {
    if (TextRules.utf16Or32ByteOrderMark(b) != null) {
      return error(
          QualificationCodes.ENCODING,
          "UTF-16/UTF-32 byte order mark; the document must be UTF-8",
          1,
          1);
    }
    return null;
  }

  private static int firstMalformed(byte[] bytes) {
    CharsetDecoder decoder = TextRules.strictUtf8Decoder();
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    decoder.decode(in, out, true);
    return in.position();
  }

  private static int lineOf(byte[] bytes, int offset) {
    int line = 1;
    for (int i = 0; i < offset; i++) {
      if (bytes[i] == '\n') {
        line++;
      }
    }
    return line;
  }

  private static int columnOf(byte[] bytes, int offset) {
    int start = offset;
    while (start > 0 && bytes[start - 1] != '\n') {
      start--;
    }
    return offset - start + 1;
  }

  private static int lineOf(String text, int offset) {
    int line = 1;
    for (int i = 0; i < offset; i++) {
      if (text.charAt(i) == '\n') {
        line++;
      }
    }
    return line;
  }

  private static int columnOf(String text, int offset) {
    return offset - text.lastIndexOf('\n', offset - 1);
  }
}
