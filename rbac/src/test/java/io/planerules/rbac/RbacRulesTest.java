package io.planerules.rbac;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules the RBAC front doors list, in the order of {@code docs/rules.md}. */
class RbacRulesTest {

  /** Coverage and match, drift, validation: the order of {@code docs/rules.md}. */
  static List<RuleDescriptor> all() {
    List<RuleDescriptor> all = new ArrayList<>(RbacCoverage.rules());
    all.addAll(RbacDiff.rules());
    all.addAll(PolicyRule.rules());
    return all;
  }

  @Test
  void listsEveryRuleOnceInEvaluationOrder() {
    assertThat(all())
        .extracting(d -> d.id().value())
        .containsExactly(
            "rbac.nothing-granted",
            "rbac.uncovered-atomic",
            "rbac.all-covered",
            "rbac.match.verb",
            "rbac.match.api-group",
            "rbac.match.resource",
            "rbac.match.resource-name",
            "rbac.match.non-resource-url",
            "rbac.diff.identical",
            "rbac.diff.drift",
            "rbac.rule.verbs",
            "rbac.rule.non-resource-url",
            "rbac.rule.resource");
  }

  @Test
  void descriptorsCarryDecisionsAndReasonCodes() {
    List<RuleDescriptor> all = all();

    RuleDescriptor first = all.get(0);
    assertThat(first.id()).isEqualTo(RuleId.of("rbac.nothing-granted"));
    assertThat(first.decision()).isEqualTo("rbac delegation coverage");
    assertThat(first.description())
        .isEqualTo("granted rules that break down into no atomic permission are covered");
    assertThat(first.reasonCodes()).isEqualTo(List.of("rbac.nothing-granted"));
    assertThat(all)
        .extracting(RuleDescriptor::decision)
        .containsExactly(
            "rbac delegation coverage",
            "rbac delegation coverage",
            "rbac delegation coverage",
            "rbac held-rule match",
            "rbac held-rule match",
            "rbac held-rule match",
            "rbac held-rule match",
            "rbac held-rule match",
            "rbac rule-set drift",
            "rbac rule-set drift",
            "rbac rule validation",
            "rbac rule validation",
            "rbac rule validation");
    assertThat(all)
        .extracting(RuleDescriptor::reasonCodes)
        .containsExactly(
            List.of("rbac.nothing-granted"),
            List.of("rbac.not-held"),
            List.of("rbac.covered"),
            List.of("rbac.verb-not-held"),
            List.of("rbac.api-group-not-held"),
            List.of("rbac.resource-not-held"),
            List.of("rbac.resource-name-not-held"),
            List.of("rbac.non-resource-url-not-held"),
            List.of("rbac.identical"),
            List.of("rbac.drift"),
            List.of("rbac.verbs-required"),
            List.of("rbac.mixed-resource-and-url", "rbac.namespaced-non-resource-url"),
            List.of("rbac.api-groups-required", "rbac.resources-required"));
    assertThat(all).allSatisfy(d -> assertThat(d.description()).isNotBlank());
  }
}
