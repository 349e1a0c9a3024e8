package io.planerules.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.ownership.OwnershipLabel;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each invariant breaks on a step that breaks it, and holds on the same step refused. */
class InvariantsTest {

  private static final ObjectKey WS = ObjectKey.namespace("ws");
  private static final ObjectKey COPY = ObjectKey.secret("ws", Scenarios.SECRET);

  private static ClusterState cluster(String namespaceOwner) {
    return Scenarios.withSource(ClusterState.empty(), Scenarios.A)
        .with(WS, Map.of(OwnershipLabel.KEY, namespaceOwner), Map.of())
        .with(COPY, Scenarios.owned(Scenarios.A), Map.of());
  }

  private static World world(ClusterState state, Actor actor) {
    return new World(state, List.of(actor));
  }

  private static Response answered(Response.Status status) {
    return new Response(status, List.of(), status == Response.Status.OK ? "" : "refused");
  }

  @Test
  void isolationBreaksOnAnAcceptedWriteIntoAnotherPlanesNamespace() {
    ClusterState s = cluster("plane-b");
    Actor mirror = Scenarios.mirror("a-mirror", Scenarios.A, s);
    Request update =
        new Request.Update(COPY, Scenarios.owned(Scenarios.A), Map.of(), Map.of(), null);
    Event accepted = new Event("a-mirror", mirror.user(), update, answered(Response.Status.OK));
    assertThat(Invariants.afterStep(world(s, mirror), 0, accepted, world(s, mirror)))
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.invariant()).isEqualTo(Invariant.ISOLATION);
              assertThat(f.message())
                  .endsWith("namespace ws carries label \"plane-b\" at that moment");
            });
    Event refused =
        new Event("a-mirror", mirror.user(), update, answered(Response.Status.FORBIDDEN));
    assertThat(Invariants.afterStep(world(s, mirror), 0, refused, world(s, mirror))).isEmpty();
    ClusterState own = cluster("plane-a");
    assertThat(Invariants.afterStep(world(own, mirror), 0, accepted, world(own, mirror))).isEmpty();
  }

  @Test
  void aSharedPrerequisiteIsNoPlanesEvenLabelled() {
    ClusterState s =
        ClusterState.empty()
            .with(ObjectKey.namespace("cert-manager"), Scenarios.owned(Scenarios.A), Map.of());
    Actor mirror = Scenarios.mirror("a-mirror", Scenarios.A, Scenarios.withSource(s, Scenarios.A));
    Request relabel = Scenarios.relabel("cert-manager", Scenarios.owned(Scenarios.A, "x", "y"));
    Event accepted = new Event("a-mirror", mirror.user(), relabel, answered(Response.Status.OK));
    assertThat(Invariants.afterStep(world(s, mirror), 0, accepted, world(s, mirror)))
        .singleElement()
        .satisfies(
            f ->
                assertThat(f.message())
                    .endsWith("Namespace cert-manager is a shared prerequisite"));
  }

  @Test
  void teardownBreaksOnDeletingWhatIsNoLongerThePlanes() {
    ClusterState s = cluster("plane-b");
    Actor teardown = Actor.teardown("a-teardown", Scenarios.A);
    Event deleted =
        new Event(
            "a-teardown",
            teardown.user(),
            new Request.Delete(WS, null, null),
            answered(Response.Status.OK));
    assertThat(Invariants.afterStep(world(s, teardown), 0, deleted, world(s, teardown)))
        .extracting(BrokenInvariant::invariant)
        .containsExactly(Invariant.TEARDOWN_ONLY_OWN);
  }

  @Test
  void aFailedWriteReportedAsDoneBreaksTheReport() {
    ClusterState s = cluster("plane-a");
    MirrorActor before = (MirrorActor) Scenarios.mirror("a-mirror", Scenarios.A, s);
    MirrorActor after =
        new MirrorActor(
            before.id(),
            before.user(),
            before.config(),
            before.event(),
            MirrorActor.Phase.DONE,
            List.of(),
            List.of(),
            null,
            List.of(),
            List.of(new Reported(COPY, true, "updated")));
    Request update =
        new Request.Update(COPY, Scenarios.owned(Scenarios.A), Map.of(), Map.of(), "3");
    Event failed =
        new Event("a-mirror", before.user(), update, answered(Response.Status.INTERNAL_ERROR));
    assertThat(Invariants.afterStep(world(s, before), 0, failed, world(s, after)))
        .extracting(BrokenInvariant::invariant)
        .containsExactly(Invariant.FAILURE_REPORTED);
    Event ok = new Event("a-mirror", before.user(), update, answered(Response.Status.OK));
    assertThat(Invariants.afterStep(world(s, before), 0, ok, world(s, after))).isEmpty();
  }

  /**
   * An owned workload namespace already holding plane-b's Secret of the source's name: the mirror
   * rightly refuses to overwrite it and reports the target failed, and so the namespace does not
   * end with the current copy. Every interleaving (there is one: one actor) breaks convergence.
   */
  @Test
  void convergenceBreaksWhenAnOwnedNamespaceEndsWithoutTheCopy() {
    ClusterState s =
        Scenarios.withSource(ClusterState.empty(), Scenarios.A)
            .with(WS, Scenarios.workload(Scenarios.A), Map.of())
            .with(COPY, Scenarios.owned(Scenarios.B), Map.of("token", "b"));
    Scenario scenario =
        new Scenario(
            "foreign copy",
            s,
            List.of(Scenarios.mirror("a-mirror", Scenarios.A, s)),
            Scenarios.server(AdmissionSetting.NONE));
    Exploration e = Explorer.explore(scenario);
    assertThat(e.shortest()).containsOnlyKeys(Invariant.CONVERGENCE);
    assertThat(e.interleavings()).isEqualTo(java.math.BigInteger.ONE);
    Run run = Explorer.replay(scenario, e.violation(Invariant.CONVERGENCE).orElseThrow().trace());
    assertThat(run.events())
        .extracting(ev -> ev.request().getClass().getSimpleName())
        .containsExactly("ListObjects", "Get", "Create", "Get");
    assertThat(((MirrorActor) run.end().actors().get(0)).reported())
        .singleElement()
        .matches(r -> !r.success());
    assertThat(User.operatorOf(Scenarios.A).actingPlane()).contains(Scenarios.A);
  }
}
