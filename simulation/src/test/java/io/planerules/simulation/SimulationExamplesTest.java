package io.planerules.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The javadoc examples of this module, compiled and run (docs/adr/0073). */
class SimulationExamplesTest {

  @Test
  void explore() {
    Scenario scenario = Scenarios.twoPlanesRelabelled(AdmissionSetting.DEFAULT_POLICIES);
    List<String> printed = new ArrayList<>();
    // tag::explore[]
    Exploration e = Explorer.explore(scenario);
    for (Violation v : e.violations()) {
      printed.add(v.printed()); // the shortest interleaving, step by step
      Run again = Explorer.replay(scenario, v.trace()); // what a regression test does
      assertThat(again.brokenInvariants()).contains(v.invariant());
    }
    // end::explore[]
    assertThat(printed).singleElement().asString().contains("VIOLATION ISOLATION");
    assertThat(e.violations())
        .singleElement()
        .satisfies(
            v -> {
              assertThat(v.invariant()).isEqualTo(Invariant.ISOLATION);
              assertThat(Explorer.replay(scenario, v.trace()).findings())
                  .extracting(f -> f.finding().message())
                  .contains(v.message());
            });
  }
}
