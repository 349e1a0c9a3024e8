package io.planerules.rules.internal;

/**
 * UTF-8 lengths as Go's {@code len} sees a string converted from Java text: a surrogate pair is 4
 * bytes and an unpaired surrogate 3 (Go's conversion writes U+FFFD, 3 bytes, in its place).
 * <!-- snippet: InternalExamplesTest#utf8 -->
 *
 * <pre>{@code
 * int ascii = Utf8.length("plane-a"); // 7
 * int accented = Utf8.length("é"); // 2
 * }</pre>
 */
public final class Utf8 {

  private Utf8() {}

  /**
   * The UTF-8 length of {@code s} in bytes.
   *
   * @param s the text
   * @return its length in UTF-8 bytes
   */
  public static int length(CharSequence s) {
    int bytes = 0;
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        bytes += 1;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < n
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        bytes += 3;
      }
    }
    return bytes;
  }
}
