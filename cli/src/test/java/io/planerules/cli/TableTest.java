package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.cli.table.Table;
import org.junit.jupiter.api.Test;

/** The aligned-table renderer. */
class TableTest {

  @Test
  void columnsAlignOnTheWidestCellWithTwoSpacesAndNoTrailingBlanks() {
    String text =
        Table.of("A", "LONG HEADER", "C").row("xyz", "b", "").row("1", null, "end").render();
    assertThat(text)
        .isEqualTo(
            "A    LONG HEADER  C\n"
                + "---  -----------  ---\n"
                + "xyz  b\n"
                + "1    -            end\n");
  }

  @Test
  void widthsCountCodePointsAndNewlinesStayOnOneLine() {
    String text = Table.of("K", "V").row("\uD835\uDC00\u00e9", "a\nb").row("ab", "c").render();
    assertThat(text).isEqualTo("K   V\n--  ---\n\uD835\uDC00\u00e9  a b\nab  c\n");
  }

  @Test
  void bodyHasNoHeader() {
    assertThat(Table.of("", "").row("key", "value").row("k", "v").renderBody())
        .isEqualTo("key  value\nk    v\n");
  }
}
