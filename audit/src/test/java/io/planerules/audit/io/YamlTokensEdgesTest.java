package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The YAML tokens at their edges: a sequence's tag, the digits of each radix at their ranges' ends,
 * anchored nodes holding collections and anchored scalars, a document marker SnakeYAML sees after a
 * carriage return the line reader does not end a line at, the alias size limit at exactly the
 * limit, and the memory guard counting each item of a {@code List} alone. Every expected value is
 * written by hand; positions and sizes are counted by hand from the texts.
 */
class YamlTokensEdgesTest {

  private static final String CM = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ";

  @Test
  void aSequencesTagMustBeTheCoreSequenceTag() {
    String text =
        CM
            + "a\ndata: !custom [1]\n---\n"
            + CM
            + "b\ndata: !!map [1]\n---\n"
            + CM
            + "c\nl: !!seq [1]\n";
    Recorder recorder = Recorder.read("a.yaml", text);
    assertThat(recorder.events)
        .containsExactly(
            "unreadable 0@1 5:7 tag !custom is not a core YAML tag here",
            "unreadable 1@6 11:7 tag !!map is not a core YAML tag here",
            "object 2@12 ConfigMap/c");
    assertThat(recorder.objects.get(0)).containsEntry("l", List.of(1L));
  }

  @Test
  void theDigitsOfEachRadixEndWhereTheirRangesDo() {
    assertThat(YamlTokens.integer("0x0")).isEqualTo(0L);
    assertThat(YamlTokens.integer("0x9")).isEqualTo(9L);
    assertThat(YamlTokens.integer("0xa")).isEqualTo(10L);
    assertThat(YamlTokens.integer("0xf")).isEqualTo(15L);
    assertThat(YamlTokens.integer("0xA")).isEqualTo(10L);
    assertThat(YamlTokens.integer("0xF")).isEqualTo(15L);
    // the characters just outside each range: / : ` g @ G
    for (String outside : new String[] {"0x/", "0x:", "0x`", "0xg", "0x@", "0xG"}) {
      assertThat(YamlTokens.integer(outside)).as(outside).isNull();
    }
    assertThat(YamlTokens.integer("0o0")).isEqualTo(0L);
    assertThat(YamlTokens.integer("0o7")).isEqualTo(7L);
    assertThat(YamlTokens.integer("0o/")).isNull();
    assertThat(YamlTokens.integer("0o8")).isNull();
    assertThat(YamlTokens.integer("0")).isEqualTo(0L);
    assertThat(YamlTokens.integer("9")).isEqualTo(9L);
    assertThat(YamlTokens.integer("/")).isNull();
    assertThat(YamlTokens.integer(":")).isNull();
  }

  @Test
  void anAnchoredMappingEndsAtItsOwnEndNotAtTheEndOfACollectionInIt() {
    Recorder recorder =
        Recorder.read("a.yaml", CM + "a\ndata: &d {x: [1, 2], y: {z: 3}, w: 4}\ncopy: *d\n");
    assertThat(recorder.events).containsExactly("object 0@1 ConfigMap/a");
    Map<String, Object> data = Map.of("x", List.of(1L, 2L), "y", Map.of("z", 3L), "w", 4L);
    assertThat(recorder.objects.get(0)).containsEntry("data", data).containsEntry("copy", data);
  }

  @Test
  void anAnchoredScalarInsideAnAnchoredSequenceIsRepeatedWithIt() {
    Recorder recorder =
        Recorder.read("a.yaml", CM + "a\nlist: &o [&i a, b]\ncopy: *o\nagain: *i\n");
    assertThat(recorder.events).containsExactly("object 0@1 ConfigMap/a");
    assertThat(recorder.objects.get(0))
        .containsEntry("list", List.of("a", "b"))
        .containsEntry("copy", List.of("a", "b"))
        .containsEntry("again", "a");
  }

  @Test
  void aDocumentMarkerAfterACarriageReturnIsASecondDocumentWithoutAMarkerLine() {
    // the line reader ends lines at \n only; SnakeYAML also breaks a line at a lone \r, so it
    // reads "---" at the start of its second line
    assertThat(Recorder.read("a.yaml", "{a: 1}\r--- {b: 2}\n").events)
        .containsExactly(
            "object 0@1 null/null", "unreadable 0@1 2:1 a second document without a --- line");
  }

  @Test
  void anAliasMayBringTheDocumentToExactlyTheObjectLimitAndNotOneCharacterPast() {
    // "k: &a " then the value's L characters, "\n", "b: *a": the anchored scalar spans "&a " and
    // the value (L + 3 characters) and the alias stands at |k| + 5 + L + 1 + 3; the two add up to
    // |k| + 2L + 12 characters
    int l = (Limits.MAX_OBJECT - 14) / 2;
    String value = "x".repeat(l);
    // |k| = 2: exactly the limit with the alias expanded; the whole object is then larger (the
    // alias's own "*a\n" follows), which the object size check reports at the object's start
    assertThat(Recorder.read("a.yaml", "kk: &a " + value + "\nb: *a\n").events)
        .containsExactly("unreadable 0@1 1:1 the object is larger than 8 MiB (8388611 > 8388608)");
    // |k| = 3: one character past the limit, refused where the alias stands
    assertThat(Recorder.read("a.yaml", "kkk: &a " + value + "\nb: *a\n").events)
        .containsExactly(
            "unreadable 0@1 2:4 alias *a: the document would be larger than 8388608 characters"
                + " with its aliases expanded");
  }

  @Test
  void theMemoryGuardCountsEachItemOfAListAlone() {
    // three items of 3 MiB: 9 MiB in all, past the guard's 8 MiB + 64 KiB, each well within it
    StringBuilder text = new StringBuilder("apiVersion: v1\nkind: ConfigMapList\nitems:\n");
    String value = "x".repeat(3 << 20);
    for (int i = 0; i < 3; i++) {
      text.append("- {apiVersion: v1, kind: ConfigMap, metadata: {name: c")
          .append(i)
          .append("}, data: {x: ")
          .append(value)
          .append("}}\n");
    }
    assertThat(Recorder.read("list.yaml", text.toString()).events)
        .containsExactly(
            "object 0@1 ConfigMap/c0", "object 0@1 ConfigMap/c1", "object 0@1 ConfigMap/c2");
  }
}
