package io.planerules.storage.qualification;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.storage.internal.io.DocumentReader;
import io.planerules.storage.internal.io.Node;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalog's one reader with the evidence's codes and wording: each limit at the limit accepted
 * and one over rejected, the refused constructs, the tree.
 */
class EvidenceReadingTest {

  private static DocumentReader.Read read(byte[] bytes) {
    return DocumentReader.read(bytes, DocumentReader.Syntax.AUTO, QualificationParser.DOCUMENT);
  }

  private static DocumentReader.Read read(String text) {
    return DocumentReader.read(text, DocumentReader.Syntax.AUTO, QualificationParser.DOCUMENT);
  }

  private static List<String> codes(DocumentReader.Read result) {
    return result.problems().stream().map(Problem::code).toList();
  }

  private static Problem only(DocumentReader.Read result) {
    assertThat(result.problems()).hasSize(1);
    return result.problems().get(0);
  }

  @Test
  void sizeLimitInBytesAndInUtf8LengthOfText() {
    String atLimit = "a: " + "b".repeat(262_144 - 4) + "\n";
    assertThat(atLimit.getBytes(StandardCharsets.UTF_8)).hasSize(262_144);
    assertThat(codes(read(atLimit.getBytes(StandardCharsets.UTF_8))))
        .doesNotContain("qualification.size");
    assertThat(codes(read(atLimit))).doesNotContain("qualification.size");
    Problem bytes = only(read(new byte[262_145]));
    assertThat(bytes.code()).isEqualTo("qualification.size");
    assertThat(bytes.message())
        .isEqualTo("parse qualification evidence: payload is 262145 bytes, more than 262144");
    // 2-, 3- and 4-byte characters count by their UTF-8 length
    String twoByte = "\u00e9".repeat(131_073);
    assertThat(only(read(twoByte)).message())
        .isEqualTo("parse qualification evidence: payload is 262146 bytes, more than 262144");
    String threeByte = "\u20ac".repeat(87_382);
    assertThat(only(read(threeByte)).message()).contains("payload is 262146 bytes");
    String fourByte = "\uD83D\uDE00".repeat(65_537);
    assertThat(only(read(fourByte)).message()).contains("payload is 262148 bytes");
    assertThat(codes(read("\u00e9".repeat(131_072)))).doesNotContain("qualification.size");
  }

  @Test
  void byteOrderMarksOfUtf16And32AreRefused() {
    for (byte[] bom :
        List.of(
            new byte[] {(byte) 0xFE, (byte) 0xFF, 0, 'a'},
            new byte[] {(byte) 0xFF, (byte) 0xFE, 'a', 0},
            new byte[] {0, 0, (byte) 0xFE, (byte) 0xFF},
            new byte[] {(byte) 0xFF, (byte) 0xFE, 0, 0})) {
      Problem p = only(read(bom));
      assertThat(p.code()).isEqualTo("qualification.encoding");
      assertThat(p.message())
          .startsWith("parse qualification evidence: payload starts with a UTF-")
          .endsWith(" byte-order mark; use UTF-8");
    }
    assertThat(codes(read(new byte[] {0, 0, 'a', 'b'})))
        .containsExactly("qualification.forbidden-character");
    assertThat(codes(read(new byte[] {(byte) 0xFE}))).containsExactly("qualification.encoding");
  }

  @Test
  void encodingAndControlCharactersAreLocated() {
    byte[] bad = {'a', ':', ' ', 'b', '\n', 'c', ':', ' ', 'x', (byte) 0xC3, '\n'};
    Problem p = only(read(bad));
    assertThat(p.message()).isEqualTo("parse qualification evidence: invalid UTF-8 at byte 9");
    assertThat(p.position()).isEqualTo(new SourcePosition(2, 5));
    Problem surrogate = only(read("a: b\nc: xy\uDC00\n"));
    assertThat(surrogate.message())
        .isEqualTo("parse qualification evidence: unpaired surrogate at character 10");
    assertThat(surrogate.position()).isEqualTo(new SourcePosition(2, 6));
    assertThat(only(read("a: b\uD800")).code()).isEqualTo("qualification.encoding");
    assertThat(codes(read("a: \"\uD83D\uDE00\"\n"))).isEmpty();
    Problem raw = only(read("a: b\n  c\u0085\n"));
    assertThat(raw.message()).isEqualTo("parse qualification evidence: forbidden character U+0085");
    assertThat(raw.position()).isEqualTo(new SourcePosition(2, 4));
    for (char c : new char[] {0x00, 0x08, 0x0B, 0x0C, 0x0E, 0x1F, 0x7F, 0x9F}) {
      assertThat(codes(read("a: b" + c))).containsExactly("qualification.forbidden-character");
    }
    for (char c : new char[] {'\t', '\n', '\r', 0xA0, 0x20}) {
      assertThat(codes(read("a: b" + c + "\n"))).isEmpty();
    }
    assertThat(only(read("a: \"x\\u0007\"\n")).message())
        .isEqualTo("parse qualification evidence: forbidden character U+0007");
    assertThat(codes(read("{\"a\": \"\\ud800\"}")))
        .containsExactly("qualification.forbidden-character");
    assertThat(codes(read("{\"a\": \"\\udc00x\"}")))
        .containsExactly("qualification.forbidden-character");
    assertThat(codes(read("{\"a\": \"\\ud83d\\ude00\"}"))).isEmpty();
  }

  @Test
  void lengthLimitsOfKeysAndScalars() {
    assertThat(codes(read("k".repeat(256) + ": v\n"))).isEmpty();
    Problem key = only(read("k".repeat(257) + ": v\n"));
    assertThat(key.code()).isEqualTo("qualification.field-length");
    assertThat(key.message())
        .isEqualTo("parse qualification evidence: key is 257 characters, more than 256");
    assertThat(codes(read("a: " + "v".repeat(4096) + "\n"))).isEmpty();
    Problem scalar = only(read("a: " + "v".repeat(4097) + "\n"));
    assertThat(scalar.message())
        .isEqualTo("parse qualification evidence: scalar is 4097 characters, more than 4096");
    DocumentReader.Read unusable = read("a: " + "v".repeat(4097) + "\n");
    Node.MapNode root = (Node.MapNode) unusable.root();
    assertThat(((Node.Scalar) root.values().get(0)).unusable()).isTrue();
    assertThat(codes(read("a: " + "1".repeat(32) + "\n"))).isEmpty();
    assertThat(only(read("a: " + "1".repeat(33) + "\n")).message())
        .isEqualTo("parse qualification evidence: a number longer than 32 characters");
  }

  @Test
  void depthLimit() {
    String sixteen = "a: " + "[".repeat(15) + "]".repeat(15) + "\n";
    assertThat(codes(read(sixteen))).isEmpty();
    String seventeen = "a: " + "[".repeat(16) + "]".repeat(16) + "\n";
    assertThat(codes(read(seventeen))).containsExactly("qualification.depth");
    String json = "{\"a\": " + "[".repeat(16) + "]".repeat(16) + "}";
    assertThat(codes(read(json))).containsExactly("qualification.depth");
  }

  @Test
  void anchorsAliasesAndTagsAnywhere() {
    assertThat(only(read("&r {a: b}\n")).code()).isEqualTo("qualification.yaml-anchor");
    assertThat(only(read("&k a: b\n")).message())
        .isEqualTo("parse qualification evidence: anchor \"&k\"");
    assertThat(only(read("a:\n  - &i x\n")).position()).isEqualTo(new SourcePosition(2, 5));
    assertThat(only(read("a: [x, *i]\n")).message())
        .isEqualTo("parse qualification evidence: alias \"*i\"");
    assertThat(only(read("--- !root\na: b\n")).code()).isEqualTo("qualification.yaml-tag");
    assertThat(only(read("!!str a: b\n")).message())
        .isEqualTo("parse qualification evidence: tag \"!!str\"");
    assertThat(only(read("a: [!x b]\n")).code()).isEqualTo("qualification.yaml-tag");
  }

  @Test
  void scalarsResolveToTheirTypes() {
    Node.MapNode root =
        (Node.MapNode) read("s: x\nb: true\nf: False\nn: 3\nz:\nq: ''\nl: [1]\n").root();
    assertThat(root.values())
        .extracting(Node::kindName)
        .containsExactly(
            "a string", "a boolean", "a boolean", "a number", "null", "a string", "a list");
    assertThat(((Node.Scalar) root.values().get(2)).text()).isEqualTo("false");
    assertThat(root.kindName()).isEqualTo("a mapping");
    assertThat(root.keys().get(6).position().line()).isEqualTo(7);
    assertThat(root.keys().get(6).position().column()).isEqualTo(1);
  }

  private static String unknownField(String key) {
    return QualificationParser.parse(key + ": 1\n").problems().problems().stream()
        .filter(p -> p.code().equals("qualification.unknown-field"))
        .findFirst()
        .orElseThrow()
        .message();
  }

  private static String apiVersion(String value) {
    return QualificationParser.parse("apiVersion: " + value + "\n").problems().problems().stream()
        .filter(p -> p.code().equals("qualification.api-version"))
        .findFirst()
        .orElseThrow()
        .message();
  }

  @Test
  void echoedValuesAreQuotedLikeGoAndCut() {
    // Go's strconv.Quote, cut after 256 chars with ... after the closing quote
    assertThat(unknownField("\"a\\\"b\\\\c\""))
        .isEqualTo("parse qualification evidence: unknown field \"a\\\"b\\\\c\"");
    assertThat(unknownField("\"a\\u00a0b\""))
        .isEqualTo("parse qualification evidence: unknown field \"a\\u00a0b\"");
    assertThat(unknownField("\"a\\tb\""))
        .isEqualTo("parse qualification evidence: unknown field \"a\\tb\"");
    // a key longer than 256 is a field-length problem, not an unknown field; values are cut
    assertThat(apiVersion("x".repeat(300)))
        .isEqualTo(
            "unsupported qualification evidence apiVersion \""
                + "x".repeat(256)
                + "\"..., want storage.nvcf.nvidia.com/v1alpha1");
    assertThat(apiVersion("x".repeat(256))).contains("\"" + "x".repeat(256) + "\", want");
    assertThat(unknownField("x".repeat(256)))
        .isEqualTo("parse qualification evidence: unknown field \"" + "x".repeat(256) + "\"");
  }

  @Test
  void deeplyNestedFlowSequencesAreRefusedWithACode() {
    // the flow-depth pre-scan hands SnakeYAML only the text up to the 17th bracket
    Problem yaml = only(read("a: " + "[".repeat(2000) + "]".repeat(2000) + "\n"));
    assertThat(yaml.code()).isEqualTo("qualification.depth");
    assertThat(yaml.message())
        .isEqualTo("parse qualification evidence: more than 16 nested mappings and lists");
    assertThat(yaml.path()).isEqualTo("a" + "[0]".repeat(15));
    assertThat(yaml.position()).isEqualTo(new SourcePosition(1, 19));
    Problem json = only(read("{\"a\": " + "[".repeat(2000) + "]".repeat(2000) + "}"));
    assertThat(json.code()).isEqualTo("qualification.depth");
    // the whole document is read before its root is judged
    Problem rootList = only(read("[".repeat(2000) + "]".repeat(2000) + "\n"));
    assertThat(rootList.code()).isEqualTo("qualification.depth");
    assertThat(only(read("[1]\n")).code()).isEqualTo("qualification.root-type");
  }
}
