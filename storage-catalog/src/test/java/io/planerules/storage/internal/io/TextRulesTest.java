package io.planerules.storage.internal.io;

import static org.assertj.core.api.Assertions.assertThat;

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
  void ambiguousOnlyWhenPlain() throws Exception {
    try (var parser = HardenedFactories.YAML.open("a: yes\nb: 'no'\n")) {
      parser.nextToken(); // START_OBJECT
      parser.nextToken(); // a
      parser.nextToken(); // yes
      assertThat(TextRules.isAmbiguousPlain(parser.lastEvent(), parser.getText())).isTrue();
      parser.nextToken(); // b
      parser.nextToken(); // 'no'
      assertThat(TextRules.isAmbiguousPlain(parser.lastEvent(), parser.getText())).isFalse();
    }
    assertThat(TextRules.isAmbiguousPlain(null, "yes")).isFalse();
  }

  @Test
  void constructsAreFoundInOrderAliasAnchorTag() {
    assertThat(only("a: *y\n")).isEqualTo("YAML_ALIAS alias \"*y\"");
    assertThat(only("a: &x 1\n")).isEqualTo("YAML_ANCHOR anchor \"&x\"");
    assertThat(only("a: &x !!str 1\n")).isEqualTo("YAML_ANCHOR anchor \"&x\"");
    assertThat(only("a: !!str 1\n")).isEqualTo("YAML_TAG tag \"!!str\"");
    assertThat(only("a: !custom 1\n")).isEqualTo("YAML_TAG tag \"!custom\"");
    assertThat(only("a: !<tag:yaml.org,2002:int> 1\n")).isEqualTo("YAML_TAG tag \"!!int\"");
  }

  /** The one problem of reading a text, with a kind whose codes are the check names. */
  private static String only(String yaml) {
    DocumentReader.Read read = DocumentReader.read(yaml, DocumentReader.Syntax.AUTO, TestKind.KIND);
    assertThat(read.problems()).hasSize(1);
    return read.problems().get(0).code() + " " + read.problems().get(0).message();
  }

  private static byte[] bytes(int... values) {
    byte[] out = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = (byte) values[i];
    }
    return out;
  }
}
