package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.planerules.testkit.Properties;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.reader.StreamReader;

/**
 * The linear window answers every call SnakeYAML's scanner makes as SnakeYAML's own {@link
 * StreamReader} answers it (the oracle: SnakeYAML 2.5 itself), on text with line breaks of every
 * kind, a byte order mark, characters outside the BMP and runs longer than both readers' chunks,
 * its source appending pieces of every size, as bytes or code points.
 */
class CodePointWindowTest {

  /**
   * A window over {@code text}, its source appending pieces of at most {@code piece} code points: a
   * piece below U+0100 as bytes, any other one code point at a time.
   */
  static CodePointWindow window(String text, int piece) {
    int[] points = text.codePoints().toArray();
    int[] at = {0};
    return new CodePointWindow(
        new CodePointWindow.Source() {
          @Override
          public boolean read(CodePointWindow window, int max) {
            if (at[0] == points.length) {
              return false;
            }
            int n = Math.min(Math.min(max, piece), points.length - at[0]);
            byte[] bytes = new byte[n];
            boolean narrow = true;
            for (int i = 0; i < n; i++) {
              narrow &= points[at[0] + i] <= 0xff;
              bytes[i] = (byte) points[at[0] + i];
            }
            if (narrow) {
              window.append(bytes, 0, n);
            } else {
              for (int i = 0; i < n; i++) {
                window.append(points[at[0] + i]);
              }
            }
            at[0] += n;
            return true;
          }

          @Override
          public int pending() {
            return points.length - at[0];
          }
        });
  }

  private static final String[] PIECES = {
    "a",
    "key: value",
    "\n",
    "\r\n",
    "\r",
    "\u0085",
    "\u2028",
    "\uFEFF",
    "\uD83D\uDE00",
    "é",
    "x".repeat(1500),
    "y".repeat(9000),
    " ",
    "\t"
  };

  /** Applies each operation to a reader; returns what every call answered. */
  private static List<String> run(StreamReader reader, List<Integer> operations) {
    List<String> answers = new ArrayList<>();
    for (int op : operations) {
      try {
        apply(reader, op, answers);
      } catch (RuntimeException e) {
        // past the end of the text (the scanner never goes there): both fail alike
        answers.add(e.getClass().getSimpleName());
        return answers;
      }
      answers.add(reader.getIndex() + " " + reader.getLine() + ":" + reader.getColumn());
    }
    return answers;
  }

  private static void apply(StreamReader reader, int op, List<String> answers) {
    {
      // SnakeYAML's reader reads one chunk (1 023 characters) per call and answers 0 past it, so
      // peek and prefix look at most 1 000 ahead here, as its scanner does (one further each time)
      int n = (op / 8) % 1001;
      switch (op % 8) {
        case 0 -> answers.add("peek " + reader.peek());
        case 1 -> answers.add("peek(" + n + ") " + reader.peek(n));
        case 2 -> answers.add("prefix(" + n + ") " + reader.prefix(n));
        case 3 -> answers.add("prefixForward(" + n + ") " + reader.prefixForward(n));
        case 4 -> reader.forward(op / 8);
        case 5 -> reader.forward();
        case 6 -> reader.resetDocumentIndex();
        default -> {
          Mark mark = reader.getMark();
          answers.add(
              "mark "
                  + mark.getIndex()
                  + " "
                  + mark.getLine()
                  + ":"
                  + mark.getColumn()
                  + " doc "
                  + reader.getDocumentIndex());
        }
      }
    }
  }

  @Test
  void answersAsSnakeYamlsReaderDoes() {
    Properties.qt(300)
        .forAll(
            lists().of(integers().between(0, PIECES.length - 1)).ofSizeBetween(0, 40),
            lists().of(integers().between(0, 8 * 12_000)).ofSizeBetween(1, 60),
            integers().between(1, 3 * CodePointWindow.CHUNK))
        .checkAssert(
            (pieces, operations, piece) -> {
              StringBuilder text = new StringBuilder();
              pieces.forEach(p -> text.append(PIECES[p]));
              String t = text.toString();
              assertThat(run(window(t, piece), operations))
                  .isEqualTo(run(new StreamReader(new StringReader(t)), operations));
            });
  }

  @Test
  void readsALongRunToItsEndAcrossTheSwitchToWideCodePoints() {
    String run = "z".repeat(3 * 8192 + 5);
    for (String text : new String[] {run + "\n", run + "\u00e9\u20ac" + run + "\n"}) {
      CodePointWindow window = window(text, CodePointWindow.CHUNK);
      String token = text.substring(0, text.length() - 1);
      int points = token.codePointCount(0, token.length());
      assertThat(window.peek(points)).isEqualTo('\n');
      assertThat(window.prefixForward(points)).isEqualTo(token);
      assertThat(window.getIndex()).isEqualTo(points);
      assertThat(window.getColumn()).isEqualTo(points);
      assertThat(window.peek()).isEqualTo('\n');
      assertThat(window.peek(1)).isZero();
      assertThat(window.prefix(5)).isEqualTo("\n");
      window.forward();
      assertThat(window.getLine()).isEqualTo(1);
      assertThat(window.getColumn()).isZero();
      assertThat(window.peek()).isZero();
    }
  }
}
