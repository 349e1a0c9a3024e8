package io.planerules.storage.internal.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.snakeyaml.error.MarkedYAMLException;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.storage.internal.io.DocumentKind.Check;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;

/**
 * The one token walk of both documents and both syntaxes
 * (docs/reference/storage-catalog.md#one-reader-two-documents): one pass over {@code nextToken()}
 * of a parser it opens itself, building the located {@link Node} tree and enforcing the text-level
 * rules of docs/reference/storage-catalog.md#text-level-checks in the same way for YAML and JSON.
 * Fatal findings, the parser's own refusals included, throw {@link FatalProblem}; the others are
 * collected and mark the key or scalar unusable.
 *
 * <p>Paths are spelled from Jackson's parsing context, and only for a problem. Positions are
 * 1-based lines and columns counted in code points: SnakeYAML's marks for YAML; Jackson's JSON
 * columns, which count UTF-16 chars, are converted when the text has a supplementary character.
 */
public final class TreeWalk {

  /** Mappings with fewer keys are checked for a repeated key by comparing with each earlier one. */
  private static final int SMALL_MAPPING = 8;

  private static final String YAML_TAG_PREFIX = "tag:yaml.org,2002:";

  private static final String UNPAIRED_IN_KEY = "unpaired surrogate in a key";

  private final JsonParser parser;

  /** The same parser when it reads YAML, else {@code null}. */
  private final HardenedFactories.@Nullable EventParser yaml;

  private final DocumentKind kind;

  private final List<Problem> problems;

  /** The JSON text, else {@code null}. */
  private final @Nullable String json;

  /** Whether JSON columns need converting to code points: the text has a supplementary char. */
  private final boolean wide;

  /** The start of the line and the char offset and code-point column of the last JSON token. */
  private int lineStart = -1;

  private int lastOffset;
  private int lastColumn;

  /** The position of the last token read, for exceptions without a location. */
  private SourcePosition lastPosition = new SourcePosition(1, 1);

  private TreeWalk(
      JsonParser parser,
      HardenedFactories.@Nullable EventParser yaml,
      DocumentKind kind,
      List<Problem> problems,
      @Nullable String json,
      boolean wide) {
    this.parser = parser;
    this.yaml = yaml;
    this.kind = kind;
    this.problems = problems;
    this.json = json;
    this.wide = wide;
  }

  /**
   * Reads a whole text.
   *
   * @param text the document (for YAML, possibly cut by {@link FlowDepthPreScan})
   * @param json whether the text is JSON, else YAML
   * @param wide whether the text has a supplementary character (JSON columns are then converted)
   * @param kind the document's codes and wording
   * @param problems where the non-fatal problems go, in document order
   * @return the root node, or {@code null} when there is no document or the root is null
   * @throws FatalProblem for a fatal finding, the parser's own refusals included
   */
  static @Nullable Node read(
      String text, boolean json, boolean wide, DocumentKind kind, List<Problem> problems)
      throws FatalProblem {
    TreeWalk walk = null;
    try (JsonParser parser =
        json ? HardenedFactories.json(text) : HardenedFactories.YAML.open(text)) {
      walk =
          json
              ? new TreeWalk(parser, null, kind, problems, text, wide)
              : new TreeWalk(
                  parser, (HardenedFactories.EventParser) parser, kind, problems, null, false);
      return walk.document();
    } catch (IOException | RuntimeException | StackOverflowError e) {
      throw new FatalProblem(refused(e, walk, kind));
    }
  }

  private @Nullable Node document() throws IOException, FatalProblem {
    JsonToken first = parser.nextToken();
    if (first == null) {
      return null;
    }
    Node root = value(first, 0);
    if (parser.nextToken() != null) {
      throw fatal(Check.MULTI_DOCUMENT, "", "a second document or value after the root value");
    }
    return root.isNull() ? null : root;
  }

  /** Reads the value starting at {@code token}. */
  private Node value(@Nullable JsonToken token, int depth) throws IOException, FatalProblem {
    SourcePosition at = position();
    if (token == null) {
      throw fatal(Check.SYNTAX, path(), "unexpected end of input", at);
    }
    checkEvent(at);
    switch (token) {
      case START_OBJECT:
        return mapping(depth + 1, at);
      case START_ARRAY:
        return sequence(depth + 1, at);
      case VALUE_STRING:
        {
          String text = parser.getText();
          boolean unusable = checkText(text, false, at);
          return new Node.Scalar(at, Node.ScalarType.STRING, text, unusable);
        }
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        checkNumber(at);
        return new Node.Scalar(at, Node.ScalarType.NUMBER, "", false);
      case VALUE_TRUE:
        return new Node.Scalar(at, Node.ScalarType.BOOLEAN, "true", false);
      case VALUE_FALSE:
        return new Node.Scalar(at, Node.ScalarType.BOOLEAN, "false", false);
      case VALUE_NULL:
        return new Node.Scalar(at, Node.ScalarType.NULL, "", false);
      case VALUE_EMBEDDED_OBJECT:
        return new Node.Scalar(at, Node.ScalarType.OTHER, "", false);
      default:
        throw fatal(Check.SYNTAX, path(), "unexpected " + token.asString(), at);
    }
  }

  /** A number's text is limited; its value must be finite (YAML's {@code .inf} is refused). */
  private void checkNumber(SourcePosition at) throws IOException, FatalProblem {
    if (parser.getTextLength() > ReaderLimits.MAX_NUMBER_LENGTH) {
      throw fatal(
          Check.SYNTAX,
          path(),
          "a number longer than " + ReaderLimits.MAX_NUMBER_LENGTH + " characters",
          at);
    }
    double number;
    try {
      number = parser.getDoubleValue();
    } catch (JsonProcessingException | NumberFormatException e) {
      throw fatal(Check.SYNTAX, path(), "malformed number", at);
    }
    if (Double.isInfinite(number) || Double.isNaN(number)) {
      throw fatal(Check.SYNTAX, path(), "non-finite number", at);
    }
  }

  private Node mapping(int depth, SourcePosition at) throws IOException, FatalProblem {
    checkDepth(depth, at);
    List<Node.Key> keys = new ArrayList<>();
    List<Node> values = new ArrayList<>();
    Set<String> seen = null;
    JsonToken token = parser.nextToken();
    while (token == JsonToken.FIELD_NAME) {
      SourcePosition keyAt = position();
      String name = parser.currentName();
      if (TextRules.firstUnpairedSurrogate(name) >= 0) {
        // fatal, as Jackson's JSON parser refuses such a key
        throw fatal(Check.FORBIDDEN_CHARACTER, containerPath(), UNPAIRED_IN_KEY, keyAt);
      }
      if (keys.size() < SMALL_MAPPING) {
        for (int i = 0; i < keys.size(); i++) {
          if (keys.get(i).text().equals(name)) {
            throw fatal(Check.DUPLICATE_KEY, path(), "duplicate key " + quote(name), keyAt);
          }
        }
      } else {
        if (seen == null) {
          seen = new HashSet<>();
          for (int i = 0; i < keys.size(); i++) {
            seen.add(keys.get(i).text());
          }
        }
        if (!seen.add(name)) {
          throw fatal(Check.DUPLICATE_KEY, path(), "duplicate key " + quote(name), keyAt);
        }
      }
      checkEvent(keyAt);
      boolean unusable = checkText(name, true, keyAt);
      keys.add(new Node.Key(name, keyAt, unusable));
      values.add(value(parser.nextToken(), depth));
      token = parser.nextToken();
    }
    if (token != JsonToken.END_OBJECT) {
      throw fatal(Check.SYNTAX, path(), "unterminated mapping");
    }
    return new Node.MapNode(at, keys, values);
  }

  private Node sequence(int depth, SourcePosition at) throws IOException, FatalProblem {
    checkDepth(depth, at);
    List<Node> items = new ArrayList<>();
    JsonToken token = parser.nextToken();
    while (token != JsonToken.END_ARRAY) {
      items.add(value(token, depth));
      token = parser.nextToken();
    }
    return new Node.ListNode(at, items);
  }

  private void checkDepth(int depth, SourcePosition at) throws FatalProblem {
    if (depth > ReaderLimits.MAX_DEPTH) {
      throw fatal(
          Check.DEPTH,
          path(),
          "more than " + ReaderLimits.MAX_DEPTH + " nested mappings and lists",
          at);
    }
  }

  /** Aliases, anchors and tags are fatal; only YAML has them. */
  private void checkEvent(SourcePosition at) throws FatalProblem {
    if (yaml == null) {
      return;
    }
    Event event = yaml.lastEvent();
    if (event instanceof AliasEvent alias) {
      throw fatal(Check.YAML_ALIAS, path(), "alias " + quote("*" + name(alias.getAnchor())), at);
    }
    if (event instanceof NodeEvent node && node.getAnchor() != null) {
      throw fatal(Check.YAML_ANCHOR, path(), "anchor " + quote("&" + node.getAnchor()), at);
    }
    String tag = null;
    if (event instanceof ScalarEvent scalar) {
      tag = scalar.getTag();
    } else if (event instanceof CollectionStartEvent collection) {
      tag = collection.getTag();
    }
    if (tag != null) {
      String shown =
          tag.startsWith(YAML_TAG_PREFIX) ? "!!" + tag.substring(YAML_TAG_PREFIX.length()) : tag;
      throw fatal(Check.YAML_TAG, path(), "tag " + quote(shown), at);
    }
  }

  private static String name(@Nullable String anchor) {
    return anchor == null ? "" : anchor;
  }

  /**
   * The non-fatal text rules, at most one problem per key or scalar: an escaped forbidden character
   * or unpaired surrogate, else a length over the limit, else a plain boolean-like word.
   *
   * @return whether the text is unusable
   */
  private boolean checkText(String text, boolean key, SourcePosition at) {
    int bad = TextRules.firstBadCharacter(text);
    if (bad >= 0) {
      char c = text.charAt(bad);
      return problem(
          Check.FORBIDDEN_CHARACTER,
          TextRules.isForbidden(c)
              ? "forbidden character " + TextRules.codePoint(c)
              : "unpaired surrogate",
          at);
    }
    int limit = key ? ReaderLimits.MAX_KEY_LENGTH : ReaderLimits.MAX_SCALAR_LENGTH;
    // a text has at most as many code points as chars: count them only when it may be too long
    if (text.length() > limit) {
      int length = text.codePointCount(0, text.length());
      if (length > limit) {
        return problem(
            Check.FIELD_LENGTH,
            (key ? "key" : "scalar") + " is " + length + " characters, more than " + limit,
            at);
      }
    }
    if (yaml != null && TextRules.isAmbiguousPlain(yaml.lastEvent(), text)) {
      return problem(
          Check.AMBIGUOUS_SCALAR,
          "plain scalar "
              + quote(text)
              + " is a boolean to YAML 1.1 readers such as NVCA; quote strings, write"
              + " true/false for booleans",
          at);
    }
    return false;
  }

  private boolean problem(Check check, String detail, SourcePosition at) {
    problems.add(kind.problem(check, path(), detail, at));
    return true;
  }

  private FatalProblem fatal(Check check, String path, String detail) {
    return fatal(check, path, detail, position());
  }

  private FatalProblem fatal(Check check, String path, String detail, SourcePosition at) {
    return new FatalProblem(kind.problem(check, path, detail, at));
  }

  private static String quote(String text) {
    return DocumentKind.quote(text);
  }

  /**
   * The path of the current token's value, spelled from the parsing context: for a container's
   * start token the context is already the container's own, its path is its parent's entry.
   */
  private String path() {
    JsonStreamContext context = parser.getParsingContext();
    JsonToken token = parser.currentToken();
    if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
      context = context.getParent();
    }
    return spell(context);
  }

  /** The path of the innermost open container. */
  private String containerPath() {
    JsonStreamContext context = parser.getParsingContext();
    return context == null ? "" : spell(context.getParent());
  }

  /** The path of the entry a context is at: its key or index below the path of its parent. */
  private String spell(@Nullable JsonStreamContext context) {
    if (context == null || context.inRoot()) {
      return "";
    }
    String parent = spell(context.getParent());
    if (context.inArray()) {
      return parent + "[" + context.getCurrentIndex() + "]";
    }
    return kind.childPath(parent, String.valueOf(context.getCurrentName()));
  }

  private SourcePosition position() {
    if (yaml != null) {
      // the start mark of the token's event: the location Jackson would build from it
      Mark mark = yaml.tokenStart();
      if (mark != null) {
        lastPosition = new SourcePosition(mark.getLine() + 1, mark.getColumn() + 1);
      }
      return lastPosition;
    }
    lastPosition = jsonPosition(parser.currentTokenLocation(), lastPosition);
    return lastPosition;
  }

  /**
   * A JSON location as a position, its column in code points: Jackson counts UTF-16 chars, so for a
   * text with supplementary characters the code points from the start of the line are counted, on
   * from the last token when it was on the same line.
   */
  private SourcePosition jsonPosition(@Nullable JsonLocation location, SourcePosition otherwise) {
    if (location == null || location.getLineNr() < 1 || location.getColumnNr() < 1) {
      return otherwise;
    }
    if (json == null || !wide) {
      return new SourcePosition(location.getLineNr(), location.getColumnNr());
    }
    int offset = (int) location.getCharOffset();
    int start = offset - (location.getColumnNr() - 1);
    if (start != lineStart || offset < lastOffset) {
      lineStart = start;
      lastOffset = start;
      lastColumn = 1;
    }
    lastColumn += json.codePointCount(lastOffset, offset);
    lastOffset = offset;
    return new SourcePosition(location.getLineNr(), lastColumn);
  }

  /**
   * A refusal of the parser itself as a syntax problem, reported as the document kind says; a JSON
   * key with an unpaired surrogate, which Jackson refuses, as the walk reports it in YAML.
   */
  private static Problem refused(Throwable e, @Nullable TreeWalk walk, DocumentKind kind) {
    SourcePosition last = walk == null ? new SourcePosition(1, 1) : walk.lastPosition;
    String detail = "the parser refused the document";
    SourcePosition mark = last;
    SourcePosition location = last;
    if (e instanceof JsonProcessingException processing) {
      String message = String.valueOf(processing.getOriginalMessage());
      if (walk != null && walk.json != null && message.contains("surrogate")) {
        return kind.problem(
            Check.FORBIDDEN_CHARACTER,
            walk.containerPath(),
            UNPAIRED_IN_KEY,
            walk.keyStart(processing.getLocation()));
      }
      detail = message;
      location = walk == null ? last : walk.jsonPosition(processing.getLocation(), last);
      mark = location;
    }
    if (e instanceof MarkedYAMLException marked) {
      detail = marked.getProblem() == null ? "invalid YAML" : marked.getProblem();
      if (marked.getContext() != null) {
        detail = marked.getContext() + ": " + detail;
      }
      var problemMark = marked.getProblemMark();
      if (problemMark != null) {
        mark = new SourcePosition(problemMark.getLine() + 1, problemMark.getColumn() + 1);
      }
    } else if (e instanceof StackOverflowError) {
      detail = "the document is nested too deeply";
    }
    return kind.refusals() == DocumentKind.Refusals.DETAILED
        ? kind.problem(Check.SYNTAX, "", firstLine(detail), mark)
        : kind.problem(Check.SYNTAX, "", DocumentKind.Refusals.NOT_WELL_FORMED_MESSAGE, location);
  }

  /**
   * Where the JSON key that holds a location starts: its opening quote, the last {@code "} before
   * the location not escaped by a backslash (a key has no other).
   */
  private SourcePosition keyStart(@Nullable JsonLocation location) {
    String text = java.util.Objects.requireNonNull(json);
    int i = location == null ? -1 : Math.min((int) location.getCharOffset(), text.length()) - 1;
    for (; i >= 0; i--) {
      if (text.charAt(i) == '"') {
        int backslashes = 0;
        while (i - backslashes - 1 >= 0 && text.charAt(i - backslashes - 1) == '\\') {
          backslashes++;
        }
        if (backslashes % 2 == 0) {
          return DocumentReader.positionAt(text, i);
        }
      }
    }
    return lastPosition;
  }

  /** The first line of a parser message, without anything that looks like a Java class name. */
  private static String firstLine(String message) {
    int newline = message.indexOf('\n');
    String line = newline < 0 ? message : message.substring(0, newline);
    line =
        line.replaceAll("`[^`]*`", "")
            .replaceAll("\\b(?:[a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*", "value")
            .strip();
    if (line.length() <= 200) {
      return line;
    }
    return line.substring(0, Character.isHighSurrogate(line.charAt(199)) ? 199 : 200) + "...";
  }
}
