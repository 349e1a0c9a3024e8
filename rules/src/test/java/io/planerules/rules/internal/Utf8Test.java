package io.planerules.rules.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * UTF-8 lengths as Go's {@code len} counts them: byte counts worked out by hand from the UTF-8
 * encoding (1 byte below U+0080, 2 below U+0800, 3 below U+10000, 4 above); an unpaired surrogate
 * counts the 3 bytes of the U+FFFD that Go's conversion writes in its place.
 */
class Utf8Test {

  static Stream<Arguments> lengths() {
    return Stream.of(
        Arguments.of("", 0),
        Arguments.of("plane-a", 7),
        Arguments.of("\u007f", 1),
        Arguments.of("\u0080", 2),
        Arguments.of("é", 2),
        Arguments.of("\u07ff", 2),
        Arguments.of("\u0800", 3),
        Arguments.of("€", 3),
        Arguments.of("\uffff", 3),
        Arguments.of("😀", 4),
        Arguments.of("é€😀", 9),
        Arguments.of("\ud83d", 3),
        Arguments.of("\ude00", 3),
        Arguments.of("a\ud83db", 5),
        Arguments.of("\ude00\ud83d", 6));
  }

  @ParameterizedTest
  @MethodSource("lengths")
  void lengthIsGoLen(String text, int expected) {
    assertThat(Utf8.length(text)).isEqualTo(expected);
  }

  @ParameterizedTest
  @MethodSource("lengths")
  void wellFormedTextHasTheLengthOfItsEncoding(String text, int expected) {
    boolean wellFormed = text.codePoints().noneMatch(cp -> cp >= 0xD800 && cp <= 0xDFFF);
    if (wellFormed) {
      assertThat(text.getBytes(StandardCharsets.UTF_8)).hasSize(expected);
    }
    assertThat(Utf8.length(new StringBuilder(text))).isEqualTo(expected);
  }
}
