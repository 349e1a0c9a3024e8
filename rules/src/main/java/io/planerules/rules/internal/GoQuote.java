package io.planerules.rules.internal;

import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;

/**
 * Go's {@code strconv.Quote}, what {@code fmt}'s {@code %q} prints for a string, so that problem
 * messages and canonical texts match the upstream Go code byte for byte. The one implementation
 * every module uses (storage-catalog's {@code GoText.quote} and ownership's RBAC texts delegate
 * here).
 *
 * <p>Printable runes stay as they are: Go's {@code strconv.IsPrint} (letters, marks, numbers,
 * punctuation, symbols and the ASCII space) as Go 1.25 defines it from Unicode 15.0.0, the same on
 * every JDK ({@link GoPrintable}); {@code \"}, {@code \\} and {@code \a \b \f \n \r \t \v} are
 * escaped; other C0 controls and DEL print as {@code \xNN}; other non-printable code points as
 * {@code \\uNNNN} or {@code \UNNNNNNNN} (lowercase hex); an unpaired surrogate (invalid UTF-8 in
 * Go) as {@code \\ufffd}. {@link #quote(String)} accepts input of any length and truncates nothing;
 * {@link #quote(String, int)} bounds what a message repeats of an untrusted value.
 * <!-- snippet: InternalExamplesTest#go-quote -->
 *
 * <pre>{@code
 * String plain = GoQuote.quote("csi.weka.io"); // "csi.weka.io" in quotes
 * String tab = GoQuote.quote("a\tb"); // "a\tb", the tab escaped
 * String nbsp = GoQuote.quote("\u00a0"); // "\u00a0", not printable to Go
 * }</pre>
 */
public final class GoQuote {

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private GoQuote() {}

  /**
   * Quotes a string like Go's {@code strconv.Quote}.
   *
   * @param s the text
   * @return the double-quoted literal, e.g. {@code "\"csi.weka.io\""} for {@code csi.weka.io}
   */
  public static String quote(String s) {
    requireNonNull(s, "s");
    return appendQuoted(new StringBuilder(s.length() + 2), s).toString();
  }

  /**
   * Quotes at most the first {@code maxChars} chars of {@code s} like Go's {@code strconv.Quote}
   * and marks a cut with {@code ...} after the closing quote, so that a message echoing an
   * arbitrarily long value stays short. A surrogate pair split by the cut leaves an unpaired
   * surrogate, quoted as {@code \\ufffd}.
   * <!-- snippet: InternalExamplesTest#go-quote-bounded -->
   *
   * <pre>{@code
   * String cut = GoQuote.quote("abc", 2); // "ab"... : two characters, then an ellipsis
   * String whole = GoQuote.quote("ab", 2); // "ab"
   * }</pre>
   *
   * @param s the text
   * @param maxChars how many chars of {@code s} to quote at most (not negative)
   * @return the double-quoted literal of the kept chars, followed by {@code ...} when cut
   */
  public static String quote(String s, int maxChars) {
    requireNonNull(s, "s");
    if (maxChars < 0) {
      throw new IllegalArgumentException("maxChars " + maxChars + " < 0");
    }
    if (s.length() <= maxChars) {
      return quote(s);
    }
    StringBuilder out = new StringBuilder(maxChars + 5);
    return appendQuoted(out, s.substring(0, maxChars)).append("...").toString();
  }

  /**
   * Appends {@link #quote(String)} of {@code s} to {@code out}, for building longer texts without
   * intermediate strings.
   *
   * @param out where to append
   * @param s the text
   * @return {@code out}
   */
  @CanIgnoreReturnValue // appends to out and returns it for chaining
  public static StringBuilder appendQuoted(StringBuilder out, String s) {
    requireNonNull(out, "out");
    requireNonNull(s, "s");
    out.append('"');
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      i += Character.charCount(cp);
      switch (cp) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case 0x07 -> out.append("\\a");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case 0x0B -> out.append("\\v");
        default -> appendOther(out, cp);
      }
    }
    return out.append('"');
  }

  private static void appendOther(StringBuilder out, int cp) {
    if (Character.isSurrogate((char) cp) && cp <= 0xFFFF) {
      out.append("\\ufffd");
    } else if (cp < 0x20 || cp == 0x7F) {
      out.append("\\x").append(HEX[cp >> 4]).append(HEX[cp & 0xF]);
    } else if (GoPrintable.isPrint(cp)) {
      out.appendCodePoint(cp);
    } else if (cp <= 0xFFFF) {
      out.append("\\u");
      appendHex(out, cp, 4);
    } else {
      out.append("\\U");
      appendHex(out, cp, 8);
    }
  }

  private static void appendHex(StringBuilder out, int value, int digits) {
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
      out.append(HEX[(value >> shift) & 0xF]);
    }
  }
}
