package io.planerules.audit.io;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.SourcePosition;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.parser.Parser;

/**
 * The tokens of one YAML document from SnakeYAML's events. Plain scalars are resolved with the YAML
 * 1.2 core schema ({@code null}, {@code ~} and the empty scalar are null; {@code true} and {@code
 * false} in their three spellings are booleans; decimal, {@code 0o} and {@code 0x} integers;
 * decimal floats, {@code .inf}, {@code .nan}); every other plain scalar is a string, so {@code
 * yes}, {@code on} and {@code 0755} are read as written and never flagged. Quoted and block scalars
 * are strings. Core tags ({@code !!str}, {@code !!int}, {@code !!binary}, {@code !!timestamp}, ...)
 * are accepted; other tags are refused. Offsets are code points.
 *
 * <p>Anchors and aliases are expanded as go-yaml expands them (kubectl and Helm read YAML through
 * {@code sigs.k8s.io/yaml}, which decodes with go-yaml): an alias repeats the node of the most
 * recent anchor of that name before it in the same document; an alias to no such anchor, or to the
 * node that contains it, is refused. An anchored node is kept as its events, with the anchored
 * nodes it contains kept once and referred to, so its expanded size is known before it is expanded:
 * an alias whose expansion would break a limit is refused where it stands, without being expanded.
 * The limits: go-yaml's alias ratio (go-yaml v3 {@code decode.go}, {@code allowedAliasRatio}: past
 * 100 alias-decoded nodes and 1 000 nodes, at most 99 % of the nodes may come from aliases, falling
 * to 10 % between 400 000 and 4 000 000 nodes); at most as many nodes from aliases as the document
 * writes itself, plus 100; and the object size limit ({@link Limits#MAX_OBJECT}) counting every
 * alias at the size of what it repeats. A merge key ({@code <<}) is refused: go-yaml merges it,
 * this reader does not, and reading it as a plain key would judge another object than the one
 * kubectl sends.
 */
final class YamlTokens implements Tokens {

  private static final String CORE = "tag:yaml.org,2002:";
  private static final Set<String> CORE_TAGS =
      Set.of("str", "int", "float", "bool", "null", "binary", "timestamp", "map", "seq");

  /** go-yaml v3 {@code decode.go}: the ratio rule applies past this many alias-decoded nodes. */
  static final int ALIAS_RATIO_FLOOR = 100;

  /** go-yaml v3 {@code decode.go}: ... and past this many decoded nodes. */
  static final int DECODE_RATIO_FLOOR = 1000;

  /** go-yaml v3 {@code decode.go}, {@code alias_ratio_range_low}. */
  static final int ALIAS_RATIO_RANGE_LOW = 400_000;

  /** go-yaml v3 {@code decode.go}, {@code alias_ratio_range_high}. */
  static final int ALIAS_RATIO_RANGE_HIGH = 4_000_000;

  private final Parser parser;
  private final YamlStream.Frame frame;
  private int depth;

  // the current token, from the parser or from an anchored node being expanded
  private Event.ID id = Event.ID.StreamStart;
  private @Nullable String value;
  private @Nullable String tag;
  private boolean plain;
  private int line;
  private int column;
  private long index;

  /** The anchors of the document by name, the most recent of each name. */
  private final Map<String, Anchored> anchors = new HashMap<>();

  /** The anchored collections being read, innermost last. */
  private final ArrayDeque<Anchored> open = new ArrayDeque<>();

  /** The expansions under way, innermost last. */
  private final ArrayDeque<Cursor> expanding = new ArrayDeque<>();

  /** Where the outermost expansion under way stands (its alias): line, column, offset. */
  private int aliasLine;

  private int aliasColumn;
  private long aliasIndex;

  /** Nodes written in the document, nodes that came from aliases, characters aliases added. */
  private long written;

  private long fromAliases;
  private long addedChars;

  /** Whether the tokens are skipped: an alias then stands for nothing. */
  private boolean skipping;

  YamlTokens(Parser parser, YamlStream.Frame frame) {
    this.parser = parser;
    this.frame = frame;
    parser.getEvent();
  }

  /**
   * The first token of the frame's document, or {@code null} when the frame holds none.
   *
   * @throws Unreadable for what the first token refuses
   */
  @Nullable Kind first() throws Unreadable {
    while (true) {
      Event event = parser.getEvent();
      switch (event.getEventId()) {
        case StreamStart:
        case DocumentStart:
        case Comment:
          continue;
        case StreamEnd:
          return null;
        default:
          return fromParser(event);
      }
    }
  }

  /** Reads what follows the document: the end of the document and of the frame. */
  void finish() throws Unreadable {
    while (true) {
      Event event = parser.getEvent();
      switch (event.getEventId()) {
        case DocumentEnd:
        case Comment:
          continue;
        case StreamEnd:
          return;
        default:
          take(event);
          throw new Unreadable(position(), "a second document without a --- line", false);
      }
    }
  }

  @Override
  public Kind next() throws Unreadable {
    Kind expanded = fromExpansion();
    if (expanded != null) {
      return expanded;
    }
    Event event = parser.getEvent();
    while (event.getEventId() == Event.ID.Comment) {
      event = parser.getEvent();
    }
    return fromParser(event);
  }

  /** Makes {@code event} the current token, as written. */
  private void take(Event event) {
    id = event.getEventId();
    Mark mark = event.getStartMark();
    line = mark.getLine();
    column = mark.getColumn();
    index = mark.getIndex() + addedChars;
    if (event instanceof ScalarEvent scalar) {
      value = scalar.getValue();
      tag = scalar.getTag();
      plain = scalar.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN;
    } else {
      value = null;
      tag = event instanceof CollectionStartEvent start ? start.getTag() : null;
      plain = false;
    }
  }

  private Kind fromParser(Event event) throws Unreadable {
    take(event);
    if (event instanceof AliasEvent alias) {
      return alias(String.valueOf(alias.getAnchor()));
    }
    boolean node = id == Event.ID.Scalar || event instanceof CollectionStartEvent;
    Anchored innermost = open.peekLast();
    Step step = new Step(id, value, tag, plain);
    String anchor = event instanceof NodeEvent n ? n.getAnchor() : null;
    if (anchor != null) {
      Anchored anchored = new Anchored(depth + 1, event.getStartMark().getIndex());
      anchored.add(step, node);
      anchors.put(anchor, anchored);
      if (id == Event.ID.Scalar) {
        anchored.close(event.getEndMark().getIndex());
        if (innermost != null) {
          innermost.nest(anchored);
        }
      } else {
        open.addLast(anchored);
      }
    } else if (innermost != null) {
      innermost.add(step, node);
    }
    if (node) {
      written++;
    }
    Kind kind = kind();
    Anchored last = open.peekLast();
    if (last != null
        && (id == Event.ID.MappingEnd || id == Event.ID.SequenceEnd)
        && depth < last.depth) {
      open.removeLast();
      last.close(event.getEndMark().getIndex());
      Anchored parent = open.peekLast();
      if (parent != null) {
        parent.nest(last);
      }
    }
    return kind;
  }

  /** An alias: checks the limits, then expands it. */
  private Kind alias(String name) throws Unreadable {
    if (skipping) {
      id = Event.ID.Scalar;
      value = null;
      tag = null;
      plain = true;
      return Kind.SCALAR;
    }
    Anchored anchored = anchors.get(name);
    if (anchored == null) {
      throw new Unreadable(
          position(),
          "alias *" + name + ": no anchor &" + name + " before it in the document",
          true);
    }
    if (anchored.open) {
      throw new Unreadable(
          position(),
          "alias *" + name + " is inside the node anchored &" + name + " (a recursive alias)",
          true);
    }
    long aliased = fromAliases + anchored.nodes;
    long decoded = 1 + written + 1 + aliased;
    if (aliased > ALIAS_RATIO_FLOOR
        && decoded > DECODE_RATIO_FLOOR
        && (double) aliased / decoded > allowedAliasRatio(decoded)) {
      throw new Unreadable(
          position(),
          "alias *" + name + ": the document contains excessive aliasing (go-yaml's alias ratio)",
          true);
    }
    if (aliased > written + 1 + ALIAS_RATIO_FLOOR) {
      throw new Unreadable(
          position(),
          "alias *"
              + name
              + ": aliases would repeat "
              + aliased
              + " nodes, more than the document's own "
              + (written + 1)
              + " + "
              + ALIAS_RATIO_FLOOR,
          true);
    }
    if (index + anchored.chars() > Limits.MAX_OBJECT) {
      throw new Unreadable(
          position(),
          "alias *"
              + name
              + ": the document would be larger than "
              + Limits.MAX_OBJECT
              + " characters with its aliases expanded",
          true);
    }
    written++;
    fromAliases = aliased;
    Anchored innermost = open.peekLast();
    if (innermost != null) {
      innermost.repeat(anchored);
    }
    aliasLine = line;
    aliasColumn = column;
    aliasIndex = index;
    addedChars += anchored.chars();
    expanding.addLast(new Cursor(anchored));
    return requireNonNull(fromExpansion());
  }

  /**
   * go-yaml v3 {@code decode.go}, {@code allowedAliasRatio}: the share of a document's decoded
   * nodes that may come from aliases.
   */
  static double allowedAliasRatio(long decoded) {
    if (decoded <= ALIAS_RATIO_RANGE_LOW) {
      return 0.99;
    }
    if (decoded >= ALIAS_RATIO_RANGE_HIGH) {
      return 0.10;
    }
    return 0.99
        - 0.89
            * ((double) (decoded - ALIAS_RATIO_RANGE_LOW)
                / (ALIAS_RATIO_RANGE_HIGH - ALIAS_RATIO_RANGE_LOW));
  }

  /** The next token of the expansions under way, or {@code null} when none is. */
  private @Nullable Kind fromExpansion() throws Unreadable {
    while (!expanding.isEmpty()) {
      Cursor cursor = expanding.getLast();
      if (cursor.at == cursor.anchored.items.size()) {
        expanding.removeLast();
        continue;
      }
      Object item = cursor.anchored.items.get(cursor.at++);
      if (item instanceof Anchored nested) {
        expanding.addLast(new Cursor(nested));
        continue;
      }
      Step step = (Step) item;
      id = step.id;
      value = step.value;
      tag = step.tag;
      plain = step.plain;
      line = aliasLine;
      column = aliasColumn;
      index = aliasIndex;
      return kind();
    }
    return null;
  }

  private Kind kind() throws Unreadable {
    switch (id) {
      case MappingStart:
        depth++;
        checkTag("map");
        return Kind.START_MAP;
      case MappingEnd:
        depth--;
        return Kind.END_MAP;
      case SequenceStart:
        depth++;
        checkTag("seq");
        return Kind.START_LIST;
      case SequenceEnd:
        depth--;
        return Kind.END_LIST;
      case Scalar:
        checkTag(null);
        return Kind.SCALAR;
      default:
        throw new Unreadable(position(), "unexpected end of the document inside a value", false);
    }
  }

  /** Refuses a tag that is not a core tag of {@code collection}'s kind. */
  private void checkTag(@Nullable String collection) throws Unreadable {
    String tag = this.tag;
    if (tag == null || tag.equals("!")) {
      return;
    }
    String name = tag.startsWith(CORE) ? tag.substring(CORE.length()) : null;
    boolean fits =
        name != null
            && CORE_TAGS.contains(name)
            && (collection == null
                ? !name.equals("map") && !name.equals("seq")
                : name.equals(collection));
    if (!fits) {
      throw new Unreadable(
          position(), "tag " + shortTag(tag) + " is not a core YAML tag here", true);
    }
  }

  private static String shortTag(String tag) {
    return tag.startsWith(CORE) ? "!!" + tag.substring(CORE.length()) : tag;
  }

  @Override
  public void skipping(boolean skipping) {
    this.skipping = skipping;
  }

  /**
   * Leaves the rest of the document unparsed: the frame reads its lines to the next marker without
   * SnakeYAML (parsing them could only report the same document a second time).
   */
  @Override
  public void skipDocument() {
    throw new Skipped();
  }

  /** The document was reported and its rest is skipped by lines ({@link #skipDocument()}). */
  static final class Skipped extends RuntimeException {

    private static final long serialVersionUID = 1L;

    Skipped() {
      super(null, null, false, false);
    }
  }

  @Override
  public boolean isMergeKey() {
    return id == Event.ID.Scalar && plain && tag == null && "<<".equals(value);
  }

  @Override
  public String text() {
    return String.valueOf(value);
  }

  @Override
  public @Nullable Object scalar() throws Unreadable {
    String value = String.valueOf(this.value);
    String tag = this.tag;
    if (tag != null && tag.startsWith(CORE)) {
      return tagged(tag.substring(CORE.length()), value);
    }
    if (tag != null || !plain) {
      return value;
    }
    return plain(value);
  }

  private @Nullable Object tagged(String name, String value) throws Unreadable {
    Object resolved;
    switch (name) {
      case "null":
        return null;
      case "bool":
        resolved = bool(value);
        break;
      case "int":
        resolved = integer(value);
        break;
      case "float":
        resolved = floating(value);
        break;
      default:
        return value;
    }
    if (resolved == null) {
      throw new Unreadable(
          position(), "!!" + name + " \"" + value + "\" is not a valid " + name, true);
    }
    return resolved;
  }

  /** The YAML 1.2 core schema's resolution of a plain scalar. */
  static @Nullable Object plain(String value) {
    if (value.isEmpty()) {
      return null;
    }
    char c = value.charAt(0);
    if (c == '~' || c == 'n' || c == 'N') {
      return isNull(value) ? null : value;
    }
    if (c == 't' || c == 'T' || c == 'f' || c == 'F') {
      Boolean bool = bool(value);
      return bool == null ? value : bool;
    }
    if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.') {
      Object number = integer(value);
      if (number == null) {
        number = floating(value);
      }
      return number == null ? value : number;
    }
    return value;
  }

  private static boolean isNull(String value) {
    return value.equals("~")
        || value.equals("null")
        || value.equals("Null")
        || value.equals("NULL");
  }

  private static @Nullable Boolean bool(String value) {
    switch (value) {
      case "true":
      case "True":
      case "TRUE":
        return Boolean.TRUE;
      case "false":
      case "False":
      case "FALSE":
        return Boolean.FALSE;
      default:
        return null;
    }
  }

  /** {@code [-+]?[0-9]+}, {@code 0o[0-7]+}, {@code 0x[0-9a-fA-F]+}; else {@code null}. */
  static @Nullable Object integer(String value) {
    int radix = 10;
    int from = 0;
    if (value.startsWith("0o")) {
      radix = 8;
      from = 2;
    } else if (value.startsWith("0x")) {
      radix = 16;
      from = 2;
    } else if (value.startsWith("-") || value.startsWith("+")) {
      from = 1;
    }
    if (from == value.length()) {
      return null;
    }
    for (int i = from; i < value.length(); i++) {
      if (!isDigit(value.charAt(i), radix)) {
        return null;
      }
    }
    String digits = radix != 10 || value.charAt(0) == '+' ? value.substring(from) : value;
    BigInteger big = new BigInteger(digits, radix);
    return big.bitLength() < 64 ? (Object) big.longValue() : big;
  }

  private static boolean isDigit(char c, int radix) {
    return switch (radix) {
      case 8 -> c >= '0' && c <= '7';
      case 16 -> isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
      default -> isDigit(c);
    };
  }

  /** The core schema's floats; else {@code null}. */
  static @Nullable Double floating(String value) {
    String body = value.startsWith("-") || value.startsWith("+") ? value.substring(1) : value;
    boolean negative = value.startsWith("-");
    if (body.equals(".inf") || body.equals(".Inf") || body.equals(".INF")) {
      return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
    }
    if (value.equals(".nan") || value.equals(".NaN") || value.equals(".NAN")) {
      return Double.NaN;
    }
    int i = 0;
    int digits = 0;
    while (i < body.length() && isDigit(body.charAt(i))) {
      i++;
      digits++;
    }
    if (i < body.length() && body.charAt(i) == '.') {
      i++;
      while (i < body.length() && isDigit(body.charAt(i))) {
        i++;
        digits++;
      }
    }
    if (digits == 0) {
      return null;
    }
    if (i < body.length() && (body.charAt(i) == 'e' || body.charAt(i) == 'E')) {
      i++;
      if (i < body.length() && (body.charAt(i) == '-' || body.charAt(i) == '+')) {
        i++;
      }
      int exponent = i;
      while (i < body.length() && isDigit(body.charAt(i))) {
        i++;
      }
      if (i == exponent) {
        return null;
      }
    }
    return i == body.length() ? Double.valueOf(value) : null;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  @Override
  public int depth() {
    return depth;
  }

  @Override
  public SourcePosition position() {
    return frame.position(line, column);
  }

  @Override
  public long offset() {
    return index;
  }

  @Override
  public void objectStart() {
    frame.guardFromHere();
  }

  /** One event of an anchored node, as written. */
  private record Step(Event.ID id, @Nullable String value, @Nullable String tag, boolean plain) {}

  /**
   * An anchored node: its events, and the anchored nodes and aliases inside it as references; with
   * the nodes and characters it stands for once expanded.
   */
  private static final class Anchored {

    /** The depth of the node itself. */
    final int depth;

    /** Where its text starts, then (once closed) how long its text is. */
    long span;

    /** The characters that aliases inside it add to its text. */
    long aliased;

    final List<Object> items = new ArrayList<>();
    long nodes;
    boolean open = true;

    Anchored(int depth, long start) {
      this.depth = depth;
      this.span = start;
    }

    /** The characters the node stands for, its aliases expanded. */
    long chars() {
      return span + aliased;
    }

    void add(Step step, boolean node) {
      items.add(step);
      if (node) {
        nodes++;
      }
    }

    /** An anchored node written inside this one. */
    void nest(Anchored inner) {
      items.add(inner);
      nodes += inner.nodes;
      aliased += inner.aliased;
    }

    /** An alias inside this one. */
    void repeat(Anchored inner) {
      items.add(inner);
      nodes += inner.nodes;
      aliased += inner.chars();
    }

    void close(long end) {
      open = false;
      span = end - span;
    }
  }

  /** Where an expansion stands in an anchored node. */
  private static final class Cursor {

    final Anchored anchored;
    int at;

    Cursor(Anchored anchored) {
      this.anchored = anchored;
    }
  }
}
