package io.planerules.storage.qualification.io;

import static io.planerules.storage.qualification.QualificationCodes.MAX_BYTES;
import static io.planerules.storage.qualification.QualificationCodes.MAX_DEPTH;
import static io.planerules.storage.qualification.QualificationCodes.MAX_KEY_LENGTH;
import static io.planerules.storage.qualification.QualificationCodes.MAX_SCALAR_LENGTH;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import io.planerules.rules.Problem;
import io.planerules.storage.qualification.QualificationCodes;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;

/**
 * The hardened text pipeline of storage-catalog.md §2.1–2.3 with the same Jackson/SnakeYAML
 * settings (§2.2), producing a located {@link Node} tree: size, encoding, BOM, raw control
 * characters, empty document, format detection, then one token walk that rejects aliases, anchors,
 * tags, duplicate keys, extra documents and over-deep nesting. Never throws for any content.
 */
final class TreeReader {

  static final String PREFIX = "parse qualification evidence: ";

  private static final ImmutableSet<String> AMBIGUOUS =
      ImmutableSet.of(
          "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off",
          "OFF");

  /** Longest number accepted by the parser (numbers are never valid evidence values). */
  private static final int MAX_NUMBER_LENGTH = 32;

  private static final StreamReadConstraints CONSTRAINTS =
      StreamReadConstraints.builder()
          .maxDocumentLength(MAX_BYTES)
          .maxNestingDepth(MAX_DEPTH)
          .maxNumberLength(MAX_NUMBER_LENGTH)
          .maxStringLength(MAX_SCALAR_LENGTH)
          .maxNameLength(MAX_KEY_LENGTH)
          .build();

  private static final JsonFactory JSON =
      JsonFactory.builder()
          .streamReadConstraints(CONSTRAINTS)
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
          .build();

  private static final YAMLFactory YAML = yamlFactory();

  private static YAMLFactory yamlFactory() {
    LoaderOptions options = new LoaderOptions();
    options.setAllowDuplicateKeys(false);
    options.setCodePointLimit(MAX_BYTES);
    return new HardenedYamlFactory(
        (com.fasterxml.jackson.dataformat.yaml.YAMLFactoryBuilder)
            YAMLFactory.builder()
                .loaderOptions(options)
                .streamReadConstraints(CONSTRAINTS)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
                .enable(YAMLParser.Feature.PARSE_BOOLEAN_LIKE_WORDS_AS_STRINGS)
                .enable(YAMLParser.Feature.EMPTY_STRING_AS_NULL));
  }

  /** The tree, or the fatal problem, plus the non-fatal problems found on the way. */
  record Result(@Nullable Node root, ImmutableList<Problem> problems) {}

  /** A problem that stops the walk. */
  private static final class Fatal extends Exception {
    private static final long serialVersionUID = 1L;
    final transient Problem problem;

    Fatal(Problem problem) {
      super(problem.code(), null, false, false);
      this.problem = problem;
    }
  }

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
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
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
    long utf8 = utf8Length(text);
    if (utf8 > MAX_BYTES) {
      return fatal(
          error(
              QualificationCodes.SIZE,
              "payload is " + utf8 + " bytes, more than " + MAX_BYTES,
              1,
              1));
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return fatal(
            error(
                QualificationCodes.ENCODING,
                "unpaired surrogate at character " + i,
                lineOf(text, i),
                columnOf(text, i)));
      }
    }
    return new TreeReader().readText(text);
  }

  private Result readText(String raw) {
    String text = raw.startsWith("\uFEFF") ? raw.substring(1) : raw;
    for (int i = 0; i < text.length(); i++) {
      if (isForbidden(text.charAt(i))) {
        return fatal(
            error(
                QualificationCodes.FORBIDDEN_CHARACTER,
                "forbidden character " + codePoint(text.charAt(i)),
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
        throw new Fatal(
            error(
                QualificationCodes.ROOT_TYPE,
                "root must be a mapping",
                line(parser),
                column(parser)));
      }
      Node root = readValue(parser, first, 1);
      JsonToken after = parser.nextToken();
      if (after != null) {
        throw new Fatal(
            error(
                QualificationCodes.MULTI_DOCUMENT,
                "content after the root value (one document only)",
                line(parser),
                column(parser)));
      }
      return new Result(root, ImmutableList.copyOf(problems));
    } catch (Fatal f) {
      return fatal(f.problem);
    } catch (IOException | RuntimeException | StackOverflowError e) {
      return fatal(syntax(e));
    }
  }

  private Node readValue(JsonParser parser, JsonToken token, int depth) throws IOException, Fatal {
    int line = line(parser);
    int column = column(parser);
    if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
      if (depth > MAX_DEPTH) {
        throw new Fatal(
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
          throw new Fatal(
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
          throw new Fatal(syntax(null));
        }
        checkEvent(parser);
        items.add(readValue(parser, next, depth + 1));
      }
      return new Node.ListNode(items.build(), line, column);
    }
    return scalar(parser, token, line, column);
  }

  private Node.ScalarNode scalar(JsonParser parser, @Nullable JsonToken token, int line, int column)
      throws IOException, Fatal {
    if (token == null) {
      throw new Fatal(syntax(null));
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
          throw new Fatal(
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
        throw new Fatal(syntax(null));
    }
  }

  /** Ambiguous plain scalars and escaped control characters; false when a problem was added. */
  private boolean checkText(String text, JsonParser parser, int line, int column) {
    boolean usable = true;
    if (parser instanceof HardenedYamlFactory.EventParser yaml
        && yaml.lastEvent() instanceof ScalarEvent scalar
        && scalar.isPlain()
        && AMBIGUOUS.contains(text)) {
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
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (isForbidden(c) || (Character.isSurrogate(c) && !pairedAt(text, i))) {
        problems.add(
            error(
                QualificationCodes.FORBIDDEN_CHARACTER,
                "forbidden character " + codePoint(c) + " in a scalar",
                line,
                column));
        return false;
      }
    }
    return usable;
  }

  private static boolean pairedAt(String text, int i) {
    char c = text.charAt(i);
    if (Character.isHighSurrogate(c)) {
      return i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
    }
    return i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
  }

  /** Aliases, anchors and tags, from the SnakeYAML event behind the current token. */
  private static void checkEvent(JsonParser parser) throws Fatal, IOException {
    if (!(parser instanceof HardenedYamlFactory.EventParser yaml)) {
      return;
    }
    Event event = yaml.lastEvent();
    int line = line(parser);
    int column = column(parser);
    if (event instanceof AliasEvent alias) {
      throw new Fatal(
          error(
              QualificationCodes.YAML_ALIAS, "alias \"*" + alias.getAnchor() + "\"", line, column));
    }
    if (event instanceof NodeEvent node && node.getAnchor() != null) {
      throw new Fatal(
          error(
              QualificationCodes.YAML_ANCHOR,
              "anchor \"&" + node.getAnchor() + "\"",
              line,
              column));
    }
    String tag =
        event instanceof ScalarEvent scalar
            ? scalar.getTag()
            : event instanceof CollectionStartEvent collection ? collection.getTag() : null;
    if (tag != null) {
      throw new Fatal(error(QualificationCodes.YAML_TAG, "tag " + quote(tag), line, column));
    }
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

  static boolean isForbidden(char c) {
    return (c <= 0x08)
        || c == 0x0B
        || c == 0x0C
        || (c >= 0x0E && c <= 0x1F)
        || (c >= 0x7F && c <= 0x9F);
  }

  private static String codePoint(char c) {
    String hex = Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT);
    return "U+" + "0000".substring(hex.length()) + hex;
  }

  static String quote(String text) {
    StringBuilder out = new StringBuilder("\"");
    int limit = Math.min(text.length(), MAX_KEY_LENGTH);
    for (int i = 0; i < limit; i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20 || c == 0x7F || Character.isSurrogate(c)) {
        out.append(codePoint(c));
      } else {
        out.append(c);
      }
    }
    return out.append(text.length() > limit ? "...\"" : "\"").toString();
  }

  private static @Nullable Problem utf1632Bom(byte[] b) {
    boolean utf32be =
        b.length >= 4 && b[0] == 0 && b[1] == 0 && (b[2] & 0xFF) == 0xFE && (b[3] & 0xFF) == 0xFF;
    boolean utf32le =
        b.length >= 4 && (b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE && b[2] == 0 && b[3] == 0;
    boolean utf16 =
        b.length >= 2
            && (((b[0] & 0xFF) == 0xFE && (b[1] & 0xFF) == 0xFF)
                || ((b[0] & 0xFF) == 0xFF && (b[1] & 0xFF) == 0xFE));
    if (utf32be || utf32le || utf16) {
      return error(
          QualificationCodes.ENCODING,
          "UTF-16/UTF-32 byte order mark; the document must be UTF-8",
          1,
          1);
    }
    return null;
  }

  private static int firstMalformed(byte[] bytes) {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    decoder.decode(in, out, true);
    return in.position();
  }

  private static long utf8Length(String text) {
    long length = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        length++;
      } else if (c < 0x800) {
        length += 2;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        length += 4;
        i++;
      } else {
        length += 3;
      }
    }
    return length;
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
