package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the YAML reader's frame checks and hands SnakeYAML, character by character: every control
 * character refused with its line and column (on an ASCII line, checked eight bytes at a time, and
 * on a UTF-8 line), tabs and both line ends accepted, the bracket limit at and one past 1 000 on
 * either kind of line, and values of every length across the window's reads, ASCII, Latin-1, the
 * BMP and beyond, read back as written. Expected positions are counted by hand: the document's
 * fifth line is {@code data: ...} and columns count characters from 1.
 */
class ReaderTextTest {

  private static final String CM = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n";

  private static Recorder readBytes(byte[] bytes) {
    return Recorder.read("a.yaml", bytes);
  }

  @Test
  void everyControlCharacterButTabAndLineEndsIsRefusedWhereItIsOnAnAsciiLine() {
    for (int c = 0; c < 0x80; c++) {
      if (c >= 0x20 && c < 0x7F) {
        continue;
      }
      // at columns 11 to 27: inside the first word, at its edges and in the tail of the line
      for (int pad = 0; pad <= 16; pad++) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes((CM + "data: {k: " + "p".repeat(pad)).getBytes(StandardCharsets.US_ASCII));
        out.write(c);
        out.writeBytes("q}\n".getBytes(StandardCharsets.US_ASCII));
        Recorder read = readBytes(out.toByteArray());
        if (c == '\t' || c == '\n' || c == '\r') {
          assertThat(read.events).as("U+%04X", c).hasSize(1);
          continue;
        }
        assertThat(read.events)
            .as("U+%04X after %d", c, pad)
            .containsExactly(
                "unreadable 0@1 5:"
                    + (11 + pad)
                    + " character U+"
                    + String.format(Locale.ROOT, "%04X", c)
                    + " is not allowed in YAML");
      }
    }
  }

  @Test
  void aControlCharacterOnAUtf8LineIsRefusedAtItsCharacterColumn() {
    // "data: {k: é" is 11 characters (12 bytes): the control character is the 12th
    assertThat(Recorder.read("a.yaml", CM + "data: {k: é\u0001}\n").events)
        .containsExactly("unreadable 0@1 5:12 character U+0001 is not allowed in YAML");
    assertThat(Recorder.read("a.yaml", CM + "data: {k: é\u007F}\n").events)
        .containsExactly("unreadable 0@1 5:12 character U+007F is not allowed in YAML");
    // outside YAML's printable set in the BMP; NEL and the line separator are printable
    assertThat(Recorder.read("a.yaml", CM + "data: {k: é\uFFFE}\n").events)
        .containsExactly("unreadable 0@1 5:12 character U+FFFE is not allowed in YAML");
    assertThat(Recorder.read("a.yaml", CM + "data: {k: \"é\u0085\"}\n").events)
        .containsExactly("object 0@1 ConfigMap/a");
    // a control character before the first byte that is not ASCII is found by the ASCII check
    assertThat(Recorder.read("a.yaml", CM + "data: {k: \u0002é}\n").events)
        .containsExactly("unreadable 0@1 5:11 character U+0002 is not allowed in YAML");
  }

  @Test
  void tabsCrLfAndLoneCarriageReturnsAreRead() {
    Recorder crlf =
        Recorder.read(
            "a.yaml",
            "apiVersion: v1\r\nkind: ConfigMap\r\nmetadata:\r\n  name: a\r\ndata:\r\n  k: \"a\tb\"\r\n");
    assertThat(crlf.events).containsExactly("object 0@1 ConfigMap/a");
    assertThat(crlf.objects.get(0).get("data")).isEqualTo(Map.of("k", "a\tb"));
    Recorder cr =
        Recorder.read("a.yaml", "apiVersion: v1\rkind: ConfigMap\rmetadata:\r  name: b\r");
    assertThat(cr.events).containsExactly("object 0@1 ConfigMap/b");
    // a syntax error after lone carriage returns: SnakeYAML counts them as line breaks
    assertThat(Recorder.read("a.yaml", "apiVersion: v1\rkind: ConfigMap\rk: v: x\n").events)
        .containsExactly("unreadable 0@1 3:5 mapping values are not allowed here");
  }

  @Test
  void theBracketLimitHoldsAtAndOnePastAThousandOnEitherKindOfLine() {
    for (String lead : new String[] {"", "é"}) {
      String at = CM + "note: \"" + lead + "{".repeat(1000) + "\"\n";
      assertThat(Recorder.read("a.yaml", at).events)
          .as("lead %s", lead)
          .containsExactly("object 0@1 ConfigMap/a");
      String past = CM + "note: \"" + lead + "[".repeat(1001) + "\"\n";
      assertThat(Recorder.read("a.yaml", past).events)
          .as("lead %s", lead)
          .containsExactly(
              "unreadable 0@1 5:"
                  + (8 + lead.length() + 1000)
                  + " nesting deeper than 1000 levels");
      // brackets closed in between, and a closing one more than is open, add nothing
      String closed = CM + "note: \"" + lead + "}]" + "{}".repeat(1000) + "[".repeat(1000) + "\"\n";
      assertThat(Recorder.read("a.yaml", closed).events)
          .as("lead %s", lead)
          .containsExactly("object 0@1 ConfigMap/a");
      // ... so a thousand and one open after them is still one past the limit
      String closedPast = CM + "note: \"" + lead + "}]" + "[".repeat(1001) + "\"\n";
      assertThat(Recorder.read("a.yaml", closedPast).events)
          .as("lead %s", lead)
          .containsExactly(
              "unreadable 0@1 5:"
                  + (8 + lead.length() + 2 + 1000)
                  + " nesting deeper than 1000 levels");
    }
  }

  @Test
  void valuesOfEveryLengthAndAlphabetAreReadBackAsWritten() {
    String[] alphabets = {"ab", "aé", "a€", "a\uD83D\uDE00"};
    int[] lengths = {1, 7, 8, 9, 1023, 1024, 4095, 4096, 8191, 8192, 8193, 16_384, 20_000, 70_000};
    Map<String, String> expected = new LinkedHashMap<>();
    StringBuilder yaml = new StringBuilder(CM).append("data:\n");
    int k = 0;
    for (String alphabet : alphabets) {
      for (int length : lengths) {
        StringBuilder value = new StringBuilder();
        int[] points = alphabet.codePoints().toArray();
        for (int i = 0; i < length; i++) {
          value.appendCodePoint(points[(i * 7 / 5) % points.length]);
        }
        String key = "k" + k++;
        expected.put(key, value.toString());
        yaml.append("  ").append(key).append(": ").append(value).append('\n');
      }
    }
    Recorder read = Recorder.read("a.yaml", yaml.toString());
    assertThat(read.events).containsExactly("object 0@1 ConfigMap/a");
    assertThat(read.objects.get(0).get("data")).isEqualTo(expected);
  }
}
