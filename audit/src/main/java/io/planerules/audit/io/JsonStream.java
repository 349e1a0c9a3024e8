package io.planerules.audit.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import java.io.InputStream;
import org.jspecify.annotations.Nullable;

/**
 * JSON read one document at a time: JSON Lines when the first line holds a whole object ({@code {}
 * … {@code }}, one document per non-blank line, a line that cannot be read costing only itself),
 * else one JSON value, or several in a row, read as a stream (a {@code kubectl get -o json} List of
 * any length is read item by item). In a stream of values reading stops at the first value that
 * cannot be read: JSON has no line at which to resume.
 */
final class JsonStream {

  /**
   * RFC 8259 JSON with the reader's limits; repeated keys are found by {@link DocumentReader}, and
   * nesting one level past the limit is left to it so every format says the same.
   */
  static final JsonFactory FACTORY =
      JsonFactory.builder()
          .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
          .streamReadConstraints(
              StreamReadConstraints.builder()
                  .maxNestingDepth(Limits.MAX_DEPTH + 1)
                  .maxStringLength(Limits.MAX_OBJECT)
                  .build())
          .build();

  private final Lines lines;
  private final String name;
  private final ObjectSink sink;
  private final DocumentReader documents;

  JsonStream(Lines lines, String name, ObjectSink sink) {
    this.lines = lines;
    this.name = name;
    this.sink = sink;
    this.documents = new DocumentReader(sink);
  }

  /** Reads every document; the current line of {@code lines} is the first non-blank one. */
  void read() throws IOException {
    if (!lines.tooLong() && lines.firstNonBlank() == '{' && lines.lastNonBlank() == '}') {
      jsonLines();
    } else {
      values();
    }
  }

  private void jsonLines() throws IOException {
    int index = 0;
    do {
      if (lines.firstNonBlank() < 0) {
        continue;
      }
      lines.cutLongLine();
      SourceRef ref = new SourceRef(name, index++, lines.number());
      if (lines.tooLong()) {
        sink.unreadable(
            ref,
            new SourcePosition(lines.number(), 1),
            "a line longer than " + Limits.MAX_OBJECT + " bytes");
        continue;
      }
      if (refusedStart(ref)) {
        continue;
      }
      try (JsonParser parser =
          FACTORY.createParser(lines.buffer(), lines.start(), lines.length())) {
        JsonTokens tokens =
            new JsonTokens(
                parser, new CountingInput(InputStream.nullInputStream()), lines.number());
        Tokens.Kind first = tokens.first();
        if (first != null) {
          documents.read(tokens, first, ref);
          if (tokens.first() != null) {
            sink.unreadable(ref, tokens.position(), "a second JSON value on the line");
          }
        }
      } catch (Unreadable unreadable) {
        sink.unreadable(ref, unreadable.at(), unreadable.getMessage());
      } catch (JsonProcessingException failure) {
        SourcePosition at = position(failure, lines.number());
        // the end of the line's input is reported on the next line: it is this line's end
        sink.unreadable(
            ref,
            at.line() > lines.number() ? new SourcePosition(lines.number(), lines.length()) : at,
            message(failure));
      }
    } while (lines.next());
  }

  private void values() throws IOException {
    int firstLine = lines.number();
    if (refusedStart(new SourceRef(name, 0, firstLine))) {
      return;
    }
    CountingInput input = new CountingInput(lines.fromCurrentLine());
    try (JsonParser parser = FACTORY.createParser(input)) {
      JsonTokens tokens = new JsonTokens(parser, input, firstLine);
      int index = 0;
      while (true) {
        SourceRef ref = null;
        try {
          Tokens.Kind first = tokens.first();
          if (first == null) {
            return;
          }
          ref = new SourceRef(name, index++, tokens.position().line());
          documents.read(tokens, first, ref);
        } catch (Unreadable unreadable) {
          sink.unreadable(ref(ref, index), unreadable.at(), unreadable.getMessage());
          return;
        } catch (JsonProcessingException failure) {
          sink.unreadable(ref(ref, index), position(failure, firstLine), message(failure));
          return;
        }
      }
    }
  }

  /**
   * Refuses input whose first bytes would make Jackson read it as UTF-16 or UTF-32 (it guesses the
   * encoding of bytes from their first four): a {@code 0x00}, {@code 0xFE} or {@code 0xFF}, none of
   * which UTF-8 JSON text holds. Jackson then reads only UTF-8, and finds every other byte that is
   * not.
   *
   * @return whether the current line was refused (and reported)
   */
  private boolean refusedStart(SourceRef ref) {
    byte[] buffer = lines.buffer();
    int start = lines.start();
    for (int i = 0; i < Math.min(4, lines.length()); i++) {
      int b = buffer[start + i] & 0xff;
      if (b == 0x00 || b >= 0xfe) {
        sink.unreadable(
            ref,
            new SourcePosition(lines.number(), i + 1),
            "the text is not UTF-8 (byte " + (i + 1) + " of the line)");
        return true;
      }
    }
    return false;
  }

  /** The document being read, or the one that failed before its first token. */
  private SourceRef ref(@Nullable SourceRef ref, int index) {
    return ref != null ? ref : new SourceRef(name, index, 1);
  }

  private static SourcePosition position(JsonProcessingException failure, int firstLine) {
    JsonLocation location = failure.getLocation();
    if (location == null) {
      return new SourcePosition(firstLine, 1);
    }
    return new SourcePosition(
        firstLine - 1 + Math.max(1, location.getLineNr()), Math.max(1, location.getColumnNr()));
  }

  private static String message(JsonProcessingException failure) {
    String message = String.valueOf(failure.getOriginalMessage());
    if (failure instanceof StreamConstraintsException) {
      if (message.startsWith("String value length")) {
        return "a string longer than " + Limits.MAX_OBJECT + " characters";
      }
      if (message.contains("nesting depth")) {
        return "nesting deeper than " + Limits.MAX_DEPTH + " levels";
      }
    }
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline);
  }
}
