package io.planerules.audit.io;

import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.reader.ReaderException;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.scanner.Constant;

/**
 * SnakeYAML's {@link StreamReader}, reading in time linear in the length of a token. SnakeYAML's
 * own reader copies its whole window of unread code points each time it reads 1 023 more
 * characters, and its scanner reads a plain scalar to its end before it moves on: a scalar of n
 * characters costs n² / 1 023 copies (a 7 MiB single-line value, as a Helm release Secret in a
 * {@code kubectl get -o yaml} listing, took tens of seconds). This window grows by doubling and
 * moves its unread part to the front only when the read part is at least half of it, so each code
 * point is copied a bounded number of times. Every method SnakeYAML's scanner calls is overridden
 * with the same results as SnakeYAML 2.5's (positions, line breaks, the byte order mark not counted
 * as a column); the superclass holds nothing.
 */
final class CodePointWindow extends StreamReader {

  private static final String NAME = "'reader'";

  private final Reader in;
  private final char[] chunk = new char[4096];
  private int[] window = new int[1024];
  private int length;
  private int pointer;
  private boolean eof;
  private int index;
  private int documentIndex;
  private int line;
  private int column;

  CodePointWindow(Reader in) {
    super(in);
    this.in = in;
  }

  @Override
  public Mark getMark() {
    return new Mark(NAME, index, line, column, window, pointer);
  }

  @Override
  public void forward() {
    forward(1);
  }

  @Override
  public void forward(int count) {
    for (int i = 0; i < count && ensure(0); i++) {
      int c = window[pointer++];
      index++;
      documentIndex++;
      if (Constant.LINEBR.has(c) || (c == '\r' && ensure(0) && window[pointer] != '\n')) {
        line++;
        column = 0;
      } else if (c != 0xFEFF) {
        column++;
      }
    }
  }

  @Override
  public int peek() {
    return ensure(0) ? window[pointer] : 0;
  }

  @Override
  public int peek(int offset) {
    return ensure(offset) ? window[pointer + offset] : 0;
  }

  @Override
  public String prefix(int count) {
    if (count == 0) {
      return "";
    }
    return ensure(count)
        ? new String(window, pointer, count)
        : new String(window, pointer, Math.min(count, length - pointer));
  }

  @Override
  public String prefixForward(int count) {
    String prefix = prefix(count);
    pointer += count;
    index += count;
    documentIndex += count;
    column += count;
    return prefix;
  }

  @Override
  public int getColumn() {
    return column;
  }

  @Override
  public int getDocumentIndex() {
    return documentIndex;
  }

  @Override
  public void resetDocumentIndex() {
    documentIndex = 0;
  }

  @Override
  public int getIndex() {
    return index;
  }

  @Override
  public int getLine() {
    return line;
  }

  /** Whether the code point at {@code offset} from the pointer is read, reading until it is. */
  private boolean ensure(int offset) {
    while (!eof && pointer + offset >= length) {
      fill();
    }
    return pointer + offset < length;
  }

  private void fill() {
    try {
      int read = in.read(chunk, 0, chunk.length - 1);
      if (read <= 0) {
        eof = true;
        return;
      }
      if (Character.isHighSurrogate(chunk[read - 1]) && in.read(chunk, read, 1) == 1) {
        read++;
      }
      if (pointer > 0 && (pointer >= length - pointer || length + read > window.length)) {
        System.arraycopy(window, pointer, window, 0, length - pointer);
        length -= pointer;
        pointer = 0;
      }
      if (length + read > window.length) {
        window = Arrays.copyOf(window, Math.max(window.length * 2, length + read));
      }
      for (int i = 0; i < read; ) {
        char ch = chunk[i];
        if (ch >= 0x20 && ch <= 0x7E) {
          // printable ASCII, the text helm and kubectl print: no surrogate, no check needed
          window[length++] = ch;
          i++;
          continue;
        }
        int c = Character.codePointAt(chunk, i, read);
        if (!isPrintable(c)) {
          throw new ReaderException(
              NAME, index + length - pointer, c, "special characters are not allowed");
        }
        window[length++] = c;
        i += Character.charCount(c);
      }
    } catch (IOException e) {
      throw new YAMLException(e);
    }
  }
}
