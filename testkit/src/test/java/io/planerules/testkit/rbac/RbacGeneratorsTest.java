package io.planerules.testkit.rbac;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.testkit.Properties;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The RBAC generators produce the shapes they promise. */
class RbacGeneratorsTest {

  private static boolean isResourceRule(RuleInput r) {
    return !r.apiGroups().isEmpty()
        && !r.resources().isEmpty()
        && !r.verbs().isEmpty()
        && r.nonResourceURLs().isEmpty();
  }

  private static boolean isUrlRule(RuleInput r) {
    return r.apiGroups().isEmpty()
        && r.resources().isEmpty()
        && r.resourceNames().isEmpty()
        && !r.verbs().isEmpty()
        && !r.nonResourceURLs().isEmpty();
  }

  @Test
  void validRulesAreResourceOrUrlRules() {
    Properties.qt()
        .forAll(RbacGenerators.validRules())
        .checkAssert(r -> assertThat(isResourceRule(r) || isUrlRule(r)).isTrue());
  }

  @Test
  void faultsBreakExactlyTheNamedField() {
    Properties.qt()
        .forAll(RbacGenerators.rulesWithOneFault())
        .checkAssert(
            f -> {
              RuleInput r = f.value();
              switch (f.fault()) {
                case "no-verbs" -> assertThat(r.verbs()).isEmpty();
                case "no-api-groups" -> assertThat(r.apiGroups()).isEmpty();
                case "no-resources" -> assertThat(r.resources()).isEmpty();
                default -> assertThat(r.nonResourceURLs()).isNotEmpty();
              }
              assertThat(RbacGenerators.RULE_FAULTS).contains(f.fault());
            });
    assertThatThrownBy(
            () ->
                RbacGenerators.applyFault(
                    RuleInput.resources(List.of(""), List.of("pods"), List.of("get")), "x", "/"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void narrowedAndWidenedRulesKeepTheirKind() {
    Properties.qt()
        .forAll(
            RbacGenerators.validRules()
                .flatMap(
                    r ->
                        RbacGenerators.narrowerThan(r)
                            .zip(RbacGenerators.widerThan(r), (n, w) -> List.of(r, n, w))))
        .checkAssert(
            rnw -> {
              boolean url = isUrlRule(rnw.get(0));
              assertThat(isUrlRule(rnw.get(1))).isEqualTo(url);
              assertThat(isUrlRule(rnw.get(2))).isEqualTo(url);
              assertThat(rnw.get(1).verbs()).isNotEmpty();
              assertThat(rnw.get(2).verbs()).isNotEmpty();
            });
  }

  @Test
  void toMapUsesKubernetesFieldNames() {
    assertThat(RuleInput.urls(List.of("/healthz"), List.of("get")).toMap())
        .containsExactly(
            java.util.Map.entry("apiGroups", List.of()),
            java.util.Map.entry("resources", List.of()),
            java.util.Map.entry("verbs", List.of("get")),
            java.util.Map.entry("resourceNames", List.of()),
            java.util.Map.entry("nonResourceURLs", List.of("/healthz")));
  }
}
