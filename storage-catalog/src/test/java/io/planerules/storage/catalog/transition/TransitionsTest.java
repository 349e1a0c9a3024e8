package io.planerules.storage.catalog.transition;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.RuleId;
import io.planerules.rules.TraceResult;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.testkit.Properties;
import io.planerules.testkit.storage.CatalogGenerators;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.quicktheories.generators.SourceDSL;

/**
 * Transition derivation (docs/reference/storage-catalog.md#transitions): every cell of the table, 2
 * × 8 × 2 = 32.
 */
class TransitionsTest {

  private static final List<String> OPTIONS = List.of("ro", "norecovery", "nouuid");

  static Stream<Arguments> cells() {
    List<Arguments> cells = new ArrayList<>();
    for (Workflow workflow : Workflow.values()) {
      for (int mask = 0; mask < 8; mask++) {
        for (String provider : List.of("nvmesh", "weka")) {
          cells.add(Arguments.of(workflow, mask, provider));
        }
      }
    }
    return cells.stream();
  }

  /** The expected cell, written from the transition table independently of the rule book. */
  private static String expectedRule(
      Workflow workflow, boolean rwo, boolean rox, boolean rwx, String provider) {
    if (rwx) {
      return "transition.rwx-shared-claim";
    }
    if (rwo && rox) {
      if (workflow == Workflow.REGULAR) {
        return "transition.rox-reader-claim";
      }
      return provider.equals("nvmesh")
          ? "transition.helm-nvmesh-reader-claim"
          : "transition.helm-rox-needs-nvmesh";
    }
    return "transition.not-qualified";
  }

  @ParameterizedTest(name = "{0} modes#{1} provider {2}")
  @MethodSource("cells")
  void everyCell(Workflow workflow, int mask, String provider) {
    boolean rwo = (mask & 1) != 0;
    boolean rox = (mask & 2) != 0;
    boolean rwx = (mask & 4) != 0;
    List<AccessMode> modes = new ArrayList<>();
    if (rox) {
      modes.add(AccessMode.READ_ONLY_MANY);
    }
    if (rwx) {
      modes.add(AccessMode.READ_WRITE_MANY);
    }
    if (rwo) {
      modes.add(AccessMode.READ_WRITE_ONCE);
    }
    DriverEntry entry = new DriverEntry("p.example.com", provider, modes, OPTIONS, false);
    TransitionOutcome outcome = Transitions.derive(entry, workflow);
    String rule = expectedRule(workflow, rwo, rox, rwx, provider);
    assertThat(outcome.ruleId()).isEqualTo(RuleId.of(rule));
    Transition expected =
        switch (rule) {
          case "transition.rwx-shared-claim" -> Transition.RWX_READ_ONLY;
          case "transition.rox-reader-claim", "transition.helm-nvmesh-reader-claim" ->
              Transition.ROX_READ_ONLY;
          default -> Transition.DISABLED;
        };
    assertThat(outcome.transition()).isEqualTo(expected);
    switch (expected) {
      case ROX_READ_ONLY -> {
        assertThat(outcome.requiredAccessModes())
            .containsExactly(AccessMode.READ_WRITE_ONCE, AccessMode.READ_ONLY_MANY);
        assertThat(outcome.requiredAccessModeNames())
            .containsExactly("ReadWriteOnce", "ReadOnlyMany");
        assertThat(outcome.requiredMountOptions()).containsExactly("ro", "norecovery", "nouuid");
      }
      case RWX_READ_ONLY -> {
        assertThat(outcome.requiredAccessModes()).containsExactly(AccessMode.READ_WRITE_MANY);
        assertThat(outcome.requiredMountOptions()).isEmpty();
      }
      default -> {
        assertThat(outcome.requiredAccessModes()).isEmpty();
        assertThat(outcome.requiredMountOptions()).isEmpty();
      }
    }
    // the raw overload agrees
    TransitionOutcome raw =
        Transitions.derive(provider, entry.accessModeNames(), OPTIONS, workflow.wireName());
    assertThat(raw).isEqualTo(outcome);
    assertThat(outcome.trace().decidingEntry().orElseThrow().ruleId()).isEqualTo(outcome.ruleId());
    assertThat(outcome.trace().entries().get(0).ruleId())
        .isEqualTo(RuleId.of("transition.unknown-workflow"));
  }

  @Test
  void reasonsAndMessages() {
    DriverEntry weka =
        new DriverEntry(
            "csi.weka.io",
            "weka",
            List.of(AccessMode.READ_WRITE_ONCE, AccessMode.READ_ONLY_MANY),
            List.of("ro"),
            false);
    TransitionOutcome helm = Transitions.derive(weka, Workflow.HELM);
    assertThat(helm.reason()).isEqualTo("HELM_NEEDS_SHARED_CLAIM");
    assertThat(helm.message()).contains("provider \"weka\"");
    assertThat(helm.trace().entries())
        .extracting(e -> e.ruleId().value() + "=" + e.result().wireName())
        .containsExactly(
            "transition.unknown-workflow=passed",
            "transition.rwx-shared-claim=passed",
            "transition.rox-reader-claim=not-applicable",
            "transition.helm-nvmesh-reader-claim=passed",
            "transition.helm-rox-needs-nvmesh=decided");
    TransitionOutcome regular = Transitions.derive(weka, Workflow.REGULAR);
    assertThat(regular.reason()).isEqualTo("READER_CLAIM");
    assertThat(regular.transition()).isEqualTo(Transition.ROX_READ_ONLY);
    assertThat(regular.requiredMountOptions()).containsExactly("ro");
    assertThat(
            Transitions.derive(
                    "x",
                    List.of("ReadWriteMany", "ReadWriteOnce", "ReadOnlyMany"),
                    null,
                    "helmModelCache")
                .reason())
        .isEqualTo("SHARED_CLAIM");
    assertThat(Transitions.derive("x", null, null, "regularModelCache").reason())
        .isEqualTo("NOT_QUALIFIED");
    assertThat(
            Transitions.derive(
                    "nvmesh",
                    List.of("ReadWriteOnce", "ReadOnlyMany"),
                    List.of("ro"),
                    "helmModelCache")
                .reason())
        .isEqualTo("NVMESH_CROSS_NAMESPACE");
  }

  @Test
  void unknownWorkflowIsDisabledByItsOwnRule() {
    TransitionOutcome outcome =
        Transitions.derive("nvmesh", List.of("ReadWriteMany"), List.of("ro"), "HelmModelCache");
    assertThat(outcome.transition()).isEqualTo(Transition.DISABLED);
    assertThat(outcome.ruleId()).isEqualTo(RuleId.of("transition.unknown-workflow"));
    assertThat(outcome.reason()).isEqualTo("UNKNOWN_WORKFLOW");
    assertThat(outcome.message()).isEqualTo("unknown model cache workflow \"HelmModelCache\"");
    assertThat(outcome.trace().entries()).hasSize(1);
    assertThat(outcome.trace().entries().get(0).result()).isEqualTo(TraceResult.DECIDED);
  }

  @Test
  void rawOverloadIgnoresUnknownDuplicatesAndNulls() {
    List<String> modes = new ArrayList<>(List.of("readwriteonce", "ReadOnlyMany", "ReadOnlyMany"));
    modes.add(null);
    assertThat(Transitions.derive(null, modes, null, "regularModelCache").transition())
        .isEqualTo(Transition.DISABLED);
    List<String> options = new ArrayList<>(List.of("ro"));
    options.add(null);
    TransitionOutcome outcome =
        Transitions.derive(
            "p",
            List.of("ReadOnlyMany", "ReadWriteOnce", "ReadWriteOnce"),
            options,
            "regularModelCache");
    assertThat(outcome.transition()).isEqualTo(Transition.ROX_READ_ONLY);
    assertThat(outcome.requiredMountOptions()).containsExactly("ro", "");
  }

  @Test
  void outcomeDependsOnlyOnModeSetNvmeshProviderAndWorkflow() {
    Properties.qt()
        .forAll(
            CatalogGenerators.anyModeLists(),
            SourceDSL.arbitrary().pick(List.of("nvmesh", "weka", "NVMesh", "nvmesh ", "")),
            SourceDSL.arbitrary().pick(List.of("regularModelCache", "helmModelCache")),
            SourceDSL.integers().between(0, 1000))
        .checkAssert(
            (modes, provider, workflow, seed) -> {
              TransitionOutcome outcome =
                  Transitions.derive(provider, modes, List.of("ro"), workflow);
              List<String> shuffled = new ArrayList<>(modes);
              Collections.shuffle(shuffled, new java.util.Random(seed));
              Set<String> set = new HashSet<>(modes);
              String equivalentProvider = provider.equals("nvmesh") ? "nvmesh" : "other";
              TransitionOutcome again =
                  Transitions.derive(
                      equivalentProvider, new ArrayList<>(set), List.of("ro"), workflow);
              TransitionOutcome reordered =
                  Transitions.derive(provider, shuffled, List.of("ro"), workflow);
              assertThat(reordered.transition()).isEqualTo(outcome.transition());
              assertThat(reordered.ruleId()).isEqualTo(outcome.ruleId());
              assertThat(again.transition()).isEqualTo(outcome.transition());
              assertThat(Transitions.derive(provider, modes, List.of("ro"), workflow))
                  .isEqualTo(outcome);
              Set<AccessMode> valid = EnumSet.noneOf(AccessMode.class);
              modes.forEach(m -> AccessMode.fromWireName(m).ifPresent(valid::add));
              assertThat(outcome.requiredAccessModes())
                  .isEqualTo(outcome.transition().requiredAccessModes());
            });
  }

  @Test
  void wireNamesRoundTrip() {
    for (Transition t : Transition.values()) {
      assertThat(Transition.fromWireName(t.wireName())).contains(t);
      assertThat(t).hasToString(t.wireName());
    }
    for (Workflow w : Workflow.values()) {
      assertThat(Workflow.fromWireName(w.wireName())).contains(w);
      assertThat(w).hasToString(w.wireName());
    }
    for (AccessMode m : AccessMode.values()) {
      assertThat(AccessMode.fromWireName(m.wireName())).contains(m);
      assertThat(m).hasToString(m.wireName());
    }
    assertThat(Transition.fromWireName("RoxReadOnly")).isEmpty();
    assertThat(Workflow.fromWireName("regular")).isEmpty();
    assertThat(AccessMode.fromWireName("ReadWriteOncePod")).isEmpty();
    assertThat(AccessMode.READ_WRITE_ONCE.wireName()).isEqualTo("ReadWriteOnce");
    assertThat(AccessMode.READ_ONLY_MANY.wireName()).isEqualTo("ReadOnlyMany");
    assertThat(AccessMode.READ_WRITE_MANY.wireName()).isEqualTo("ReadWriteMany");
    assertThat(Workflow.REGULAR.wireName()).isEqualTo("regularModelCache");
    assertThat(Workflow.HELM.wireName()).isEqualTo("helmModelCache");
    assertThat(Transition.DISABLED.wireName()).isEqualTo("disabled");
    assertThat(Transition.ROX_READ_ONLY.wireName()).isEqualTo("roxReadOnly");
    assertThat(Transition.RWX_READ_ONLY.wireName()).isEqualTo("rwxReadOnly");
  }
}
