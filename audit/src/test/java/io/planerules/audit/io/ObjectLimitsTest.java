package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The object size limit of a YAML document ({@link Limits#MAX_OBJECT} code points, counted from the
 * object's start to its end) at exactly the limit and one past it, and the memory guard that stops
 * reading far past it. Sizes are counted by hand from the texts.
 */
class ObjectLimitsTest {

  /** {@code k: <a x's>\nl: <b x's>\n}: a + b + 8 code points, the mapping's end at the last. */
  private static String twoLines(int a, int b) {
    return "k: " + "x".repeat(a) + "\nl: " + "x".repeat(b) + "\n";
  }

  @Test
  void aDocumentOfExactlyTheLimitIsReadAndOneCharacterMoreIsRefusedAtItsStart() {
    int a = 4_000_000;
    int b = Limits.MAX_OBJECT - 8 - a;
    assertThat(Recorder.read("a.yaml", twoLines(a, b)).events)
        .containsExactly("object 0@1 null/null");
    assertThat(Recorder.read("a.yaml", twoLines(a, b + 1)).events)
        .containsExactly("unreadable 0@1 1:1 the object is larger than 8 MiB (8388609 > 8388608)");
  }

  @Test
  void readingStopsAtTheGuardFarPastTheLimitAndTheNextDocumentIsRead() {
    // 8 600 008 code points, past the limit and its 64 KiB of slack: refused on the second line
    String text = twoLines(4_300_000, 4_300_000) + "---\nk: v\n";
    assertThat(Recorder.read("a.yaml", text).events)
        .containsExactly(
            "unreadable 0@1 2:1 an object larger than 8388608 characters", "object 1@3 null/null");
  }
}
