package io.planerules.storage.internal.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import org.junit.jupiter.api.Test;

/**
 * The text rules both hardened readers share (docs/reference/storage-catalog.md#reading-a-document
 * steps 3–4, #text-level-checks); the parsers' hostile-input suites pin the messages built from
 * them.
 */
class TextRulesTest {

  @Test
  void forbiddenSetIsC0ExceptTabLfCrPlusDelAndC1() {
    for (char c = 0; c < 0x20; c++) {
      assertThat(TextRules.isForbidden(c))
          .as("U+%04X", (int) c)
          .isEqualTo(c != 9 && c != 10 && c != 13);
    }
    assertThat(TextRules.isForbidden(' ')).isFalse();
    assertThat(TextRules.isForbidden('~')).isFalse();
    assertThat(TextRules.isForbidden('\u007f')).isTrue();
    assertThat(TextRules.isForbidden('\u009f')).isTrue();
    assertThat(TextRules.isForbidden('\u00a0')).isFalse();
  }

  @Test
  void codePointHasAtLeastFourUppercaseDigits() {
    assertThat(TextRules.codePoint(0x7)).isEqualTo("U+0007");
    assertThat(TextRules.codePoint(0x9f)).isEqualTo("U+009F");
    assertThat(TextRules.codePoint(0xfeff)).isEqualTo("U+FEFF");
    assertThat(TextRules.codePoint(0x1f642)).isEqualTo("U+1F642");
  }

  @Test
  void surrogateScans() {
    assertThat(TextRules.firstUnpairedSurrogate("a\ud83d\ude42b")).isEqualTo(-1);
    assertThat(TextRules.firstUnpairedSurrogate("ab\ud800")).isEqualTo(2);
    assertThat(TextRules.firstUnpairedSurrogate("\udc00\ud800")).isEqualTo(0);
    assertThat(TextRules.firstUnpairedSurrogate("\ud83d\ude42\ude42")).isEqualTo(2);
    assertThat(TextRules.firstUnpairedSurrogate("\u0000")).isEqualTo(-1);
    assertThat(TextRules.firstBadCharacter("ok\ud83d\ude42\t")).isEqualTo(-1);
    assertThat(TextRules.firstBadCharacter("ab\u0000\ud800")).isEqualTo(2);
    assertThat(TextRules.firstBadCharacter("a\ud800\u0000")).isEqualTo(1);
    assertThat(TextRules.firstBadCharacter("\ud83d\ude42\ude42")).isEqualTo(2);
    assertThat(TextRules.firstBadCharacter("x\u0085")).isEqualTo(1);
  }

  @Test
  void utf8LengthCountsPairsAsFourAndLoneSurrogatesAsThree() {
    assertThat(TextRules.utf8Length("a\u00e9\u4e2d\ud83d\ude42")).isEqualTo(1 + 2 + 3 + 4);
    assertThat(TextRules.utf8Length("\ud800")).isEqualTo(3);
    assertThat(TextRules.utf8Length("\u07ff\u0800")).isEqualTo(2 + 3);
    assertThat(TextRules.utf8Length("")).isZero();
  }

  @Test
  void byteOrderMarks() {
    assertThat(TextRules.utf16Or32ByteOrderMark(bytes(0x00, 0x00, 0xFE, 0xFF))).isEqualTo("UTF-32");
    assertThat(TextRules.utf16Or32ByteOrderMark(bytes(0xFF, 0xFE, 0x00, 0x00))).isEqualTo("UTF-32");
    assertThat(TextRules.utf16Or32ByteOrderMark(bytes(0xFF, 0xFE, 0x41, 0x00))).isEqualTo("UTF-16");
    assertThat(TextRules.utf16Or32ByteOrderMark(bytes(0xFE, 0xFF))).isEqualTo("UTF-16");
    assertThat(TextRules.utf16Or32ByteOrderMark(bytes(0xEF, 0xBB, 0xBF))).isNull();
    assertThat(TextRules.utf16Or32ByteOrderMark(bytes(0xFE))).isNull();
    assertThat(TextRules.startsWith(bytes(0xEF, 0xBB, 0xBF, 0x61), 0xEF, 0xBB, 0xBF)).isTrue();
    assertThat(TextRules.startsWith(bytes(0xEF, 0xBB), 0xEF, 0xBB, 0xBF)).isFalse();
  }

  @Test
  void ambiguousOnlyWhenPlainYaml() throws Exception {
    try (var parser =
        (HardenedFactories.EventParser)
            HardenedFactories.yaml(new ReaderLimits(1024, 4, 16, 64))
                .createParser(new StringReader("a: yes\nb: 'no'\n"))) {
      parser.nextToken(); // START_OBJECT
      parser.nextToken(); // a
      parser.nextToken(); // yes
      assertThat(TextRules.isAmbiguousPlain(parser, parser.getText())).isTrue();
      parser.nextToken(); // b
      parser.nextToken(); // 'no'
      assertThat(TextRules.isAmbiguousPlain(parser, parser.getText())).isFalse();
      assertThat(YamlConstruct.find(parser, true)).isNull();
    }
    assertThat(TextRules.isAmbiguousPlain(null, "yes")).isFalse();
  }

  @Test
  void constructsAreFoundInOrderAliasAnchorTag() throws Exception {
    assertThat(first("a: &x 1\n")).isEqualTo(new YamlConstruct(YamlConstruct.Kind.ANCHOR, "x"));
    assertThat(first("a: !!str 1\n"))
        .isEqualTo(new YamlConstruct(YamlConstruct.Kind.TAG, "tag:yaml.org,2002:str"));
    assertThat(first("a: !custom 1\n"))
        .isEqualTo(new YamlConstruct(YamlConstruct.Kind.TAG, "!custom"));
  }

  private static YamlConstruct first(String yaml) throws Exception {
    try (var parser =
        (HardenedFactories.EventParser)
            HardenedFactories.yaml(new ReaderLimits(1024, 4, 16, 64))
                .createParser(new StringReader(yaml))) {
      parser.nextToken();
      parser.nextToken();
      parser.nextToken();
      return YamlConstruct.find(parser, false);
    }
  }

  private static byte[] bytes(int... values) {
    byte[] out = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = (byte) values[i];
    }
    return out;
  }
}
