package io.planerules.simulation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The explorer's counting and de-duplication on scenarios small enough to count by hand. */
class ExplorerTest {

  private static final ObjectKey N = ObjectKey.namespace("n");

  private static Scenario twoReaders() {
    ClusterState s = ClusterState.empty().with(N, Map.of(), Map.of());
    return new Scenario(
        "two readers",
        s,
        List.of(
            Interferer.administrator("x", List.of(new Request.Get(N))),
            Interferer.administrator("y", List.of(new Request.Get(N)))),
        Scenarios.server(AdmissionSetting.NONE));
  }

  /**
   * Two one-step readers: orders xy and yx end in the same world (reads change no state), so 4
   * worlds (start, x done, y done, both), 4 steps, 2 interleavings.
   */
  @Test
  void equalWorldsAreExpandedOnce() {
    Exploration e = Explorer.explore(twoReaders());
    assertThat(e.states()).isEqualTo(4);
    assertThat(e.steps()).isEqualTo(4);
    assertThat(e.interleavings()).isEqualTo(BigInteger.TWO);
    assertThat(e.violations()).isEmpty();
  }

  /**
   * Two one-step writers of different objects: xy and yx give the objects different
   * resourceVersions, so the two ends differ: 5 worlds, 4 steps, 2 interleavings.
   */
  @Test
  void writesInAnotherOrderAreAnotherWorld() {
    ClusterState s =
        ClusterState.empty()
            .with(N, Map.of(), Map.of())
            .with(ObjectKey.namespace("m"), Map.of(), Map.of());
    Scenario writers =
        new Scenario(
            "two writers",
            s,
            List.of(
                Interferer.administrator("x", List.of(Scenarios.relabel("n", Map.of("k", "1")))),
                Interferer.administrator("y", List.of(Scenarios.relabel("m", Map.of("k", "1"))))),
            Scenarios.server(AdmissionSetting.NONE));
    Exploration e = Explorer.explore(writers);
    assertThat(e.states()).isEqualTo(5);
    assertThat(e.interleavings()).isEqualTo(BigInteger.TWO);
  }

  @Test
  void aTraceReplaysStepByStep() {
    Run run = Explorer.replay(twoReaders(), Interleaving.of("y", "x"));
    assertThat(run.print())
        .isEqualTo(
            "two readers\n"
                + "  1. y as kubernetes-admin: GET Namespace n -> OK Namespace n (uid uid-1, rv 1, labels {})\n"
                + "  2. x as kubernetes-admin: GET Namespace n -> OK Namespace n (uid uid-1, rv 1, labels {})\n");
    assertThat(Interleaving.of("y", "x").toJava()).isEqualTo("Interleaving.of(\"y\", \"x\")");
    assertThatThrownBy(() -> Explorer.replay(twoReaders(), Interleaving.of("x", "x")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("x has finished at step 2");
    assertThatThrownBy(() -> Explorer.replay(twoReaders(), Interleaving.of("z")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no actor z");
  }

  @Test
  void aSeedAlwaysWalksTheSameInterleaving() {
    Scenario scenario = Scenarios.legacyBesideTwoPlanes(AdmissionSetting.NONE);
    Interleaving walk = Explorer.walk(scenario, 7);
    assertThat(Explorer.walk(scenario, 7)).isEqualTo(walk);
    assertThat(Explorer.replay(scenario, walk).end().quiescent()).isTrue();
    assertThat(
            java.util.stream.LongStream.range(0, 20)
                .mapToObj(seed -> Explorer.walk(scenario, seed))
                .distinct()
                .count())
        .isGreaterThan(1);
  }

  @Test
  void actorIdsAreUnique() {
    assertThatThrownBy(
            () ->
                new Scenario(
                    "twice",
                    ClusterState.empty(),
                    List.of(
                        Interferer.administrator("x", List.of()),
                        Interferer.administrator("x", List.of())),
                    Scenarios.server(AdmissionSetting.NONE)))
        .hasMessage("actor id x used twice");
  }
}
