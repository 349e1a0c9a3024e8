package io.planerules.storage.internal.text;

import static java.util.Objects.requireNonNull;

import com.google.common.base.CharMatcher;
import io.planerules.storage.internal.json.CanonicalJson;

/**
 * Text helpers that behave exactly like the Go functions the upstream agent uses, so that messages,
 * blank checks, canonical JSON and sort orders match NVCA byte for byte.
 *
 * <ul>
 *   <li>{@link #isSpace(int)} = Go {@code unicode.IsSpace};
 *   <li>{@link #trimSpace(String)} = Go {@code strings.TrimSpace} (never {@code String.trim()},
 *       {@code strip()} or {@code isBlank()}: they use other whitespace sets);
 *   <li>{@link #jsonString(String)} = a string as Go {@code encoding/json} marshals it;
 *   <li>{@link #compareUtf8(String, String)} = Go's byte-wise string order.
 * </ul>
 */
public final class GoText {

  /** Go's white space ({@link #isSpace(int)}). */
  private static final CharMatcher SPACE = CharMatcher.whitespace();

  private GoText() {}

  /**
   * Whether a code point is white space for Go's {@code unicode.IsSpace}: U+0009–000D, U+0020,
   * U+0085, U+00A0, U+1680, U+2000–200A, U+2028, U+2029, U+202F, U+205F, U+3000. U+FEFF is not.
   * Guava's {@link CharMatcher#whitespace()} is that set on every char (a test checks every code
   * point), and no supplementary code point is in it.
   *
   * @param codePoint the code point
   * @return whether Go treats it as space
   */
  public static boolean isSpace(int codePoint) {
    return codePoint <= Character.MAX_VALUE && SPACE.matches((char) codePoint);
  }

  /**
   * Removes leading and trailing {@linkplain #isSpace(int) Go white space}, like Go's {@code
   * strings.TrimSpace}. No half of a surrogate pair is white space, so trimming chars trims code
   * points.
   *
   * @param s the text
   * @return the text without surrounding white space
   */
  public static String trimSpace(String s) {
    requireNonNull(s, "s");
    return SPACE.trimFrom(s);
  }

  /**
   * Whether the text is empty after {@link #trimSpace(String)}.
   *
   * @param s the text
   * @return whether it is blank in Go's sense
   */
  public static boolean isBlank(String s) {
    requireNonNull(s, "s");
    return SPACE.matchesAllOf(s);
  }

  /**
   * A string as Go {@code encoding/json} marshals it (Go ≥ 1.22): {@code "} → {@code \"}, {@code \}
   * → {@code \\}, U+0008 → {@code \b}, U+000C → {@code \f}, LF → {@code \n}, CR → {@code \r}, TAB →
   * {@code \t}, other U+0000–001F → {@code \\u00xx}, {@code <}, {@code >}, {@code &}, U+2028,
   * U+2029 → {@code \\u003c}, {@code \\u003e}, {@code \\u0026}, {@code \\u2028}, {@code \\u2029},
   * an unpaired surrogate → {@code \\ufffd}; everything else (DEL, non-ASCII) verbatim. Hex is
   * lowercase. The escaping itself is {@link CanonicalJson#string(String)}'s, the one
   * implementation of it.
   *
   * @param s the text
   * @return the JSON string literal, quotes included
   */
  public static String jsonString(String s) {
    requireNonNull(s, "s");
    return new CanonicalJson(s.length() + 8).string(s).toString();
  }

  /**
   * Appends {@link #jsonString(String)} of {@code s} to {@code out}; for building canonical forms
   * without intermediate strings.
   *
   * @param out where to append
   * @param s the text
   * @return {@code out}
   */
  public static StringBuilder appendJsonString(StringBuilder out, String s) {
    requireNonNull(out, "out");
    return out.append(jsonString(s));
  }

  /**
   * Orders two strings by code point, which equals Go's byte-wise order of their UTF-8 bytes
   * ({@code sort.Strings}); {@link String#compareTo(String)} differs for code points above U+FFFF.
   *
   * @param a one string
   * @param b another
   * @return negative, zero or positive as {@code a} sorts before, with or after {@code b}
   */
  public static int compareUtf8(String a, String b) {
    requireNonNull(a, "a");
    requireNonNull(b, "b");
    int n = Math.min(a.length(), b.length());
    for (int i = 0; i < n; i++) {
      char x = a.charAt(i);
      char y = b.charAt(i);
      if (x != y) {
        if (x >= 0xD800 && y >= 0xD800) {
          return fixUp(x) - fixUp(y);
        }
        return x - y;
      }
    }
    return a.length() - b.length();
  }

  /** Moves surrogates above U+E000–U+FFFF so char order equals code-point order. */
  private static int fixUp(char c) {
    return c >= 0xE000 ? c - 0x800 : c + 0x2000;
  }
}
