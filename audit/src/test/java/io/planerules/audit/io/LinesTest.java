package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bounded line reader, boundary by boundary: where a line ends (after its {@code \n}; a {@code
 * \r} stays in the line), the byte order mark (dropped at the start only, however the stream hands
 * its bytes over), the line limit ({@link Limits#MAX_OBJECT} bytes held, one more flagged, far more
 * cut to its first 256 bytes), the buffer's growth across its 8 KiB start, and the per-line
 * questions the stream reader asks. Expected lines are written by hand.
 */
class LinesTest {

  private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

  /** A stream handing over at most {@code chunk} bytes per read. */
  private static InputStream chunked(byte[] bytes, int chunk) {
    return new FilterInputStream(new ByteArrayInputStream(bytes)) {
      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        return super.read(b, off, Math.min(len, chunk));
      }
    };
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.ISO_8859_1);
  }

  private static byte[] concat(byte[]... parts) {
    int n = 0;
    for (byte[] part : parts) {
      n += part.length;
    }
    byte[] out = new byte[n];
    int at = 0;
    for (byte[] part : parts) {
      System.arraycopy(part, 0, out, at, part.length);
      at += part.length;
    }
    return out;
  }

  private static String current(Lines lines) {
    return new String(lines.buffer(), lines.start(), lines.length(), StandardCharsets.ISO_8859_1);
  }

  /** Every line of {@code in}, as text. */
  private static List<String> all(InputStream in) throws IOException {
    Lines lines = new Lines(in);
    List<String> out = new ArrayList<>();
    int number = 0;
    while (lines.next()) {
      assertThat(lines.number()).isEqualTo(++number);
      assertThat(lines.tooLong()).isFalse();
      out.add(current(lines));
    }
    assertThat(lines.next()).isFalse();
    return out;
  }

  @Test
  void aLineEndsAfterItsLineFeedACarriageReturnStaysInTheLine() throws IOException {
    assertThat(all(new ByteArrayInputStream(ascii("a\r\nb\rc\n\nd"))))
        .containsExactly("a\r\n", "b\rc\n", "\n", "d");
    assertThat(all(new ByteArrayInputStream(ascii("\n")))).containsExactly("\n");
    assertThat(all(new ByteArrayInputStream(ascii("x")))).containsExactly("x");
    assertThat(all(new ByteArrayInputStream(new byte[0]))).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 7, 8, 9, 4096})
  void theByteOrderMarkIsDroppedAtTheStartOnlyHoweverTheBytesArrive(int chunk) throws IOException {
    assertThat(all(chunked(concat(BOM, ascii("a\nb\n")), chunk))).containsExactly("a\n", "b\n");
    assertThat(all(chunked(BOM, chunk))).isEmpty();
    assertThat(all(chunked(concat(BOM, BOM, ascii("a")), chunk)))
        .containsExactly("\u00EF\u00BB\u00BFa");
    assertThat(all(chunked(concat(ascii("a\n"), BOM, ascii("b")), chunk)))
        .containsExactly("a\n", "\u00EF\u00BB\u00BFb");
    assertThat(all(chunked(new byte[] {(byte) 0xEF, (byte) 0xBB}, chunk)))
        .containsExactly("\u00EF\u00BB");
    assertThat(all(chunked(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBE, 'a'}, chunk)))
        .containsExactly("\u00EF\u00BB\u00BEa");
    assertThat(all(chunked(new byte[] {' ', (byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, chunk)))
        .containsExactly(" \u00EF\u00BB\u00BF");
  }

  @ParameterizedTest
  @ValueSource(ints = {8190, 8191, 8192, 8193, 8194, 16383, 16384, 16385, 100_000})
  void linesAcrossTheBufferStartAndItsGrowthAreWhole(int length) throws IOException {
    String a = "a".repeat(length - 1) + "\n";
    String b = "b".repeat(length / 3) + "\n";
    String c = "c".repeat(length);
    for (int chunk : new int[] {1000, 8192, Integer.MAX_VALUE}) {
      assertThat(all(chunked(ascii("x\n" + a + b + c), chunk))).containsExactly("x\n", a, b, c);
    }
  }

  /** A stream handing over at most {@code chunk} bytes per read, never saying how many are left. */
  private static InputStream quiet(byte[] bytes, int chunk) {
    return new FilterInputStream(chunked(bytes, chunk)) {
      @Override
      public int available() {
        return 0;
      }
    };
  }

  @ParameterizedTest
  @ValueSource(ints = {8191, 8192, 8193, 16384, 16385, 100_000})
  void linesAcrossTheBufferGrowthAreWholeWhenTheStreamDoesNotSayHowMuchItHolds(int length)
      throws IOException {
    String a = "a".repeat(length - 1) + "\n";
    String c = "c".repeat(length);
    for (int chunk : new int[] {1000, Integer.MAX_VALUE}) {
      assertThat(all(quiet(ascii("x\n" + a + c), chunk))).containsExactly("x\n", a, c);
    }
    Lines over = new Lines(quiet(lineOf(Limits.MAX_OBJECT + 1, true), 65536));
    assertThat(over.next()).isTrue();
    assertThat(over.tooLong()).isTrue();
    assertThat(over.next()).isTrue();
    assertThat(current(over)).isEqualTo("b\n");
  }

  /** A line of {@code length} bytes, its {@code \n} included, then {@code b\n}. */
  private static byte[] lineOf(int length, boolean lineFeed) {
    byte[] bytes = new byte[length + (lineFeed ? 2 : 0)];
    Arrays.fill(bytes, (byte) 'v');
    if (lineFeed) {
      bytes[length - 1] = '\n';
      bytes[length] = 'b';
      bytes[length + 1] = '\n';
    }
    return bytes;
  }

  @Test
  void aLineOfExactlyTheLimitIsHeldAndOneByteMoreIsTooLong() throws IOException {
    for (boolean lineFeed : new boolean[] {true, false}) {
      Lines at = new Lines(new ByteArrayInputStream(lineOf(Limits.MAX_OBJECT, lineFeed)));
      assertThat(at.next()).isTrue();
      assertThat(at.tooLong()).isFalse();
      assertThat(at.length()).isEqualTo(Limits.MAX_OBJECT);

      Lines over = new Lines(new ByteArrayInputStream(lineOf(Limits.MAX_OBJECT + 1, lineFeed)));
      assertThat(over.next()).isTrue();
      assertThat(over.tooLong()).isTrue();
      assertThat(over.number()).isEqualTo(1);
      if (lineFeed) {
        assertThat(over.next()).isTrue();
        assertThat(over.tooLong()).isFalse();
        assertThat(current(over)).isEqualTo("b\n");
        assertThat(over.number()).isEqualTo(2);
      }
      assertThat(over.next()).isFalse();
    }
  }

  @ParameterizedTest
  @CsvSource({"true, 1000", "true, 65536", "false, 65536", "true, 2147483647"})
  void aLineBeyondTheBufferIsCutToItsFirstBytesAndTheNextLineIsRead(boolean lineFeed, int chunk)
      throws IOException {
    byte[] bytes = lineOf(2 * Limits.MAX_OBJECT, lineFeed);
    bytes[0] = 'k';
    Lines lines = new Lines(chunked(bytes, chunk));
    assertThat(lines.next()).isTrue();
    assertThat(lines.tooLong()).isTrue();
    assertThat(lines.length()).isEqualTo(256);
    assertThat(current(lines)).isEqualTo("k" + "v".repeat(255));
    assertThat(lines.firstNonBlank()).isEqualTo('k');
    if (lineFeed) {
      assertThat(lines.next()).isTrue();
      assertThat(lines.tooLong()).isFalse();
      assertThat(lines.number()).isEqualTo(2);
      assertThat(current(lines)).isEqualTo("b\n");
    }
    assertThat(lines.next()).isFalse();
  }

  @Test
  void anUncutLongLineYieldsEveryByteUntilItIsCut() throws IOException {
    byte[] bytes = lineOf(2 * Limits.MAX_OBJECT, true);
    Lines lines = new Lines(chunked(bytes, 65536));
    assertThat(lines.next(false)).isTrue();
    assertThat(lines.tooLong()).isTrue();
    assertThat(lines.length()).isGreaterThan(Limits.MAX_OBJECT);
    assertThat(lines.fromCurrentLine().readAllBytes()).isEqualTo(bytes);

    Lines cut = new Lines(chunked(bytes, 65536));
    assertThat(cut.next(false)).isTrue();
    cut.cutLongLine();
    assertThat(cut.length()).isEqualTo(256);
    cut.cutLongLine();
    assertThat(cut.length()).isEqualTo(256);
    assertThat(cut.next()).isTrue();
    assertThat(current(cut)).isEqualTo("b\n");

    Lines shortLine = new Lines(new ByteArrayInputStream(ascii("a\nb\n")));
    assertThat(shortLine.next(false)).isTrue();
    shortLine.cutLongLine();
    assertThat(current(shortLine)).isEqualTo("a\n");
    assertThat(shortLine.next()).isTrue();
    assertThat(current(shortLine)).isEqualTo("b\n");
  }

  @Test
  void aLineFeedFirstInTheBufferEndsALineAndAMarkerOnALaterLineIsSeen() throws IOException {
    assertThat(all(new ByteArrayInputStream(ascii("\nb")))).containsExactly("\n", "b");
    Lines lines = new Lines(new ByteArrayInputStream(ascii("a\n---")));
    assertThat(lines.next()).isTrue();
    assertThat(lines.next()).isTrue();
    assertThat(lines.isMarker('-')).isTrue();
    assertThat(lines.fromCurrentLine().readAllBytes()).isEqualTo(ascii("---"));
  }

  @Test
  void twoLinesOfHalfTheLimitEachInOneBufferAreNeitherTooLong() throws IOException {
    int half = Limits.MAX_OBJECT / 2;
    byte[] bytes = ascii("a".repeat(half) + "\n" + "b".repeat(half));
    Lines lines = new Lines(new ByteArrayInputStream(bytes));
    assertThat(lines.next()).isTrue();
    assertThat(lines.tooLong()).isFalse();
    assertThat(lines.next()).isTrue();
    assertThat(lines.tooLong()).isFalse();
    assertThat(lines.length()).isEqualTo(half);
    assertThat(lines.next()).isFalse();
  }

  @Test
  void theRestOfTheInputFromALaterLineOfAShortInputIsOnlyWhatIsLeft() throws IOException {
    Lines lines = new Lines(new ByteArrayInputStream(ascii("a\nbc\nd")));
    lines.next();
    lines.next();
    assertThat(new String(lines.fromCurrentLine().readAllBytes(), StandardCharsets.ISO_8859_1))
        .isEqualTo("bc\nd");
  }

  @Test
  void theRestOfTheInputFromTheCurrentLineIsEveryByteLeft() throws IOException {
    byte[] bytes = ascii("a\n" + "b".repeat(20_000) + "\nc\nd");
    for (int chunk : new int[] {3, 5000, Integer.MAX_VALUE}) {
      Lines lines = new Lines(chunked(bytes, chunk));
      lines.next();
      lines.next();
      assertThat(new String(lines.fromCurrentLine().readAllBytes(), StandardCharsets.ISO_8859_1))
          .isEqualTo("b".repeat(20_000) + "\nc\nd");
    }
  }

  /** The single line of {@code text}. */
  private static Lines one(String text) throws IOException {
    Lines lines = new Lines(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    assertThat(lines.next()).isTrue();
    return lines;
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "---|true|false",
        "---\\n|true|false",
        "---\\r\\n|true|false",
        "--- x: 1\\n|true|false",
        "---\\tx\\n|true|false",
        "----\\n|false|false",
        "---x\\n|false|false",
        "--\\n|false|false",
        "-\\n|false|false",
        "-- -\\n|false|false",
        "' ---\\n'|false|false",
        "...|false|true",
        "...\\n|false|true",
        "... # end\\n|false|true",
        "....\\n|false|false",
        "..\\n|false|false",
        "-.-\\n|false|false",
      })
  void documentMarkersAreThreeDashesOrDotsThenABlankOrTheEnd(
      String text, boolean dashes, boolean dots) throws IOException {
    String line = text.replace("\\n", "\n").replace("\\r", "\r").replace("\\t", "\t");
    Lines lines = one(line);
    assertThat(lines.isMarker('-')).isEqualTo(dashes);
    assertThat(lines.isMarker('.')).isEqualTo(dots);
  }

  @Test
  void blanksCommentsAndTheFirstAndLastNonBlankBytes() throws IOException {
    assertThat(one(" \t \r\n").isBlankOrComment()).isTrue();
    assertThat(one("\n").isBlankOrComment()).isTrue();
    assertThat(one("  # a comment: x\n").isBlankOrComment()).isTrue();
    assertThat(one("#\n").isBlankOrComment()).isTrue();
    assertThat(one("  a # not only a comment\n").isBlankOrComment()).isFalse();
    assertThat(one("a").isBlankOrComment()).isFalse();

    assertThat(one(" \t{\"a\": 1}\r\n").firstNonBlank()).isEqualTo('{');
    assertThat(one(" \t{\"a\": 1} \r\n").lastNonBlank()).isEqualTo('}');
    assertThat(one("x").firstNonBlank()).isEqualTo('x');
    assertThat(one("x").lastNonBlank()).isEqualTo('x');
    assertThat(one(" \t\r\n").firstNonBlank()).isEqualTo(-1);
    assertThat(one(" \t\r\n").lastNonBlank()).isEqualTo(-1);
    // bytes above 0x7F are answered unsigned
    assertThat(one(" é ").firstNonBlank()).isEqualTo(0xC3);
    assertThat(one(" é ").lastNonBlank()).isEqualTo(0xA9);
  }
}
