package io.planerules.rbac;

import static io.planerules.rbac.R.atom;
import static io.planerules.rbac.R.l;
import static io.planerules.rbac.R.res;
import static io.planerules.rbac.R.url;
import static io.planerules.rbac.R.urls;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rule-set drift by atomic permission (the seed's source-chart vs vendored-chart drift). */
class RbacDiffTest {

  static final String NVCA = RbacCoverageTest.NVCA;

  @Test
  void seedDriftSourceChartVersusVendoredChart() {
    // seed 003: "The RBAC lines are the only drift"; source = a, vendored = b
    RuleSetDiff diff =
        RbacDiff.diff(RbacCoverageTest.AGENT_CLUSTER_ROLE, RbacCoverageTest.VENDORED_OPERATOR_ROLE);

    assertThat(diff.onlyInA()).containsExactlyElementsOf(RbacCoverageTest.SEED_MISSING);
    assertThat(diff.onlyInB()).isEmpty();
    assertThat(diff.identical()).isFalse();
    assertThat(diff.rule()).isEqualTo(RuleId.of("rbac.diff.drift"));
    assertThat(diff.reason()).isEqualTo("rbac.drift");
    assertThat(diff.message())
        .isEqualTo(
            "the rule sets differ: 10 atomic permissions only in a, 0 only in b\n"
                + "only in a:\n"
                + "{APIGroups:[\"nvca.nvcf.nvidia.io\"], Resources:[\"modelcachebindings\"],"
                + " Verbs:[\"get\" \"list\" \"watch\" \"create\" \"update\" \"patch\" \"delete\"]}\n"
                + "{APIGroups:[\"nvca.nvcf.nvidia.io\"], Resources:[\"modelcachebindings/status\"],"
                + " Verbs:[\"get\" \"update\" \"patch\"]}");
    assertThat(diff.trace())
        .isEqualTo(
            Trace.of(
                List.of(
                    new TraceEntry(
                        RuleId.of("rbac.diff.identical"),
                        TraceResult.PASSED,
                        "atomic permissions differ"),
                    new TraceEntry(
                        RuleId.of("rbac.diff.drift"),
                        TraceResult.DECIDED,
                        "10 only in a, 0 only in b"))));
  }

  @Test
  void regroupedReorderedAndDuplicatedRulesAreIdentical() {
    List<PolicyRule> a =
        List.of(res(l("g"), l("get", "list"), l("pods", "pods/status")), urls(l("/x"), l("get")));
    List<PolicyRule> b =
        List.of(
            urls(l("/x"), l("get")),
            res(l("g"), l("list"), l("pods/status", "pods")),
            res(l("g"), l("get"), l("pods")),
            res(l("g"), l("get", "get"), l("pods/status")));

    RuleSetDiff diff = RbacDiff.diff(a, b);

    assertThat(diff.identical()).isTrue();
    assertThat(diff.onlyInA()).isEmpty();
    assertThat(diff.onlyInB()).isEmpty();
    assertThat(diff.rule()).isEqualTo(RuleId.of("rbac.diff.identical"));
    assertThat(diff.reason()).isEqualTo("rbac.identical");
    assertThat(diff.message()).isEqualTo("the rule sets grant the same 5 atomic permissions");
    assertThat(diff.trace())
        .isEqualTo(
            Trace.of(
                List.of(
                    new TraceEntry(
                        RuleId.of("rbac.diff.identical"),
                        TraceResult.DECIDED,
                        "same atomic permissions"))));
  }

  @Test
  void diffIsLiteralNotCoverage() {
    // a wildcard and the permissions it would cover are different atomic permissions
    RuleSetDiff diff =
        RbacDiff.diff(
            List.of(res(l("g"), l("*"), l("pods"))), List.of(res(l("g"), l("get"), l("pods"))));

    assertThat(diff.onlyInA()).containsExactly(atom("g", "pods", "*"));
    assertThat(diff.onlyInB()).containsExactly(atom("g", "pods", "get"));
    assertThat(diff.message())
        .isEqualTo(
            "the rule sets differ: 1 atomic permissions only in a, 1 only in b\n"
                + "only in a:\n{APIGroups:[\"g\"], Resources:[\"pods\"], Verbs:[\"*\"]}\n"
                + "only in b:\n{APIGroups:[\"g\"], Resources:[\"pods\"], Verbs:[\"get\"]}");
  }

  @Test
  void onlyInBAloneAndDistinct() {
    RuleSetDiff diff =
        RbacDiff.diff(
            List.of(),
            List.of(
                urls(l("/a"), l("get")), urls(l("/a"), l("get")), res(l("g"), l("get"), l("r"))));

    assertThat(diff.onlyInA()).isEmpty();
    assertThat(diff.onlyInB()).containsExactly(url("/a", "get"), atom("g", "r", "get"));
    assertThat(diff.message())
        .isEqualTo(
            "the rule sets differ: 0 atomic permissions only in a, 2 only in b\n"
                + "only in b:\n{APIGroups:[\"g\"], Resources:[\"r\"], Verbs:[\"get\"]}\n"
                + "{NonResourceURLs:[\"/a\"], Verbs:[\"get\"]}");
  }

  @Test
  void emptySetsAreIdentical() {
    RuleSetDiff diff = RbacDiff.diff(List.of(), List.of(res(l(), l("get"), l("r"))));

    assertThat(diff.identical()).isTrue();
    assertThat(diff.message()).isEqualTo("the rule sets grant the same 0 atomic permissions");
  }
}
