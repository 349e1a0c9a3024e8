package io.planerules.cli.table;

import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Table renderings of the library's shared answer parts (problems, traces) and of text cells. */
public final class Render {

  private Render() {}

  /** A text cell of an optional value: the text verbatim, null as {@code -}. */
  public static String cell(@Nullable String value) {
    return value == null ? "-" : value;
  }

  /** A text cell of a list: {@code [a, b]}, {@code []} when empty. */
  public static String cell(List<String> values) {
    return "[" + String.join(", ", values) + "]";
  }

  /** The position of a problem: {@code line:column}, or {@code -}. */
  public static String position(Problem problem) {
    SourcePosition position = problem.position();
    return position == null ? "-" : position.line() + ":" + position.column();
  }

  /** A table of problems: severity, code, position (when any has one), path, message. */
  public static String problems(List<Problem> problems) {
    boolean positioned = false;
    for (Problem problem : problems) {
      positioned |= problem.position() != null;
    }
    Table table =
        positioned
            ? Table.of("SEVERITY", "LINE:COL", "CODE", "PATH", "MESSAGE")
            : Table.of("SEVERITY", "CODE", "PATH", "MESSAGE");
    for (Problem problem : problems) {
      String severity = problem.severity().wireName();
      String path = problem.path().isEmpty() ? "-" : problem.path();
      if (positioned) {
        table.row(severity, position(problem), problem.code(), path, problem.message());
      } else {
        table.row(severity, problem.code(), path, problem.message());
      }
    }
    return table.render();
  }

  /** A table of trace entries: step, rule, result, note. */
  public static String trace(Trace trace) {
    Table table = Table.of("#", "RULE", "RESULT", "NOTE");
    int step = 1;
    for (TraceEntry entry : trace.entries()) {
      table.row(step++, entry.ruleId().value(), entry.result().wireName(), entry.note());
    }
    return table.render();
  }
}
