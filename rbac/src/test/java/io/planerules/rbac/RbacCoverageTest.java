package io.planerules.rbac;

import static io.planerules.rbac.R.atom;
import static io.planerules.rbac.R.l;
import static io.planerules.rbac.R.named;
import static io.planerules.rbac.R.res;
import static io.planerules.rbac.R.url;
import static io.planerules.rbac.R.urls;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** The coverage decision: the seed's defect, messages, traces, explanations and warnings. */
class RbacCoverageTest {

  static final String NVCA = "nvca.nvcf.nvidia.io";
  static final List<String> RW = l("get", "list", "watch", "create", "update", "patch", "delete");

  /** The vendored release chart's operator Role: storagerequests only (verbs illustrative). */
  static final List<PolicyRule> VENDORED_OPERATOR_ROLE =
      List.of(PolicyRule.resourceRule(l(NVCA), l("storagerequests"), RW));

  /** The agent ClusterRole the operator builds from the source chart's rules. */
  static final List<PolicyRule> AGENT_CLUSTER_ROLE =
      List.of(
          PolicyRule.resourceRule(l(NVCA), l("storagerequests", "modelcachebindings"), RW),
          PolicyRule.resourceRule(
              l(NVCA), l("modelcachebindings/status"), l("get", "update", "patch")));

  /** The permissions the seed's delegation lacked, in breakdown order (written out by hand). */
  static final List<AtomicPermission> SEED_MISSING =
      List.of(
          atom(NVCA, "modelcachebindings", "get"),
          atom(NVCA, "modelcachebindings", "list"),
          atom(NVCA, "modelcachebindings", "watch"),
          atom(NVCA, "modelcachebindings", "create"),
          atom(NVCA, "modelcachebindings", "update"),
          atom(NVCA, "modelcachebindings", "patch"),
          atom(NVCA, "modelcachebindings", "delete"),
          atom(NVCA, "modelcachebindings/status", "get"),
          atom(NVCA, "modelcachebindings/status", "update"),
          atom(NVCA, "modelcachebindings/status", "patch"));

  static TraceEntry entry(String rule, TraceResult result, String note) {
    return new TraceEntry(RuleId.of(rule), result, note);
  }

  @Test
  void seedDefectUncoversExactlyModelCacheBindingsAndStatus() {
    // seed 003: the vendored chart granted only storagerequests, the agent ClusterRole needs
    // modelcachebindings and modelcachebindings/status, and Kubernetes refused the delegation
    Coverage coverage = RbacCoverage.covers(VENDORED_OPERATOR_ROLE, AGENT_CLUSTER_ROLE);

    assertThat(coverage).isInstanceOf(Uncovered.class);
    assertThat(coverage.covered()).isFalse();
    assertThat(coverage.atomicCount()).isEqualTo(17);
    assertThat(coverage.uncovered()).containsExactlyElementsOf(SEED_MISSING);
    assertThat(coverage.rule()).isEqualTo(RuleId.of("rbac.uncovered-atomic"));
    assertThat(coverage.reason()).isEqualTo("rbac.not-held");
    // hand-written from Kubernetes' CompactRules + CompactString; '"' sorts before '/'
    String first =
        "{APIGroups:[\"nvca.nvcf.nvidia.io\"], Resources:[\"modelcachebindings\"],"
            + " Verbs:[\"get\" \"list\" \"watch\" \"create\" \"update\" \"patch\" \"delete\"]}";
    String second =
        "{APIGroups:[\"nvca.nvcf.nvidia.io\"], Resources:[\"modelcachebindings/status\"],"
            + " Verbs:[\"get\" \"update\" \"patch\"]}";
    assertThat(((Uncovered) coverage).missingRules()).containsExactly(first, second);
    assertThat(coverage.message())
        .isEqualTo(
            "attempting to grant RBAC permissions not currently held:\n"
                + first
                + "\n"
                + second
                + "\n(add these rules to the granter's Role/ClusterRole, or remove them from the"
                + " granted rules)");
    assertThat(coverage.trace())
        .isEqualTo(
            Trace.of(
                List.of(
                    entry(
                        "rbac.nothing-granted",
                        TraceResult.PASSED,
                        "17 atomic permissions to check"),
                    entry(
                        "rbac.uncovered-atomic",
                        TraceResult.DECIDED,
                        "10 of 17 atomic permissions not held, first {APIGroups:[\"nvca.nvcf.nvidia.io\"],"
                            + " Resources:[\"modelcachebindings\"], Verbs:[\"get\"]}"))));
    assertThat(coverage.warnings()).isEmpty();
  }

  @Test
  void seedFixCoversTheAgentClusterRole() {
    // after make vendor-chart the operator Role holds the same rules it delegates
    Coverage coverage = RbacCoverage.covers(AGENT_CLUSTER_ROLE, AGENT_CLUSTER_ROLE);

    assertThat(coverage).isInstanceOf(Covered.class);
    assertThat(coverage.covered()).isTrue();
    assertThat(coverage.uncovered()).isEmpty();
    assertThat(coverage.atomicCount()).isEqualTo(17);
    assertThat(coverage.rule()).isEqualTo(RuleId.of("rbac.all-covered"));
    assertThat(coverage.reason()).isEqualTo("rbac.covered");
    assertThat(coverage.message())
        .isEqualTo(
            "all 17 atomic permissions of the granted rules are held, each by a single held rule");
    assertThat(coverage.trace())
        .isEqualTo(
            Trace.of(
                List.of(
                    entry(
                        "rbac.nothing-granted",
                        TraceResult.PASSED,
                        "17 atomic permissions to check"),
                    entry(
                        "rbac.uncovered-atomic",
                        TraceResult.PASSED,
                        "every atomic permission has a covering held rule"),
                    entry(
                        "rbac.all-covered",
                        TraceResult.DECIDED,
                        "all 17 atomic permissions held"))));
  }

  @Test
  void statusWildcardAloneDoesNotCoverTheParentResource() {
    List<PolicyRule> held =
        List.of(PolicyRule.resourceRule(l(NVCA), l("storagerequests", "*/status"), RW));

    Coverage coverage = RbacCoverage.covers(held, AGENT_CLUSTER_ROLE);

    assertThat(coverage.uncovered()).containsExactlyElementsOf(SEED_MISSING.subList(0, 7));
  }

  @Test
  void emptyGrantedIsCoveredAndEmptyHeldCoversNothing() {
    Coverage nothing = RbacCoverage.covers(List.of(), List.of());
    assertThat(nothing.covered()).isTrue();
    assertThat(nothing.rule()).isEqualTo(RuleId.of("rbac.nothing-granted"));
    assertThat(nothing.reason()).isEqualTo("rbac.nothing-granted");
    assertThat(nothing.atomicCount()).isZero();
    assertThat(nothing.message())
        .isEqualTo(
            "the granted rules hold no atomic permission (no verbs, or no API groups or resources"
                + " and no non-resource URLs): nothing to check");
    assertThat(nothing.trace())
        .isEqualTo(
            Trace.of(
                List.of(
                    entry(
                        "rbac.nothing-granted",
                        TraceResult.DECIDED,
                        "the granted rules hold no atomic permission"))));

    Coverage none = RbacCoverage.covers(List.of(), AGENT_CLUSTER_ROLE);
    assertThat(none.uncovered()).hasSize(17).isEqualTo(PolicyRules.breakdown(AGENT_CLUSTER_ROLE));
  }

  @Test
  void vacuousGrantedRulesAreCoveredWithWarnings() {
    // docs/reference/ownership.md#rbac-delegation-coverage: empty verbs, groups or resources yield
    // nothing; API validation
    // would reject such rules, the comparator does not
    List<PolicyRule> granted = List.of(res(l(NVCA), l(), l("pods")), res(l(), l("get"), l("pods")));

    Coverage coverage = RbacCoverage.covers(List.of(), granted);

    assertThat(coverage.covered()).isTrue();
    assertThat(coverage.reason()).isEqualTo("rbac.nothing-granted");
    assertThat(coverage.warnings())
        .containsExactly(
            Problem.warning(
                "rbac.verbs-required", "granted[0].verbs", "verbs must contain at least one value"),
            Problem.warning(
                "rbac.api-groups-required",
                "granted[1].apiGroups",
                "resource rules must supply at least one api group"));
  }

  @Test
  void heldProblemsComeBeforeGrantedProblems() {
    List<PolicyRule> held =
        List.of(new PolicyRule(l("v1"), l("builds"), l("get"), l(), l("/apis")));
    List<PolicyRule> granted =
        List.of(new PolicyRule(l("v1"), l("builds"), l("get"), l(), l("/apis")));

    Coverage coverage = RbacCoverage.covers(held, granted);

    assertThat(coverage.covered()).isTrue();
    assertThat(coverage.warnings())
        .extracting(Problem::path)
        .containsExactly("held[0].nonResourceURLs", "granted[0].nonResourceURLs");
    assertThat(coverage.warnings()).allMatch(p -> !p.isError());
  }

  @Test
  void urlPermissionsNeedAHeldRuleWithoutNames() {
    // ruleCovers: a URL sub-rule has no resource names, so the owner rule must have none
    PolicyRule heldWithNames = new PolicyRule(l(), l(), l("get"), l("n"), l("/healthz"));

    assertThat(RbacCoverage.ruleCovers(heldWithNames, url("/healthz", "get"))).isFalse();
    assertThat(RbacCoverage.covers(List.of(heldWithNames), List.of(heldWithNames)).uncovered())
        .containsExactly(url("/healthz", "get"));
  }

  @Test
  void resourceOnlyAndUrlOnlyHeldRulesNeverCrossOver() {
    PolicyRule everything = res(l("*"), l("*"), l("*"));
    PolicyRule allUrls = urls(l("*"), l("*"));

    assertThat(RbacCoverage.ruleCovers(everything, url("/healthz", "get"))).isFalse();
    assertThat(RbacCoverage.ruleCovers(allUrls, atom("", "pods", "get"))).isFalse();
    assertThat(RbacCoverage.ruleCovers(everything, atom("", "pods", "get", "x"))).isTrue();
    assertThat(RbacCoverage.ruleCovers(allUrls, url("", "get"))).isTrue();
  }

  @Test
  void resourceNamesAreLiteral() {
    PolicyRule starName = named(l(""), l("get"), l("pods"), l("*"));

    assertThat(RbacCoverage.ruleCovers(starName, atom("", "pods", "get", "x"))).isFalse();
    assertThat(RbacCoverage.ruleCovers(starName, atom("", "pods", "get", "*"))).isTrue();
    assertThat(RbacCoverage.ruleCovers(starName, atom("", "pods", "get"))).isFalse();
    assertThat(
            RbacCoverage.ruleCovers(res(l(""), l("get"), l("pods")), atom("", "pods", "get", "x")))
        .isTrue();
  }

  @Test
  void coreGroupIsAnOrdinaryValue() {
    assertThat(RbacCoverage.ruleCovers(res(l(""), l("get"), l("pods")), atom("", "pods", "get")))
        .isTrue();
    assertThat(
            RbacCoverage.ruleCovers(res(l(""), l("get"), l("pods")), atom("apps", "pods", "get")))
        .isFalse();
    assertThat(
            RbacCoverage.ruleCovers(res(l("apps"), l("get"), l("pods")), atom("", "pods", "get")))
        .isFalse();
    assertThat(RbacCoverage.ruleCovers(res(l("*"), l("get"), l("pods")), atom("", "pods", "get")))
        .isTrue();
  }

  @Test
  void verbsAreCaseSensitiveAndStarIsHeldOnly() {
    assertThat(RbacCoverage.ruleCovers(res(l("g"), l("Get"), l("pods")), atom("g", "pods", "get")))
        .isFalse();
    assertThat(RbacCoverage.ruleCovers(res(l("g"), l("get"), l("pods")), atom("g", "pods", "*")))
        .isFalse();
    assertThat(RbacCoverage.ruleCovers(urls(l("/x"), l("get")), url("/x", "list"))).isFalse();
    assertThat(RbacCoverage.ruleCovers(urls(l("/x"), l("*")), url("/x", "list"))).isTrue();
  }

  @Test
  void uncoveredKeepsDuplicatesInBreakdownOrder() {
    List<PolicyRule> granted =
        List.of(res(l("g"), l("get", "get"), l("pods")), urls(l("/a"), l("get")));

    Coverage coverage = RbacCoverage.covers(List.of(res(l("h"), l("get"), l("pods"))), granted);

    assertThat(coverage.uncovered())
        .containsExactly(atom("g", "pods", "get"), atom("g", "pods", "get"), url("/a", "get"));
    assertThat(((Uncovered) coverage).missingRules())
        .containsExactly(
            "{APIGroups:[\"g\"], Resources:[\"pods\"], Verbs:[\"get\" \"get\"]}",
            "{NonResourceURLs:[\"/a\"], Verbs:[\"get\"]}");
  }

  @Test
  void namedUncoveredPermissionsAreNotMergedInTheMessage() {
    List<PolicyRule> granted = List.of(named(l("g"), l("get", "list"), l("cm"), l("x")));

    Coverage coverage = RbacCoverage.covers(List.of(), granted);

    assertThat(coverage.uncovered())
        .containsExactly(atom("g", "cm", "get", "x"), atom("g", "cm", "list", "x"));
    assertThat(((Uncovered) coverage).missingRules())
        .containsExactly(
            "{APIGroups:[\"g\"], Resources:[\"cm\"], ResourceNames:[\"x\"], Verbs:[\"get\"]}",
            "{APIGroups:[\"g\"], Resources:[\"cm\"], ResourceNames:[\"x\"], Verbs:[\"list\"]}");
  }

  @Test
  void explainNamesTheFirstFailingMatchRulePerHeldRule() {
    List<PolicyRule> held =
        List.of(
            res(l(NVCA), RW, l("storagerequests")),
            res(l("apps"), l("get"), l("modelcachebindings")),
            res(l(NVCA), l("list"), l("modelcachebindings")),
            named(l(NVCA), l("get"), l("modelcachebindings"), l("x")),
            res(l("*"), l("*"), l("*")));
    AtomicPermission atomic = atom(NVCA, "modelcachebindings", "get");

    List<HeldRuleCheck> checks = RbacCoverage.explain(held, atomic);

    assertThat(checks).extracting(HeldRuleCheck::index).containsExactly(0, 1, 2, 3, 4);
    assertThat(checks).extracting(HeldRuleCheck::rule).containsExactlyElementsOf(held);
    assertThat(checks)
        .extracting(c -> Objects.requireNonNullElse(c.reasonCode(), "covers"))
        .containsExactly(
            "rbac.resource-not-held",
            "rbac.api-group-not-held",
            "rbac.verb-not-held",
            "rbac.resource-name-not-held",
            "covers");
    assertThat(checks)
        .extracting(HeldRuleCheck::covers)
        .containsExactly(false, false, false, false, true);
    assertThat(checks.get(0).failedRule()).isEqualTo(RuleId.of("rbac.match.resource"));
    assertThat(checks.get(0).trace())
        .isEqualTo(
            Trace.of(
                List.of(
                    entry("rbac.match.verb", TraceResult.PASSED, "verb \"get\" held"),
                    entry(
                        "rbac.match.api-group",
                        TraceResult.PASSED,
                        "API group \"nvca.nvcf.nvidia.io\" held"),
                    entry(
                        "rbac.match.resource",
                        TraceResult.DECIDED,
                        "resource \"modelcachebindings\" not held"))));
    assertThat(checks.get(3).trace().entries().get(3))
        .isEqualTo(
            entry("rbac.match.resource-name", TraceResult.DECIDED, "all resource names not held"));
    assertThat(checks.get(4).failedRule()).isNull();
    assertThat(checks.get(4).trace())
        .isEqualTo(
            Trace.of(
                List.of(
                    entry("rbac.match.verb", TraceResult.PASSED, "verb \"get\" held"),
                    entry(
                        "rbac.match.api-group",
                        TraceResult.PASSED,
                        "API group \"nvca.nvcf.nvidia.io\" held"),
                    entry(
                        "rbac.match.resource",
                        TraceResult.PASSED,
                        "resource \"modelcachebindings\" held"),
                    entry(
                        "rbac.match.resource-name", TraceResult.PASSED, "all resource names held"),
                    entry(
                        "rbac.match.non-resource-url",
                        TraceResult.NOT_APPLICABLE,
                        "resource permission"))));
  }

  @Test
  void explainUrlPermissions() {
    List<PolicyRule> held =
        List.of(
            urls(l("/apis/*"), l("get")),
            new PolicyRule(l(), l(), l("get"), l("n"), l("/api")),
            urls(l("/api"), l("get")));
    AtomicPermission atomic = url("/api", "get");

    List<HeldRuleCheck> checks = RbacCoverage.explain(held, atomic);

    assertThat(checks)
        .extracting(c -> Objects.requireNonNullElse(c.reasonCode(), "covers"))
        .containsExactly("rbac.non-resource-url-not-held", "rbac.resource-name-not-held", "covers");
    assertThat(checks.get(0).trace())
        .isEqualTo(
            Trace.of(
                List.of(
                    entry("rbac.match.verb", TraceResult.PASSED, "verb \"get\" held"),
                    entry(
                        "rbac.match.api-group",
                        TraceResult.NOT_APPLICABLE,
                        "non-resource URL permission"),
                    entry(
                        "rbac.match.resource",
                        TraceResult.NOT_APPLICABLE,
                        "non-resource URL permission"),
                    entry(
                        "rbac.match.resource-name", TraceResult.PASSED, "all resource names held"),
                    entry(
                        "rbac.match.non-resource-url",
                        TraceResult.DECIDED,
                        "URL \"/api\" not held"))));
    assertThat(checks.get(2).trace().entries().get(4))
        .isEqualTo(entry("rbac.match.non-resource-url", TraceResult.PASSED, "URL \"/api\" held"));
    assertThat(RbacCoverage.explain(List.of(), atomic)).isEmpty();
  }

  @Test
  void explainNotesNamesAndVerbs() {
    List<HeldRuleCheck> checks =
        RbacCoverage.explain(
            List.of(named(l("g"), l("get"), l("cm"), l("y")), res(l("g"), l("list"), l("cm"))),
            atom("g", "cm", "get", "x"));

    assertThat(checks.get(0).trace().entries().get(3))
        .isEqualTo(
            entry("rbac.match.resource-name", TraceResult.DECIDED, "resource name \"x\" not held"));
    assertThat(checks.get(1).trace().entries())
        .containsExactly(entry("rbac.match.verb", TraceResult.DECIDED, "verb \"get\" not held"));
    assertThat(checks.get(1).failedRule()).isEqualTo(RuleId.of("rbac.match.verb"));
  }

  @Test
  void decisionRecordsGuardTheirInvariants() {
    assertThatThrownBy(
            () ->
                new Uncovered(
                    RuleId.of("rbac.uncovered-atomic"),
                    "rbac.not-held",
                    "m",
                    0,
                    List.of(),
                    List.of(),
                    Trace.empty(),
                    List.of()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () -> new HeldRuleCheck(0, res(l("g"), l("get"), l("r")), null, "x", Trace.empty()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () ->
                new HeldRuleCheck(
                    0,
                    res(l("g"), l("get"), l("r")),
                    RuleId.of("rbac.match.verb"),
                    null,
                    Trace.empty()))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
