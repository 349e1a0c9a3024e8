package io.planerules.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The bounded scenarios explored exhaustively under each admission setting (the table of
 * docs/reliability.md#interleavings prints from {@link #explore}). What each test expects comes
 * from reasoning about the scenario, not from a run:
 *
 * <ul>
 *   <li>a mirror re-checks the target namespace with a GET and then writes; the Secret it writes
 *       carries its own label, so nothing in the library and nothing in the default policies (which
 *       judge a Secret by its own label: {@code foreign-label}, {@code label-immutable}) can see
 *       that the namespace was relabelled between that GET and the write. Only {@code
 *       restrictNamespaces} ({@code namespace-scope}, which reads the namespace object at admission
 *       time) refuses the write. Scenarios (a) and (d) have an administrator doing exactly that, so
 *       they break {@link Invariant#ISOLATION} without admission and with the default policies,
 *       with the four-step interleaving list, re-check, relabel, write; and hold with {@code
 *       restrictNamespaces};
 *   <li>the teardown deletes with the listed uid and the re-check's resourceVersion as
 *       preconditions, so a relabel (a new resourceVersion) or a re-create (a new uid) after the
 *       re-check makes the delete a Conflict: (b) holds under every setting;
 *   <li>(c) has no interferer: the replay and the event handler of the same plane conflict with
 *       each other only, and each Conflict is retried on a fresh read, so every owned namespace
 *       ends with the current copy (checked at quiescence) under every setting;
 *   <li>(e): the write that fails with a server error is reported as failed, under every setting.
 * </ul>
 *
 * The number of violating steps is measured, not asserted: it counts the de-duplicated steps at
 * which the window is hit, which depends on how the other actors' steps interleave around it.
 */
class ScenariosTest {

  private static Exploration explore(
      Function<AdmissionSetting, Scenario> scenario, AdmissionSetting setting) {
    Exploration e = Explorer.explore(scenario.apply(setting));
    System.out.println(setting + " | " + e.summary());
    return e;
  }

  private static void holds(
      Function<AdmissionSetting, Scenario> scenario, AdmissionSetting setting) {
    Exploration e = explore(scenario, setting);
    assertThat(e.violations()).as(setting + ": " + e.summary()).isEmpty();
    assertThat(e.violatingSteps()).isZero();
    assertThat(e.states()).isGreaterThan(1);
  }

  @Test
  void twoPlanesRelabelled() {
    for (AdmissionSetting open :
        new AdmissionSetting[] {AdmissionSetting.NONE, AdmissionSetting.DEFAULT_POLICIES}) {
      Exploration e = explore(Scenarios::twoPlanesRelabelled, open);
      assertThat(e.shortest()).containsOnlyKeys(Invariant.ISOLATION);
      Violation v = e.violation(Invariant.ISOLATION).orElseThrow();
      assertThat(v.trace()).isEqualTo(Interleaving.of("a-mirror", "a-mirror", "admin", "a-mirror"));
      assertThat(v.message())
          .contains("CREATE Secret ws-1/registry-credentials")
          .endsWith("namespace ws-1 carries label \"plane-b\" at that moment");
    }
    holds(Scenarios::twoPlanesRelabelled, AdmissionSetting.RESTRICT_NAMESPACES);
  }

  @Test
  void teardownRacingRelabelAndRecreate() {
    for (AdmissionSetting setting : AdmissionSetting.values()) {
      holds(Scenarios::teardownRacingRelabelAndRecreate, setting);
    }
  }

  @Test
  void replayRacingConflict() {
    for (AdmissionSetting setting : AdmissionSetting.values()) {
      holds(Scenarios::replayRacingConflict, setting);
    }
  }

  @Test
  void legacyBesideTwoPlanes() {
    for (AdmissionSetting open :
        new AdmissionSetting[] {AdmissionSetting.NONE, AdmissionSetting.DEFAULT_POLICIES}) {
      Exploration e = explore(Scenarios::legacyBesideTwoPlanes, open);
      assertThat(e.shortest()).containsOnlyKeys(Invariant.ISOLATION);
      Violation v = e.violation(Invariant.ISOLATION).orElseThrow();
      assertThat(v.trace())
          .isEqualTo(Interleaving.of("legacy-mirror", "legacy-mirror", "admin", "legacy-mirror"));
      assertThat(v.message())
          .startsWith("legacy-mirror (legacy) had CREATE Secret ws-l/registry-credentials")
          .endsWith("namespace ws-l carries label \"plane-a\" at that moment");
    }
    holds(Scenarios::legacyBesideTwoPlanes, AdmissionSetting.RESTRICT_NAMESPACES);
  }

  @Test
  void failingWrite() {
    for (AdmissionSetting setting : AdmissionSetting.values()) {
      holds(Scenarios::failingWrite, setting);
    }
  }
}
