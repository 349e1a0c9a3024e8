package io.planerules.cli.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A plain-text table with aligned columns: a header line, a dashed rule and one line per row,
 * columns separated by two spaces, no trailing spaces. Widths count code points.
 * <!-- snippet: CliExamplesTest#table -->
 *
 * <pre>{@code
 * String text = Table.of("KIND", "NAME").row("namespace/nvcf", "plane-a-nvcf").render();
 * // KIND            NAME
 * // --------------  ------------
 * // namespace/nvcf  plane-a-nvcf
 * }</pre>
 */
public final class Table {

  private final List<String> headers;
  private final List<List<String>> rows = new ArrayList<>();

  private Table(List<String> headers) {
    this.headers = List.copyOf(headers);
  }

  /** A table with these column headers. */
  public static Table of(String... headers) {
    return new Table(Arrays.asList(headers));
  }

  /** Adds a row; missing cells are empty, a null cell prints as {@code -}. */
  public Table row(Object... cells) {
    List<String> row = new ArrayList<>(headers.size());
    for (int i = 0; i < headers.size(); i++) {
      Object cell = i < cells.length ? cells[i] : "";
      row.add(cell == null ? "-" : cell.toString());
    }
    rows.add(row);
    return this;
  }

  /** Whether no row was added. */
  public boolean isEmpty() {
    return rows.isEmpty();
  }

  /** The rendered table, each line ending in {@code \n}. */
  public String render() {
    int[] widths = new int[headers.size()];
    for (int i = 0; i < widths.length; i++) {
      widths[i] = width(headers.get(i));
      for (List<String> row : rows) {
        widths[i] = Math.max(widths[i], width(row.get(i)));
      }
    }
    StringBuilder out = new StringBuilder();
    line(out, headers, widths);
    List<String> rule = new ArrayList<>();
    for (int width : widths) {
      rule.add("-".repeat(width));
    }
    line(out, rule, widths);
    for (List<String> row : rows) {
      line(out, row, widths);
    }
    return out.toString();
  }

  /** The rows alone, aligned, without the header and rule lines (a key/value block). */
  public String renderBody() {
    int[] widths = new int[headers.size()];
    for (List<String> row : rows) {
      for (int i = 0; i < widths.length; i++) {
        widths[i] = Math.max(widths[i], width(row.get(i)));
      }
    }
    StringBuilder out = new StringBuilder();
    for (List<String> row : rows) {
      line(out, row, widths);
    }
    return out.toString();
  }

  private static void line(StringBuilder out, List<String> cells, int[] widths) {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < cells.size(); i++) {
      if (i > 0) {
        line.append("  ");
      }
      String cell = cells.get(i).replace('\n', ' ');
      line.append(cell);
      if (i < cells.size() - 1) {
        line.append(" ".repeat(widths[i] - width(cell)));
      }
    }
    int end = line.length();
    while (end > 0 && line.charAt(end - 1) == ' ') {
      end--;
    }
    out.append(line, 0, end).append('\n');
  }

  private static int width(String text) {
    return text.codePointCount(0, text.length());
  }
}
