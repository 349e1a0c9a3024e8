package io.planerules.storage.internal.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.strings;

import io.planerules.testkit.Properties;
import org.junit.jupiter.api.Test;

/**
 * {@link TextRules#firstBadCharacter(String)} with its printable-ASCII fast path agrees with a code
 * point reading of the rule ({@code perf} change).
 */
class BadCharacterTest {

  /** Independently: the first BMP code point that is forbidden or a lone surrogate. */
  private static int oracle(String text) {
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      if (cp <= 0xFFFF && (TextRules.isForbidden((char) cp) || Character.isSurrogate((char) cp))) {
        return i;
      }
      i += Character.charCount(cp);
    }
    return -1;
  }

  @Test
  void table() {
    assertThat(TextRules.firstBadCharacter("")).isEqualTo(-1);
    assertThat(TextRules.firstBadCharacter(" ~az")).isEqualTo(-1);
    assertThat(TextRules.firstBadCharacter("a\u007f")).isEqualTo(1);
    assertThat(TextRules.firstBadCharacter("a\u001f")).isEqualTo(1);
    assertThat(TextRules.firstBadCharacter("\t\n\ré")).isEqualTo(-1);
    assertThat(TextRules.firstBadCharacter("ab\u0085")).isEqualTo(2);
    assertThat(TextRules.firstBadCharacter("\ud83d\ude00x")).isEqualTo(-1);
    assertThat(TextRules.firstBadCharacter("x\ud83d")).isEqualTo(1);
    assertThat(TextRules.firstBadCharacter("\ude00")).isZero();
  }

  /** Chars below U+00A0, lone or paired surrogates and any code point, mixed. */
  @Test
  void agreesWithCodePoints() {
    Properties.qt()
        .forAll(
            strings().betweenCodePoints(0, 0xa0).ofLengthBetween(0, 30),
            strings().betweenCodePoints(0xd7f0, 0xe010).ofLengthBetween(0, 3),
            strings().allPossible().ofLengthBetween(0, 4))
        .checkAssert(
            (low, surrogates, any) -> {
              for (String text : new String[] {low + surrogates + any, any + low, surrogates}) {
                assertThat(TextRules.firstBadCharacter(text)).as(text).isEqualTo(oracle(text));
              }
            });
  }
}
