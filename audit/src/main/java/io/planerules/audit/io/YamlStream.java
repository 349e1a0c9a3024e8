package io.planerules.audit.io;

import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
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
   * One document's lines, decoded as strict UTF-8 and checked, as the code points SnakeYAML reads
   * ({@link CodePointWindow}), with the memory guard and the mapping of SnakeYAML's marks to file
   * positions. A line of printable ASCII, what {@code helm} and {@code kubectl} print, is checked
   * eight bytes at a time and its bytes are written into the window as they are; another line is
   * decoded once into characters.
   */
  final class Frame implements CodePointWindow.Source {

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

    /** The current line: its length in bytes (ASCII) or characters, and how much is delivered. */
    private int lineLength;

    private int linePos;
    private boolean ascii;
    private char[] chars = new char[256];
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
    public boolean read(CodePointWindow window, int max) throws IOException {
      while (linePos == lineLength) {
        if (!nextLine()) {
          return false;
        }
      }
      int n;
      if (ascii) {
        n = Math.min(max, lineLength - linePos);
        window.append(lines.buffer(), lines.start() + linePos, n);
        linePos += n;
      } else {
        n = 0;
        while (n < max && linePos < lineLength) {
          int c = Character.codePointAt(chars, linePos, lineLength);
          window.append(c);
          linePos += Character.charCount(c);
          n++;
        }
      }
      delivered += n;
      if (delivered - guardBase > Limits.MAX_OBJECT + Limits.GUARD_SLACK) {
        throw new Refused(
            new SourcePosition(lines.number(), 1),
            "an object larger than " + Limits.MAX_OBJECT + " characters");
      }
      return true;
    }

    @Override
    public int pending() {
      return lineLength - linePos;
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
      linePos = 0;
      ascii = checkAscii();
      if (ascii) {
        lineLength = lines.length();
      } else {
        decodeUtf8();
        checkBrackets();
      }
      return true;
    }

    /** Makes the frame's next line current; false when the frame has ended. */
    private boolean advance() throws IOException {
      if (ended) {
        return false;
      }
      if (started) {
        if (endAfterLine) {
          end(lines.next());
          return false;
        }
        if (!lines.next()) {
          end(false);
          return false;
        }
        if (lines.isMarker('-') && !awaitingMarker) {
          end(true);
          return false;
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
    private void end(boolean onNextLine) {
      ended = true;
      atNextLine = onNextLine;
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
      for (int c = 0; c < lineLength; c++) {
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
     * Checks an ASCII line, eight bytes at a time ({@link Bytes#isPlain}), refusing what {@link
     * #checkBrackets} and SnakeYAML's reader refuse; false (nothing checked) when the line holds a
     * byte that is not ASCII.
     */
    private boolean checkAscii() throws Refused {
      byte[] bytes = lines.buffer();
      int start = lines.start();
      int length = lines.length();
      int open = 0;
      int i = 0;
      while (i < length) {
        if (i + Long.BYTES <= length && Bytes.isPlain(Bytes.word(bytes, start + i))) {
          i += Long.BYTES;
          continue;
        }
        int end = Math.min(length, i + Long.BYTES);
        for (; i < end; i++) {
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
        }
      }
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
      if (chars.length < length) {
        chars = new char[Math.max(length, chars.length * 2)];
      }
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
      lineLength = out.position();
      for (int c = 0; c < lineLength; c++) {
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
