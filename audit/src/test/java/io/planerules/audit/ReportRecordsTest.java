package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Check;
import io.planerules.audit.report.Finding;
import io.planerules.audit.report.ObjectId;
import io.planerules.audit.report.PlaneResult;
import io.planerules.audit.source.ReadGap;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.Severity;
import io.planerules.rules.SourcePosition;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The report's records at their edges, through their public constructors: what they refuse, what
 * they normalise, and what a report counts. Every expected value is written by hand.
 */
class ReportRecordsTest {

  private static final SourceRef AT = new SourceRef("render.yaml", 2, 7);

  private static Finding finding(RuleDescriptor rule, String id, Severity severity) {
    return new Finding(rule, id, severity, "m", null, AT, null, null);
  }

  @Test
  void aSourceRefStartsAtDocumentZeroAndLineOne() {
    assertThat(new SourceRef("f", 0, 1)).hasToString("f#0 (line 1)");
    assertThat(AT).hasToString("render.yaml#2 (line 7)");
    assertThatThrownBy(() -> new SourceRef("f", -1, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("document must be >= 0 and line >= 1: -1, 1");
    assertThatThrownBy(() -> new SourceRef("f", 0, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("document must be >= 0 and line >= 1: 0, 0");
  }

  @Test
  void anObjectIdDropsAnEmptyNamespaceAndUidAndNamesItsGroup() {
    ObjectId clusterWide = new ObjectId("rbac.authorization.k8s.io/v1", "ClusterRole", "", "r", "");
    assertThat(clusterWide.namespace()).isNull();
    assertThat(clusterWide.uid()).isNull();
    assertThat(clusterWide.group()).isEqualTo("rbac.authorization.k8s.io");
    assertThat(clusterWide).hasToString("ClusterRole r");

    ObjectId core = new ObjectId("v1", "Secret", "ns", "s", "u-1");
    assertThat(core.namespace()).isEqualTo("ns");
    assertThat(core.uid()).isEqualTo("u-1");
    assertThat(core.group()).isEmpty();
    assertThat(core).hasToString("Secret ns/s");
    assertThat(new ObjectId("/v1", "X", null, "x", null).group()).isEmpty();
  }

  @Test
  void aFindingIsAnErrorByItsSeverityAndGivesItsPositionsLine() {
    Finding error = finding(AuditRule.LEGACY_NAMESPACE, "audit.legacy-namespace", Severity.ERROR);
    assertThat(error.isError()).isTrue();
    assertThat(error.line()).isEqualTo(7);
    assertThat(error.objectOpt()).isEmpty();
    Finding warning = finding(ReadGap.GONE, "audit.read-gone", Severity.WARNING);
    assertThat(warning.isError()).isFalse();

    ObjectId id = new ObjectId("v1", "Secret", "ns", "s", null);
    Finding placed = placed(id, null);
    assertThat(placed.line()).isEqualTo(9);
    assertThat(placed.objectOpt()).contains(id);
    Finding withPlane = placed.withPlane("plane-a");
    assertThat(withPlane.planeId()).isEqualTo("plane-a");
    assertThat(withPlane).isEqualTo(placed(id, "plane-a"));
    assertThat(placed).isNotEqualTo(withPlane);
  }

  private static Finding placed(ObjectId id, @Nullable String plane) {
    return new Finding(
        ReadGap.GONE,
        "audit.read-gone",
        Severity.WARNING,
        "m",
        id,
        AT,
        new SourcePosition(9, 3),
        plane);
  }

  @Test
  void aReportCountsObjectsErrorsWarningsAndFindingsByRule() {
    AuditReport report =
        new AuditReport(
            Check.RENDERS,
            List.of(new PlaneResult("plane-a", 3), new PlaneResult("", 4)),
            List.of(
                finding(AuditRule.LEGACY_NAMESPACE, "audit.legacy-namespace", Severity.ERROR),
                finding(ReadGap.RESTARTED, "audit.read-restarted", Severity.WARNING),
                finding(AuditRule.LEGACY_NAMESPACE, "audit.legacy-namespace", Severity.ERROR)));
    assertThat(report.objects()).isEqualTo(7);
    assertThat(report.errors()).isEqualTo(2);
    assertThat(report.warnings()).isEqualTo(1);
    assertThat(report.hasErrors()).isTrue();
    assertThat(report.counts())
        .containsExactly(
            Map.entry("audit.legacy-namespace", 2L), Map.entry("audit.read-restarted", 1L));
    // a restarted list stays complete; a forbidden one does not
    assertThat(report.incomplete()).isFalse();

    AuditReport warned =
        new AuditReport(
            Check.CLUSTER,
            List.of(new PlaneResult("", 0)),
            List.of(finding(ReadGap.FORBIDDEN, "audit.read-forbidden", Severity.WARNING)));
    assertThat(warned.hasErrors()).isFalse();
    assertThat(warned.errors()).isZero();
    assertThat(warned.warnings()).isEqualTo(1);
    assertThat(warned.incomplete()).isTrue();
    assertThat(warned.objects()).isZero();

    assertThatThrownBy(() -> new AuditReport(Check.RENDER, List.of(), List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a report judges at least one plane");
  }

  @Test
  void aPlaneResultHoldsNoNegativeCountAndNamesItsMode() {
    assertThat(new PlaneResult("", 0).mode()).isEqualTo("legacy");
    assertThat(new PlaneResult("plane-a", 0).mode()).isEqualTo("named");
    assertThatThrownBy(() -> new PlaneResult("", -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("objects must be >= 0: -1");
    assertThat(Check.COMPARE.wireName()).isEqualTo("compare");
  }

  @Test
  void everyReadGapIsAWarningAndOnlyARestartLeavesTheReadComplete() {
    for (ReadGap gap : ReadGap.values()) {
      assertThat(gap.severity()).isEqualTo(Severity.WARNING);
      assertThat(gap.incomplete()).as(gap.name()).isEqualTo(gap != ReadGap.RESTARTED);
    }
    assertThat(ReadGap.UNPARSABLE.id().toString()).isEqualTo("audit.read-unparsable");
  }

  @Test
  void theAuditsRulesAreItsOwnThenTheReadGapsAndItBorrowsOthers() {
    List<RuleDescriptor> all = Audit.rules();
    assertThat(all).hasSize(AuditRule.values().length + 5);
    assertThat(all.subList(0, AuditRule.values().length)).containsExactly(AuditRule.values());
    assertThat(all.subList(AuditRule.values().length, all.size()))
        .containsExactly(
            ReadGap.FORBIDDEN, ReadGap.GONE, ReadGap.RESTARTED, ReadGap.FAILED, ReadGap.UNPARSABLE);
    assertThat(Audit.borrowedRules()).isNotEmpty().doesNotContainAnyElementsOf(all);
  }
}
