package io.planerules.ownership.rbac;

/**
 * Go's {@code strconv.Quote} (what {@code fmt}'s {@code %q} prints for a string): printable runes
 * as they are, {@code \a \b \f \n \r \t \v \\ \"} escaped, other control and non-printable runes as
 * {@code \xNN}, {@code \\uNNNN} or {@code \UNNNNNNNN} (lower-case hex). "Printable" is Go's {@code
 * unicode.IsPrint}: letters, marks, numbers, punctuation, symbols and the ASCII space. A lone
 * surrogate (invalid UTF-8 in Go) prints as {@code \ufffd}.
 */
final class GoQuote {

  private static final String HEX = "0123456789abcdef";

  private GoQuote() {}

  static void appendQuoted(StringBuilder out, String value) {
    out.append('"');
    for (int i = 0; i < value.length(); ) {
      int rune = value.codePointAt(i);
      i += Character.charCount(rune);
      appendRune(out, rune);
    }
    out.append('"');
  }

  private static void appendRune(StringBuilder out, int rune) {
    switch (rune) {
      case '"' -> out.append("\\\"");
      case '\\' -> out.append("\\\\");
      case 0x07 -> out.append("\\a");
      case '\b' -> out.append("\\b");
      case '\f' -> out.append("\\f");
      case '\n' -> out.append("\\n");
      case '\r' -> out.append("\\r");
      case '\t' -> out.append("\\t");
      case 0x0b -> out.append("\\v");
      default -> appendOther(out, rune);
    }
  }

  private static void appendOther(StringBuilder out, int rune) {
    if (rune < ' ' || rune == 0x7f) {
      out.append("\\x");
      appendHex(out, rune, 2);
    } else if (isPrint(rune)) {
      out.appendCodePoint(rune);
    } else if (Character.getType(rune) == Character.SURROGATE) {
      out.append("\\ufffd");
    } else if (Character.isBmpCodePoint(rune)) {
      out.append("\\u");
      appendHex(out, rune, 4);
    } else {
      out.append("\\U");
      appendHex(out, rune, 8);
    }
  }

  private static void appendHex(StringBuilder out, int value, int digits) {
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
      out.append(HEX.charAt((value >> shift) & 0xf));
    }
  }

  private static boolean isPrint(int rune) {
    if (rune == ' ') {
      return true;
    }
    return switch (Character.getType(rune)) {
      case Character.UPPERCASE_LETTER,
          Character.LOWERCASE_LETTER,
          Character.TITLECASE_LETTER,
          Character.MODIFIER_LETTER,
          Character.OTHER_LETTER,
          Character.NON_SPACING_MARK,
          Character.ENCLOSING_MARK,
          Character.COMBINING_SPACING_MARK,
          Character.DECIMAL_DIGIT_NUMBER,
          Character.LETTER_NUMBER,
          Character.OTHER_NUMBER,
          Character.CONNECTOR_PUNCTUATION,
          Character.DASH_PUNCTUATION,
          Character.START_PUNCTUATION,
          Character.END_PUNCTUATION,
          Character.INITIAL_QUOTE_PUNCTUATION,
          Character.FINAL_QUOTE_PUNCTUATION,
          Character.OTHER_PUNCTUATION,
          Character.MATH_SYMBOL,
          Character.CURRENCY_SYMBOL,
          Character.MODIFIER_SYMBOL,
          Character.OTHER_SYMBOL ->
          true;
      default -> false;
    };
  }
}
