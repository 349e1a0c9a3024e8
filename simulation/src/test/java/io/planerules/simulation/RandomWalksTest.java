package io.planerules.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Seeded random walks through {@link Scenarios#deep}, too large to exhaust. {@code verify} walks 50
 * seeds per setting; the {@code simulation} profile walks for {@code -Dsimulation.seconds} seconds
 * per setting ({@code ./mvnw -B -o -Psimulation verify -pl simulation -am
 * -Dsimulation.seconds=120}). Expected: with {@code restrictNamespaces} no walk breaks an
 * invariant; without it only {@link Invariant#ISOLATION} can break (the API server's window of
 * {@link ScenariosTest}), never the others.
 */
class RandomWalksTest {

  private static final int VERIFY_WALKS = 50;

  @Test
  void walks() {
    long seconds = Long.getLong("planerules.simulation.seconds", 0);
    for (AdmissionSetting setting : AdmissionSetting.values()) {
      Scenario scenario = Scenarios.deep(setting);
      Set<Invariant> broken = EnumSet.noneOf(Invariant.class);
      long deadline = System.nanoTime() + seconds * 1_000_000_000L;
      long walks = 0;
      long steps = 0;
      while (walks < VERIFY_WALKS || System.nanoTime() < deadline) {
        Interleaving trace = Explorer.walk(scenario, walks);
        Run run = Explorer.replay(scenario, trace);
        steps += run.events().size();
        run.findings().forEach(f -> broken.add(f.finding().invariant()));
        walks++;
      }
      System.out.println(
          setting
              + " | "
              + scenario.name()
              + ": "
              + walks
              + " walks, "
              + steps
              + " steps, broken "
              + broken);
      if (setting == AdmissionSetting.RESTRICT_NAMESPACES) {
        assertThat(broken).isEmpty();
      } else {
        assertThat(broken).isSubsetOf(Invariant.ISOLATION);
      }
    }
  }
}
