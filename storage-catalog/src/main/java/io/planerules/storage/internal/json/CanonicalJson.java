package io.planerules.storage.internal.json;

import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.rules.internal.Sha256;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Writes a compact Go {@code encoding/json} text straight into UTF-8 bytes, for the canonical forms
 * that are hashed on the decision hot path (profile digest, StorageClass digest). It holds the one
 * implementation of Go's JSON string escaping in this module ({@code GoText.jsonString} in {@code
 * io.planerules.storage.internal.text} decodes what this writer writes). One writer per canonical
 * form; not thread-safe (like {@link StringBuilder}), so never share one.
 */
public final class CanonicalJson {

  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  /** ASCII chars written verbatim: U+0020–007F except {@code " \ < > &}. */
  private static final boolean[] PLAIN = new boolean[0x80];

  static {
    for (int c = 0x20; c < 0x80; c++) {
      PLAIN[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&';
    }
  }

  private byte[] bytes;
  private int length;

  /**
   * An empty writer.
   *
   * @param capacity the initial buffer size in bytes (it grows as needed)
   */
  public CanonicalJson(int capacity) {
    bytes = new byte[Math.max(capacity, 16)];
  }

  /**
   * Appends ASCII text verbatim (keys, punctuation, literals such as {@code null}); the text is
   * copied as is, without JSON escaping.
   *
   * @param text ASCII text
   * @return this writer
   * @throws IllegalArgumentException when the text holds a character above U+007F
   */
  @CanIgnoreReturnValue // appends and returns this writer for chaining
  public CanonicalJson ascii(String text) {
    int n = text.length();
    ensure(n);
    byte[] b = bytes;
    int p = length;
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c >= 0x80) {
        throw new IllegalArgumentException(
            "not ASCII: U+" + Integer.toHexString(c).toUpperCase(Locale.ROOT) + " at " + i);
      }
      b[p + i] = (byte) c;
    }
    length = p + n;
    return this;
  }

  /**
   * The bytes of ASCII text, for a constant piece that {@link #bytes(byte[])} copies later.
   *
   * @param text ASCII text
   * @return its bytes
   * @throws IllegalArgumentException when the text holds a character above U+007F
   */
  public static byte[] asciiFragment(String text) {
    return new CanonicalJson(text.length()).ascii(text).toByteArray();
  }

  /**
   * Appends bytes written earlier by a writer ({@link #toByteArray()}), for fragments that never
   * change.
   *
   * @param fragment canonical UTF-8 bytes
   * @return this writer
   */
  @CanIgnoreReturnValue // appends and returns this writer for chaining
  public CanonicalJson bytes(byte[] fragment) {
    ensure(fragment.length);
    System.arraycopy(fragment, 0, bytes, length, fragment.length);
    length += fragment.length;
    return this;
  }

  /**
   * Appends {@code true} or {@code false}.
   *
   * @param value the value
   * @return this writer
   */
  @CanIgnoreReturnValue // appends and returns this writer for chaining
  public CanonicalJson bool(boolean value) {
    return ascii(value ? "true" : "false");
  }

  /**
   * Appends {@code s} as Go {@code encoding/json} marshals a string (Go 1.22 and later), as UTF-8:
   * quotes included; {@code " \\} and {@code \b \f \n \r \t} escaped, other U+0000–001F, {@code < >
   * &}, U+2028 and U+2029 as {@code \\u} + 4 lowercase hex digits, an unpaired surrogate as the six
   * characters {@code \ufffd}, everything else verbatim.
   *
   * @param s the text
   * @return this writer
   */
  @CanIgnoreReturnValue // appends and returns this writer for chaining
  public CanonicalJson string(String s) {
    ensure(1);
    bytes[length++] = '"';
    content(s);
    ensure(1);
    bytes[length++] = '"';
    return this;
  }

  /**
   * {@link #string(String)} without the quotes, for callers whose constant fragments end and begin
   * with them.
   *
   * @param s the text
   */
  public void content(String s) {
    int n = s.length();
    ensure(n);
    byte[] b = bytes;
    int p = length;
    int i = 0;
    // the common case: printable ASCII with nothing to escape, one byte per char
    while (i < n) {
      char c = s.charAt(i);
      if (c >= 0x80 || !PLAIN[c]) {
        break;
      }
      b[p++] = (byte) c;
      i++;
    }
    length = p;
    if (i < n) {
      escapeFrom(s, i);
    }
  }

  /**
   * Appends {@code ["a","b"]} ({@code []} when empty), each element as {@link #string(String)}.
   *
   * @param items the strings, in order
   * @return this writer
   */
  @CanIgnoreReturnValue // appends and returns this writer for chaining
  public CanonicalJson strings(List<String> items) {
    ensure(2);
    bytes[length++] = '[';
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        ensure(1);
        bytes[length++] = ',';
      }
      string(requireNonNull(items.get(i), "list element"));
    }
    ensure(1);
    bytes[length++] = ']';
    return this;
  }

  /** The bytes written so far. */
  public byte[] toByteArray() {
    return Arrays.copyOf(bytes, length);
  }

  /**
   * {@code prefix} + 64 lowercase hex of SHA-256 over the bytes written so far, with a fresh digest
   * per call ({@link Sha256#prefixedHex(String, byte[], int)}).
   *
   * @param prefix ASCII text before the hex, e.g. {@code sha256:}
   * @return the digest text
   */
  public String sha256Hex(String prefix) {
    return Sha256.prefixedHex(prefix, bytes, length);
  }

  /** The text written so far (the UTF-8 bytes decoded). */
  @Override
  public String toString() {
    return new String(bytes, 0, length, StandardCharsets.UTF_8);
  }

  /** The rest of {@link #string(String)} from the first char that is not plain ASCII. */
  private void escapeFrom(String s, int from) {
    int n = s.length();
    for (int i = from; i < n; i++) {
      char c = s.charAt(i);
      ensure(12);
      byte[] b = bytes;
      if (c < 0x80) {
        if (PLAIN[c]) {
          b[length++] = (byte) c;
        } else {
          escapeAscii(c);
        }
      } else if (c < 0x800) {
        b[length++] = (byte) (0xC0 | (c >> 6));
        b[length++] = (byte) (0x80 | (c & 0x3F));
      } else if (c == '\u2028' || c == '\u2029') {
        unicodeEscape(c);
      } else if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < n
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          int cp = Character.toCodePoint(c, s.charAt(++i));
          b[length++] = (byte) (0xF0 | (cp >> 18));
          b[length++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
          b[length++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
          b[length++] = (byte) (0x80 | (cp & 0x3F));
        } else {
          unicodeEscape(0xFFFD);
        }
      } else {
        b[length++] = (byte) (0xE0 | (c >> 12));
        b[length++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        b[length++] = (byte) (0x80 | (c & 0x3F));
      }
    }
  }

  /** An ASCII char Go escapes: {@code " \ < > &} and the C0 controls. */
  private void escapeAscii(char c) {
    byte[] b = bytes;
    switch (c) {
      case '"', '\\' -> {
        b[length++] = '\\';
        b[length++] = (byte) c;
      }
      case '\b' -> shortEscape('b');
      case '\f' -> shortEscape('f');
      case '\n' -> shortEscape('n');
      case '\r' -> shortEscape('r');
      case '\t' -> shortEscape('t');
      default -> unicodeEscape(c);
    }
  }

  private void shortEscape(char letter) {
    bytes[length++] = '\\';
    bytes[length++] = (byte) letter;
  }

  /** {@code \\u} + 4 lowercase hex digits. */
  private void unicodeEscape(int c) {
    byte[] b = bytes;
    b[length++] = '\\';
    b[length++] = 'u';
    b[length++] = HEX[(c >> 12) & 0xF];
    b[length++] = HEX[(c >> 8) & 0xF];
    b[length++] = HEX[(c >> 4) & 0xF];
    b[length++] = HEX[c & 0xF];
  }

  /** Makes room for {@code more} bytes. */
  private void ensure(int more) {
    if (length + more > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
    }
  }
}
