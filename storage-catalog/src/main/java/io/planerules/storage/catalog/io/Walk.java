package io.planerules.storage.catalog.io;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.CatalogLimits;
import io.planerules.storage.internal.io.FatalProblem;
import io.planerules.storage.internal.io.HardenedFactories;
import io.planerules.storage.internal.io.TextRules;
import io.planerules.storage.internal.io.YamlConstruct;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.events.ScalarEvent;

/**
 * One pass over {@code nextToken()} building the located tree and enforcing the text-level rules of
 * docs/reference/storage-catalog.md#text-level-checks. Fatal findings throw {@link FatalProblem};
 * the others are collected in {@link #problems} and mark the scalar unusable.
 */
final class Walk {

  private static final String YAML_TAG_PREFIX = "tag:yaml.org,2002:";

  /** Mappings with fewer keys are checked for a repeated key by comparing with each earlier one. */
  private static final int SMALL_MAPPING = 8;

  private final JsonParser parser;
  private final HardenedFactories.@Nullable EventParser yaml;
  final List<Problem> problems = new ArrayList<>();

  /** The path of the value being read, spelled only for a problem. */
  private final PathStack path = new PathStack();

  /** How many segments of {@link #path} lead to the innermost open container. */
  private int containerLevel;

  /** The position of the last token read, for exceptions without a location. */
  SourcePosition lastPosition = new SourcePosition(1, 1);

  Walk(JsonParser parser) {
    this.parser = parser;
    this.yaml = parser instanceof HardenedFactories.EventParser p ? p : null;
  }

  /**
   * Reads the whole stream.
   *
   * @return the root node, or {@code null} when there is no document or the root is null
   */
  @Nullable Node document() throws IOException, FatalProblem {
    JsonToken first = parser.nextToken();
    if (first == null) {
      return null;
    }
    Node root = value(first, 0);
    if (parser.nextToken() != null) {
      throw fatal(
          ParsingRule.MULTI_DOCUMENT.code(),
          "",
          "a second document or value after the root value",
          position());
    }
    if (root instanceof Node.Scalar s && s.type() == Node.ScalarType.NULL) {
      return null;
    }
    return root;
  }

  /**
   * The path of the innermost open container, for problems the parser raises itself.
   *
   * @return the path
   */
  String containerPath() {
    return path.path(containerLevel);
  }

  /** Reads the value starting at {@code token}; {@link #path} is its path. */
  private Node value(@Nullable JsonToken token, int depth) throws IOException, FatalProblem {
    SourcePosition at = position();
    if (token == null) {
      throw fatal(ParsingRule.SYNTAX.code(), path.path(), "unexpected end of input", at);
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
        {
          // reading the value applies maxNumberLength; .inf and .nan are refused like JSON does
          double number;
          try {
            number = parser.getDoubleValue();
          } catch (StreamConstraintsException e) {
            throw fatal(
                ParsingRule.SYNTAX.code(), path.path(), "a number longer than 32 characters", at);
          } catch (IOException | NumberFormatException e) {
            throw fatal(ParsingRule.SYNTAX.code(), path.path(), "malformed number", at);
          }
          if (Double.isInfinite(number) || Double.isNaN(number)) {
            throw fatal(ParsingRule.SYNTAX.code(), path.path(), "non-finite number", at);
          }
          return new Node.Scalar(at, Node.ScalarType.NUMBER, "", false);
        }
      case VALUE_TRUE:
        return new Node.Scalar(at, Node.ScalarType.BOOLEAN, "true", false);
      case VALUE_FALSE:
        return new Node.Scalar(at, Node.ScalarType.BOOLEAN, "false", false);
      case VALUE_NULL:
        return new Node.Scalar(at, Node.ScalarType.NULL, "", false);
      case VALUE_EMBEDDED_OBJECT:
        return new Node.Scalar(at, Node.ScalarType.OTHER, "", false);
      default:
        throw fatal(ParsingRule.SYNTAX.code(), path.path(), "unexpected " + token.asString(), at);
    }
  }

  private Node mapping(int depth, SourcePosition at) throws IOException, FatalProblem {
    checkDepth(depth, at);
    int outer = containerLevel;
    containerLevel = path.size();
    List<Node.Key> keys = new ArrayList<>();
    List<Node> values = new ArrayList<>();
    Set<String> seen = null;
    JsonToken token = parser.nextToken();
    while (token == JsonToken.FIELD_NAME) {
      SourcePosition keyAt = position();
      String name = parser.currentName();
      path.pushKey(name);
      // first: Jackson's duplicate detection would have refused the key in nextToken()
      if (keys.size() < SMALL_MAPPING) {
        for (int i = 0; i < keys.size(); i++) {
          if (keys.get(i).text().equals(name)) {
            throw duplicate(name, path.path(), keyAt);
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
          throw duplicate(name, path.path(), keyAt);
        }
      }
      checkEvent(keyAt);
      boolean unusable = checkText(name, true, keyAt);
      keys.add(new Node.Key(name, keyAt, unusable));
      values.add(value(parser.nextToken(), depth));
      path.pop();
      token = parser.nextToken();
    }
    if (token != JsonToken.END_OBJECT) {
      throw fatal(ParsingRule.SYNTAX.code(), path.path(), "unterminated mapping", position());
    }
    containerLevel = outer;
    return new Node.MapNode(at, keys, values);
  }

  private Node sequence(int depth, SourcePosition at) throws IOException, FatalProblem {
    checkDepth(depth, at);
    int outer = containerLevel;
    containerLevel = path.size();
    List<Node> items = new ArrayList<>();
    JsonToken token = parser.nextToken();
    while (token != JsonToken.END_ARRAY) {
      path.pushIndex(items.size());
      items.add(value(token, depth));
      path.pop();
      token = parser.nextToken();
    }
    containerLevel = outer;
    return new Node.ListNode(at, items);
  }

  private void checkDepth(int depth, SourcePosition at) throws FatalProblem {
    if (depth > CatalogLimits.MAX_DEPTH) {
      throw fatal(
          ParsingRule.DEPTH.code(),
          path.path(),
          "more than " + CatalogLimits.MAX_DEPTH + " nested mappings and lists",
          at);
    }
  }

  /** Paths mirror the document: top level bare, provisioner keys quoted, other keys dotted. */
  static String childPath(String parent, String key) {
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

  static FatalProblem duplicate(String name, String path, SourcePosition at) {
    return fatal(
        ParsingRule.DUPLICATE_KEY.code(),
        path,
        "duplicate key " + GoQuote.quote(cut(name, CatalogLimits.MAX_KEY_LENGTH)),
        at);
  }

  /** Aliases, anchors and tags are fatal; only YAML has them. */
  private void checkEvent(SourcePosition at) throws IOException, FatalProblem {
    if (yaml == null) {
      return;
    }
    YamlConstruct found = YamlConstruct.find(yaml, true);
    if (found == null) {
      return;
    }
    switch (found.kind()) {
      case ALIAS ->
          throw fatal(
              ParsingRule.YAML_ALIAS.code(),
              path.path(),
              "alias " + GoQuote.quote("*" + name(found.name())),
              at);
      case ANCHOR ->
          throw fatal(
              ParsingRule.YAML_ANCHOR.code(),
              path.path(),
              "anchor " + GoQuote.quote("&" + name(found.name())),
              at);
      case TAG -> {
        String tag = requireNonNull(found.name());
        String shown = tag.startsWith(YAML_TAG_PREFIX) ? "!!" + tag.substring(18) : tag;
        throw fatal(
            ParsingRule.YAML_TAG.code(), path.path(), "tag " + GoQuote.quote(name(shown)), at);
      }
    }
  }

  private static String name(@Nullable String anchorOrTag) {
    return anchorOrTag == null ? "" : cut(anchorOrTag, CatalogLimits.MAX_KEY_LENGTH);
  }

  /**
   * Non-fatal text rules: escaped forbidden characters and unpaired surrogates, lengths, plain
   * boolean-like words. At most one problem per scalar.
   *
   * @return whether the scalar is unusable
   */
  private boolean checkText(String text, boolean key, SourcePosition at) {
    int bad = TextRules.firstBadCharacter(text);
    if (bad >= 0) {
      char c = text.charAt(bad);
      return problem(
          ParsingRule.FORBIDDEN_CHARACTER.code(),
          path.path(),
          TextRules.isForbidden(c)
              ? "forbidden character " + TextRules.codePoint(c)
              : "unpaired surrogate",
          at);
    }
    int limit = key ? CatalogLimits.MAX_KEY_LENGTH : CatalogLimits.MAX_SCALAR_LENGTH;
    // a text has at most as many code points as chars: count them only when it may be too long
    if (text.length() > limit) {
      int length = text.codePointCount(0, text.length());
      if (length > limit) {
        return problem(
            ParsingRule.FIELD_LENGTH.code(),
            path.path(),
            (key ? "key" : "scalar") + " is " + length + " characters, more than " + limit,
            at);
      }
    }
    if (TextRules.isAmbiguousPlain(yaml, text)) {
      return problem(
          ParsingRule.AMBIGUOUS_SCALAR.code(),
          path.path(),
          "plain scalar "
              + GoQuote.quote(text)
              + " is a boolean to YAML 1.1 readers such as NVCA; quote strings, write"
              + " true/false for booleans",
          at);
    }
    return false;
  }

  private boolean problem(String code, String path, String detail, SourcePosition at) {
    problems.add(
        Problem.error(code, path, CatalogParser.PREFIX + detail).at(at.line(), at.column()));
    return true;
  }

  static FatalProblem fatal(String code, String path, String detail, SourcePosition at) {
    return new FatalProblem(
        Problem.error(code, path, CatalogParser.PREFIX + detail).at(at.line(), at.column()));
  }

  static String cut(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int end = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max;
    return text.substring(0, end) + "...";
  }

  private SourcePosition position() {
    lastPosition = tokenPosition(parser, yaml, lastPosition);
    return lastPosition;
  }

  /**
   * Where the current token starts, as {@link CatalogParser#position(JsonLocation, SourcePosition)}
   * of {@code currentTokenLocation()} gives it; for YAML read from the event's start mark (the
   * location Jackson would build from it), without allocating a location per token.
   */
  static SourcePosition tokenPosition(
      JsonParser parser, HardenedFactories.@Nullable EventParser yaml, SourcePosition otherwise) {
    if (yaml == null) {
      return CatalogParser.position(parser.currentTokenLocation(), otherwise);
    }
    Mark mark = yaml.tokenStart();
    return mark == null
        ? otherwise
        : CatalogParser.position(mark.getLine() + 1, mark.getColumn() + 1, otherwise);
  }

  /**
   * Where the key Jackson's duplicate detection refused starts: SnakeYAML's event for YAML; for
   * JSON the exception points just after the closing quote of the key.
   */
  SourcePosition duplicateKeyPosition(String name, SourcePosition reported) {
    if (yaml != null && yaml.lastEvent() instanceof ScalarEvent key) {
      return new SourcePosition(
          key.getStartMark().getLine() + 1, key.getStartMark().getColumn() + 1);
    }
    int column = reported.column() - name.length() - 2;
    return column >= 1 ? new SourcePosition(reported.line(), column) : reported;
  }
}
