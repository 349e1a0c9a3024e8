package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The YAML 1.2 core schema's resolution of plain scalars ({@link YamlTokens#plain}), at its edges:
 * the three spellings of each word and their near misses, the integer forms at the 64-bit boundary,
 * prefixes without digits, and the float forms' optional parts. Expected values are the core
 * schema's (YAML 1.2.2 §10.3.2), written by hand.
 */
class CoreSchemaTest {

  @ParameterizedTest
  @ValueSource(strings = {"~", "null", "Null", "NULL", ""})
  void nullSpellings(String text) {
    assertThat(YamlTokens.plain(text)).isNull();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "nULL",
        "nul",
        "n",
        "N",
        "None",
        "~~",
        "tRUE",
        "truE",
        "t",
        "T",
        "fALSE",
        "f",
        "F",
        "yes",
        "on",
        "Off",
        "-",
        "+",
        "0x",
        "0o",
        "0o8",
        "0xg",
        "1_000",
        "0b101",
        "0O17",
        "0X1F",
        ".",
        "1e",
        "1e+",
        "-.nan",
        "1.5x",
        "1.2.3",
        "e3",
        ".e3",
        "Infinity",
        "inf",
        ".infinity",
        "+-1"
      })
  void nearMissesStayStrings(String text) {
    assertThat(YamlTokens.plain(text)).isEqualTo(text);
  }

  @Test
  void booleanSpellings() {
    for (String yes : new String[] {"true", "True", "TRUE"}) {
      assertThat(YamlTokens.plain(yes)).isEqualTo(Boolean.TRUE);
    }
    for (String no : new String[] {"false", "False", "FALSE"}) {
      assertThat(YamlTokens.plain(no)).isEqualTo(Boolean.FALSE);
    }
  }

  @Test
  void integersAreLongsUpToSixtyFourBitsAndBigIntegersBeyond() {
    assertThat(YamlTokens.plain("0")).isEqualTo(0L);
    assertThat(YamlTokens.plain("-0")).isEqualTo(0L);
    assertThat(YamlTokens.plain("+5")).isEqualTo(5L);
    assertThat(YamlTokens.plain("-12")).isEqualTo(-12L);
    assertThat(YamlTokens.plain("0755")).isEqualTo(755L);
    assertThat(YamlTokens.plain("0o17")).isEqualTo(15L);
    assertThat(YamlTokens.plain("0o0")).isEqualTo(0L);
    assertThat(YamlTokens.plain("0x1F")).isEqualTo(31L);
    assertThat(YamlTokens.plain("0xff")).isEqualTo(255L);
    assertThat(YamlTokens.plain("9223372036854775807")).isEqualTo(Long.MAX_VALUE);
    assertThat(YamlTokens.plain("9223372036854775808"))
        .isEqualTo(new BigInteger("9223372036854775808"));
    assertThat(YamlTokens.plain("-9223372036854775808")).isEqualTo(Long.MIN_VALUE);
    assertThat(YamlTokens.plain("-9223372036854775809"))
        .isEqualTo(new BigInteger("-9223372036854775809"));
    assertThat(YamlTokens.plain("0x7FFFFFFFFFFFFFFF")).isEqualTo(Long.MAX_VALUE);
    assertThat(YamlTokens.plain("0xFFFFFFFFFFFFFFFF"))
        .isEqualTo(new BigInteger("18446744073709551615"));
    assertThat(YamlTokens.plain("0o777777777777777777777")).isEqualTo(Long.MAX_VALUE);
    assertThat(YamlTokens.integer("+")).isNull();
    assertThat(YamlTokens.integer("")).isNull();
  }

  @Test
  void floatsWithTheirOptionalParts() {
    assertThat(YamlTokens.plain("1.5")).isEqualTo(1.5);
    assertThat(YamlTokens.plain(".5")).isEqualTo(0.5);
    assertThat(YamlTokens.plain("+.5")).isEqualTo(0.5);
    assertThat(YamlTokens.plain("5.")).isEqualTo(5.0);
    assertThat(YamlTokens.plain("-5.")).isEqualTo(-5.0);
    assertThat(YamlTokens.plain("1e3")).isEqualTo(1000.0);
    assertThat(YamlTokens.plain("1E-2")).isEqualTo(0.01);
    assertThat(YamlTokens.plain("-1e+3")).isEqualTo(-1000.0);
    assertThat(YamlTokens.plain("2.5e1")).isEqualTo(25.0);
    assertThat(YamlTokens.plain(".inf")).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(YamlTokens.plain("+.Inf")).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(YamlTokens.plain("-.INF")).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(YamlTokens.plain("-.inf")).isEqualTo(Double.NEGATIVE_INFINITY);
    for (String nan : new String[] {".nan", ".NaN", ".NAN"}) {
      assertThat((Double) YamlTokens.plain(nan)).isNaN();
    }
    assertThat(YamlTokens.floating("1e")).isNull();
    assertThat(YamlTokens.floating("")).isNull();
  }
}
