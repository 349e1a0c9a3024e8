package io.planerules.storage.internal.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.base.CharMatcher;
import io.planerules.rules.internal.GoQuote;
import io.planerules.testkit.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.quicktheories.generators.SourceDSL;

/** Go-compatible text helpers; expected values are Go's documented behaviour (go doc). */
class GoTextTest {

  /**
   * Go's {@code unicode.IsSpace} (go doc unicode.IsSpace; src/unicode/tables.go White_Space): '\t',
   * '\n', '\v', '\f', '\r', ' ', U+0085, U+00A0, and outside Latin-1 U+1680, U+2000–U+200A, U+2028,
   * U+2029, U+202F, U+205F, U+3000.
   */
  private static boolean goIsSpace(int cp) {
    return (cp >= 0x09 && cp <= 0x0D)
        || cp == 0x20
        || cp == 0x85
        || cp == 0xA0
        || cp == 0x1680
        || (cp >= 0x2000 && cp <= 0x200A)
        || cp == 0x2028
        || cp == 0x2029
        || cp == 0x202F
        || cp == 0x205F
        || cp == 0x3000;
  }

  /** On every code point, and Guava's whitespace matcher on every char, as Go. */
  @Test
  void isSpaceIsGoOnEveryCodePoint() {
    for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
      if (GoText.isSpace(cp) != goIsSpace(cp)) {
        throw new AssertionError(String.format("U+%04X", cp));
      }
      if (cp <= Character.MAX_VALUE
          && CharMatcher.whitespace().matches((char) cp) != goIsSpace(cp)) {
        throw new AssertionError(String.format("CharMatcher U+%04X", cp));
      }
    }
  }

  /** Trimming and the blank test agree with a code-point reading of Go's set. */
  @Test
  void trimSpaceAndIsBlankAgreeWithGoOnCodePoints() {
    String pool = " \t\n\u000b\u0085\u00a0\u1680\u2000\u200a\u2028\u3000\ufeff\u200bax\ud83d\ude42";
    Properties.qt()
        .forAll(
            SourceDSL.lists()
                .of(SourceDSL.integers().between(0, pool.length() - 1))
                .ofSizeBetween(0, 12))
        .checkAssert(
            picks -> {
              StringBuilder text = new StringBuilder();
              picks.forEach(i -> text.append(pool.charAt(i)));
              String s = text.toString();
              int start = 0;
              int end = s.length();
              while (start < end && goIsSpace(s.codePointAt(start))) {
                start += Character.charCount(s.codePointAt(start));
              }
              while (end > start && goIsSpace(s.codePointBefore(end))) {
                end -= Character.charCount(s.codePointBefore(end));
              }
              assertThat(GoText.trimSpace(s)).isEqualTo(s.substring(start, end));
              assertThat(GoText.isBlank(s)).isEqualTo(start == end);
            });
  }

  @Test
  void isSpaceMatchesGoUnicodeIsSpace() {
    int[] spaces = {
      0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000, 0x2005, 0x200A, 0x2028,
      0x2029, 0x202F, 0x205F, 0x3000
    };
    for (int cp : spaces) {
      assertThat(GoText.isSpace(cp)).as("U+%04X", cp).isTrue();
    }
    int[] notSpaces = {
      0x00, 0x08, 0x0E, 0x1F, 0x21, 'a', 0x84, 0x86, 0x9F, 0xA1, 0xFF, 0x100, 0x167F, 0x1681,
      0x1FFF, 0x200B, 0x2027, 0x202A, 0x202E, 0x2030, 0x205E, 0x2060, 0x2FFF, 0x3001, 0xFEFF, 0x180E
    };
    for (int cp : notSpaces) {
      assertThat(GoText.isSpace(cp)).as("U+%04X", cp).isFalse();
    }
  }

  @Test
  void trimSpaceUsesGoSetNotJavaTrim() {
    assertThat(GoText.trimSpace("\u00a0ro\u2028")).isEqualTo("ro");
    assertThat(GoText.trimSpace("\u0085 ro \t\n")).isEqualTo("ro");
    assertThat(GoText.trimSpace("\ufeffro")).isEqualTo("\ufeffro");
    assertThat(GoText.trimSpace("\u0000ro")).isEqualTo("\u0000ro");
    assertThat(GoText.trimSpace("a b")).isEqualTo("a b");
    assertThat(GoText.trimSpace("")).isEmpty();
    assertThat(GoText.trimSpace(" \u3000 ")).isEmpty();
    assertThat(GoText.trimSpace("\ud83d\ude42 ")).isEqualTo("\ud83d\ude42");
    assertThat(GoText.trimSpace(" \ud83d\ude42")).isEqualTo("\ud83d\ude42");
    assertThat(GoText.isBlank(" \u00a0\u2029")).isTrue();
    assertThat(GoText.isBlank("")).isTrue();
    assertThat(GoText.isBlank(" x ")).isFalse();
    assertThat(GoText.isBlank("\ufeff")).isFalse();
    assertThat(GoText.isBlank("\ud83d\ude42")).isFalse();
  }

  @ParameterizedTest(name = "quote({0})")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '\'',
      value = {
        "csi.weka.io|\"csi.weka.io\"",
        "''|\"\"",
        "a\"b|\"a\\\"b\"",
        "a\\b|\"a\\\\b\"",
        "é中🙂|\"é中🙂\"",
      })
  void quotePrintable(String input, String expected) {
    assertThat(GoQuote.quote(input)).isEqualTo(expected);
  }

  @Test
  void quoteEscapesLikeStrconvQuote() {
    assertThat(GoQuote.quote("\u0007\b\f\n\r\t\u000b")).isEqualTo("\"\\a\\b\\f\\n\\r\\t\\v\"");
    assertThat(GoQuote.quote("\u0000\u0001\u001b\u001f\u007f"))
        .isEqualTo("\"\\x00\\x01\\x1b\\x1f\\x7f\"");
    assertThat(GoQuote.quote("\u0085\u00a0\u2028\ufeff\u200b"))
        .isEqualTo("\"\\u0085\\u00a0\\u2028\\ufeff\\u200b\"");
    assertThat(GoQuote.quote(" ")).isEqualTo("\" \"");
    assertThat(GoQuote.quote("\u3000")).isEqualTo("\"\\u3000\"");
    assertThat(GoQuote.quote("\ud800x\udc00")).isEqualTo("\"\\ufffdx\\ufffd\"");
    // U+E0001 LANGUAGE TAG is a format character: \U with 8 lowercase hex digits
    assertThat(GoQuote.quote(new String(Character.toChars(0xE0001)))).isEqualTo("\"\\U000e0001\"");
    // unassigned BMP code point
    assertThat(GoQuote.quote("\u0378")).isEqualTo("\"\\u0378\"");
    assertThat(GoQuote.quote("\u0301")).isEqualTo("\"\u0301\"");
    assertThat(GoQuote.quote("$+^`|~")).isEqualTo("\"$+^`|~\"");
    assertThat(GoQuote.quote("²Ⅻ_-()«»")).isEqualTo("\"²Ⅻ_-()«»\"");
  }

  @Test
  void jsonStringEscapesLikeGoEncodingJson() {
    assertThat(GoText.jsonString("<a>&b")).isEqualTo("\"\\u003ca\\u003e\\u0026b\"");
    assertThat(GoText.jsonString("\u2028\u2029")).isEqualTo("\"\\u2028\\u2029\"");
    assertThat(GoText.jsonString("\"\\")).isEqualTo("\"\\\"\\\\\"");
    assertThat(GoText.jsonString("\b\f\n\r\t")).isEqualTo("\"\\b\\f\\n\\r\\t\"");
    assertThat(GoText.jsonString("\u007f\u0085é🙂\u2027\u202a"))
        .isEqualTo("\"\u007f\u0085é🙂\u2027\u202a\"");
    assertThat(GoText.jsonString("\ud800")).isEqualTo("\"\\ufffd\"");
    assertThat(GoText.jsonString("\udc00a")).isEqualTo("\"\\ufffda\"");
    assertThat(GoText.jsonString("a\ud83d")).isEqualTo("\"a\\ufffd\"");
    assertThat(GoText.jsonString(" ~/")).isEqualTo("\" ~/\"");
  }

  @Test
  void jsonStringEscapesEveryC0Control() {
    for (char c = 0; c < 0x20; c++) {
      String expected =
          switch (c) {
            case '\b' -> "\\b";
            case '\f' -> "\\f";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> "\\u00" + (c < 0x10 ? "0" : "1") + "0123456789abcdef".charAt(c & 0xF);
          };
      assertThat(GoText.jsonString(String.valueOf(c))).isEqualTo("\"" + expected + "\"");
    }
  }

  @Test
  void appendJsonStringAppends() {
    StringBuilder out = new StringBuilder("x");
    assertThat(GoText.appendJsonString(out, "<")).isSameAs(out);
    assertThat(out).hasToString("x\"\\u003c\"");
  }

  @Test
  void compareUtf8OrdersByCodePoint() {
    String supplementary = "\ud83d\ude42"; // U+1F642
    String highBmp = "\uffff";
    assertThat(supplementary.compareTo(highBmp)).isNegative(); // Java's UTF-16 order
    assertThat(GoText.compareUtf8(supplementary, highBmp)).isPositive(); // Go's byte order
    assertThat(GoText.compareUtf8(highBmp, supplementary)).isNegative();
    assertThat(GoText.compareUtf8("\ud7ff", "\ue000")).isNegative();
    assertThat(GoText.compareUtf8("\ue000", supplementary)).isNegative();
    assertThat(GoText.compareUtf8("ReadOnlyMany", "ReadWriteOnce")).isNegative();
    assertThat(GoText.compareUtf8("a", "a")).isZero();
    assertThat(GoText.compareUtf8("a", "ab")).isNegative();
    assertThat(GoText.compareUtf8("b", "ab")).isPositive();
    assertThat(GoText.compareUtf8("B", "a")).isNegative();
  }

  @Test
  void compareUtf8AgreesWithUtf8ByteOrder() {
    Properties.qt()
        .forAll(
            SourceDSL.strings().allPossible().ofLengthBetween(0, 4),
            SourceDSL.strings().allPossible().ofLengthBetween(0, 4))
        .assuming((a, b) -> !hasUnpaired(a) && !hasUnpaired(b))
        .checkAssert(
            (a, b) ->
                assertThat(Integer.signum(GoText.compareUtf8(a, b)))
                    .isEqualTo(
                        Integer.signum(
                            java.util.Arrays.compareUnsigned(
                                a.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                                b.getBytes(java.nio.charset.StandardCharsets.UTF_8)))));
  }

  private static boolean hasUnpaired(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return true;
      }
    }
    return false;
  }

  @Test
  void nullArgumentsThrow() {
    assertThatThrownBy(() -> GoQuote.quote(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> GoText.trimSpace(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> GoText.jsonString(null)).isInstanceOf(NullPointerException.class);
  }
}
