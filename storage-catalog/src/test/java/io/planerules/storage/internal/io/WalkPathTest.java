package io.planerules.storage.internal.io;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import org.junit.jupiter.api.Test;

/**
 * Problem paths are spelled from Jackson's parsing context as the document is written, in both
 * syntaxes: top-level keys bare, keys of a keyed map and keys that are not identifiers quoted,
 * other keys after a dot, list indexes in brackets.
 */
class WalkPathTest {

  /** The path of the first problem of a text, read as it is and, when it is JSON, as YAML. */
  private static String path(String text) {
    DocumentReader.Read read = DocumentReader.read(text, DocumentReader.Syntax.AUTO, TestKind.KIND);
    Problem first = read.problems().get(0);
    if (text.startsWith("{")) {
      DocumentReader.Read yaml =
          DocumentReader.read(text, DocumentReader.Syntax.YAML, TestKind.KIND);
      assertThat(yaml.problems()).isEqualTo(read.problems());
    }
    return first.path();
  }

  @Test
  void valuesKeysAndContainers() {
    assertThat(path("a: \"\\0\"\n")).isEqualTo("a");
    assertThat(path("{\"a\": [\"x\", {\"b\": \"\\u0000\"}]}")).isEqualTo("a[1].b");
    assertThat(path("a:\n  - x\n  - b: [1, \"\\0\"]\n")).isEqualTo("a[1].b[1]");
    assertThat(path("drivers:\n  csi.weka.io:\n    accessModes: [x, \"\\0\"]\n"))
        .isEqualTo("drivers[\"csi.weka.io\"].accessModes[1]");
    assertThat(path("drivers:\n  weka:\n    provider: \"\\0\"\n"))
        .isEqualTo("drivers[\"weka\"].provider");
    assertThat(path("drivers:\n  - name: \"\\0\"\n")).isEqualTo("drivers[0].name");
    assertThat(path("a b:\n  c-d:\n    e: \"\\0\"\n")).isEqualTo("a b[\"c-d\"].e");
    // a key's own problem is at the key's path; a repeated key too
    assertThat(path("a:\n  \"k\\0\": 1\n")).isEqualTo("a[\"k\\x00\"]");
    assertThat(path("{\"a\": {\"b\": 1, \"b\": 2}}")).isEqualTo("a.b");
    // a container's problem is at the container's path
    assertThat(path("a: [[&x [1]]]\n")).isEqualTo("a[0][0]");
    assertThat(path("{\"a\": {\"b\": " + "[".repeat(15) + "]".repeat(15) + "}}"))
        .isEqualTo("a.b" + "[0]".repeat(14));
  }
}
