package io.planerules.rbac;

import static io.planerules.rbac.R.atom;
import static io.planerules.rbac.R.l;
import static io.planerules.rbac.R.named;
import static io.planerules.rbac.R.res;
import static io.planerules.rbac.R.url;
import static io.planerules.rbac.R.urls;
import static io.planerules.testkit.RulesAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.testing.EqualsTester;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Breakdown, API validation, compaction and compact text of policy rules. */
class PolicyRulesTest {

  @Test
  void breakdownFollowsGroupResourceVerbNameOrderThenUrls() {
    // policy_comparator.go BreakdownRule: groups, resources, verbs, names; then URLs x verbs
    PolicyRule rule =
        new PolicyRule(l("g1", "g2"), l("r1", "r2"), l("get", "list"), l(), l("/u1", "/u2"));

    assertThat(rule.atomics())
        .containsExactly(
            atom("g1", "r1", "get"),
            atom("g1", "r1", "list"),
            atom("g1", "r2", "get"),
            atom("g1", "r2", "list"),
            atom("g2", "r1", "get"),
            atom("g2", "r1", "list"),
            atom("g2", "r2", "get"),
            atom("g2", "r2", "list"),
            url("/u1", "get"),
            url("/u1", "list"),
            url("/u2", "get"),
            url("/u2", "list"));
  }

  @Test
  void breakdownExpandsNamesInnermostAndKeepsDuplicatesAndWildcards() {
    PolicyRule rule = named(l("", ""), l("*"), l("*"), l("a", "*"));

    assertThat(rule.atomics())
        .containsExactly(
            atom("", "*", "*", "a"),
            atom("", "*", "*", "*"),
            atom("", "*", "*", "a"),
            atom("", "*", "*", "*"));
  }

  @Test
  void breakdownOfRulesWithEmptyFieldsIsEmptyOrUrlOnly() {
    assertThat(res(l(), l("get"), l("pods")).atomics()).isEmpty();
    assertThat(res(l(""), l("get"), l()).atomics()).isEmpty();
    assertThat(res(l(""), l(), l("pods")).atomics()).isEmpty();
    assertThat(urls(l("/healthz"), l()).atomics()).isEmpty();
    assertThat(new PolicyRule(null, null, l("get"), null, l("/x")).atomics())
        .containsExactly(url("/x", "get"));
    assertThat(PolicyRules.breakdown(List.of())).isEmpty();
  }

  @Test
  void breakdownConcatenatesRulesInOrder() {
    PolicyRule first = res(l("a"), l("get"), l("x"));
    PolicyRule second = urls(l("/y"), l("get"));

    assertThat(PolicyRules.breakdown(List.of(second, first)))
        .containsExactly(url("/y", "get"), atom("a", "x", "get"));
  }

  @Test
  void nullFieldsReadAsEmptyAndListsAreCopied() {
    List<String> verbs = new ArrayList<>(List.of("get"));
    PolicyRule rule = new PolicyRule(null, null, verbs, null, null);
    verbs.add("list");

    assertThat(rule.apiGroups()).isEmpty();
    assertThat(rule.resources()).isEmpty();
    assertThat(rule.resourceNames()).isEmpty();
    assertThat(rule.nonResourceURLs()).isEmpty();
    assertThat(rule.verbs()).containsExactly("get");
    assertThatThrownBy(() -> rule.verbs().add("x"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> res(Arrays.asList("a", null), l("get"), l("pods")))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void valueEquality() {
    new EqualsTester()
        .addEqualityGroup(
            res(l("a"), l("get"), l("pods")),
            new PolicyRule(l("a"), l("pods"), l("get"), null, null))
        .addEqualityGroup(res(l("a"), l("get"), l("pods", "pods")))
        .addEqualityGroup(named(l("a"), l("get"), l("pods"), l("n")))
        .addEqualityGroup(atom("a", "pods", "get"))
        .addEqualityGroup(atom("a", "pods", "get", "n"))
        .addEqualityGroup(url("/a", "get"))
        .testEquals();
  }

  @Test
  void atomicPermissionsSpellTheirWireFields() {
    assertThat(atom("", "pods", "get").toFields())
        .containsExactly(
            java.util.Map.entry("apiGroup", ""),
            java.util.Map.entry("resource", "pods"),
            java.util.Map.entry("verb", "get"));
    assertThat(atom("g", "pods", "get", "n").toFields())
        .containsExactly(
            java.util.Map.entry("apiGroup", "g"),
            java.util.Map.entry("resource", "pods"),
            java.util.Map.entry("verb", "get"),
            java.util.Map.entry("resourceName", "n"));
    assertThat(url("/healthz", "get").toFields())
        .containsExactly(
            java.util.Map.entry("verb", "get"), java.util.Map.entry("nonResourceURL", "/healthz"));
    assertThat(atom("g", "pods", "get", "n").resourceName()).isEqualTo("n");
    assertThat(atom("g", "pods", "get").resourceName()).isNull();
    assertThat(atom("g", "pods", "get", "n").toPolicyRule())
        .isEqualTo(named(l("g"), l("get"), l("pods"), l("n")));
    assertThat(url("/x", "get").toPolicyRule()).isEqualTo(urls(l("/x"), l("get")));
  }

  @Test
  void compactStringFollowsKubernetesFieldOrderAndGoQuoting() {
    // rbac/v1 evaluation_helpers.go CompactString: APIGroups, Resources, NonResourceURLs,
    // ResourceNames, Verbs; each %q of a []string
    assertThat(PolicyRules.compactString(res(l(""), l("get", "list"), l("pods"))))
        .isEqualTo("{APIGroups:[\"\"], Resources:[\"pods\"], Verbs:[\"get\" \"list\"]}");
    assertThat(PolicyRules.compactString(urls(l("/apis"), l("get"))))
        .isEqualTo("{NonResourceURLs:[\"/apis\"], Verbs:[\"get\"]}");
    assertThat(
            PolicyRules.compactString(
                new PolicyRule(l("v1"), l("builds"), l("get"), l("x"), l("/apis"))))
        .isEqualTo(
            "{APIGroups:[\"v1\"], Resources:[\"builds\"], NonResourceURLs:[\"/apis\"],"
                + " ResourceNames:[\"x\"], Verbs:[\"get\"]}");
    assertThat(PolicyRules.compactString(new PolicyRule(null, null, null, null, null)))
        .isEqualTo("{}");
    assertThat(atom("g", "r", "get").toString())
        .isEqualTo("{APIGroups:[\"g\"], Resources:[\"r\"], Verbs:[\"get\"]}");
    assertThat(url("/x", "get").toString())
        .isEqualTo("{NonResourceURLs:[\"/x\"], Verbs:[\"get\"]}");
    assertThat(res(l("g"), l("get"), l("r")).toString())
        .isEqualTo("{APIGroups:[\"g\"], Resources:[\"r\"], Verbs:[\"get\"]}");
  }

  @Test
  void compactMergesSimpleRulesLikeUpstream() {
    // policy_compact_test.go TestCompactRules "simple"; per
    // docs/reference/ownership.md#rbac-delegation-coverage only rules
    // without resource names merge (the pre-1.x isSimpleResourceRule), so the named daemonsets
    // rules stay apart where current upstream merges them into one.
    List<PolicyRule> rules =
        List.of(
            res(l(""), l("get"), l("builds")),
            res(l(""), l("list"), l("builds")),
            res(l(""), l("update", "patch"), l("builds")),
            res(l("extensions"), l("create"), l("daemonsets")),
            res(l("extensions"), l("delete"), l("daemonsets")),
            named(l("extensions"), l("patch"), l("daemonsets"), l("")),
            named(l("extensions"), l("get"), l("daemonsets"), l("foo")),
            named(l("extensions"), l("list"), l("daemonsets"), l("foo")),
            res(l(""), l("educate"), l("dolphins")),
            res(l(""), l(), l("pirates")),
            res(l(""), l(), l("pods")),
            res(l(""), l("create"), l("pods")));

    assertThat(PolicyRules.compact(rules))
        .containsExactly(
            named(l("extensions"), l("patch"), l("daemonsets"), l("")),
            named(l("extensions"), l("get"), l("daemonsets"), l("foo")),
            named(l("extensions"), l("list"), l("daemonsets"), l("foo")),
            res(l(""), l("get", "list", "update", "patch"), l("builds")),
            res(l("extensions"), l("create", "delete"), l("daemonsets")),
            res(l(""), l("educate"), l("dolphins")),
            res(l(""), l(), l("pirates")),
            res(l(""), l("create"), l("pods")));
    // upstream also checks that compacted and original rules cover each other
    assertThat(RbacCoverage.covers(PolicyRules.compact(rules), rules).covered()).isTrue();
    assertThat(RbacCoverage.covers(rules, PolicyRules.compact(rules)).covered()).isTrue();
  }

  @Test
  void compactKeepsComplexRulesAsUpstream() {
    // TestCompactRules: empty, complex multi-group, multi-resource, named-resource, non-resource
    assertThat(PolicyRules.compact(List.of())).isEmpty();
    List<List<PolicyRule>> unchanged =
        List.of(
            List.of(
                res(l("", "builds.openshift.io"), l("get"), l("builds")),
                res(l("", "builds.openshift.io"), l("list"), l("builds"))),
            List.of(
                res(l(""), l("get"), l("builds", "images")),
                res(l(""), l("list"), l("builds", "images"))),
            List.of(
                named(l(""), l("get"), l("builds"), l("mybuild")),
                named(l(""), l("list"), l("builds"), l("mybuild2"))),
            List.of(
                new PolicyRule(l(""), l("builds"), l("get"), l(), l("/")),
                new PolicyRule(l(""), l("builds"), l("get"), l(), l("/foo"))));
    for (List<PolicyRule> rules : unchanged) {
      assertThat(PolicyRules.compact(rules)).isEqualTo(rules);
    }
  }

  @Test
  void describeMissingSortsByGoByteOrderAndDeduplicates() {
    List<AtomicPermission> missing =
        List.of(
            atom("g", "r/status", "get"),
            atom("g", "r", "list"),
            url("/b", "get"),
            url("/b", "get"),
            atom("g", "r", "get"),
            atom("g", "r", "list"),
            atom("\u00e9", "r", "get"),
            atom("\ud83d\ude00", "r", "get"),
            atom("\uffe0", "r", "get"));

    // '"' (0x22) sorts before '/' (0x2f); U+FFE0 before U+1F600 in UTF-8 (not in UTF-16)
    assertThat(PolicyRules.describeMissing(missing))
        .containsExactly(
            "{APIGroups:[\"g\"], Resources:[\"r\"], Verbs:[\"list\" \"get\" \"list\"]}",
            "{APIGroups:[\"g\"], Resources:[\"r/status\"], Verbs:[\"get\"]}",
            "{APIGroups:[\"\u00e9\"], Resources:[\"r\"], Verbs:[\"get\"]}",
            "{APIGroups:[\"\uffe0\"], Resources:[\"r\"], Verbs:[\"get\"]}",
            "{APIGroups:[\"\ud83d\ude00\"], Resources:[\"r\"], Verbs:[\"get\"]}",
            "{NonResourceURLs:[\"/b\"], Verbs:[\"get\"]}");
  }

  @Test
  void goStringOrderComparesCodePointsThenLength() {
    assertThat(PolicyRules.GO_STRING_ORDER.compare("a", "ab")).isNegative();
    assertThat(PolicyRules.GO_STRING_ORDER.compare("ab", "a")).isPositive();
    assertThat(PolicyRules.GO_STRING_ORDER.compare("ab", "ab")).isZero();
    assertThat(PolicyRules.GO_STRING_ORDER.compare("\uffe0", "\ud83d\ude00")).isNegative();
    assertThat(PolicyRules.GO_STRING_ORDER.compare("b", "a")).isPositive();
  }

  @Test
  void validationReportsKubernetesMessagesAtRulePaths() {
    // pkg/apis/rbac/validation/validation.go ValidatePolicyRule, messages verbatim
    List<PolicyRule> rules =
        List.of(
            res(l("g"), l("get"), l("pods")),
            res(l("g"), l(), l("pods")),
            res(l(), l("get"), l()),
            new PolicyRule(l("v1"), l(), l("get"), l(), l("/apis")),
            new PolicyRule(l(), l(), l("get"), l("n"), l("/apis")),
            urls(l("/healthz"), l("get")),
            new PolicyRule(null, null, null, null, null));

    ValidationResult result = PolicyRules.validate(rules, "granted");

    assertThat(result.problems())
        .containsExactly(
            Problem.error(
                "rbac.verbs-required", "granted[1].verbs", "verbs must contain at least one value"),
            Problem.error(
                "rbac.api-groups-required",
                "granted[2].apiGroups",
                "resource rules must supply at least one api group"),
            Problem.error(
                "rbac.resources-required",
                "granted[2].resources",
                "resource rules must supply at least one resource"),
            Problem.error(
                "rbac.mixed-resource-and-url",
                "granted[3].nonResourceURLs",
                "rules cannot apply to both regular resources and non-resource URLs"),
            Problem.error(
                "rbac.mixed-resource-and-url",
                "granted[4].nonResourceURLs",
                "rules cannot apply to both regular resources and non-resource URLs"),
            Problem.error(
                "rbac.verbs-required", "granted[6].verbs", "verbs must contain at least one value"),
            Problem.error(
                "rbac.api-groups-required",
                "granted[6].apiGroups",
                "resource rules must supply at least one api group"),
            Problem.error(
                "rbac.resources-required",
                "granted[6].resources",
                "resource rules must supply at least one resource"));
  }

  @Test
  void namespacedRulesMayNotHaveUrls() {
    List<PolicyRule> rules =
        List.of(
            urls(l("/healthz"), l("get")),
            new PolicyRule(l("g"), l(), l(), l(), l("/x")),
            res(l("g"), l("get"), l("pods")));

    assertThat(PolicyRules.validate(rules, "rules", true).problems())
        .containsExactly(
            Problem.error(
                "rbac.namespaced-non-resource-url",
                "rules[0].nonResourceURLs",
                "namespaced rules cannot apply to non-resource URLs"),
            Problem.error(
                "rbac.verbs-required", "rules[1].verbs", "verbs must contain at least one value"),
            Problem.error(
                "rbac.namespaced-non-resource-url",
                "rules[1].nonResourceURLs",
                "namespaced rules cannot apply to non-resource URLs"),
            Problem.error(
                "rbac.mixed-resource-and-url",
                "rules[1].nonResourceURLs",
                "rules cannot apply to both regular resources and non-resource URLs"));
    assertThat(PolicyRules.validate(rules.subList(0, 1), "rules")).isValid();
    assertThat(PolicyRules.validate(List.of(), "rules", true)).isValid();
  }
}
