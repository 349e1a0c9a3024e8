package io.planerules.admission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.admission.policy.Binding;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.rules.RuleDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The small values around the decision: verdicts, requests, policy sets and the rule index. */
class ValuesTest {

  @Test
  void aVerdictNamesItsFirstDenial() {
    AdmissionVerdict denied =
        new AdmissionVerdict(
            true,
            List.of(
                new AdmissionVerdict.Denial(AdmissionRule.LABEL_IMMUTABLE.id(), "first"),
                new AdmissionVerdict.Denial(AdmissionRule.UNLABELLED.id(), "second")));
    assertThat(denied.allowed()).isFalse();
    assertThat(denied.ruleId().map(Object::toString)).contains("admission.label-immutable");
    assertThat(denied.message()).contains("first");
    AdmissionVerdict allowed = new AdmissionVerdict(true, List.of());
    assertThat(allowed.allowed()).isTrue();
    assertThat(allowed.ruleId()).isEmpty();
    assertThat(allowed.message()).isEmpty();
  }

  @Test
  void aRequestShowsItsNamespaceOnlyWhenItHasOne() {
    AdmissionRequest namespaced = delete("team-x", "cfg");
    assertThat(namespaced.namespace()).isEqualTo("team-x");
    assertThat(namespaced.display()).isEqualTo("team-x/cfg");
    AdmissionRequest clusterScoped = delete(null, "corp-ca");
    assertThat(clusterScoped.namespace()).isNull();
    assertThat(clusterScoped.display()).isEqualTo("corp-ca");
  }

  private static AdmissionRequest delete(String namespace, String name) {
    return new AdmissionRequest(
        Operation.DELETE,
        GroupResource.CLUSTER_ISSUERS,
        "",
        "ClusterIssuer",
        namespace,
        name,
        "someone",
        List.of(),
        null,
        new TreeMap<>(),
        namespace == null ? null : new TreeMap<>());
  }

  @Test
  void aPolicySetRefusesBindingsThatDoNotBindThePolicyAtTheirPosition() {
    PolicySet set =
        AdmissionPolicies.forPlane(
            ControlPlaneId.of("plane-a"), NamingOptions.defaults(), AdmissionOptions.defaults());
    assertThat(new PolicySet(set.policies(), set.bindings()))
        .isEqualTo(set)
        .hasSameHashCodeAs(set)
        .hasToString("PolicySet[policies=" + set.policies() + ", bindings=" + set.bindings() + "]");
    PolicySet legacy =
        AdmissionPolicies.forPlane(
            ControlPlaneId.LEGACY, NamingOptions.defaults(), AdmissionOptions.defaults());
    assertThat(set).isNotEqualTo(legacy).isNotEqualTo(set.policyNames());
    assertThat(set.hashCode()).isNotEqualTo(legacy.hashCode());
    PolicySet warning =
        AdmissionPolicies.forPlane(
            ControlPlaneId.of("plane-a"),
            NamingOptions.defaults(),
            AdmissionOptions.builder().validationActions(List.of("Warn")).build());
    assertThat(warning.policies()).isEqualTo(set.policies());
    assertThat(warning).isNotEqualTo(set);
    List<Binding> swapped = new ArrayList<>(set.bindings());
    swapped.set(0, set.bindings().get(1));
    swapped.set(1, set.bindings().get(0));
    assertThatThrownBy(() -> new PolicySet(set.policies(), swapped))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "binding planerules-plane-a-label-immutable"
                + " does not bind planerules-plane-a-foreign-label");
    assertThatThrownBy(() -> new PolicySet(set.policies(), swapped.subList(0, 1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(set.policies().size() + " policies but 1 bindings");
  }

  @Test
  void theFrontDoorsListThePolicyRulesThenTheOptionProblems() {
    // the ids of docs/reference/admission.md, in emission order, then the option codes
    assertThat(
            Stream.concat(AdmissionPolicies.rules().stream(), AdmissionOptions.rules().stream())
                .map(RuleDescriptor::id)
                .map(Object::toString))
        .containsExactly(
            "admission.foreign-label",
            "admission.label-immutable",
            "admission.unlabelled",
            "admission.shared-prerequisite",
            "admission.namespace-scope",
            "admission.unknown-action",
            "admission.invalid-actions",
            "admission.unknown-failure-policy",
            "admission.empty-username",
            "admission.empty-group",
            "admission.kind-without-resource",
            "admission.invalid-kind",
            "admission.empty-name");
  }
}
