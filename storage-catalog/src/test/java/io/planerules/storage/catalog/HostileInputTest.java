package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import io.planerules.rules.Severity;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile payloads (docs/reference/storage-catalog.md#reading-a-document): none may throw; each is
 * rejected with its coded problem, a line and a column, and a message that never echoes the payload
 * beyond the construct.
 */
class HostileInputTest {

  static final String HEAD =
      "apiVersion: storage.nvcf.nvidia.com/v1alpha1\nkind: StorageCapabilityCatalog\n";

  static final String ENTRY =
      "drivers:\n  csi.weka.io:\n    provider: weka\n    accessModes: [ReadWriteMany]\n"
          + "    readerMountOptions: []\n";

  record Hostile(String name, byte[] payload, String code, int line, int column, String detail) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static Hostile text(
      String name, String yaml, String code, int line, int column, String detail) {
    return new Hostile(name, yaml.getBytes(StandardCharsets.UTF_8), code, line, column, detail);
  }

  static Stream<Hostile> cases() {
    List<Hostile> c = new ArrayList<>();
    StringBuilder laughs = new StringBuilder(HEAD).append("a: &a [\"lol\",\"lol\",\"lol\"]\n");
    for (char x = 'b'; x <= 'i'; x++) {
      char prev = (char) (x - 1);
      laughs
          .append(x)
          .append(": &")
          .append(x)
          .append(" [*")
          .append(prev)
          .append(",*")
          .append(prev)
          .append(",*")
          .append(prev)
          .append("]\n");
    }
    c.add(text("billion laughs", laughs.toString(), "catalog.yaml-anchor", 3, 4, "anchor \"&a\""));
    c.add(
        text(
            "alias in an entry",
            HEAD + "x: &p weka\n" + ENTRY.replace("provider: weka", "provider: *p"),
            "catalog.yaml-anchor",
            3,
            4,
            "anchor \"&p\""));
    c.add(
        text(
            "alias alone",
            HEAD + ENTRY.replace("provider: weka", "provider: *p"),
            "catalog.yaml-alias",
            5,
            15,
            "alias \"*p\""));
    c.add(
        text(
            "merge key",
            HEAD + ENTRY.replace("    provider: weka", "    <<: *base"),
            "catalog.yaml-alias",
            5,
            9,
            "alias \"*base\""));
    c.add(
        text(
            "unknown alias",
            HEAD + "drivers: *nope\n",
            "catalog.yaml-alias",
            3,
            10,
            "alias \"*nope\""));
    c.add(
        text(
            "scalar anchor",
            HEAD + ENTRY.replace("provider: weka", "provider: &w weka"),
            "catalog.yaml-anchor",
            5,
            15,
            "anchor \"&w\""));
    c.add(
        text(
            "anchor on key",
            HEAD + ENTRY.replace("    provider: weka", "    &k provider: weka"),
            "catalog.yaml-anchor",
            5,
            5,
            "anchor \"&k\""));
    c.add(
        text(
            "java tag",
            HEAD + "drivers: !!javax.script.ScriptEngineManager [x]\n",
            "catalog.yaml-tag",
            3,
            10,
            "tag \"!!javax.script.ScriptEngineManager\""));
    c.add(
        text(
            "python tag",
            HEAD + "drivers: !!python/object/apply:os.system [\"id\"]\n",
            "catalog.yaml-tag",
            3,
            10,
            "tag \"!!python/object/apply:os.system\""));
    c.add(
        text(
            "local tag",
            HEAD + ENTRY.replace("provider: weka", "provider: !custom weka"),
            "catalog.yaml-tag",
            5,
            15,
            "tag \"!custom\""));
    c.add(
        text(
            "binary tag",
            HEAD + ENTRY.replace("provider: weka", "provider: !!binary d2VrYQ=="),
            "catalog.yaml-tag",
            5,
            15,
            "tag \"!!binary\""));
    c.add(
        text(
            "str tag",
            HEAD + ENTRY.replace("provider: weka", "provider: !!str weka"),
            "catalog.yaml-tag",
            5,
            15,
            "tag \"!!str\""));
    c.add(
        text(
            "non-specific tag",
            HEAD + ENTRY.replace("provider: weka", "provider: ! weka"),
            "catalog.yaml-tag",
            5,
            15,
            "tag \"!\""));
    c.add(
        text(
            "duplicate key in entry",
            HEAD + ENTRY + "    provider: other\n",
            "catalog.duplicate-key",
            8,
            5,
            "duplicate key \"provider\""));
    c.add(
        text(
            "duplicate provisioner",
            HEAD + ENTRY + "  csi.weka.io: {}\n",
            "catalog.duplicate-key",
            8,
            3,
            "duplicate key \"csi.weka.io\""));
    c.add(
        text(
            "duplicate top-level key",
            HEAD + "kind: StorageCapabilityCatalog\n" + ENTRY,
            "catalog.duplicate-key",
            3,
            1,
            "duplicate key \"kind\""));
    c.add(
        text(
            "duplicate key in JSON",
            "{\"kind\": \"a\", \"kind\": \"b\"}",
            "catalog.duplicate-key",
            1,
            15,
            "duplicate key \"kind\""));
    c.add(
        text(
            "second document",
            HEAD + ENTRY + "---\nkind: x\n",
            "catalog.multi-document",
            9,
            1,
            "second document"));
    c.add(
        text(
            "empty second document",
            HEAD + ENTRY + "---\n",
            "catalog.multi-document",
            9,
            1,
            "second document"));
    c.add(
        text(
            "second JSON value",
            "{\"kind\": \"a\"} {}",
            "catalog.multi-document",
            1,
            15,
            "second document"));
    c.add(text("empty", "", "catalog.empty", 1, 1, ""));
    c.add(text("comment only", "# nothing\n  # here\n", "catalog.empty", 1, 1, ""));
    c.add(text("document marker only", "---\n", "catalog.empty", 1, 1, ""));
    c.add(text("tilde root", "~\n", "catalog.empty", 1, 1, ""));
    c.add(text("scalar root", "drivers\n", "catalog.root-type", 1, 1, "got a string"));
    c.add(text("sequence root", "- a\n- b\n", "catalog.root-type", 1, 1, "got a list"));
    c.add(text("JSON array root", "[1]", "catalog.root-type", 1, 1, "got a list"));
    c.add(
        text(
            "2000-deep flow nesting",
            HEAD + "drivers: " + "[".repeat(2000) + "]".repeat(2000) + "\n",
            "catalog.depth",
            3,
            25,
            "more than 16"));
    c.add(
        text(
            "2000-deep JSON nesting",
            "{\"a\":" + "[".repeat(2000) + "]".repeat(2000) + "}",
            "catalog.depth",
            1,
            21,
            "more than 16"));
    c.add(
        text(
            "1 MiB option",
            HEAD
                + ENTRY.replace(
                    "readerMountOptions: []", "readerMountOptions: [" + "o".repeat(1 << 20) + "]"),
            "catalog.size",
            1,
            1,
            "more than 262144"));
    c.add(
        new Hostile(
            "3 MiB document",
            new byte[3 << 20],
            "catalog.size",
            1,
            1,
            "payload is 3145728 bytes, more than 262144"));
    c.add(
        text(
            "provider: no",
            HEAD + ENTRY.replace("provider: weka", "provider: no"),
            "catalog.ambiguous-scalar",
            5,
            15,
            "plain scalar \"no\""));
    c.add(
        text(
            "encryptionSupported: yes",
            HEAD + ENTRY + "    encryptionSupported: yes\n",
            "catalog.ambiguous-scalar",
            8,
            26,
            "plain scalar \"yes\""));
    c.add(
        text(
            "ambiguous key",
            HEAD + ENTRY + "    on: true\n",
            "catalog.ambiguous-scalar",
            8,
            5,
            "plain scalar \"on\""));
    c.add(
        text(
            "quoted yes is a string, not a boolean",
            HEAD + ENTRY + "    encryptionSupported: \"yes\"\n",
            "catalog.field-type",
            8,
            26,
            "encryptionSupported must be a boolean, got a string"));
    c.add(
        text(
            "scalar where a list belongs",
            HEAD + ENTRY.replace("accessModes: [ReadWriteMany]", "accessModes: ReadWriteMany"),
            "catalog.field-type",
            6,
            18,
            "must be a list of strings, got a string"));
    c.add(
        text(
            "mapping where a list belongs",
            HEAD + ENTRY.replace("readerMountOptions: []", "readerMountOptions: {ro: true}"),
            "catalog.field-type",
            7,
            25,
            "must be a list of strings, got a mapping"));
    c.add(
        text(
            "number provider",
            HEAD + ENTRY.replace("provider: weka", "provider: 123"),
            "catalog.field-type",
            5,
            15,
            "must be a string, got a number"));
    c.add(
        text(
            "drivers: 5",
            HEAD + "drivers: 5\n",
            "catalog.field-type",
            3,
            10,
            "drivers must be a mapping or a list, got a number"));
    c.add(
        text(
            "escaped NUL",
            HEAD + ENTRY.replace("provider: weka", "provider: \"we\\0ka\""),
            "catalog.forbidden-character",
            5,
            15,
            "forbidden character U+0000"));
    c.add(
        text(
            "escaped BEL",
            HEAD + ENTRY.replace("provider: weka", "provider: \"\\x07\""),
            "catalog.forbidden-character",
            5,
            15,
            "forbidden character U+0007"));
    c.add(
        text(
            "JSON escaped NUL",
            "{\"apiVersion\": \"a\\u0000\"}",
            "catalog.forbidden-character",
            1,
            16,
            "U+0000"));
    c.add(
        text(
            "escaped unpaired surrogate",
            "{\"apiVersion\": \"\\ud800\"}",
            "catalog.forbidden-character",
            1,
            16,
            "unpaired surrogate"));
    c.add(
        text(
            "raw NUL",
            HEAD + ENTRY.replace("weka\n", "we\u0000ka\n"),
            "catalog.forbidden-character",
            5,
            17,
            "U+0000"));
    c.add(
        text(
            "raw DEL in comment",
            "# \u007f\n" + HEAD + ENTRY,
            "catalog.forbidden-character",
            1,
            3,
            "U+007F"));
    c.add(
        text(
            "raw NEL",
            HEAD + ENTRY.replace("weka\n", "weka\u0085\n"),
            "catalog.forbidden-character",
            5,
            19,
            "U+0085"));
    c.add(
        text(
            "Cyrillic a in a mode",
            HEAD + ENTRY.replace("[ReadWriteMany]", "[ReadWriteMаny]"),
            "catalog.access-mode-invalid",
            6,
            19,
            "invalid accessMode \"ReadWriteMаny\""));
    c.add(
        text(
            "tab indentation",
            HEAD + "drivers:\n\tcsi.weka.io: {}\n",
            "catalog.syntax",
            4,
            1,
            "TAB"));
    c.add(
        text("unclosed flow", HEAD + "drivers: [a, b\n", "catalog.syntax", 4, 1, "flow sequence"));
    c.add(
        text(
            "YAML 2.0 directive",
            "%YAML 2.0\n---\n" + HEAD + ENTRY,
            "catalog.syntax",
            1,
            1,
            "version"));
    c.add(
        text(
            ".inf",
            HEAD + ENTRY.replace("provider: weka", "provider: .inf"),
            "catalog.syntax",
            5,
            15,
            "malformed number"));
    c.add(
        text(
            "1001-digit number",
            HEAD + ENTRY.replace("provider: weka", "provider: " + "9".repeat(1001)),
            "catalog.syntax",
            5,
            15,
            "a number longer than 32 characters"));
    c.add(
        text(
            "complex key",
            HEAD + "drivers:\n  ? [a]\n  : {}\n",
            "catalog.syntax",
            4,
            6,
            "Expected a field name"));
    c.add(text("JSON comment", "{\"kind\": \"a\" /* c */}", "catalog.syntax", 1, 14, "comment"));
    c.add(
        text("JSON trailing comma", "{\"kind\": \"a\",}", "catalog.syntax", 1, 14, "double-quote"));
    c.add(text("JSON single quotes", "{'kind': 'a'}", "catalog.syntax", 1, 2, "double-quote"));
    c.add(
        text(
            "acessModes typo",
            HEAD + ENTRY.replace("accessModes", "acessModes"),
            "catalog.unknown-field",
            6,
            5,
            "unknown field \"acessModes\""));
    c.add(
        text(
            "transitions block",
            HEAD + "transitions:\n  csi.weka.io: rwxReadOnly\n" + ENTRY,
            "catalog.unknown-field",
            3,
            1,
            "unknown field \"transitions\""));
    c.add(
        text(
            "comma-smuggled option",
            HEAD + ENTRY.replace("readerMountOptions: []", "readerMountOptions: [\"ro,rw\"]"),
            "catalog.reader-option-comma",
            7,
            26,
            "\"ro,rw\" with a comma outside quotes"));
    c.add(
        new Hostile(
            "UTF-16 BOM", utf16(HEAD + ENTRY), "catalog.encoding", 1, 1, "UTF-16 byte-order mark"));
    c.add(
        new Hostile(
            "UTF-32 BOM",
            new byte[] {0, 0, (byte) 0xFE, (byte) 0xFF, 0, 0, 0, 'a'},
            "catalog.encoding",
            1,
            1,
            "UTF-32 byte-order mark"));
    byte[] invalid = (HEAD + ENTRY).getBytes(StandardCharsets.UTF_8);
    invalid[17] = (byte) 0xC3;
    invalid[18] = (byte) 0x28;
    c.add(
        new Hostile(
            "invalid UTF-8", invalid, "catalog.encoding", 1, 18, "invalid UTF-8 at byte 17"));
    c.add(
        text(
            "provisioner with trailing newline via |",
            HEAD
                + "drivers:\n  ? |\n    csi.weka.io\n  : provider: weka\n    accessModes: [ReadWriteMany]\n    readerMountOptions: []\n",
            "catalog.provisioner-format",
            4,
            5,
            "driver \"csi.weka.io\\n\" is not a valid CSI driver name"));
    c.add(
        text(
            "key longer than 256",
            HEAD + ENTRY + "    " + "k".repeat(300) + ": x\n",
            "catalog.field-length",
            8,
            5,
            "key is 300 characters, more than 256"));
    c.add(
        text(
            "scalar longer than 4096",
            HEAD + ENTRY.replace("provider: weka", "provider: " + "w".repeat(5000)),
            "catalog.field-length",
            5,
            15,
            "scalar is 5000 characters, more than 4096"));
    return c.stream();
  }

  private static byte[] utf16(String s) {
    byte[] body = s.getBytes(StandardCharsets.UTF_16LE);
    byte[] out = new byte[body.length + 2];
    out[0] = (byte) 0xFF;
    out[1] = (byte) 0xFE;
    System.arraycopy(body, 0, out, 2, body.length);
    return out;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void rejectedWithACodedLocatedProblem(Hostile c) {
    CatalogResult result = CatalogParser.parse(c.payload());
    assertThat(result.isValid()).isFalse();
    assertThat(result.revision()).isPresent();
    Problem first = result.errors().get(0);
    assertThat(first.code()).as("%s", result.problems()).isEqualTo(c.code());
    assertThat(first.severity()).isEqualTo(Severity.ERROR);
    assertThat(first.position()).isNotNull();
    assertThat(first.position().line()).as("line of %s", first).isEqualTo(c.line());
    assertThat(first.position().column()).as("column of %s", first).isEqualTo(c.column());
    assertThat(first.message()).contains(c.detail());
    assertThat(first.message().length()).isLessThan(4200);
    for (Problem p : result.problems()) {
      assertThat(p.message()).doesNotContain("com.fasterxml", "org.yaml", "java.", "Exception");
      if (!p.code().equals("catalog.empty")
          && p.code().startsWith("catalog.")
          && isParseCode(p.code())) {
        assertThat(p.message()).startsWith("parse storage capability catalog: ");
      }
    }
  }

  private static boolean isParseCode(String code) {
    return List.of(
            "catalog.size",
            "catalog.encoding",
            "catalog.forbidden-character",
            "catalog.yaml-alias",
            "catalog.yaml-anchor",
            "catalog.yaml-tag",
            "catalog.multi-document",
            "catalog.duplicate-key",
            "catalog.depth",
            "catalog.root-type",
            "catalog.syntax",
            "catalog.ambiguous-scalar",
            "catalog.field-length",
            "catalog.unknown-field",
            "catalog.field-type",
            "catalog.list-length")
        .contains(code);
  }
}
