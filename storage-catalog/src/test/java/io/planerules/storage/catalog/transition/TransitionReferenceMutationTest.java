package io.planerules.storage.catalog.transition;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.RuleDescriptor;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The rules reference lists, for every transition rule, the reason code that rule actually decides
 * with (the {@code docs/rules.md} rows of "storage transition" come from here).
 */
class TransitionReferenceMutationTest {

  private static final List<String> RWO_ROX = List.of("ReadWriteOnce", "ReadOnlyMany");

  @Test
  void everyTransitionRuleListsTheReasonItDecidesWith() {
    Map<String, RuleDescriptor> byId =
        Transitions.rules().stream()
            .filter(d -> d.decision().equals("storage transition"))
            .collect(Collectors.toMap(d -> d.id().value(), d -> d));
    List<TransitionOutcome> outcomes =
        List.of(
            Transitions.derive("weka", List.of("ReadWriteMany"), List.of(), "otherModelCache"),
            Transitions.derive("weka", List.of("ReadWriteMany"), List.of(), "regularModelCache"),
            Transitions.derive("nvmesh", RWO_ROX, List.of("ro"), "regularModelCache"),
            Transitions.derive("nvmesh", RWO_ROX, List.of("ro"), "helmModelCache"),
            Transitions.derive("other", RWO_ROX, List.of("ro"), "helmModelCache"),
            Transitions.derive("other", List.of(), List.of(), "regularModelCache"));
    assertThat(outcomes)
        .extracting(o -> o.ruleId().value())
        .containsExactly(
            "transition.unknown-workflow",
            "transition.rwx-shared-claim",
            "transition.rox-reader-claim",
            "transition.helm-nvmesh-reader-claim",
            "transition.helm-rox-needs-nvmesh",
            "transition.not-qualified");
    assertThat(byId).hasSize(outcomes.size());
    for (TransitionOutcome outcome : outcomes) {
      assertThat(byId.get(outcome.ruleId().value()).reasonCodes())
          .as(outcome.ruleId().value())
          .containsExactly(outcome.reason());
    }
  }
}
