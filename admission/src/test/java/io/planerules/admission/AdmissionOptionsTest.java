package io.planerules.admission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.admission.policy.FailurePolicy;
import io.planerules.admission.policy.Policy;
import io.planerules.admission.policy.ValidationAction;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.rules.Problem;
import java.util.List;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** Options: defaults, every problem code with its path, and what the options change. */
class AdmissionOptionsTest {

  private static List<String> codes(UnaryOperator<AdmissionOptions.Builder> options) {
    return options.apply(AdmissionOptions.builder()).build().validate().problems().stream()
        .map(p -> p.code() + "@" + p.path())
        .toList();
  }

  @Test
  void defaultsAreValid() {
    AdmissionOptions defaults = AdmissionOptions.defaults();
    assertThat(defaults.validate().isValid()).isTrue();
    assertThat(defaults.validationActions()).containsExactly(ValidationAction.DENY);
    assertThat(defaults.failurePolicy()).isEqualTo(FailurePolicy.FAIL);
    assertThat(defaults.labelledKinds())
        .containsExactly(
            new GroupResource("", "namespaces"),
            new GroupResource("nvcf.nvidia.io", "nvcfbackends"),
            new GroupResource("cert-manager.io", "clusterissuers"));
    assertThat(defaults.restrictNamespaces()).isFalse();
    assertThat(defaults.extraUsers()).isEmpty();
    assertThat(defaults.extraGroups()).isEmpty();
    assertThat(defaults.extraAllowedNamespaces()).isEmpty();
    assertThat(defaults.extraSharedObjects()).isEmpty();
  }

  @Test
  void everyBadOptionIsAProblemWithItsCodeAndPath() {
    assertThat(codes(b -> b.validationActions(List.of("Block"))))
        .containsExactly("admission.unknown-action@validationActions[0]");
    assertThat(codes(b -> b.validationActions(List.of("deny"))))
        .containsExactly("admission.unknown-action@validationActions[0]");
    assertThat(codes(b -> b.validationActions(List.of())))
        .containsExactly("admission.invalid-actions@validationActions");
    assertThat(codes(b -> b.validationActions(List.of("Audit", "Audit"))))
        .containsExactly("admission.invalid-actions@validationActions");
    assertThat(codes(b -> b.validationActions(List.of("Deny", "Warn"))))
        .containsExactly("admission.invalid-actions@validationActions");
    assertThat(codes(b -> b.validationActions(List.of("Warn", "Audit")))).isEmpty();
    assertThat(codes(b -> b.validationActions(List.of("Deny", "Audit")))).isEmpty();
    assertThat(codes(b -> b.failurePolicy("fail")))
        .containsExactly("admission.unknown-failure-policy@failurePolicy");
    assertThat(codes(b -> b.failurePolicy("Ignore"))).isEmpty();
    assertThat(codes(b -> b.extraUsers(List.of("ok", ""))))
        .containsExactly("admission.empty-username@extraUsers[1]");
    assertThat(codes(b -> b.extraGroups(List.of(""))))
        .containsExactly("admission.empty-group@extraGroups[0]");
    assertThat(codes(b -> b.extraAllowedNamespaces(List.of(""))))
        .containsExactly("admission.empty-name@extraAllowedNamespaces[0]");
    assertThat(codes(b -> b.labelledKinds(List.of(GroupResource.parse("cert-manager.io/")))))
        .containsExactly("admission.kind-without-resource@labelledKinds[0].resource");
    assertThat(codes(b -> b.labelledKinds(List.of(GroupResource.parse("*")))))
        .containsExactly("admission.invalid-kind@labelledKinds[0]");
    assertThat(codes(b -> b.labelledKinds(List.of(GroupResource.parse("Apps/deployments")))))
        .containsExactly("admission.invalid-kind@labelledKinds[0]");
    assertThat(codes(b -> b.labelledKinds(List.of(GroupResource.parse("apps/deployments")))))
        .isEmpty();
    assertThat(
            codes(
                b ->
                    b.extraSharedObjects(
                        List.of(
                            new SharedObject(GroupResource.CLUSTER_ISSUERS, ""),
                            new SharedObject(new GroupResource("", ""), "x")))))
        .containsExactly(
            "admission.empty-name@extraSharedObjects[0].name",
            "admission.kind-without-resource@extraSharedObjects[1].resource");
  }

  @Test
  void problemMessagesNameTheBadValue() {
    Problem problem =
        AdmissionOptions.builder()
            .validationActions(List.of("Block"))
            .build()
            .validate()
            .problems()
            .get(0);
    assertThat(problem.message())
        .isEqualTo("validation action \"Block\" is not Deny, Warn or Audit");
    assertThat(problem.isError()).isTrue();
  }

  @Test
  void invalidOptionsAreRefusedByTheFactoriesWithTheFirstCode() {
    AdmissionOptions bad = AdmissionOptions.builder().failurePolicy("Sometimes").build();
    assertThatThrownBy(
            () ->
                AdmissionPolicies.forPlane(
                    ControlPlaneId.of("plane-a"), NamingOptions.defaults(), bad))
        .isInstanceOf(AdmissionOptionsException.class)
        .extracting(e -> ((AdmissionOptionsException) e).code())
        .isEqualTo("admission.unknown-failure-policy");
    assertThatThrownBy(bad::failurePolicy).isInstanceOf(AdmissionOptionsException.class);
  }

  @Test
  void groupResourceReadsCoreAndNamedGroups() {
    assertThat(GroupResource.parse("namespaces")).isEqualTo(GroupResource.NAMESPACES);
    assertThat(GroupResource.parse("cert-manager.io/clusterissuers"))
        .isEqualTo(GroupResource.CLUSTER_ISSUERS);
    assertThat(GroupResource.NAMESPACES).hasToString("namespaces");
    assertThat(GroupResource.NVCF_BACKENDS).hasToString("nvcf.nvidia.io/nvcfbackends");
  }

  @Test
  void optionsReachTheObjects() {
    PolicySet set =
        AdmissionPolicies.forPlane(
            ControlPlaneId.of("plane-a"),
            NamingOptions.defaults(),
            AdmissionOptions.builder()
                .validationActions(List.of("Warn", "Audit"))
                .failurePolicy("Ignore")
                .restrictNamespaces(true)
                .labelledKinds(List.of())
                .build());
    assertThat(set.policies().stream().map(Policy::name))
        .containsExactly(
            "planerules-plane-a-foreign-label",
            "planerules-plane-a-label-immutable",
            "planerules-plane-a-shared-prerequisite",
            "planerules-plane-a-namespace-scope");
    assertThat(set.policies()).allMatch(p -> p.failurePolicy() == FailurePolicy.IGNORE);
    assertThat(set.bindings())
        .allMatch(
            b ->
                b.validationActions()
                    .equals(List.of(ValidationAction.WARN, ValidationAction.AUDIT)));
    Policy scope = set.policies().get(3);
    assertThat(scope.resourceRules().get(0).scope()).isEqualTo("Namespaced");
    assertThat(scope.validations().get(0).expression())
        .isEqualTo(
            "variables.namespaceName in ['cert-manager', 'gateway-system']"
                + " || variables.namespaceLabel == 'plane-a'");
  }

  @Test
  void policyNamesAreDnsSubdomainsForTheLongestIds() {
    ControlPlaneId longest = ControlPlaneId.of("a2345678901234567890");
    for (AdmissionRule rule : AdmissionRule.values()) {
      String name = AdmissionPolicies.policyName(longest, rule);
      assertThat(name).matches("[a-z0-9]([-a-z0-9]*[a-z0-9])?").hasSizeLessThanOrEqualTo(63);
      assertThat(AdmissionPolicies.policyName(ControlPlaneId.LEGACY, rule))
          .isEqualTo("planerules-" + rule.suffix());
    }
    assertThat(AdmissionPolicies.policyName(ControlPlaneId.of("legacy"), AdmissionRule.UNLABELLED))
        .isEqualTo("planerules-legacy-unlabelled");
  }

  @Test
  void kindsHoldOnlyLowerCaseLettersDigitsDashesAndDots() {
    // the characters just outside each range of a-z and 0-9 (US-ASCII: '`' 0x60, '{' 0x7b,
    // '/' 0x2f, ':' 0x3a), in the resource and in the group, and the range ends themselves
    for (String bad : List.of("`", "{", "/", ":", "A", "Z", "_", "*", " ")) {
      assertThat(codes(b -> b.labelledKinds(List.of(new GroupResource("", "x" + bad + "y")))))
          .as(bad)
          .containsExactly("admission.invalid-kind@labelledKinds[0]");
      assertThat(codes(b -> b.labelledKinds(List.of(new GroupResource(bad + "io", "things")))))
          .as(bad)
          .containsExactly("admission.invalid-kind@labelledKinds[0]");
    }
    assertThat(codes(b -> b.labelledKinds(List.of(new GroupResource("a.z-0.9", "az09-.")))))
        .isEmpty();
    for (String edge : List.of("a", "z", "0", "9", "-", ".")) {
      assertThat(codes(b -> b.labelledKinds(List.of(new GroupResource(edge, edge)))))
          .as(edge)
          .isEmpty();
    }
  }

  @Test
  void theWireNamesAreKeptAsGiven() {
    AdmissionOptions odd =
        AdmissionOptions.builder()
            .validationActions(List.of("Block", "Warn"))
            .failurePolicy("Sometimes")
            .build();
    assertThat(odd.validationActionNames()).containsExactly("Block", "Warn");
    assertThat(odd.failurePolicyName()).isEqualTo("Sometimes");
    assertThat(AdmissionOptions.defaults().validationActionNames()).containsExactly("Deny");
    assertThat(AdmissionOptions.defaults().failurePolicyName()).isEqualTo("Fail");
  }

  @Test
  void invalidOptionsAreRefusedWhereverTheyAreRead() {
    // valid wire names in a refused combination, and an unknown name
    AdmissionOptions denyAndWarn =
        AdmissionOptions.builder().validationActions(List.of("Deny", "Warn")).build();
    assertThatThrownBy(denyAndWarn::validationActions)
        .isInstanceOf(AdmissionOptionsException.class)
        .extracting(e -> ((AdmissionOptionsException) e).code())
        .isEqualTo("admission.invalid-actions");
    AdmissionOptions block = AdmissionOptions.builder().validationActions(List.of("Block")).build();
    assertThatThrownBy(block::validationActions)
        .isInstanceOf(AdmissionOptionsException.class)
        .extracting(e -> ((AdmissionOptionsException) e).code())
        .isEqualTo("admission.unknown-action");
    // the decision reads neither the actions nor the failure policy, and still refuses
    AdmissionOptions emptyNamespace =
        AdmissionOptions.builder().extraAllowedNamespaces(List.of("")).build();
    AdmissionRequest create =
        new AdmissionRequest(
            Operation.CREATE,
            GroupResource.NAMESPACES,
            "",
            "Namespace",
            null,
            "team-x",
            "someone",
            List.of(),
            new TreeMap<>(),
            null,
            null);
    assertThatThrownBy(
            () ->
                AdmissionDecision.decide(
                    ControlPlaneId.of("plane-a"), NamingOptions.defaults(), emptyNamespace, create))
        .isInstanceOf(AdmissionOptionsException.class)
        .extracting(e -> ((AdmissionOptionsException) e).code())
        .isEqualTo("admission.empty-name");
  }

  @Test
  void groupResourceTakesTheTextAfterTheLastSlashAsTheResource() {
    assertThat(GroupResource.parse("/namespaces")).isEqualTo(GroupResource.NAMESPACES);
    assertThat(GroupResource.parse("a/b/c")).isEqualTo(new GroupResource("a/b", "c"));
    assertThat(GroupResource.parse("cert-manager.io/"))
        .isEqualTo(new GroupResource("cert-manager.io", ""));
  }
}
