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
      assertThat(again.findings()).isNotEmpty();
    }
    // end::explore[]
    assertThat(printed).singleElement().asString().contains("VIOLATION ISOLATION");
  }
}
