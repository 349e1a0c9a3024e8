package io.planerules.audit.io;

import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;

/**
 * A YAML stream read one document at a time. The stream is cut into documents at its document
 * marker lines, a {@code ---} or {@code ...} at the start of a line followed by a blank or the line
 * end, which YAML forbids inside any content (YAML 1.2.2 §9.1.4, {@code c-forbidden}); each
 * document is parsed by a fresh SnakeYAML event parser reading only that document's lines, so a
 * document that cannot be read costs only itself and reading goes on at the next marker. Lines
 * before the first marker, or after a {@code ...}, that hold only blanks and comments are not a
 * document; a {@code %} directive line starts the document its {@code ---} opens.
 */
final class YamlStream {

  private final Lines lines;
  private final String name;
  private final DocumentReader documents;
  private final ObjectSink sink;

  YamlStream(Lines lines, String name, ObjectSink sink) {
    this.lines = lines;
    this.name = name;
    this.sink = sink;
    this.documents = new DocumentReader(sink);
  }

  private static LoaderOptions options() {
    LoaderOptions options = new LoaderOptions();
    // the reader checks nesting itself; SnakeYAML's own limit is the composer's, unused here
    options.setNestingDepthLimit(Integer.MAX_VALUE);
    options.setCodePointLimit(Integer.MAX_VALUE);
    options.setProcessComments(false);
    return options;
  }

  /** Reads every document; the current line of {@code lines} is the first one to read. */
  void read(boolean onLine) throws IOException {
    LoaderOptions options = options();
    boolean available = onLine;
    int index = 0;
    while (available) {
      boolean marker = lines.isMarker('-');
      boolean directive = lines.length() > 0 && lines.buffer()[lines.start()] == '%';
      if (!marker && !directive && (lines.isBlankOrComment() || lines.isMarker('.'))) {
        available = lines.next();
        continue;
      }
      Frame frame = new Frame(lines.number(), directive);
      // the line of the document's --- marker; 1 for a first document without one
      int line = marker || index > 0 ? lines.number() : 1;
      SourceRef ref = new SourceRef(name, index++, line);
      frame.readAs(ref, options);
      available = frame.atNextLine;
    }
  }

  /**
   * One document's lines, decoded as strict UTF-8, as the {@link Reader} SnakeYAML reads, with the
   * memory guard and the mapping of SnakeYAML's marks to file positions.
   */
  final class Frame extends Reader {

    private final int firstLine;
    private boolean awaitingMarker;
    private boolean started;
    private boolean ended;
    private boolean endAfterLine;

    /** Whether {@link #lines} stands on a line that is not yet read, after the frame ended. */
    boolean atNextLine;

    private final CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    private char[] chars = new char[256];
    private int charsLength;
    private int charsPos;
    private long delivered;
    private long guardBase;

    Frame(int firstLine, boolean directive) {
      this.firstLine = firstLine;
      this.awaitingMarker = directive;
    }

    void readAs(SourceRef ref, LoaderOptions options) throws IOException {
      try {
        YamlTokens tokens =
            new YamlTokens(new ParserImpl(new CodePointWindow(this), options), this);
        Tokens.Kind first = tokens.first();
        if (first != null) {
          documents.read(tokens, first, ref);
          tokens.finish();
        }
      } catch (Unreadable unreadable) {
        sink.unreadable(ref, unreadable.at(), unreadable.getMessage());
      } catch (YAMLException failure) {
        fail(ref, failure);
      } catch (YamlTokens.Skipped skipped) {
        // reported; the rest of its lines are drained below
      }
      drain();
    }

    private void fail(SourceRef ref, YAMLException failure) throws IOException {
      if (failure.getCause() instanceof Refused refused) {
        sink.unreadable(ref, refused.at, refused.getMessage());
      } else if (failure.getCause() instanceof IOException io) {
        throw io;
      } else if (failure instanceof MarkedYAMLException marked) {
        Mark mark =
            marked.getProblemMark() != null ? marked.getProblemMark() : marked.getContextMark();
        String problem = marked.getProblem() != null ? marked.getProblem() : marked.getContext();
        sink.unreadable(
            ref,
            mark == null ? new SourcePosition(firstLine, 1) : position(mark),
            String.valueOf(problem));
      } else {
        sink.unreadable(
            ref, new SourcePosition(firstLine, 1), String.valueOf(failure.getMessage()));
      }
    }

    /** A SnakeYAML mark (0-based, in this document's text) as a position in the file. */
    SourcePosition position(Mark mark) {
      return new SourcePosition(firstLine + mark.getLine(), mark.getColumn() + 1);
    }

    /** A 0-based line and column in this document's text as a position in the file. */
    SourcePosition position(int line, int column) {
      return new SourcePosition(firstLine + line, column + 1);
    }

    /** The memory guard counts the characters handed to SnakeYAML from here. */
    void guardFromHere() {
      guardBase = delivered;
    }

    @Override
    public int read(char[] into, int offset, int length) throws IOException {
      int copied = 0;
      while (copied < length) {
        if (charsPos == charsLength && !nextLine()) {
          break;
        }
        int n = Math.min(length - copied, charsLength - charsPos);
        System.arraycopy(chars, charsPos, into, offset + copied, n);
        charsPos += n;
        copied += n;
      }
      delivered += copied;
      if (delivered - guardBase > Limits.MAX_OBJECT + Limits.GUARD_SLACK) {
        throw new Refused(
            new SourcePosition(lines.number(), 1),
            "an object larger than " + Limits.MAX_OBJECT + " characters");
      }
      return copied == 0 && length > 0 ? -1 : copied;
    }

    /** Makes the frame's next line current and decodes it; false when the frame has ended. */
    private boolean nextLine() throws IOException {
      if (!advance()) {
        return false;
      }
      if (lines.tooLong()) {
        throw new Refused(
            new SourcePosition(lines.number(), 1),
            "a line longer than " + Limits.MAX_OBJECT + " bytes");
      }
      decode();
      return true;
    }

    /** Makes the frame's next line current; false when the frame has ended. */
    private boolean advance() throws IOException {
      if (ended) {
        return false;
      }
      if (started) {
        if (endAfterLine) {
          return end(lines.next());
        }
        if (!lines.next()) {
          return end(false);
        }
        if (lines.isMarker('-') && !awaitingMarker) {
          return end(true);
        }
      }
      started = true;
      if (lines.isMarker('-')) {
        awaitingMarker = false;
      } else if (lines.isMarker('.')) {
        endAfterLine = true;
      }
      return true;
    }

    /** Ends the frame; {@code onNextLine}: the current line is the first one after it. */
    private boolean end(boolean onNextLine) {
      ended = true;
      atNextLine = onNextLine;
      return false;
    }

    /**
     * Decodes the current line as strict UTF-8 and refuses what SnakeYAML's reader refuses
     * (characters outside YAML's printable set, {@code StreamReader.isPrintable}), with their
     * position; then refuses a line whose own brackets nest too deep ({@link #checkBrackets}).
     */
    private void decode() throws Refused {
      if (!decodeAscii()) {
        decodeUtf8();
        checkBrackets();
      }
    }

    /**
     * Refuses a line whose brackets ({@code [} and {@code {} opened, {@code ]} and {@code }}
     * closed, wherever they are on the line) nest deeper than {@link Limits#MAX_DEPTH}, at the
     * bracket that passes it, before SnakeYAML reads the line. Such a line holds more than {@link
     * Limits#MAX_DEPTH} nested flow collections, which the nesting limit refuses anyway, unless its
     * brackets are text in a quoted or block scalar. SnakeYAML's scanner keeps a possible simple
     * key for every flow collection open on a line and walks them all at each token, so reading up
     * to the limit through it costs the square of the depth (a line of 2 000 brackets took a
     * hundred milliseconds); this scan costs the line's length.
     */
    private void checkBrackets() throws Refused {
      int open = 0;
      for (int c = 0; c < charsLength; c++) {
        char ch = chars[c];
        if (ch == '[' || ch == '{') {
          if (++open > Limits.MAX_DEPTH) {
            throw tooDeep(c);
          }
        } else if ((ch == ']' || ch == '}') && open > 0) {
          open--;
        }
      }
    }

    /**
     * Decodes an ASCII line in one pass, its brackets checked as {@link #checkBrackets} checks
     * them; false (nothing decoded) when the line holds a byte that is not ASCII.
     */
    private boolean decodeAscii() throws Refused {
      byte[] bytes = lines.buffer();
      int start = lines.start();
      int length = lines.length();
      if (chars.length < length) {
        chars = new char[Math.max(length, chars.length * 2)];
      }
      charsPos = 0;
      int open = 0;
      for (int i = 0; i < length; i++) {
        byte b = bytes[start + i];
        if (b < 0) {
          return false;
        }
        if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' || b == 0x7f) {
          throw unprintable(b, i);
        }
        if (b == '[' || b == '{') {
          if (++open > Limits.MAX_DEPTH) {
            throw tooDeep(i);
          }
        } else if ((b == ']' || b == '}') && open > 0) {
          open--;
        }
        chars[i] = (char) b;
      }
      charsLength = length;
      return true;
    }

    private Refused tooDeep(int column) {
      return new Refused(
          new SourcePosition(lines.number(), column + 1),
          "nesting deeper than " + Limits.MAX_DEPTH + " levels");
    }

    private void decodeUtf8() throws Refused {
      byte[] bytes = lines.buffer();
      int start = lines.start();
      int length = lines.length();
      decoder.reset();
      ByteBuffer in = ByteBuffer.wrap(bytes, start, length);
      CharBuffer out = CharBuffer.wrap(chars);
      CoderResult result = decoder.decode(in, out, true);
      if (result.isError()) {
        throw new Refused(
            new SourcePosition(lines.number(), out.position() + 1),
            "the text is not UTF-8 (byte " + (in.position() - start + 1) + " of the line)");
      }
      decoder.flush(out);
      charsLength = out.position();
      for (int c = 0; c < charsLength; c++) {
        if (!StreamReader.isPrintable(chars[c]) && !Character.isSurrogate(chars[c])) {
          throw unprintable(chars[c], c);
        }
      }
    }

    private Refused unprintable(int c, int column) {
      return new Refused(
          new SourcePosition(lines.number(), column + 1),
          "character U+"
              + String.format(Locale.ROOT, "%04X", c & 0xffff)
              + " is not allowed in YAML");
    }

    /** Reads the frame's remaining lines without parsing them. */
    private void drain() throws IOException {
      while (advance()) {
        // skipped
      }
    }

    @Override
    public void close() {
      // the lines belong to the stream
    }
  }

  /** What the frame reader refuses (not UTF-8, too long): the document is unreadable there. */
  static final class Refused extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient SourcePosition at;
    private final String message;

    Refused(SourcePosition at, String message) {
      this.at = at;
      this.message = message;
    }

    @Override
    public String getMessage() {
      return message;
    }
  }
}
