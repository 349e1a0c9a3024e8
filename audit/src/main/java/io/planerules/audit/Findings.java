package io.planerules.audit;

import io.planerules.audit.report.Finding;
import io.planerules.audit.report.ObjectId;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The findings of one audit as they are made, each with the ordinal of the object (or document) it
 * is about, so that findings made at the end of the input (a CRD decided a scope, two renders
 * compared) still come out in input order.
 */
final class Findings {

  /**
   * The object a finding is about and where it is in the input: its ordinal (the order findings
   * come out in), its source, its identity as the audit placed it and the plane of its render.
   *
   * @param ordinal the object's ordinal among everything read
   * @param source where it was read
   * @param object its identity as placed
   * @param planeId the plane findings carry ({@code audit renders}), else {@code null}
   */
  record ObjectAt(long ordinal, SourceRef source, ObjectId object, @Nullable String planeId) {}

  private record Entry(long ordinal, Finding finding) {}

  private final List<Entry> entries = new ArrayList<>();

  /** A finding of one of the audit's own rules about an object. */
  void add(ObjectAt at, AuditRule rule, String message) {
    add(
        at.ordinal(),
        new Finding(
            rule,
            rule.id().value(),
            rule.severity(),
            message,
            at.object(),
            at.source(),
            null,
            at.planeId()));
  }

  /**
   * A problem another module's rule found about an object: the finding carries the problem's code
   * and severity, with {@code message}.
   */
  void add(ObjectAt at, RuleDescriptor rule, Problem problem, String message) {
    add(
        at.ordinal(),
        new Finding(
            rule,
            problem.code(),
            problem.severity(),
            message,
            at.object(),
            at.source(),
            null,
            at.planeId()));
  }

  /** Any finding, about the object (or document) at {@code ordinal} of the input. */
  void add(long ordinal, Finding finding) {
    entries.add(new Entry(ordinal, finding));
  }

  /** Every finding, in input order (findings about one object in the order they were made). */
  List<Finding> inInputOrder() {
    List<Entry> sorted = new ArrayList<>(entries);
    sorted.sort(Comparator.comparingLong(Entry::ordinal));
    List<Finding> out = new ArrayList<>(sorted.size());
    for (Entry entry : sorted) {
      out.add(entry.finding());
    }
    return out;
  }
}
