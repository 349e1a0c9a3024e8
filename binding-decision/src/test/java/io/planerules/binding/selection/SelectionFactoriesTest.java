package io.planerules.binding.selection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.binding.Fixtures;
import io.planerules.binding.Outcome;
import io.planerules.binding.decision.Decision;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.rules.PlaneRulesException;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.testkit.Properties;
import io.planerules.testkit.binding.BindingGenerators;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * docs/reference/binding-decision.md#persisted-selection: the public factories of {@link
 * PersistedSelection} build only selections {@link PersistedSelection#validate()} accepts; what
 * would be invalid is refused with the failing rule.
 */
class SelectionFactoriesTest {

  private static final List<String> WORKFLOWS =
      List.of("regularModelCache", "helmModelCache", "", "RegularModelCache");
  private static final List<String> MODES = List.of("none", "ephemeral", "durable", "", "Durable");
  private static final List<String> BINDING_TEXT =
      List.of("", "model-cache-abc", "uid-1", "Not_A_Name", " ", "a".repeat(300));

  /** A resolved decision on the default catalog, or empty (no decision). */
  private static Optional<Decision> decision(int provisioner, String workflow) {
    if (provisioner >= BindingGenerators.DEFAULT_PROVISIONERS.size()) {
      return Optional.empty();
    }
    Outcome<Decision> outcome =
        DecisionResolver.resolve(
            Fixtures.catalog(),
            Fixtures.nvcfSc(BindingGenerators.DEFAULT_PROVISIONERS.get(provisioner)),
            workflow,
            ProfileDigest.Scheme.V1);
    return outcome.decided();
  }

  /** Every selection {@code of}, {@code select} and {@code withBinding} return validates. */
  @Test
  void whateverThePublicFactoriesBuildValidates() {
    List<String> refusals = new ArrayList<>();
    Properties.qt()
        .forAll(
            Generate.pick(WORKFLOWS),
            Generate.pick(MODES),
            SourceDSL.integers().between(0, BindingGenerators.DEFAULT_PROVISIONERS.size()),
            SourceDSL.booleans().all())
        .checkAssert(
            (workflow, mode, provisioner, encryption) -> {
              Decision decision = decision(provisioner, workflow).orElse(null);
              Outcome<PersistedSelection> selected =
                  PersistedSelection.select(workflow, mode, decision, encryption);
              selected
                  .decided()
                  .ifPresent(s -> assertThat(s.validate().isValid()).as(s.toString()).isTrue());
              PersistedSelection built;
              try {
                built = PersistedSelection.of(workflow, mode, decision);
              } catch (PlaneRulesException refused) {
                assertThat(refused.result().isValid()).isFalse();
                refusals.add(refused.code());
                return;
              }
              assertThat(built.validate().isValid()).as(built.toString()).isTrue();
              for (String name : BINDING_TEXT) {
                for (String uid : BINDING_TEXT) {
                  try {
                    assertThat(built.withBinding(name, uid).validate().isValid()).isTrue();
                  } catch (PlaneRulesException refused) {
                    assertThat(refused.result().isValid()).isFalse();
                  }
                }
              }
            });
    assertThat(refusals).as("some inputs were refused").isNotEmpty();
  }

  @Test
  void ofRefusesADurableSelectionWithoutADecision() {
    assertThatThrownBy(() -> PersistedSelection.of("helmModelCache", "durable", null))
        .isInstanceOf(PlaneRulesException.class)
        .extracting(e -> ((PlaneRulesException) e).code())
        .isEqualTo("selection.unresolved");
    PersistedSelection none = PersistedSelection.of("helmModelCache", "none", null);
    assertThatThrownBy(() -> none.withBinding("b", ""))
        .isInstanceOf(PlaneRulesException.class)
        .extracting(e -> ((PlaneRulesException) e).code())
        .isEqualTo("selection.binding-ref");
    assertThatThrownBy(() -> none.withBinding("b", "u"))
        .isInstanceOf(PlaneRulesException.class)
        .extracting(e -> ((PlaneRulesException) e).code())
        .isEqualTo("selection.non-durable-binding");
    PersistedSelection durable = Fixtures.durable("csi.weka.io", "regularModelCache");
    assertThat(durable.withBinding("b", "u").bindingUID()).isEqualTo("u");
  }

  @Test
  void encryptionIsRequiredOnlyThroughSelectWhichChecksTheProvider() {
    Decision nvmesh = decision(0, "regularModelCache").orElseThrow();
    Outcome<PersistedSelection> refused =
        PersistedSelection.select("regularModelCache", "durable", nvmesh, true);
    assertThat(refused.isOk()).isFalse();
    assertThat(refused.ruleId().value()).isEqualTo("selection.encryption-unsupported");
    PersistedSelection encrypted =
        Fixtures.encrypted("nvmesh-csi.excelero.com", "regularModelCache");
    assertThat(encrypted.encryptionRequired()).isTrue();
    assertThat(encrypted.validate().isValid()).isTrue();
  }
}
