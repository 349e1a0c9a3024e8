package io.planerules.rules.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Go {@code strconv.Quote} (fmt {@code %q}) results, worked out by hand from Go's strconv/quote.go
 * {@code appendEscapedRune} and {@code strconv.IsPrint} (L, M, N, P, S and the ASCII space are
 * printable, as Go 1.25's Unicode 15.0.0 tables define them), plus the cases of Go's own {@code
 * strconv} tests and a check of every code point against Go's printable table.
 */
class GoQuoteTest {

  /**
   * The printable code points of Go's table (golang/go src/strconv/isprint.go, Unicode 15.0.0),
   * counted from that file with a script: the sum of its range lengths less its exceptions.
   */
  private static final int GO_PRINTABLE_COUNT = 148_998;

  static Stream<Arguments> cases() {
    return Stream.of(
        Arguments.of("plain", "\"plain\""),
        Arguments.of("csi.weka.io", "\"csi.weka.io\""),
        Arguments.of("", "\"\""),
        Arguments.of("a\"b", "\"a\\\"b\""),
        Arguments.of("a\\b", "\"a\\\\b\""),
        Arguments.of("\u0007", "\"\\a\""),
        Arguments.of("\b", "\"\\b\""),
        Arguments.of("\f", "\"\\f\""),
        Arguments.of("\n", "\"\\n\""),
        Arguments.of("\r", "\"\\r\""),
        Arguments.of("\t", "\"\\t\""),
        Arguments.of("\u000b", "\"\\v\""),
        Arguments.of("\u0007\b\f\n\r\t\u000b", "\"\\a\\b\\f\\n\\r\\t\\v\""),
        Arguments.of("\u0000\u0001\u001b\u001f\u007f", "\"\\x00\\x01\\x1b\\x1f\\x7f\""),
        Arguments.of("\u0001", "\"\\x01\""),
        Arguments.of("\u001f", "\"\\x1f\""),
        Arguments.of("\u007f", "\"\\x7f\""),
        Arguments.of("a b", "\"a b\""),
        Arguments.of(" ", "\" \""),
        Arguments.of("\u00e9", "\"\u00e9\""),
        Arguments.of("é中🙂", "\"é中🙂\""),
        Arguments.of("\ud83d\ude00", "\"\ud83d\ude00\""),
        Arguments.of("\u00a0", "\"\\u00a0\""),
        Arguments.of("\u00ad", "\"\\u00ad\""),
        Arguments.of("\u0085", "\"\\u0085\""),
        Arguments.of("\u2028", "\"\\u2028\""),
        Arguments.of("\u0085\u00a0\u2028\ufeff\u200b", "\"\\u0085\\u00a0\\u2028\\ufeff\\u200b\""),
        Arguments.of("\u3000", "\"\\u3000\""),
        Arguments.of("\ue000", "\"\\ue000\""),
        Arguments.of("\ud800", "\"\\ufffd\""),
        Arguments.of("\ud800x\udc00", "\"\\ufffdx\\ufffd\""),
        Arguments.of("\udbc0\udc00", "\"\\U00100000\""),
        // U+E0001 LANGUAGE TAG is a format character: \U with 8 lowercase hex digits
        Arguments.of(new String(Character.toChars(0xE0001)), "\"\\U000e0001\""),
        // unassigned BMP code point
        Arguments.of("\u0378", "\"\\u0378\""),
        Arguments.of("\u0301", "\"\u0301\""),
        Arguments.of("$+^`|~", "\"$+^`|~\""),
        Arguments.of("²Ⅻ_-()«»", "\"²Ⅻ_-()«»\""),
        // new in Unicode 15.0.0, printable to Go 1.25; a JDK 17 Character (Unicode 13) calls them
        // unassigned: U+1FAE8 SHAKING FACE and U+0CF3 KANNADA SIGN COMBINING ANUSVARA ABOVE RIGHT
        Arguments.of("\ud83e\udee8", "\"\ud83e\udee8\""),
        Arguments.of("\u0cf3", "\"\u0cf3\""),
        // new in Unicode 16.0.0 (U+1FAE9 FACE WITH BAGS UNDER EYES, a symbol to JDK 24+): not yet
        // printable to Go 1.25
        Arguments.of("\ud83e\udee9", "\"\\U0001fae9\""));
  }

  /**
   * golang/go src/strconv/quote_test.go: the {@code out} column of {@code quotetests} and, as
   * one-rune strings, of {@code quoterunetests} (which quote with {@code '} instead of {@code "}).
   * Rows with invalid UTF-8 ({@code "abc\xffdef"}) or a rune above U+10FFFF have no Java string.
   */
  static Stream<Arguments> goStrconvTests() {
    return Stream.of(
        Arguments.of("\u0007\b\f\r\n\t\u000b", "\"\\a\\b\\f\\r\\n\\t\\v\""),
        Arguments.of("\\", "\"\\\\\""),
        Arguments.of("\u263a", "\"☺\""),
        Arguments.of("\udbff\udfff", "\"\\U0010ffff\""),
        Arguments.of("\u0004", "\"\\x04\""),
        Arguments.of("!\u00a0!\u2000!\u3000!", "\"!\\u00a0!\\u2000!\\u3000!\""),
        Arguments.of("a", "\"a\""),
        Arguments.of("\u0007", "\"\\a\""),
        Arguments.of("\u00ff", "\"ÿ\""),
        Arguments.of("\ufffd", "\"\ufffd\""),
        Arguments.of("\u00a0", "\"\\u00a0\""),
        Arguments.of("\u2000", "\"\\u2000\""),
        Arguments.of("\u3000", "\"\\u3000\""));
  }

  @ParameterizedTest(name = "quote({0}) as in Go's strconv tests")
  @MethodSource("goStrconvTests")
  void quoteLikeGosOwnTests(String value, String expected) {
    assertThat(GoQuote.quote(value)).isEqualTo(expected);
  }

  /**
   * Every code point is kept or escaped exactly as Go's table says, read here without the lookup
   * under test (each range set bit by bit, each exception cleared) and never through {@link
   * Character#getType}: the answer is the same on every JDK.
   */
  @Test
  void everyCodePointFollowsGosTable() {
    BitSet printable = new BitSet(Character.MAX_CODE_POINT + 1);
    for (int i = 0; i < GoPrintable.IS_PRINT_16.length; i += 2) {
      printable.set(GoPrintable.IS_PRINT_16[i], GoPrintable.IS_PRINT_16[i + 1] + 1);
    }
    for (int i = 0; i < GoPrintable.IS_PRINT_32.length; i += 2) {
      printable.set(GoPrintable.IS_PRINT_32[i], GoPrintable.IS_PRINT_32[i + 1] + 1);
    }
    for (int cp : GoPrintable.IS_NOT_PRINT_16) {
      printable.clear(cp);
    }
    for (int offset : GoPrintable.IS_NOT_PRINT_32) {
      printable.clear(0x10000 + offset);
    }
    assertThat(printable.cardinality()).isEqualTo(GO_PRINTABLE_COUNT);
    List<String> wrong = new ArrayList<>();
    int checked = 0;
    int mismatches = 0;
    for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
      if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
        continue; // no code point: an unpaired surrogate, quoted as \ufffd (see cases())
      }
      String rune = new String(Character.toChars(cp));
      String quoted = GoQuote.quote(rune);
      boolean kept = quoted.equals("\"" + rune + "\"");
      boolean backslashed = cp == '"' || cp == '\\';
      if (kept != (printable.get(cp) && !backslashed)) {
        mismatches++;
        if (wrong.size() < 20) {
          wrong.add(String.format(Locale.ROOT, "U+%04X -> %s", cp, quoted));
        }
      }
      checked++;
    }
    assertThat(wrong).as("%d code points quoted against Go's table", mismatches).isEmpty();
    assertThat(checked).isEqualTo(Character.MAX_CODE_POINT + 1 - 0x800);
  }

  @Test
  void latin1IsPrintableExceptControlsNbspAndSoftHyphen() {
    // Go's IsPrint fast path: 0x20..0x7E and 0xA1..0xFF except U+00AD
    for (int cp = 0; cp <= 0xFF; cp++) {
      boolean expected = (cp >= 0x20 && cp <= 0x7E) || (cp >= 0xA1 && cp != 0xAD);
      assertThat(GoPrintable.isPrint(cp)).as("U+%04X", cp).isEqualTo(expected);
    }
  }

  @ParameterizedTest(name = "quote({0})")
  @MethodSource("cases")
  void quoteLikeStrconvQuote(String value, String expected) {
    assertThat(GoQuote.quote(value)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "appendQuoted({0})")
  @MethodSource("cases")
  void appendQuotedAppendsAndReturnsTheBuilder(String value, String expected) {
    StringBuilder out = new StringBuilder("x=");
    assertThat(GoQuote.appendQuoted(out, value)).isSameAs(out);
    assertThat(out.toString()).isEqualTo("x=" + expected);
  }

  @Test
  void quoteWithALimitCutsAfterTheLimitOnly() {
    String limit = "a".repeat(80);
    assertThat(GoQuote.quote(limit, 80)).isEqualTo("\"" + limit + "\"");
    assertThat(GoQuote.quote(limit + "b", 80)).isEqualTo("\"" + limit + "\"...");
    assertThat(GoQuote.quote("a\u0001b", 2)).isEqualTo("\"a\\x01\"...");
    assertThat(GoQuote.quote("\ud83d\ude00", 1)).isEqualTo("\"\\ufffd\"...");
    assertThat(GoQuote.quote("", 0)).isEqualTo("\"\"");
    assertThat(GoQuote.quote("a", 0)).isEqualTo("\"\"...");
    assertThatThrownBy(() -> GoQuote.quote("a", -1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> GoQuote.quote(null, 1)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void nullIsRefused() {
    assertThatThrownBy(() -> GoQuote.quote(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> GoQuote.appendQuoted(new StringBuilder(), null))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> GoQuote.appendQuoted(null, "a"))
        .isInstanceOf(NullPointerException.class);
  }
}
