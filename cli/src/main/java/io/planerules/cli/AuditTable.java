package io.planerules.cli;

import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Check;
import io.planerules.audit.report.Finding;
import io.planerules.audit.report.PlaneResult;
import io.planerules.rules.Severity;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The table form of an audit report: a summary line, then the findings grouped by rule (in the
 * order each rule first appears), each group headed by the rule, its severity and count and its
 * description, each finding its object, where it is ({@code file:line}, the document) and its
 * message. Lines are wrapped at word boundaries to {@value #WIDTH} columns; a word longer than a
 * line (a long path) is kept whole.
 */
final class AuditTable {

  /** The width the table fits. */
  static final int WIDTH = 120;

  private AuditTable() {}

  static String render(AuditReport report) {
    StringBuilder out = new StringBuilder(summary(report)).append('\n');
    if (report.findings().isEmpty()) {
      return out.append("no finding\n").toString();
    }
    Map<String, List<Finding>> groups = new LinkedHashMap<>();
    for (Finding finding : report.findings()) {
      groups.computeIfAbsent(finding.ruleId(), k -> new ArrayList<>()).add(finding);
    }
    for (Map.Entry<String, List<Finding>> group : groups.entrySet()) {
      List<Finding> findings = group.getValue();
      Finding first = findings.get(0);
      out.append('\n')
          .append(group.getKey())
          .append(" (")
          .append(first.severity() == Severity.WARNING ? "warning" : "error")
          .append(", ")
          .append(findings.size())
          .append(findings.size() == 1 ? " finding)" : " findings)")
          .append('\n');
      wrap(out, first.rule().description(), "  ");
      for (Finding finding : findings) {
        out.append("  - ")
            .append(
                finding.object() == null
                    ? "document " + finding.source().document()
                    : finding.object())
            .append(finding.planeId() == null ? "" : " (" + plane(finding.planeId()) + ")")
            .append('\n');
        String where =
            finding.source().file()
                + ":"
                + finding.line()
                + (finding.position() == null ? "" : ":" + finding.position().column())
                + " (document "
                + finding.source().document()
                + ")";
        wrap(out, where, "    ");
        wrap(out, finding.message(), "    ");
      }
    }
    return out.toString();
  }

  private static String summary(AuditReport report) {
    StringBuilder out =
        new StringBuilder("audit ").append(report.check().wireName()).append(" of ");
    List<PlaneResult> planes = report.planes();
    if (report.check() == Check.RENDERS) {
      List<String> names = new ArrayList<>();
      for (PlaneResult plane : planes) {
        names.add(plane(plane.planeId()));
      }
      out.append(String.join(", ", names));
    } else {
      out.append(plane(planes.get(0).planeId()))
          .append(" (")
          .append(planes.get(0).mode())
          .append(" mode)");
    }
    return out.append(": ")
        .append(report.objects())
        .append(report.objects() == 1 ? " object, " : " objects, ")
        .append(report.errors())
        .append(report.errors() == 1 ? " error, " : " errors, ")
        .append(report.warnings())
        .append(report.warnings() == 1 ? " warning" : " warnings")
        .toString();
  }

  private static String plane(String id) {
    return id.isEmpty() ? "the legacy plane" : "plane \"" + id + "\"";
  }

  /** Appends {@code text} wrapped at spaces to {@link #WIDTH}, each line indented. */
  static void wrap(StringBuilder out, String text, String indent) {
    StringBuilder line = new StringBuilder(indent);
    for (String word : text.split(" ")) {
      if (line.length() > indent.length() && line.length() + 1 + word.length() > WIDTH) {
        out.append(line).append('\n');
        line = new StringBuilder(indent);
      }
      if (line.length() > indent.length()) {
        line.append(' ');
      }
      line.append(word);
    }
    out.append(line).append('\n');
  }
}
