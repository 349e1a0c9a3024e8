package io.planerules.audit.report;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedMap;
import io.planerules.audit.source.ReadGap;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What one audit found: which audit it was, the planes it judged with the objects read for each,
 * and every finding in input order.
 * <!-- snippet: AuditTest#errors -->
 *
 * <pre>{@code
 * AuditReport report = Audit.render(id, options, source);
 * for (Finding f : report.findings()) {
 *   err.println(f.source().file() + ":" + f.line() + ": " + f.ruleId() + ": " + f.message());
 * }
 * boolean failed = report.hasErrors(); // warnings alone pass
 * }</pre>
 *
 * @param check the audit
 * @param planes the planes, in the order given (one for {@code render}, {@code cluster} and {@code
 *     compare})
 * @param findings every finding, in input order
 */
public record AuditReport(Check check, List<PlaneResult> planes, List<Finding> findings) {

  /** Checks the fields and copies the lists. */
  public AuditReport {
    requireNonNull(check, "check");
    planes = ImmutableList.copyOf(planes);
    findings = ImmutableList.copyOf(findings);
    if (planes.isEmpty()) {
      throw new IllegalArgumentException("a report judges at least one plane");
    }
  }

  /** The objects read, over every plane. */
  public long objects() {
    long sum = 0;
    for (PlaneResult plane : planes) {
      sum += plane.objects();
    }
    return sum;
  }

  /** Whether some finding is an error (the CLI then exits 1). */
  public boolean hasErrors() {
    return errors() > 0;
  }

  /** The number of error findings. */
  public long errors() {
    return findings.stream().filter(Finding::isError).count();
  }

  /** The number of warning findings. */
  public long warnings() {
    return findings.size() - errors();
  }

  /**
   * Whether some part of the input could not be read at all: a {@link ReadGap} finding other than
   * {@link ReadGap#RESTARTED} (a kind a live reader was forbidden to list, a kind that vanished, a
   * failed list, a page that did not parse). The findings then say nothing about what was not read;
   * the CLI exits 3 when there is no error finding.
   *
   * @return whether the read was incomplete
   */
  public boolean incomplete() {
    return findings.stream().anyMatch(f -> f.rule() instanceof ReadGap gap && gap.incomplete());
  }

  /**
   * The number of findings of each rule id, sorted by id.
   *
   * @return rule id → count
   */
  public SortedMap<String, Long> counts() {
    TreeMap<String, Long> counts = new TreeMap<>();
    for (Finding finding : findings) {
      counts.merge(finding.ruleId(), 1L, Long::sum);
    }
    return ImmutableSortedMap.copyOfSorted(counts);
  }
}
