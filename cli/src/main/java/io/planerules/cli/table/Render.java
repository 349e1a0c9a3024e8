package io.planerules.cli.table;

import com.fasterxml.jackson.databind.JsonNode;

/** Table renderings of the shared JSON shapes (problems, traces). */
public final class Render {

  private Render() {}

  /** A text cell of a JSON value: strings verbatim, null/missing as {@code -}, lists joined. */
  public static String cell(JsonNode value) {
    if (value == null || value.isNull() || value.isMissingNode()) {
      return "-";
    }
    if (value.isTextual()) {
      return value.textValue();
    }
    if (value.isArray()) {
      StringBuilder out = new StringBuilder("[");
      for (int i = 0; i < value.size(); i++) {
        out.append(i == 0 ? "" : ", ").append(cell(value.get(i)));
      }
      return out.append(']').toString();
    }
    return value.toString();
  }

  /** The position of a problem: {@code line:column}, or {@code -}. */
  public static String position(JsonNode problem) {
    JsonNode line = problem.get("line");
    JsonNode column = problem.get("column");
    if (line == null || column == null) {
      return "-";
    }
    return line.asInt() + ":" + column.asInt();
  }

  /** A table of problems: severity, code, position (when any has one), path, message. */
  public static String problems(JsonNode problems) {
    boolean positioned = false;
    for (JsonNode problem : problems) {
      positioned |= problem.has("line");
    }
    Table table =
        positioned
            ? Table.of("SEVERITY", "LINE:COL", "CODE", "PATH", "MESSAGE")
            : Table.of("SEVERITY", "CODE", "PATH", "MESSAGE");
    for (JsonNode problem : problems) {
      String severity = problem.path("severity").asText();
      String code = problem.path("code").asText();
      String path = problem.has("path") ? problem.get("path").asText() : "-";
      String message = problem.path("message").asText();
      if (positioned) {
        table.row(severity, position(problem), code, path, message);
      } else {
        table.row(severity, code, path, message);
      }
    }
    return table.render();
  }

  /** A table of trace entries: step, rule, result, note. */
  public static String trace(JsonNode trace) {
    Table table = Table.of("#", "RULE", "RESULT", "NOTE");
    int step = 1;
    for (JsonNode entry : trace) {
      table.row(
          step++,
          entry.path("rule").asText(),
          entry.path("result").asText(),
          entry.path("note").asText());
    }
    return table.render();
  }
}
