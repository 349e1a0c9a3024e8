package io.planerules.storage.internal.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.events.ScalarEvent;

/**
 * The one token walk of both documents
 * (docs/reference/storage-catalog.md#one-reader-two-documents): one pass over {@code nextToken()}
 * building the located {@link Node} tree and enforcing the text-level rules of
 * docs/reference/storage-catalog.md#text-level-checks, with the choices and wording of a {@link
 * ReaderProfile}. Fatal findings throw {@link FatalProblem}; the others are collected in {@link
 * #problems()} and mark the key or scalar unusable.
 *
 * <pre>{@code
 * TreeWalk walk = new TreeWalk(parser, profile);
 * Node root = walk.document(); // throws FatalProblem, IOException
 * walk.problems();             // the non-fatal problems, in document order
 * }</pre>
 */
public final class TreeWalk {

  /** Mappings with fewer keys are checked for a repeated key by comparing with each earlier one. */
  private static final int SMALL_MAPPING = 8;

  private final JsonParser parser;
  private final HardenedFactories.@Nullable EventParser yaml;
  private final ReaderProfile profile;
  private final List<Problem> problems = new ArrayList<>();

  private final int maxDepth;
  private final int maxKeyLength;
  private final int maxScalarLength;
  private final boolean spellsPaths;
  private final boolean onePerScalar;
  private final boolean codePointLengths;
  private final boolean tagTypeIdFallback;
  private final boolean readsNumbers;

  /** The path of the value being read, spelled only for a problem. */
  private final PathStack path;

  /** How many segments of {@link #path} lead to the innermost open container. */
  private int containerLevel;

  /** The position of the last token read, for exceptions without a location. */
  private SourcePosition lastPosition = new SourcePosition(1, 1);

  /**
   * A walk over a parser from {@link HardenedFactories}.
   *
   * @param parser the parser; YAML parsers must be {@link HardenedFactories.EventParser}s
   * @param profile the document's limits, choices and wording
   */
  public TreeWalk(JsonParser parser, ReaderProfile profile) {
    this.parser = parser;
    this.yaml = parser instanceof HardenedFactories.EventParser p ? p : null;
    this.profile = profile;
    this.path = new PathStack(profile);
    ReaderLimits limits = profile.limits();
    this.maxDepth = limits.maxDepth();
    this.maxKeyLength = limits.maxKeyLength();
    this.maxScalarLength = limits.maxScalarLength();
    this.spellsPaths = profile.spellsPaths();
    this.onePerScalar = profile.onePerScalar();
    this.codePointLengths = profile.codePointLengths();
    this.tagTypeIdFallback = profile.tagTypeIdFallback();
    this.readsNumbers = profile.readsNumbers();
  }

  /**
   * The non-fatal problems found so far, in document order.
   *
   * @return the live list
   */
  public List<Problem> problems() {
    return problems;
  }

  /**
   * The position of the last token read, for exceptions without a location.
   *
   * @return the position, 1:1 before the first token
   */
  public SourcePosition lastPosition() {
    return lastPosition;
  }

  /**
   * Reads the whole stream.
   *
   * @return the root node, or {@code null} when there is no document or the root is null (only when
   *     the profile does not judge the root first)
   * @throws IOException from the parser
   * @throws FatalProblem for a fatal finding
   */
  public @Nullable Node document() throws IOException, FatalProblem {
    JsonToken first = parser.nextToken();
    if (profile.rootJudgedFirst()) {
      SourcePosition at = position();
      if (first != null) {
        checkEvent(at);
      }
      if (first == null || first == JsonToken.VALUE_NULL) {
        throw new FatalProblem(profile.empty());
      }
      if (first != JsonToken.START_OBJECT) {
        throw new FatalProblem(profile.rootType(at));
      }
    } else if (first == null) {
      return null;
    }
    Node root = value(first, 0);
    if (parser.nextToken() != null) {
      throw new FatalProblem(profile.multiDocument(position()));
    }
    if (root instanceof Node.Scalar s && s.type() == Node.ScalarType.NULL) {
      return null;
    }
    return root;
  }

  /**
   * The path of the innermost open container, for problems the parser raises itself.
   *
   * @return the path, {@code ""} when the profile spells none
   */
  public String containerPath() {
    return spellsPaths ? path.path(containerLevel) : "";
  }

  private String path() {
    return spellsPaths ? path.path() : "";
  }

  /** Reads the value starting at {@code token}; {@link #path} is its path. */
  private Node value(@Nullable JsonToken token, int depth) throws IOException, FatalProblem {
    SourcePosition at = position();
    if (token == null) {
      throw new FatalProblem(profile.syntax("unexpected end of input", path(), at));
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
        if (readsNumbers) {
          readNumber(at);
        } else {
          int length = parser.getTextLength();
          if (length > ReaderLimits.MAX_NUMBER_LENGTH) {
            throw new FatalProblem(profile.numberTooLong(length, at));
          }
        }
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
        throw new FatalProblem(profile.syntax("unexpected " + token.asString(), path(), at));
    }
  }

  /** Reading the value applies maxNumberLength; .inf and .nan are refused like JSON does. */
  private void readNumber(SourcePosition at) throws FatalProblem {
    double number;
    try {
      number = parser.getDoubleValue();
    } catch (StreamConstraintsException e) {
      throw new FatalProblem(
          profile.syntax(
              "a number longer than " + ReaderLimits.MAX_NUMBER_LENGTH + " characters",
              path(),
              at));
    } catch (IOException | NumberFormatException e) {
      throw new FatalProblem(profile.syntax("malformed number", path(), at));
    }
    if (Double.isInfinite(number) || Double.isNaN(number)) {
      throw new FatalProblem(profile.syntax("non-finite number", path(), at));
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
            throw duplicate(name, keyAt);
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
          throw duplicate(name, keyAt);
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
      throw new FatalProblem(profile.syntax("unterminated mapping", path(), position()));
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
    if (depth > maxDepth) {
      throw new FatalProblem(profile.depth(path(), at));
    }
  }

  private FatalProblem duplicate(String name, SourcePosition keyAt) {
    return new FatalProblem(profile.duplicateKey(name, path(), keyAt, keyEnd(keyAt)));
  }

  /** Just after the current key: the end of SnakeYAML's key event, {@code otherwise} for JSON. */
  private SourcePosition keyEnd(SourcePosition otherwise) {
    if (yaml != null && yaml.lastEvent() instanceof ScalarEvent key) {
      Mark end = key.getEndMark();
      return new SourcePosition(end.getLine() + 1, end.getColumn() + 1);
    }
    return otherwise;
  }

  /** Aliases, anchors and tags are fatal; only YAML has them. */
  private void checkEvent(SourcePosition at) throws IOException, FatalProblem {
    if (yaml == null) {
      return;
    }
    YamlConstruct found = YamlConstruct.find(yaml, tagTypeIdFallback);
    if (found != null) {
      throw new FatalProblem(profile.construct(found, path(), at));
    }
  }

  /**
   * Non-fatal text rules: escaped forbidden characters and unpaired surrogates, lengths, plain
   * boolean-like words, in the profile's order and number.
   *
   * @return whether the text is unusable
   */
  private boolean checkText(String text, boolean key, SourcePosition at) {
    if (!onePerScalar) {
      return checkEveryRule(text, key, at);
    }
    int bad = TextRules.firstBadCharacter(text);
    if (bad >= 0) {
      return problem(profile.badCharacter(text.charAt(bad), path(), at));
    }
    if (tooLong(text, key, at)) {
      return true;
    }
    if (TextRules.isAmbiguousPlain(yaml, text)) {
      return problem(profile.ambiguous(text, path(), at));
    }
    return false;
  }

  private boolean checkEveryRule(String text, boolean key, SourcePosition at) {
    boolean unusable = key && tooLong(text, true, at);
    if (TextRules.isAmbiguousPlain(yaml, text)) {
      unusable = problem(profile.ambiguous(text, path(), at));
    }
    int bad = TextRules.firstBadCharacter(text);
    if (bad >= 0) {
      unusable = problem(profile.badCharacter(text.charAt(bad), path(), at));
    }
    if (!key && tooLong(text, false, at)) {
      unusable = true;
    }
    return unusable;
  }

  /** Adds a length problem when the text is too long; false when it is not. */
  private boolean tooLong(String text, boolean key, SourcePosition at) {
    int limit = key ? maxKeyLength : maxScalarLength;
    // a text has at most as many code points as chars: count them only when it may be too long
    if (text.length() > limit) {
      int length = codePointLengths ? text.codePointCount(0, text.length()) : text.length();
      if (length > limit) {
        return problem(profile.length(key, length, path(), at));
      }
    }
    return false;
  }

  private boolean problem(Problem problem) {
    problems.add(problem);
    return true;
  }

  private SourcePosition position() {
    lastPosition = tokenPosition(parser, yaml, lastPosition);
    return lastPosition;
  }

  /**
   * Where the current token starts, as {@link #position(JsonLocation, SourcePosition)} of {@code
   * currentTokenLocation()} gives it; for YAML read from the event's start mark (the location
   * Jackson would build from it), without allocating a location per token.
   *
   * @param parser the parser
   * @param yaml the same parser when it reads YAML, else {@code null}
   * @param otherwise the answer when the position is unknown
   * @return the 1-based position
   */
  public static SourcePosition tokenPosition(
      JsonParser parser, HardenedFactories.@Nullable EventParser yaml, SourcePosition otherwise) {
    if (yaml == null) {
      return position(parser.currentTokenLocation(), otherwise);
    }
    Mark mark = yaml.tokenStart();
    return mark == null ? otherwise : position(mark.getLine() + 1, mark.getColumn() + 1, otherwise);
  }

  /**
   * A Jackson location as a position.
   *
   * @param location the location, or {@code null}
   * @param otherwise the answer when the location or either part is unknown
   * @return the 1-based position
   */
  public static SourcePosition position(@Nullable JsonLocation location, SourcePosition otherwise) {
    return location == null
        ? otherwise
        : position(location.getLineNr(), location.getColumnNr(), otherwise);
  }

  /**
   * A 1-based line and column, or {@code otherwise} when either is unknown (below 1).
   *
   * @param line the line
   * @param column the column
   * @param otherwise the answer when unknown
   * @return the position
   */
  public static SourcePosition position(int line, int column, SourcePosition otherwise) {
    return line < 1 || column < 1 ? otherwise : new SourcePosition(line, column);
  }

  /**
   * Where the key Jackson's duplicate detection refused starts: SnakeYAML's event for YAML; for
   * JSON the exception points just after the closing quote of the key.
   *
   * @param name the key
   * @param reported the position of the exception
   * @return the position of the key
   */
  public SourcePosition duplicateKeyPosition(String name, SourcePosition reported) {
    if (yaml != null && yaml.lastEvent() instanceof ScalarEvent key) {
      return new SourcePosition(
          key.getStartMark().getLine() + 1, key.getStartMark().getColumn() + 1);
    }
    int column = reported.column() - name.length() - 2;
    return column >= 1 ? new SourcePosition(reported.line(), column) : reported;
  }

  /**
   * The text SnakeYAML reads: up to the bracket where a flow collection is certainly nested past
   * the depth limit (the walk rejects there; the rest would only feed SnakeYAML's quadratic simple
   * key look-ahead), else the whole text. See {@link FlowDepthPreScan}.
   *
   * @param text the decoded document
   * @param maxDepth the depth limit
   * @param lineBrackets the most <code>[</code> and <code>{</code> on one line of the text (lines
   *     end at LF; counted by the caller's raw scan): the pre-scan only cuts after {@code maxDepth
   *     + 1} of them on one line, so with fewer it is not run
   * @return the text to parse
   */
  public static String yamlToRead(String text, int maxDepth, int lineBrackets) {
    if (lineBrackets <= maxDepth) {
      return text;
    }
    int cut = FlowDepthPreScan.cutAfter(text, maxDepth);
    return cut < 0 ? text : text.substring(0, cut);
  }
}
