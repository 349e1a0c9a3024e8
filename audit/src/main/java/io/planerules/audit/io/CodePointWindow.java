package io.planerules.audit.io;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.scanner.Constant;

/**
 * SnakeYAML's {@link StreamReader}, reading in time linear in the length of a token. SnakeYAML's
 * own reader copies its whole window of unread code points each time it reads 1 023 more
 * characters, and its scanner reads a plain scalar to its end before it moves on: a scalar of n
 * characters costs n² / 1 023 copies (a 7 MiB single-line value, as a Helm release Secret in a
 * {@code kubectl get -o yaml} listing, took tens of seconds). This window grows by doubling (at
 * once to the rest of the line when the source says how long it is) and moves its unread part to
 * the front only when the read part is at least half of it, so each code point is copied a bounded
 * number of times.
 *
 * <p>Its {@link Source} writes code points straight into it ({@link #append(byte[], int, int)},
 * {@link #append(int)}), already checked against YAML's printable set: nothing is decoded or copied
 * twice. While every code point is below {@code U+0100} (the ASCII that {@code helm} and {@code
 * kubectl} print) the window is a byte array, so a line's bytes are copied in as they are and a
 * scalar becomes a {@code String} by one copy; the first code point above makes it an {@code int}
 * array for the rest of the document. {@link #peek(int)}, which the scanner calls once per
 * character of a plain scalar, is a bounds check and an array read, small enough to be inlined
 * there.
 *
 * <p>Every method SnakeYAML's scanner calls is overridden with the same results as SnakeYAML 2.5's
 * (positions, line breaks, the byte order mark not counted as a column); the superclass holds
 * nothing. Marks carry no snippet of the text: the reader reports SnakeYAML's problems by line and
 * column, never by SnakeYAML's message.
 */
final class CodePointWindow extends StreamReader {

  /** Where the code points come from: a document's lines, decoded and checked. */
  interface Source {

    /**
     * Appends the next code points to {@code window}, at least one and at most {@code max}, each in
     * YAML's printable set ({@link StreamReader#isPrintable(int)}).
     *
     * @return false at the end of the text, where nothing is appended
     * @throws IOException when the text cannot be read or is refused
     */
    boolean read(CodePointWindow window, int max) throws IOException;

    /** How many code points the source already holds beyond what it appended (a growth hint). */
    int pending();
  }

  private static final String NAME = "'reader'";
  private static final int[] NO_SNIPPET = new int[0];

  /** The most code points read from the source at once: the reader's read-ahead is small. */
  static final int CHUNK = 8192;

  private final Source in;

  /** The window while every code point is below U+0100, else {@code null}. */
  private byte @Nullable [] narrow = new byte[1024];

  /** The window once a code point is not, else {@code null}. */
  private int @Nullable [] wide;

  private int capacity = 1024;
  private int length;
  private int pointer;
  private boolean eof;
  private int index;
  private int documentIndex;
  private int line;
  private int column;

  CodePointWindow(Source in) {
    super(Reader.nullReader());
    this.in = in;
  }

  @Override
  public Mark getMark() {
    return new Mark(NAME, index, line, column, NO_SNIPPET, 0);
  }

  @Override
  public void forward() {
    forward(1);
  }

  @Override
  public void forward(int count) {
    for (int i = 0; i < count && ensure(0); i++) {
      int c = at(pointer++);
      index++;
      documentIndex++;
      if (Constant.LINEBR.has(c) || (c == '\r' && ensure(0) && at(pointer) != '\n')) {
        line++;
        column = 0;
      } else if (c != 0xFEFF) {
        column++;
      }
    }
  }

  @Override
  public int peek() {
    int at = pointer;
    return at < length ? at(at) : peekPast(0);
  }

  @Override
  public int peek(int offset) {
    int at = pointer + offset;
    return at < length ? at(at) : peekPast(offset);
  }

  /** The code point at {@code at}, which is read. */
  private int at(int at) {
    byte[] bytes = narrow;
    return bytes != null ? bytes[at] & 0xff : requireNonNull(wide)[at];
  }

  /** {@link #peek(int)} past what is read: reads on, {@code 0} past the end of the text. */
  private int peekPast(int offset) {
    return ensure(offset) ? at(pointer + offset) : 0;
  }

  @Override
  public String prefix(int count) {
    if (count == 0) {
      return "";
    }
    int n = ensure(count) ? count : Math.min(count, length - pointer);
    byte[] bytes = narrow;
    return bytes != null
        ? new String(bytes, pointer, n, StandardCharsets.ISO_8859_1)
        : new String(requireNonNull(wide), pointer, n);
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

  /**
   * Appends {@code count} code points below U+0100, one a byte ({@link Source#read}: within the
   * room it was given).
   */
  void append(byte[] bytes, int from, int count) {
    byte[] into = narrow;
    if (into != null) {
      System.arraycopy(bytes, from, into, length, count);
    } else {
      int[] ints = requireNonNull(wide);
      for (int i = 0; i < count; i++) {
        ints[length + i] = bytes[from + i] & 0xff;
      }
    }
    length += count;
  }

  /** Appends one code point ({@link Source#read}: within the room it was given). */
  void append(int codePoint) {
    byte[] bytes = narrow;
    if (bytes != null && codePoint > 0xff) {
      int[] ints = new int[capacity];
      for (int i = 0; i < length; i++) {
        ints[i] = bytes[i] & 0xff;
      }
      wide = ints;
      narrow = null;
      bytes = null;
    }
    if (bytes != null) {
      bytes[length++] = (byte) codePoint;
    } else {
      requireNonNull(wide)[length++] = codePoint;
    }
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
      if (pointer > 0 && (pointer >= length - pointer || length + CHUNK > capacity)) {
        move(pointer, 0, length - pointer);
        length -= pointer;
        pointer = 0;
      }
      if (length + CHUNK > capacity) {
        grow(Math.max(Math.max(capacity * 2, length + CHUNK), length + in.pending()));
      }
      if (!in.read(this, CHUNK)) {
        eof = true;
      }
    } catch (IOException e) {
      throw new YAMLException(e);
    }
  }

  private void move(int from, int to, int count) {
    Object array = narrow != null ? narrow : requireNonNull(wide);
    System.arraycopy(array, from, array, to, count);
  }

  private void grow(int size) {
    byte[] bytes = narrow;
    if (bytes != null) {
      narrow = Arrays.copyOf(bytes, size);
    } else {
      wide = Arrays.copyOf(requireNonNull(wide), size);
    }
    capacity = size;
  }
}
