package io.planerules.audit.io;

import io.planerules.rules.SourcePosition;
import java.math.BigInteger;
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
 * are accepted; other tags, anchors and aliases are refused: {@code helm} and {@code kubectl} never
 * print them, and an anchor in a chart is reported, not expanded. Offsets are code points.
 */
final class YamlTokens implements Tokens {

  private static final String CORE = "tag:yaml.org,2002:";
  private static final Set<String> CORE_TAGS =
      Set.of("str", "int", "float", "bool", "null", "binary", "timestamp", "map", "seq");

  private final Parser parser;
  private final YamlStream.Frame frame;
  private Event event;
  private int depth;

  YamlTokens(Parser parser, YamlStream.Frame frame) {
    this.parser = parser;
    this.frame = frame;
    this.event = parser.getEvent();
  }

  /**
   * The first token of the frame's document, or {@code null} when the frame holds none.
   *
   * @throws Unreadable for what the first token refuses
   */
  @Nullable Kind first() throws Unreadable {
    while (true) {
      event = parser.getEvent();
      switch (event.getEventId()) {
        case StreamStart:
        case DocumentStart:
        case Comment:
          continue;
        case StreamEnd:
          return null;
        default:
          return kind();
      }
    }
  }

  /** Reads what follows the document: the end of the document and of the frame. */
  void finish() throws Unreadable {
    while (true) {
      event = parser.getEvent();
      switch (event.getEventId()) {
        case DocumentEnd:
        case Comment:
          continue;
        case StreamEnd:
          return;
        default:
          throw new Unreadable(position(), "a second document without a --- line", false);
      }
    }
  }

  @Override
  public Kind next() throws Unreadable {
    event = parser.getEvent();
    while (event.getEventId() == Event.ID.Comment) {
      event = parser.getEvent();
    }
    return kind();
  }

  private Kind kind() throws Unreadable {
    switch (event.getEventId()) {
      case MappingStart:
        depth++;
        checkNode("map");
        return Kind.START_MAP;
      case MappingEnd:
        depth--;
        return Kind.END_MAP;
      case SequenceStart:
        depth++;
        checkNode("seq");
        return Kind.START_LIST;
      case SequenceEnd:
        depth--;
        return Kind.END_LIST;
      case Scalar:
        checkNode(null);
        return Kind.SCALAR;
      case Alias:
        throw new Unreadable(
            position(),
            "alias *" + ((AliasEvent) event).getAnchor() + ": anchors and aliases are not read",
            true);
      default:
        throw new Unreadable(position(), "unexpected end of the document inside a value", false);
    }
  }

  /** Refuses an anchor, and a tag that is not a core tag of {@code collection}'s kind. */
  private void checkNode(@Nullable String collection) throws Unreadable {
    String anchor = ((NodeEvent) event).getAnchor();
    if (anchor != null) {
      throw new Unreadable(
          position(), "anchor &" + anchor + ": anchors and aliases are not read", true);
    }
    String tag =
        event instanceof ScalarEvent scalar
            ? scalar.getTag()
            : ((CollectionStartEvent) event).getTag();
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
  public String text() {
    return ((ScalarEvent) event).getValue();
  }

  @Override
  public @Nullable Object scalar() throws Unreadable {
    ScalarEvent scalar = (ScalarEvent) event;
    String value = scalar.getValue();
    String tag = scalar.getTag();
    if (tag != null && tag.startsWith(CORE)) {
      return tagged(tag.substring(CORE.length()), value);
    }
    if (tag != null || scalar.getScalarStyle() != DumperOptions.ScalarStyle.PLAIN) {
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
    return frame.position(event.getStartMark());
  }

  @Override
  public long offset() {
    Mark mark = event.getStartMark();
    return mark.getIndex();
  }

  @Override
  public void objectStart() {
    frame.guardFromHere();
  }
}
