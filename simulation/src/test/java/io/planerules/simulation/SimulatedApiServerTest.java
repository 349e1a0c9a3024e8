package io.planerules.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.LabelSelector;
import io.planerules.ownership.OwnershipLabel;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The server keeps the API server's semantics; every expected value is worked out by hand from the
 * rules in {@link SimulatedApiServer}'s javadoc (one cluster-wide resourceVersion, bumped by every
 * write; preconditions before admission for update and delete, admission before AlreadyExists for
 * create).
 */
class SimulatedApiServerTest {

  private static final ControlPlaneId A = ControlPlaneId.of("plane-a");
  private static final ControlPlaneId B = ControlPlaneId.of("plane-b");
  private static final User ADMIN = User.administrator();
  private static final User PLANE_A = User.operatorOf(A);
  private static final User LEGACY = User.operatorOf(ControlPlaneId.LEGACY);
  private static final ObjectKey WS = ObjectKey.namespace("ws");
  private static final ObjectKey SECRET = ObjectKey.secret("ws", "s");

  private static final SimulatedApiServer OPEN =
      new SimulatedApiServer(AdmissionSetting.NONE, List.of(A, B, ControlPlaneId.LEGACY));

  private static Map<String, String> label(String plane) {
    return Map.of(OwnershipLabel.KEY, plane);
  }

  /** ws (plane-b's, rv 1, uid-1) holding s (plane-a's label, rv 2, uid-2). */
  private static ClusterState cluster() {
    return ClusterState.empty()
        .with(WS, label("plane-b"), Map.of())
        .with(SECRET, label("plane-a"), Map.of("k", "v"));
  }

  @Test
  void usersAreTheServiceAccountsOfTheOperatorNamespaces() {
    assertThat(PLANE_A.username())
        .isEqualTo("system:serviceaccount:plane-a-nvca-operator:nvca-operator");
    assertThat(LEGACY.username()).isEqualTo("system:serviceaccount:nvca-operator:nvca-operator");
    assertThat(ADMIN.actingPlane()).isEmpty();
  }

  @Test
  void everyWriteBumpsTheOneClusterResourceVersion() {
    ClusterState s = cluster();
    assertThat(s.resourceVersion()).isEqualTo(2);
    SimulatedApiServer.Outcome created =
        OPEN.handle(
            s,
            ADMIN,
            new Request.Create(ObjectKey.secret("ws", "t"), Map.of(), Map.of(), Map.of()));
    assertThat(created.response().object().orElseThrow().resourceVersion()).isEqualTo(3);
    assertThat(created.response().object().orElseThrow().uid()).isEqualTo("uid-3");
    SimulatedApiServer.Outcome updated =
        OPEN.handle(
            created.state(), ADMIN, new Request.Update(SECRET, Map.of(), Map.of(), Map.of(), "2"));
    assertThat(updated.response().object().orElseThrow().resourceVersion()).isEqualTo(4);
    assertThat(updated.response().object().orElseThrow().uid()).isEqualTo("uid-2");
    SimulatedApiServer.Outcome deleted =
        OPEN.handle(updated.state(), ADMIN, new Request.Delete(SECRET, null, null));
    assertThat(deleted.response().ok()).isTrue();
    assertThat(deleted.state().resourceVersion()).isEqualTo(5);
    assertThat(deleted.state().get(SECRET)).isEmpty();
  }

  @Test
  void readsChangeNothing() {
    ClusterState s = cluster();
    assertThat(OPEN.handle(s, PLANE_A, new Request.Get(SECRET)).state()).isEqualTo(s);
    assertThat(
            OPEN.handle(s, PLANE_A, new Request.Get(ObjectKey.secret("ws", "x")))
                .response()
                .status())
        .isEqualTo(Response.Status.NOT_FOUND);
  }

  @Test
  void createUpdateAndDeleteCheckTheirPreconditions() {
    ClusterState s = cluster();
    assertThat(
            OPEN.handle(s, ADMIN, new Request.Create(SECRET, Map.of(), Map.of(), Map.of()))
                .response()
                .status())
        .isEqualTo(Response.Status.ALREADY_EXISTS);
    assertThat(
            OPEN.handle(
                    s,
                    ADMIN,
                    new Request.Create(ObjectKey.secret("gone", "s"), Map.of(), Map.of(), Map.of()))
                .response()
                .message())
        .isEqualTo("Namespace gone not found");
    SimulatedApiServer.Outcome stale =
        OPEN.handle(s, ADMIN, new Request.Update(SECRET, Map.of(), Map.of(), Map.of(), "1"));
    assertThat(stale.response().status()).isEqualTo(Response.Status.CONFLICT);
    assertThat(stale.state()).isEqualTo(s);
    assertThat(
            OPEN.handle(s, ADMIN, new Request.Update(SECRET, Map.of(), Map.of(), Map.of(), null))
                .response()
                .ok())
        .isTrue();
    assertThat(
            OPEN.handle(
                    s,
                    ADMIN,
                    new Request.Update(
                        ObjectKey.secret("ws", "x"), Map.of(), Map.of(), Map.of(), null))
                .response()
                .status())
        .isEqualTo(Response.Status.NOT_FOUND);
    assertThat(OPEN.handle(s, ADMIN, new Request.Delete(SECRET, "uid-1", null)).response().status())
        .isEqualTo(Response.Status.CONFLICT);
    assertThat(OPEN.handle(s, ADMIN, new Request.Delete(SECRET, "uid-2", "1")).response().status())
        .isEqualTo(Response.Status.CONFLICT);
    assertThat(OPEN.handle(s, ADMIN, new Request.Delete(SECRET, "uid-2", "2")).response().ok())
        .isTrue();
  }

  @Test
  void deletingANamespaceRemovesWhatItHolds() {
    ClusterState after = OPEN.handle(cluster(), ADMIN, new Request.Delete(WS, null, null)).state();
    assertThat(after.objects()).isEmpty();
    assertThat(after.resourceVersion()).isEqualTo(4);
  }

  @Test
  void listAppliesTheLabelSelector() {
    ClusterState s =
        ClusterState.empty()
            .with(
                ObjectKey.namespace("n1"),
                Map.of("w", "gpu", OwnershipLabel.KEY, "plane-a"),
                Map.of())
            .with(ObjectKey.namespace("n2"), Map.of("w", "cpu"), Map.of())
            .with(ObjectKey.namespace("n3"), Map.of(), Map.of());
    assertThat(names(s, LabelSelector.of(LabelSelector.exists("w")))).containsExactly("n1", "n2");
    assertThat(names(s, LabelSelector.of(LabelSelector.equalTo("w", "gpu")))).containsExactly("n1");
    assertThat(
            names(
                s,
                LabelSelector.of(
                    LabelSelector.exists("w"), LabelSelector.absent(OwnershipLabel.KEY))))
        .containsExactly("n2");
    assertThat(names(s, LabelSelector.of())).containsExactly("n1", "n2", "n3");
    assertThat(
            OPEN.handle(s, ADMIN, new Request.ListObjects(Kind.SECRET, null, LabelSelector.of()))
                .response()
                .objects())
        .isEmpty();
  }

  private static List<String> names(ClusterState s, LabelSelector selector) {
    return OPEN
        .handle(s, ADMIN, new Request.ListObjects(Kind.NAMESPACE, null, selector))
        .response()
        .objects()
        .stream()
        .map(o -> o.key().name())
        .toList();
  }

  @Test
  void admissionJudgesThePlanesRequestsOnly() {
    SimulatedApiServer defaults =
        new SimulatedApiServer(
            AdmissionSetting.DEFAULT_POLICIES, List.of(A, B, ControlPlaneId.LEGACY));
    ClusterState s = cluster();
    Request relabel = new Request.Update(WS, label("plane-a"), Map.of(), Map.of(), null);
    SimulatedApiServer.Outcome refused = defaults.handle(s, PLANE_A, relabel);
    assertThat(refused.response().status()).isEqualTo(Response.Status.FORBIDDEN);
    assertThat(refused.response().message())
        .isEqualTo(
            "refusing to update Namespace ws: owned by control plane \"plane-b\", not \"plane-a\"");
    assertThat(refused.state()).isEqualTo(s);
    assertThat(defaults.handle(s, ADMIN, relabel).response().ok()).isTrue();
    // the default policies judge a Secret by its own label: plane-a's Secret in plane-b's namespace
    Request write = new Request.Update(SECRET, label("plane-a"), Map.of(), Map.of("k", "w"), null);
    assertThat(defaults.handle(s, PLANE_A, write).response().ok()).isTrue();
    SimulatedApiServer restricted =
        new SimulatedApiServer(
            AdmissionSetting.RESTRICT_NAMESPACES, List.of(A, B, ControlPlaneId.LEGACY));
    assertThat(restricted.handle(s, PLANE_A, write).response().message())
        .isEqualTo(
            "refusing to update Secret ws/s: namespace \"ws\" is not owned by control plane \"plane-a\"");
    // a stale resourceVersion is a Conflict before admission is asked
    assertThat(
            defaults
                .handle(
                    s, PLANE_A, new Request.Update(WS, label("plane-a"), Map.of(), Map.of(), "7"))
                .response()
                .status())
        .isEqualTo(Response.Status.CONFLICT);
  }

  @Test
  void anInjectedFaultFailsTheNextWriteOnly() {
    ClusterState armed =
        OPEN.handle(cluster(), ADMIN, new Request.FailNextWrite(PLANE_A.username())).state();
    assertThat(armed.failingWriters()).containsExactly(PLANE_A.username());
    assertThat(OPEN.handle(armed, PLANE_A, new Request.Get(SECRET)).state()).isEqualTo(armed);
    Request write = new Request.Update(SECRET, label("plane-a"), Map.of(), Map.of(), null);
    assertThat(OPEN.handle(armed, ADMIN, write).response().ok()).isTrue();
    SimulatedApiServer.Outcome failed = OPEN.handle(armed, PLANE_A, write);
    assertThat(failed.response().status()).isEqualTo(Response.Status.INTERNAL_ERROR);
    assertThat(failed.state()).isEqualTo(cluster());
    assertThat(OPEN.handle(failed.state(), PLANE_A, write).response().ok()).isTrue();
  }

  @Test
  void statesAreValues() {
    assertThat(cluster()).isEqualTo(cluster()).hasSameHashCodeAs(cluster());
    assertThat(cluster()).isNotEqualTo(ClusterState.empty().with(WS, label("plane-b"), Map.of()));
  }
}
