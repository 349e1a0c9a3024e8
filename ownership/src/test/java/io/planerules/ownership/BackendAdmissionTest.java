package io.planerules.ownership;

import static io.planerules.ownership.Fixtures.A;
import static io.planerules.ownership.Fixtures.LEGACY;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.ownership.backend.BackendAdmission;
import io.planerules.ownership.backend.BackendView;
import io.planerules.ownership.backend.ClusterConfig;
import io.planerules.rules.RuleId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * NVCFBackend admission (docs/reference/ownership.md#nvcfbackend-admission), after upstream {@code
 * control_plane_isolation_test.go}: each rule alone, in the base spec and in the overrides, while
 * deleting, normalisation, explicit derived namespaces, the legacy operator.
 */
class BackendAdmissionTest {

  private static final String OP = "plane-a-nvca-operator";

  private static BackendView view(String ns, ClusterConfig spec, ClusterConfig overrides) {
    return new BackendView(ns, "backend", spec, overrides);
  }

  /**
   * Columns: namespace, spec id/system/requests, overrides ('~' = none) id/system/requests,
   * expected outcome, rule, state, reason.
   */
  @ParameterizedTest(name = "[{index}] {10}")
  @CsvSource(
      delimiter = '|',
      nullValues = "~",
      emptyValue = "",
      textBlock =
          """
          plane-b-nvca-operator | ''      | '' | '' | ~  | ~ | ~ | DENY  | NAMESPACE_FOREIGN | FOREIGN_OPERATOR_NAMESPACE | backend.operator-namespace
          nvca-operator         | ''      | '' | '' | ~  | ~ | ~ | DENY  | NAMESPACE_FOREIGN | FOREIGN_OPERATOR_NAMESPACE | backend.operator-namespace
          plane-a-nvca-operator | plane-b | '' | '' | ~  | ~ | ~ | DENY  | FOREIGN | FOREIGN_CONTROL_PLANE_ID | backend.id
          plane-a-nvca-operator | default | '' | '' | ~  | ~ | ~ | DENY  | FOREIGN | FOREIGN_CONTROL_PLANE_ID | backend.id
          plane-a-nvca-operator | plane-a-b | '' | '' | ~ | ~ | ~ | DENY | FOREIGN | FOREIGN_CONTROL_PLANE_ID | backend.id
          plane-a-nvca-operator | ''      | '' | '' | plane-b | '' | '' | DENY | MERGED_FOREIGN | MERGED_FOREIGN_CONTROL_PLANE_ID | backend.override-id
          plane-a-nvca-operator | plane-a | '' | '' | plane-b | '' | '' | DENY | MERGED_FOREIGN | MERGED_FOREIGN_CONTROL_PLANE_ID | backend.override-id
          plane-a-nvca-operator | plane-b | '' | '' | plane-a | '' | '' | DENY | FOREIGN | FOREIGN_CONTROL_PLANE_ID | backend.id
          plane-a-nvca-operator | plane-a | plane-b-nvca-system | '' | ~ | ~ | ~ | DENY | NAMESPACE_FOREIGN | FOREIGN_SYSTEM_NAMESPACE | backend.system-namespace
          plane-a-nvca-operator | plane-a | nvca-system | '' | ~ | ~ | ~ | DENY | NAMESPACE_FOREIGN | FOREIGN_SYSTEM_NAMESPACE | backend.system-namespace
          plane-a-nvca-operator | plane-a | plane-a-nvca-system-x | '' | ~ | ~ | ~ | DENY | NAMESPACE_FOREIGN | FOREIGN_SYSTEM_NAMESPACE | backend.system-namespace
          plane-a-nvca-operator | plane-a | '' | plane-b-nvcf-backend | ~ | ~ | ~ | DENY | NAMESPACE_FOREIGN | FOREIGN_REQUESTS_NAMESPACE | backend.requests-namespace
          plane-a-nvca-operator | plane-a | '' | '' | '' | plane-b-nvca-system | '' | DENY | MERGED_FOREIGN | MERGED_FOREIGN_SYSTEM_NAMESPACE | backend.override-system-namespace
          plane-a-nvca-operator | plane-a | '' | '' | '' | '' | plane-b-nvcf-backend | DENY | MERGED_FOREIGN | MERGED_FOREIGN_REQUESTS_NAMESPACE | backend.override-requests-namespace
          plane-a-nvca-operator | plane-a | plane-b-nvca-system | '' | '' | plane-a-nvca-system | '' | DENY | NAMESPACE_FOREIGN | FOREIGN_SYSTEM_NAMESPACE | backend.system-namespace
          plane-a-nvca-operator | ''      | '' | '' | ~  | ~ | ~ | ALLOW | OWNED | NORMALISED_EMPTY_ID | backend.normalise
          plane-a-nvca-operator | ''      | '' | '' | '' | '' | '' | ALLOW | OWNED | NORMALISED_EMPTY_ID | backend.normalise
          plane-a-nvca-operator | ''      | '' | '' | plane-a | '' | '' | ALLOW | OWNED | OWNED | backend.owned
          plane-a-nvca-operator | plane-a | '' | '' | ~  | ~ | ~ | ALLOW | OWNED | OWNED | backend.owned
          plane-a-nvca-operator | plane-a | plane-a-nvca-system | plane-a-nvcf-backend | ~ | ~ | ~ | ALLOW | OWNED | OWNED | backend.owned
          plane-a-nvca-operator | plane-a | '' | '' | plane-a | plane-a-nvca-system | plane-a-nvcf-backend | ALLOW | OWNED | OWNED | backend.owned
          """)
  void namedPlane(
      String ns,
      String id,
      String system,
      String requests,
      String oid,
      String osys,
      String oreq,
      Verdict.Kind outcome,
      OwnershipState state,
      ReasonCode reason,
      String rule) {
    ClusterConfig spec = new ClusterConfig(id, system, requests);
    ClusterConfig overrides = oid == null ? null : new ClusterConfig(oid, osys, oreq);
    BackendView v = view(ns, spec, overrides);
    BackendView copy = view(ns, spec, overrides);
    for (boolean deleting : new boolean[] {false, true}) {
      Verdict verdict = BackendAdmission.evaluate(A, v, deleting);
      assertThat(verdict.kind()).isEqualTo(outcome);
      assertThat(verdict.state()).isEqualTo(state);
      assertThat(verdict.reason()).isEqualTo(reason);
      assertThat(verdict.ruleId()).isEqualTo(RuleId.of(rule));
      assertThat(verdict.trace().decidingEntry().orElseThrow().ruleId()).isEqualTo(RuleId.of(rule));
      if (verdict instanceof Verdicts.Deny deny) {
        assertThat(deny.message())
            .startsWith("refusing to reconcile NVCFBackend " + ns + "/backend: ");
        assertThat(deny.retainFinalizer()).isEqualTo(deleting);
        assertThat(deny.requeue()).isFalse();
      } else {
        Verdicts.Allow allow = (Verdicts.Allow) verdict;
        boolean normalise = reason == ReasonCode.NORMALISED_EMPTY_ID && !deleting;
        assertThat(allow.normalizedControlPlaneId()).isEqualTo(normalise ? "plane-a" : null);
      }
    }
    assertThat(v).isEqualTo(copy);
  }

  @Test
  void denialMessagesNameTheValues() {
    Verdict v =
        BackendAdmission.evaluate(A, view(OP, new ClusterConfig("plane-b", "", ""), null), false);
    assertThat(v.message())
        .isEqualTo(
            "refusing to reconcile NVCFBackend plane-a-nvca-operator/backend: spec.controlPlaneID"
                + " \"plane-b\" does not match control plane \"plane-a\"");
    Verdict ns =
        BackendAdmission.evaluate(
            A, view("plane-b-nvca-operator", ClusterConfig.EMPTY, null), true);
    assertThat(ns.message())
        .isEqualTo(
            "refusing to reconcile NVCFBackend plane-b-nvca-operator/backend: namespace"
                + " \"plane-b-nvca-operator\" is not the operator namespace"
                + " \"plane-a-nvca-operator\" of control plane \"plane-a\"");
    Verdict sys =
        BackendAdmission.evaluate(
            A, view(OP, ClusterConfig.EMPTY, new ClusterConfig("", "x", "")), false);
    assertThat(sys.message())
        .endsWith(
            "spec.overrides.systemNamespace \"x\" is not the plane's namespace"
                + " \"plane-a-nvca-system\"");
  }

  @Test
  void traceListsTheRulesInOrder() {
    Verdict v =
        BackendAdmission.evaluate(A, view(OP, new ClusterConfig("plane-a", "", ""), null), false);
    assertThat(v.trace().ruleIds())
        .extracting(RuleId::value)
        .containsExactly(
            "backend.operator-namespace",
            "backend.id",
            "backend.override-id",
            "backend.system-namespace",
            "backend.requests-namespace",
            "backend.override-system-namespace",
            "backend.override-requests-namespace",
            "backend.normalise",
            "backend.owned");
  }

  @ParameterizedTest(name = "legacy: spec ''{0}'' overrides ''{1}''")
  @CsvSource(
      delimiter = '|',
      nullValues = "~",
      textBlock =
          """
          ''      | ~       | ALLOW | LEGACY_UNSCOPED
          ''      | ''      | ALLOW | LEGACY_UNSCOPED
          default | ~       | DENY  | LEGACY_REFUSES_NAMED_BACKEND
          plane-a | ~       | DENY  | LEGACY_REFUSES_NAMED_BACKEND
          ''      | default | DENY  | LEGACY_REFUSES_NAMED_BACKEND
          ''      | plane-b | DENY  | LEGACY_REFUSES_NAMED_BACKEND
          """)
  void legacyOperator(String id, String overrideId, Verdict.Kind outcome, ReasonCode reason) {
    BackendView v =
        view(
            "anywhere",
            new ClusterConfig(id, "custom-system", "custom-requests"),
            overrideId == null ? null : new ClusterConfig(overrideId, "", ""));
    for (boolean deleting : new boolean[] {false, true}) {
      Verdict verdict = BackendAdmission.evaluate(LEGACY, v, deleting);
      assertThat(verdict.kind()).isEqualTo(outcome);
      assertThat(verdict.reason()).isEqualTo(reason);
      assertThat(verdict.state())
          .isEqualTo(outcome == Verdict.Kind.ALLOW ? OwnershipState.OWNED : OwnershipState.FOREIGN);
      if (verdict instanceof Verdicts.Deny deny) {
        assertThat(deny.retainFinalizer()).isEqualTo(deleting);
        assertThat(deny.message())
            .startsWith("refusing to reconcile NVCFBackend anywhere/backend: ");
      } else {
        assertThat(((Verdicts.Allow) verdict).normalizedControlPlaneId()).isNull();
      }
    }
  }
}
