package io.planerules.audit.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * The tokens of a JSON document from a Jackson parser. Positions and offsets come from the parser's
 * own counters ({@link ParserBase#getTokenLineNr()}, ...), so reading them allocates nothing;
 * offsets are bytes. A parser over a Jackson tree ({@link ObjectStreams#ofTrees}) has no text:
 * every token is at the document's line.
 */
final class JsonTokens implements Tokens {

  private final JsonParser parser;

  private final CountingInput counted;
  private final int firstLine;
  private int depth;
  private long guardBase;

  /**
   * Tokens of {@code parser}, which reads {@code counted}.
   *
   * @param firstLine the file line of the parser's line 1
   */
  JsonTokens(JsonParser parser, CountingInput counted, int firstLine) {
    this.parser = parser;
    this.counted = counted;
    this.firstLine = firstLine;
  }

  /**
   * The first token of the next document, or {@code null} at the end of the input.
   *
   * @throws Unreadable for what precedes it
   */
  @Nullable Kind first() throws IOException, Unreadable {
    JsonToken token = parser.nextToken();
    return token == null ? null : kind(token);
  }

  @Override
  public Kind next() throws IOException, Unreadable {
    JsonToken token = parser.nextToken();
    if (token == null) {
      throw new Unreadable(position(), "unexpected end of input inside a value", false);
    }
    if (counted.count() - guardBase > Limits.MAX_OBJECT + Limits.GUARD_SLACK) {
      throw new Unreadable(
          position(), "an object larger than " + Limits.MAX_OBJECT + " bytes", false);
    }
    return kind(token);
  }

  private Kind kind(JsonToken token) throws Unreadable {
    switch (token) {
      case START_OBJECT:
        depth++;
        return Kind.START_MAP;
      case END_OBJECT:
        depth--;
        return Kind.END_MAP;
      case START_ARRAY:
        depth++;
        return Kind.START_LIST;
      case END_ARRAY:
        depth--;
        return Kind.END_LIST;
      case FIELD_NAME:
        return Kind.KEY;
      case VALUE_STRING:
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
      case VALUE_TRUE:
      case VALUE_FALSE:
      case VALUE_NULL:
        return Kind.SCALAR;
      default:
        throw new Unreadable(position(), "unexpected " + token, false);
    }
  }

  @Override
  public String text() throws IOException {
    return parser.getText();
  }

  @Override
  public @Nullable Object scalar() throws IOException, Unreadable {
    switch (parser.currentToken()) {
      case VALUE_STRING:
        return parser.getText();
      case VALUE_NUMBER_INT:
        return parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER
            ? parser.getBigIntegerValue()
            : (Object) parser.getLongValue();
      case VALUE_NUMBER_FLOAT:
        return parser.getDoubleValue();
      case VALUE_TRUE:
        return Boolean.TRUE;
      case VALUE_FALSE:
        return Boolean.FALSE;
      default:
        return null;
    }
  }

  @Override
  public int depth() {
    return depth;
  }

  @Override
  public SourcePosition position() {
    JsonLocation at = parser.currentTokenLocation();
    if (at.getLineNr() < 1) {
      return new SourcePosition(firstLine, 1);
    }
    return new SourcePosition(firstLine - 1 + at.getLineNr(), Math.max(1, at.getColumnNr()));
  }

  @Override
  public long offset() {
    return Math.max(0, parser.currentTokenLocation().getByteOffset());
  }

  @Override
  public void objectStart() {
    guardBase = counted.count();
  }
}
