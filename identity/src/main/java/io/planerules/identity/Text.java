package io.planerules.identity;

/** Byte-length and quoting helpers shared by the validators (package-private). */
final class Text {

  /** Longest prefix of an offending value quoted in a message. */
  static final int QUOTE_LIMIT = 80;

  private Text() {}

  /**
   * The UTF-8 byte length of {@code s} as Go's {@code len} sees it: a surrogate pair is 4 bytes and
   * an unpaired surrogate 3 (it is encoded as U+FFFD-sized replacement by Go's conversion).
   */
  static int utf8Length(String s) {
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

  /**
   * A Go {@code %q}-like quotation of {@code value} for messages: control characters, quotes,
   * backslashes, surrogates and non-ASCII whitespace escaped; cut after {@link #QUOTE_LIMIT}
   * characters with {@code ...}.
   */
  static String quote(String value) {
    StringBuilder out = new StringBuilder(Math.min(value.length(), QUOTE_LIMIT) + 8).append('"');
    int n = Math.min(value.length(), QUOTE_LIMIT);
    for (int i = 0; i < n; i++) {
      char c = value.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20
              || c == 0x7f
              || Character.isSurrogate(c)
              || (c >= 0x80 && c <= 0x9f)
              || c == '\u2028'
              || c == '\u2029') {
            out.append("\\u").append(hex4(c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
    if (value.length() > QUOTE_LIMIT) {
      out.append("...");
    }
    return out.toString();
  }

  private static String hex4(char c) {
    String h = Integer.toHexString(c);
    return "0000".substring(h.length()) + h;
  }

  static boolean isLowerAlnum(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
  }

  static boolean isAlnum(char c) {
    return isLowerAlnum(c) || (c >= 'A' && c <= 'Z');
  }

  /**
   * ASCII whitespace as Go's {@code unicode.IsSpace} restricted to ASCII: space, \t \n \v \f \r.
   */
  static boolean isAsciiWhitespace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000b' || c == '\f' || c == '\r';
  }
}
