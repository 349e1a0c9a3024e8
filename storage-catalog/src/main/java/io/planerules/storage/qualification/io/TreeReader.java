package io.planerules.storage.qualification.io;

import static io.planerules.storage.qualification.QualificationCodes.MAX_BYTES;
import static io.planerules.storage.qualification.QualificationCodes.MAX_DEPTH;
import static io.planerules.storage.qualification.QualificationCodes.MAX_KEY_LENGTH;
import static io.planerules.storage.qualification.QualificationCodes.MAX_SCALAR_LENGTH;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.storage.internal.io.FatalProblem;
import io.planerules.storage.internal.io.HardenedFactories;
import io.planerules.storage.internal.io.ReaderLimits;
import io.planerules.storage.internal.io.TextRules;
import io.planerules.storage.internal.io.YamlConstruct;
import io.planerules.storage.qualification.QualificationCodes;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The hardened text pipeline of docs/reference/storage-catalog.md#reading-a-document with the same
 * Jackson/SnakeYAML settings, producing a located {@link Node} tree: size, encoding, BOM, raw
 * control characters, empty document, format detection, then one token walk that rejects aliases,
 * anchors, tags, duplicate keys, extra documents and over-deep nesting. Never throws for any
 * content.
 */
final class TreeReader {

  static final String PREFIX = "parse qualification evidence: ";

  private static final ReaderLimits LIMITS =
      new ReaderLimits(MAX_BYTES, MAX_DEPTH, MAX_KEY_LENGTH, MAX_SCALAR_LENGTH);

  /** Longest number accepted by the parser (numbers are never valid evidence values). */
  private static final int MAX_NUMBER_LENGTH = ReaderLimits.MAX_NUMBER_LENGTH;

  private static final JsonFactory JSON = HardenedFactories.json(LIMITS);

  private static final YAMLFactory YAML = HardenedFactories.yaml(LIMITS);

  /** The tree, or the fatal problem, plus the non-fatal problems found on the way. */
  record Result(@Nullable Node root, ImmutableList<Problem> problems) {}

  private final List<Problem> problems = new ArrayList<>();

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
    return new TreeReader().readText(text);
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
    return new TreeReader().readText(text);
  }

  private Result readText(String raw) {
    String text = raw.startsWith("\uFEFF") ? raw.substring(1) : raw;
    for (int i = 0; i < text.length(); i++) {
      if (TextRules.isForbidden(text.charAt(i))) {
        return fatal(
            error(
                QualificationCodes.FORBIDDEN_CHARACTER,
                "forbidden character " + TextRules.codePoint(text.charAt(i)),
                lineOf(text, i),
                columnOf(text, i)));
      }
    }
    boolean json = text.strip().startsWith("{");
    try (JsonParser parser =
        json
            ? JSON.createParser(new StringReader(text))
            : YAML.createParser(new StringReader(text))) {
      JsonToken first = parser.nextToken();
      checkEvent(parser);
      if (first == null || first == JsonToken.VALUE_NULL) {
        return fatal(
            Problem.error(QualificationCodes.EMPTY, "", "qualification evidence document is empty")
                .at(1, 1));
      }
      if (first != JsonToken.START_OBJECT) {
        throw new FatalProblem(
            error(
                QualificationCodes.ROOT_TYPE,
                "root must be a mapping",
                line(parser),
                column(parser)));
      }
      Node root = readValue(parser, first, 1);
      JsonToken after = parser.nextToken();
      if (after != null) {
        throw new FatalProblem(
            error(
                QualificationCodes.MULTI_DOCUMENT,
                "content after the root value (one document only)",
                line(parser),
                column(parser)));
      }
      return new Result(root, ImmutableList.copyOf(problems));
    } catch (FatalProblem f) {
      return fatal(f.problem());
    } catch (IOException | RuntimeException | StackOverflowError e) {
      return fatal(syntax(e));
    }
  }

  private Node readValue(JsonParser parser, JsonToken token, int depth)
      throws IOException, FatalProblem {
    int line = line(parser);
    int column = column(parser);
    if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
      if (depth > MAX_DEPTH) {
        throw new FatalProblem(
            error(
                QualificationCodes.DEPTH,
                "more than " + MAX_DEPTH + " nested containers",
                line,
                column));
      }
    }
    if (token == JsonToken.START_OBJECT) {
      ImmutableList.Builder<Node.Field> fields = ImmutableList.builder();
      Set<String> keys = new HashSet<>();
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        checkEvent(parser);
        String key = parser.currentName();
        int keyLine = line(parser);
        int keyColumn = column(parser);
        if (!keys.add(key)) {
          throw new FatalProblem(
              error(
                  QualificationCodes.DUPLICATE_KEY,
                  "duplicate key " + quote(key),
                  keyLine,
                  keyColumn));
        }
        if (key.length() > MAX_KEY_LENGTH) {
          problems.add(
              error(
                  QualificationCodes.FIELD_LENGTH,
                  "key of " + key.length() + " characters, more than " + MAX_KEY_LENGTH,
                  keyLine,
                  keyColumn));
        }
        checkText(key, parser, keyLine, keyColumn);
        JsonToken valueToken = parser.nextToken();
        checkEvent(parser);
        fields.add(
            new Node.Field(key, keyLine, keyColumn, readValue(parser, valueToken, depth + 1)));
      }
      return new Node.MapNode(fields.build(), line, column);
    }
    if (token == JsonToken.START_ARRAY) {
      ImmutableList.Builder<Node> items = ImmutableList.builder();
      JsonToken next;
      while ((next = parser.nextToken()) != JsonToken.END_ARRAY) {
        if (next == null) {
          throw new FatalProblem(syntax(null));
        }
        checkEvent(parser);
        items.add(readValue(parser, next, depth + 1));
      }
      return new Node.ListNode(items.build(), line, column);
    }
    return scalar(parser, token, line, column);
  }

  private Node.ScalarNode scalar(JsonParser parser, @Nullable JsonToken token, int line, int column)
      throws IOException, FatalProblem {
    if (token == null) {
      throw new FatalProblem(syntax(null));
    }
    switch (token) {
      case VALUE_NULL:
        return new Node.ScalarNode(Node.ScalarType.NULL, "", true, line, column);
      case VALUE_TRUE:
      case VALUE_FALSE:
        return new Node.ScalarNode(
            Node.ScalarType.BOOLEAN,
            Boolean.toString(token == JsonToken.VALUE_TRUE),
            true,
            line,
            column);
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        String number = parser.getText();
        if (number.length() > MAX_NUMBER_LENGTH) {
          throw new FatalProblem(
              error(
                  QualificationCodes.SYNTAX,
                  "number of " + number.length() + " characters, more than " + MAX_NUMBER_LENGTH,
                  line,
                  column));
        }
        return new Node.ScalarNode(Node.ScalarType.NUMBER, number, true, line, column);
      case VALUE_STRING:
        String text = parser.getText();
        boolean usable = checkText(text, parser, line, column);
        if (text.length() > MAX_SCALAR_LENGTH) {
          problems.add(
              error(
                  QualificationCodes.FIELD_LENGTH,
                  "scalar of " + text.length() + " characters, more than " + MAX_SCALAR_LENGTH,
                  line,
                  column));
          usable = false;
        }
        return new Node.ScalarNode(Node.ScalarType.STRING, text, usable, line, column);
      default:
        throw new FatalProblem(syntax(null));
    }
  }

  /** Ambiguous plain scalars and escaped control characters; false when a problem was added. */
  private boolean checkText(String text, JsonParser parser, int line, int column) {
    boolean usable = true;
    if (TextRules.isAmbiguousPlain(
        parser instanceof HardenedFactories.EventParser yaml ? yaml : null, text)) {
      problems.add(
          error(
              QualificationCodes.AMBIGUOUS_SCALAR,
              "plain scalar "
                  + quote(text)
                  + " is a boolean to a YAML 1.1 reader; quote strings, write true/false",
              line,
              column));
      usable = false;
    }
    int bad = TextRules.firstBadCharacter(text);
    if (bad >= 0) {
      problems.add(
          error(
              QualificationCodes.FORBIDDEN_CHARACTER,
              "forbidden character " + TextRules.codePoint(text.charAt(bad)) + " in a scalar",
              line,
              column));
      return false;
    }
    return usable;
  }

  /** Aliases, anchors and tags, from the SnakeYAML event behind the current token. */
  private static void checkEvent(JsonParser parser) throws FatalProblem, IOException {
    if (!(parser instanceof HardenedFactories.EventParser yaml)) {
      return;
    }
    YamlConstruct found = YamlConstruct.find(yaml, false);
    if (found == null) {
      return;
    }
    int line = line(parser);
    int column = column(parser);
    throw new FatalProblem(
        switch (found.kind()) {
          case ALIAS ->
              error(QualificationCodes.YAML_ALIAS, "alias \"*" + found.name() + "\"", line, column);
          case ANCHOR ->
              error(
                  QualificationCodes.YAML_ANCHOR, "anchor \"&" + found.name() + "\"", line, column);
          case TAG ->
              error(
                  QualificationCodes.YAML_TAG,
                  "tag " + quote(String.valueOf(found.name())),
                  line,
                  column);
        });
  }

  private static Problem syntax(@Nullable Throwable cause) {
    int line = 1;
    int column = 1;
    String detail = "the document is not well-formed YAML or JSON";
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
        return error(QualificationCodes.DUPLICATE_KEY, "duplicate key " + quote(key), line, column);
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

  static String quote(String text) {
    StringBuilder out = new StringBuilder("\"");
    int limit = Math.min(text.length(), MAX_KEY_LENGTH);
    for (int i = 0; i < limit; i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20 || c == 0x7F || Character.isSurrogate(c)) {
        out.append(TextRules.codePoint(c));
      } else {
        out.append(c);
      }
    }
    return out.append(text.length() > limit ? "...\"" : "\"").toString();
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
