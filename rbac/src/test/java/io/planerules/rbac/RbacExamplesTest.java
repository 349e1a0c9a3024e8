package io.planerules.rbac;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this module's javadoc, compiled and run; each tagged region is quoted in the
 * javadoc of the class it shows (cli/src/test/java/io/planerules/cli/docs/JavadocExamplesTest.java
 * keeps the two equal).
 */
class RbacExamplesTest {

  private static final String GROUP = "nvca.nvcf.nvidia.io";

  @Test
  void packageOverview() {
    // tag::package-overview[]
    List<PolicyRule> held =
        List.of(
            PolicyRule.resourceRule(
                List.of("nvca.nvcf.nvidia.io"),
                List.of("storagerequests"),
                List.of("get", "list")));
    List<PolicyRule> granted =
        List.of(
            PolicyRule.resourceRule(
                List.of("nvca.nvcf.nvidia.io"), List.of("modelcachebindings"), List.of("get")));
    Coverage c = RbacCoverage.covers(held, granted);
    c.covered(); // false
    c.uncovered(); // [{APIGroups:["nvca.nvcf.nvidia.io"], Resources:["modelcachebindings"], ...}]
    // end::package-overview[]
    assertThat(c.covered()).isFalse();
    assertThat(c.uncovered())
        .containsExactly(AtomicPermission.resource(GROUP, "modelcachebindings", "get", null));
  }

  @Test
  void subresourceWildcard() {
    // tag::subresource-wildcard[]
    String anyScale = "*" + "/scale"; // any resource's scale subresource
    Coverage c =
        RbacCoverage.covers(
            List.of(PolicyRule.resourceRule(List.of("v1"), List.of(anyScale), List.of("get"))),
            List.of(PolicyRule.resourceRule(List.of("v1"), List.of("foo/scale"), List.of("get"))));
    c.covered(); // true (upstream TestCoversSubresourceWildcard)
    // end::subresource-wildcard[]
    assertThat(c.covered()).isTrue();
  }

  @Test
  void covers() {
    List<PolicyRule> operatorRoleRules =
        List.of(
            PolicyRule.resourceRule(List.of(GROUP), List.of("storagerequests"), List.of("get")));
    List<PolicyRule> agentClusterRoleRules =
        List.of(
            PolicyRule.resourceRule(List.of(GROUP), List.of("modelcachebindings"), List.of("get")));
    List<String> refused = new ArrayList<>();
    // tag::covers[]
    Coverage c = RbacCoverage.covers(operatorRoleRules, agentClusterRoleRules);
    if (!c.covered()) {
      refused.add(c.message()); // ...not currently held: {APIGroups:[...], Resources:[...], ...}
    }
    // end::covers[]
    assertThat(refused)
        .singleElement()
        .asString()
        .contains(
            "{APIGroups:[\"nvca.nvcf.nvidia.io\"], Resources:[\"modelcachebindings\"],"
                + " Verbs:[\"get\"]}");
  }

  @Test
  void heldRuleCheck() {
    List<PolicyRule> held =
        List.of(
            PolicyRule.resourceRule(List.of(GROUP), List.of("storagerequests"), List.of("get")));
    // tag::held-rule-check[]
    AtomicPermission atomic = AtomicPermission.resource(GROUP, "modelcachebindings", "get", null);
    HeldRuleCheck check = RbacCoverage.explain(held, atomic).get(0);
    check.covers(); // false
    check.failedRule(); // rbac.match.resource
    check.reasonCode(); // rbac.resource-not-held
    // end::held-rule-check[]
    assertThat(check.covers()).isFalse();
    assertThat(check.failedRule()).isEqualTo(RuleId.of("rbac.match.resource"));
    assertThat(check.reasonCode()).isEqualTo("rbac.resource-not-held");
  }

  @Test
  void permissions() {
    // tag::resource-permission[]
    AtomicPermission.resource("", "pods", "get", null); // get any pod (core group "")
    AtomicPermission.resource("", "configmaps", "get", "cfg"); // get the configmap named cfg
    // end::resource-permission[]
    // tag::atomic-permission[]
    AtomicPermission a =
        AtomicPermission.resource("nvca.nvcf.nvidia.io", "modelcachebindings", "get", null);
    a.toFields(); // {apiGroup=nvca.nvcf.nvidia.io, resource=modelcachebindings, verb=get}
    // end::atomic-permission[]
    // tag::non-resource-permission[]
    AtomicPermission healthz = AtomicPermission.nonResource("/healthz", "get");
    healthz.toFields(); // {nonResourceURL=/healthz, verb=get}
    // end::non-resource-permission[]
    assertThat(a.toFields())
        .containsExactly(
            java.util.Map.entry("apiGroup", GROUP),
            java.util.Map.entry("resource", "modelcachebindings"),
            java.util.Map.entry("verb", "get"));
    assertThat(healthz.toFields())
        .containsOnly(
            java.util.Map.entry("nonResourceURL", "/healthz"), java.util.Map.entry("verb", "get"));
    AtomicPermission named = AtomicPermission.resource("", "configmaps", "get", "cfg");
    assertThat(named.toFields()).containsEntry("resourceName", "cfg");
    assertThat(named.isResource()).isTrue();
    assertThat(named.apiGroup()).isEmpty();
    assertThat(named.resource()).isEqualTo("configmaps");
    assertThat(named.verb()).isEqualTo("get");
    assertThat(named.resourceName()).isEqualTo("cfg");
    assertThat(a.resourceName()).isNull();
    assertThatThrownBy(named::nonResourceURL).isInstanceOf(IllegalStateException.class);
    assertThat(healthz.isResource()).isFalse();
    assertThat(healthz.nonResourceURL()).isEqualTo("/healthz");
    assertThat(healthz.verb()).isEqualTo("get");
    assertThatThrownBy(healthz::apiGroup).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(healthz::resource).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(healthz::resourceName).isInstanceOf(IllegalStateException.class);
    assertThat(AtomicPermission.resource("", "pods", "get", null))
        .isEqualTo(new ResourcePermission("", "pods", "get", null));
    assertThat(AtomicPermission.nonResource("/healthz", "get"))
        .isEqualTo(new NonResourcePermission("/healthz", "get"));
  }

  @Test
  void policyRule() {
    // tag::policy-rule[]
    PolicyRule r =
        PolicyRule.resourceRule(
            List.of("nvca.nvcf.nvidia.io"),
            List.of("modelcachebindings", "modelcachebindings/status"),
            List.of("get", "update"));
    PolicyRule healthz = PolicyRule.nonResourceRule(List.of("/healthz"), List.of("get"));
    // end::policy-rule[]
    assertThat(r.atomics()).hasSize(4);
    assertThat(healthz.atomics()).containsExactly(AtomicPermission.nonResource("/healthz", "get"));
  }

  @Test
  void policyRules() {
    // tag::breakdown[]
    PolicyRules.breakdown(
        List.of(PolicyRule.resourceRule(List.of(""), List.of("pods"), List.of("get", "list"))));
    // [("", pods, get), ("", pods, list)]
    // end::breakdown[]
    assertThat(
            PolicyRules.breakdown(
                List.of(
                    PolicyRule.resourceRule(List.of(""), List.of("pods"), List.of("get", "list")))))
        .containsExactly(
            AtomicPermission.resource("", "pods", "get", null),
            AtomicPermission.resource("", "pods", "list", null));
    // tag::validate[]
    ValidationResult problems =
        PolicyRules.validate(
            List.of(PolicyRule.resourceRule(List.of(""), List.of("pods"), List.of())),
            "granted",
            false);
    // error rbac.verbs-required at granted[0].verbs
    // end::validate[]
    assertThat(problems.problems())
        .extracting(Problem::code, Problem::path)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("rbac.verbs-required", "granted[0].verbs"));
    // tag::describe-missing[]
    PolicyRules.describeMissing(
        List.of(
            AtomicPermission.resource("g", "r", "get", null),
            AtomicPermission.resource("g", "r", "list", null)));
    // ["{APIGroups:[\"g\"], Resources:[\"r\"], Verbs:[\"get\" \"list\"]}"]
    // end::describe-missing[]
    assertThat(
            PolicyRules.describeMissing(
                List.of(
                    AtomicPermission.resource("g", "r", "get", null),
                    AtomicPermission.resource("g", "r", "list", null))))
        .containsExactly("{APIGroups:[\"g\"], Resources:[\"r\"], Verbs:[\"get\" \"list\"]}");
    // tag::compact-string[]
    PolicyRules.compactString(PolicyRule.nonResourceRule(List.of("/apis"), List.of("get")));
    // {NonResourceURLs:["/apis"], Verbs:["get"]}
    // end::compact-string[]
    assertThat(
            PolicyRules.compactString(PolicyRule.nonResourceRule(List.of("/apis"), List.of("get"))))
        .isEqualTo("{NonResourceURLs:[\"/apis\"], Verbs:[\"get\"]}");
  }

  @Test
  void diff() {
    List<PolicyRule> sourceChartRules =
        List.of(
            PolicyRule.resourceRule(
                List.of(GROUP), List.of("modelcachebindings", "storagerequests"), List.of("get")));
    List<PolicyRule> vendoredChartRules =
        List.of(
            PolicyRule.resourceRule(List.of(GROUP), List.of("storagerequests"), List.of("get")));
    // tag::rule-set-diff[]
    RuleSetDiff d = RbacDiff.diff(sourceChartRules, vendoredChartRules);
    d.identical(); // false: the vendored chart lags
    d.onlyInA(); // [{APIGroups:["nvca.nvcf.nvidia.io"], Resources:["modelcachebindings"], ...}]
    d.onlyInB(); // []
    // end::rule-set-diff[]
    assertThat(d.identical()).isFalse();
    assertThat(d.onlyInA())
        .containsExactly(AtomicPermission.resource(GROUP, "modelcachebindings", "get", null));
    assertThat(d.onlyInB()).isEmpty();
  }
}
