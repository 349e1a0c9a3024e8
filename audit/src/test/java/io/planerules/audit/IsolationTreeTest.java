package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.testkit.Properties;
import io.planerules.testkit.audit.RenderGenerators;
import io.planerules.testkit.audit.RenderGenerators.Document;
import io.planerules.testkit.audit.RenderGenerators.Violation;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A generated render tree of plane {@code plane-a} with one of each of the ten planted isolation
 * violations (and a few more) among clean objects: every planted document is reported, by the rules
 * written here by hand from docs/reference/audit.md#render-rules, and no other document is.
 */
class IsolationTreeTest {

  /** The rules each violation is reported by. */
  static final Map<Violation, Set<String>> EXPECTED =
      Map.of(
          Violation.FOREIGN_NAMESPACE, Set.of("audit.outside-plane"),
          Violation.LEGACY_NAMESPACE, Set.of("audit.legacy-namespace"),
          Violation.FOREIGN_LABEL, Set.of("audit.foreign-label"),
          Violation.LEGACY_SERVICE_DNS, Set.of("audit.legacy-service"),
          Violation.FOREIGN_ROUTE_BACKEND, Set.of("audit.route"),
          Violation.FOREIGN_ROUTE_PARENT, Set.of("audit.route"),
          Violation.FOREIGN_BINDING_SUBJECT, Set.of("audit.binding"),
          Violation.LEGACY_OBJECT_REFERENCE, Set.of("audit.legacy-reference"),
          Violation.UNPREFIXED_CLUSTER_SCOPED, Set.of("audit.cluster-scoped"),
          Violation.BINDING_TO_LEGACY_NAMESPACE, Set.of("audit.binding", "audit.legacy-namespace"));

  @Test
  void everyPlantedViolationIsFlaggedAndNoOtherObject() {
    assertThat(EXPECTED).containsOnlyKeys(Violation.values());
    Properties.qt(100)
        .forAll(RenderGenerators.isolationTrees("plane-a", "plane-b"))
        .checkAssert(
            render -> {
              AuditReport report = LegacyReferencePropertiesTest.audit(render);
              Map<Integer, Set<String>> reported = new TreeMap<>();
              for (Finding f : report.findings()) {
                reported
                    .computeIfAbsent(f.source().document(), i -> new TreeSet<>())
                    .add(f.ruleId());
              }
              Map<Integer, Set<String>> expected = new TreeMap<>();
              for (int i = 0; i < render.documents().size(); i++) {
                Document d = render.documents().get(i);
                if (d.violation().isPresent()) {
                  expected.put(i, new TreeSet<>(EXPECTED.get(d.violation().get())));
                }
              }
              assertThat(reported).isEqualTo(expected);
              assertThat(report.objects()).isEqualTo((long) render.documents().size());
            });
  }
}
