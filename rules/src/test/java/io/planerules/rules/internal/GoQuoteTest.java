package io.planerules.rules.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Go {@code strconv.Quote} (fmt {@code %q}) results, worked out by hand from Go's strconv/quote.go
 * {@code appendEscapedRune} and {@code unicode.IsPrint} (L, M, N, P, S and the ASCII space are
 * printable). Cases merged from ownership's former rbac GoQuote test and storage-catalog's
 * GoTextTest.
 */
class GoQuoteTest {

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
        Arguments.of("²Ⅻ_-()«»", "\"²Ⅻ_-()«»\""));
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
