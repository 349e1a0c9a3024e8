package io.planerules.storage.catalog.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.storage.catalog.CatalogLimits;
import io.planerules.storage.catalog.CatalogRules;
import io.planerules.storage.catalog.GoText;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;

/**
 * One pass over {@code nextToken()} building the located tree and enforcing the text-level rules of
 * storage-catalog.md §2.3. Fatal findings throw {@link Fatal}; the others are collected in {@link
 * #problems} and mark the scalar unusable.
 */
final class Walk {

  /** A fatal finding: parsing stops and the result holds exactly this problem. */
  static final class Fatal extends Exception {
    private static final long serialVersionUID = 1L;

    @SuppressWarnings("serial") // never serialized
    final Problem problem;

    Fatal(Problem problem) {
      super(null, null, false, false);
      this.problem = problem;
    }
  }

  /** Plain scalars NVCA's YAML 1.1 decoder reads as booleans; only true/false may be booleans. */
  private static final Set<String> AMBIGUOUS =
      Set.of(
          "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off",
          "OFF");

  private static final String YAML_TAG_PREFIX = "tag:yaml.org,2002:";

  private final JsonParser parser;
  private final HardenedYaml.@Nullable EventParser yaml;
  final List<Problem> problems = new ArrayList<>();

  /** The path of the innermost open container, for problems the parser raises itself. */
  String containerPath = "";

  /** The position of the last token read, for exceptions without a location. */
  SourcePosition lastPosition = new SourcePosition(1, 1);

  Walk(JsonParser parser) {
    this.parser = parser;
    this.yaml = parser instanceof HardenedYaml.EventParser p ? p : null;
  }

  /**
   * Reads the whole stream.
   *
   * @return the root node, or {@code null} when there is no document or the root is null
   */
  @Nullable Node document() throws IOException, Fatal {
    JsonToken first = parser.nextToken();
    if (first == null) {
      return null;
    }
    Node root = value(first, 0, "");
    if (parser.nextToken() != null) {
      throw fatal(
          CatalogRules.MULTI_DOCUMENT,
          "",
          "a second document or value after the root value",
          position());
    }
    if (root instanceof Node.Scalar s && s.type() == Node.ScalarType.NULL) {
      return null;
    }
    return root;
  }

  private Node value(@Nullable JsonToken token, int depth, String path) throws IOException, Fatal {
    SourcePosition at = position();
    if (token == null) {
      throw fatal(CatalogRules.SYNTAX, path, "unexpected end of input", at);
    }
    checkEvent(path, at);
    switch (token) {
      case START_OBJECT:
        return mapping(depth + 1, path, at);
      case START_ARRAY:
        return sequence(depth + 1, path, at);
      case VALUE_STRING:
        {
          String text = parser.getText();
          boolean unusable = checkText(text, false, path, at);
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
            throw fatal(CatalogRules.SYNTAX, path, "a number longer than 32 characters", at);
          } catch (IOException | NumberFormatException e) {
            throw fatal(CatalogRules.SYNTAX, path, "malformed number", at);
          }
          if (Double.isInfinite(number) || Double.isNaN(number)) {
            throw fatal(CatalogRules.SYNTAX, path, "non-finite number", at);
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
        throw fatal(CatalogRules.SYNTAX, path, "unexpected " + token.asString(), at);
    }
  }

  private Node mapping(int depth, String path, SourcePosition at) throws IOException, Fatal {
    checkDepth(depth, path, at);
    String outer = containerPath;
    containerPath = path;
    List<Node.Key> keys = new ArrayList<>();
    List<Node> values = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    JsonToken token = parser.nextToken();
    while (token == JsonToken.FIELD_NAME) {
      SourcePosition keyAt = position();
      String name = parser.currentName();
      String keyPath = childPath(path, name);
      checkEvent(keyPath, keyAt);
      if (!seen.add(name)) {
        throw duplicate(name, keyPath, keyAt);
      }
      boolean unusable = checkText(name, true, keyPath, keyAt);
      keys.add(new Node.Key(name, keyAt, unusable));
      values.add(value(parser.nextToken(), depth, keyPath));
      token = parser.nextToken();
    }
    if (token != JsonToken.END_OBJECT) {
      throw fatal(CatalogRules.SYNTAX, path, "unterminated mapping", position());
    }
    containerPath = outer;
    return new Node.MapNode(at, keys, values);
  }

  private Node sequence(int depth, String path, SourcePosition at) throws IOException, Fatal {
    checkDepth(depth, path, at);
    String outer = containerPath;
    containerPath = path;
    List<Node> items = new ArrayList<>();
    JsonToken token = parser.nextToken();
    while (token != JsonToken.END_ARRAY) {
      items.add(value(token, depth, path + "[" + items.size() + "]"));
      token = parser.nextToken();
    }
    containerPath = outer;
    return new Node.ListNode(at, items);
  }

  private static void checkDepth(int depth, String path, SourcePosition at) throws Fatal {
    if (depth > CatalogLimits.MAX_DEPTH) {
      throw fatal(
          CatalogRules.DEPTH,
          path,
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
      return parent + "[" + GoText.quote(cut(key, CatalogLimits.MAX_KEY_LENGTH)) + "]";
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

  static Fatal duplicate(String name, String path, SourcePosition at) {
    return fatal(
        CatalogRules.DUPLICATE_KEY,
        path,
        "duplicate key " + GoText.quote(cut(name, CatalogLimits.MAX_KEY_LENGTH)),
        at);
  }

  /** Aliases, anchors and tags are fatal; only YAML has them. */
  private void checkEvent(String path, SourcePosition at) throws IOException, Fatal {
    if (yaml == null) {
      return;
    }
    Event event = yaml.lastEvent();
    if (event instanceof AliasEvent alias) {
      throw fatal(
          CatalogRules.YAML_ALIAS,
          path,
          "alias " + GoText.quote("*" + name(alias.getAnchor())),
          at);
    }
    if (event instanceof NodeEvent node && node.getAnchor() != null) {
      throw fatal(
          CatalogRules.YAML_ANCHOR,
          path,
          "anchor " + GoText.quote("&" + name(node.getAnchor())),
          at);
    }
    String tag = null;
    if (event instanceof ScalarEvent scalar) {
      tag = scalar.getTag();
    } else if (event instanceof CollectionStartEvent collection) {
      tag = collection.getTag();
    }
    if (tag == null) {
      tag = yaml.getTypeId();
    }
    if (tag != null) {
      String shown = tag.startsWith(YAML_TAG_PREFIX) ? "!!" + tag.substring(18) : tag;
      throw fatal(CatalogRules.YAML_TAG, path, "tag " + GoText.quote(name(shown)), at);
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
  private boolean checkText(String text, boolean key, String path, SourcePosition at) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (CatalogParser.isForbidden(c)) {
        return problem(
            CatalogRules.FORBIDDEN_CHARACTER, path, "forbidden character " + codePoint(c), at);
      }
      if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < text.length()
            && Character.isLowSurrogate(text.charAt(i + 1))) {
          i++;
        } else {
          return problem(CatalogRules.FORBIDDEN_CHARACTER, path, "unpaired surrogate", at);
        }
      }
    }
    int limit = key ? CatalogLimits.MAX_KEY_LENGTH : CatalogLimits.MAX_SCALAR_LENGTH;
    int length = text.codePointCount(0, text.length());
    if (length > limit) {
      return problem(
          CatalogRules.FIELD_LENGTH,
          path,
          (key ? "key" : "scalar") + " is " + length + " characters, more than " + limit,
          at);
    }
    if (yaml != null
        && AMBIGUOUS.contains(text)
        && yaml.lastEvent() instanceof ScalarEvent scalar
        && scalar.isPlain()) {
      return problem(
          CatalogRules.AMBIGUOUS_SCALAR,
          path,
          "plain scalar "
              + GoText.quote(text)
              + " is a boolean to YAML 1.1 readers such as NVCA; quote strings, write"
              + " true/false for booleans",
          at);
    }
    return false;
  }

  static String codePoint(int c) {
    String hex = Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT);
    return "U+" + "0000".substring(Math.min(4, hex.length())) + hex;
  }

  private boolean problem(String code, String path, String detail, SourcePosition at) {
    problems.add(
        Problem.error(code, path, CatalogParser.PREFIX + detail).at(at.line(), at.column()));
    return true;
  }

  static Fatal fatal(String code, String path, String detail, SourcePosition at) {
    return new Fatal(
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
    lastPosition = CatalogParser.position(parser.currentTokenLocation(), lastPosition);
    return lastPosition;
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
