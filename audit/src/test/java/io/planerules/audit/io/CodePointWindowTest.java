package io.planerules.audit.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.planerules.testkit.Properties;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.reader.ReaderException;
import org.yaml.snakeyaml.reader.StreamReader;

/**
 * The linear window answers every call SnakeYAML's scanner makes as SnakeYAML's own {@link
 * StreamReader} answers it (the oracle: SnakeYAML 2.5 itself), on text with line breaks of every
 * kind, a byte order mark, characters outside the BMP and runs longer than both readers' chunks.
 */
class CodePointWindowTest {

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
            lists().of(integers().between(0, 8 * 12_000)).ofSizeBetween(1, 60))
        .checkAssert(
            (pieces, operations) -> {
              StringBuilder text = new StringBuilder();
              pieces.forEach(p -> text.append(PIECES[p]));
              String t = text.toString();
              assertThat(run(new CodePointWindow(new StringReader(t)), operations))
                  .isEqualTo(run(new StreamReader(new StringReader(t)), operations));
            });
  }

  @Test
  void readsALongRunToItsEndAndRefusesWhatSnakeYamlRefuses() {
    String run = "z".repeat(3 * 8192 + 5);
    CodePointWindow window = new CodePointWindow(new StringReader(run + "\n"));
    assertThat(window.peek(run.length())).isEqualTo('\n');
    assertThat(window.prefixForward(run.length())).isEqualTo(run);
    assertThat(window.peek()).isEqualTo('\n');
    assertThat(window.peek(1)).isZero();
    assertThat(window.prefix(5)).isEqualTo("\n");
    assertThatThrownBy(() -> new CodePointWindow(new StringReader("ab\u0001")).peek(2))
        .isInstanceOf(ReaderException.class)
        .hasMessageContaining("special characters are not allowed");
    assertThatThrownBy(() -> new CodePointWindow(new StringReader("a\uD83D")).peek())
        .isInstanceOf(ReaderException.class);
  }
}
