package io.planerules.simulation;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.SecretCopy;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The bounded scenarios of docs/reliability.md#interleavings, each built for one admission setting.
 * Every scenario installs the policies of plane-a, plane-b and the legacy plane.
 */
final class Scenarios {

  static final ControlPlaneId A = ControlPlaneId.of("plane-a");
  static final ControlPlaneId B = ControlPlaneId.of("plane-b");
  static final ControlPlaneId LEGACY = ControlPlaneId.LEGACY;

  /** The mirror selector every plane is configured with. */
  static final Map<String, String> SELECTOR = Map.of("mirror", "true");

  static final String SECRET = "registry-credentials";

  private Scenarios() {}

  static MirrorConfig config(ControlPlaneId plane) {
    return MirrorConfig.of(plane, "", SELECTOR);
  }

  static String sourceNamespace(ControlPlaneId plane) {
    return config(plane).sourceNamespace();
  }

  static Map<String, String> owned(ControlPlaneId plane, String... more) {
    Map<String, String> labels = new TreeMap<>();
    for (int i = 0; i < more.length; i += 2) {
      labels.put(more[i], more[i + 1]);
    }
    if (!plane.isLegacy()) {
      labels.put(OwnershipLabel.KEY, plane.value());
    }
    return labels;
  }

  static Map<String, String> workload(ControlPlaneId plane) {
    return owned(plane, OwnershipPolicy.WORKLOAD_LABEL, "gpu");
  }

  /** The plane's source namespace with its source Secret ({@code token: v1}). */
  static ClusterState withSource(ClusterState state, ControlPlaneId plane) {
    String ns = sourceNamespace(plane);
    return state
        .with(ObjectKey.namespace(ns), owned(plane), Map.of())
        .with(ObjectKey.secret(ns, SECRET), owned(plane, "mirror", "true"), Map.of("token", "v1"));
  }

  /** A copy of plane-a's source in {@code namespace} with stale data ({@code token: v0}). */
  static ClusterState withStaleCopy(ClusterState state, String namespace) {
    return state.with(
        ObjectKey.secret(namespace, SECRET),
        owned(A, "mirror", "true", SecretCopy.MIRRORED_FROM, sourceNamespace(A)),
        Map.of("token", "v0"));
  }

  static Actor mirror(String id, ControlPlaneId plane, ClusterState state) {
    return Actor.mirrorOnEvent(
        id, config(plane), state, ObjectKey.secret(sourceNamespace(plane), SECRET));
  }

  static Request.Update relabel(String namespace, Map<String, String> labels) {
    return new Request.Update(ObjectKey.namespace(namespace), labels, Map.of(), Map.of(), null);
  }

  static SimulatedApiServer server(AdmissionSetting setting) {
    return new SimulatedApiServer(setting, List.of(A, B, LEGACY));
  }

  /**
   * (a) plane-a and plane-b mirror into the workload namespaces {@code ws-1} (plane-a's) and {@code
   * ws-2} (plane-b's) while an administrator relabels {@code ws-1} for plane-b and then removes the
   * label of {@code ws-2}.
   */
  static Scenario twoPlanesRelabelled(AdmissionSetting setting) {
    ClusterState s = withSource(withSource(ClusterState.empty(), A), B);
    s = s.with(ObjectKey.namespace("ws-1"), workload(A), Map.of());
    s = s.with(ObjectKey.namespace("ws-2"), workload(B), Map.of());
    List<Actor> actors =
        List.of(
            mirror("a-mirror", A, s),
            mirror("b-mirror", B, s),
            Interferer.administrator(
                "admin", List.of(relabel("ws-1", workload(B)), relabel("ws-2", workload(LEGACY)))));
    return new Scenario("two planes, relabelling administrator", s, actors, server(setting));
  }

  /**
   * (b) plane-a's control-plane teardown of its namespace {@code plane-a-nvcf} and ClusterIssuer
   * {@code plane-a-ca} while an administrator relabels the namespace for plane-b and another
   * deletes the issuer and re-creates it, with the same name, for plane-b.
   */
  static Scenario teardownRacingRelabelAndRecreate(AdmissionSetting setting) {
    ClusterState s =
        ClusterState.empty()
            .with(ObjectKey.namespace("plane-a-nvcf"), owned(A), Map.of())
            .with(ObjectKey.clusterIssuer("plane-a-ca"), owned(A), Map.of());
    List<Actor> actors =
        List.of(
            Actor.teardown("a-teardown", A),
            Interferer.administrator("relabel", List.of(relabel("plane-a-nvcf", owned(B)))),
            Interferer.administrator(
                "recreate",
                List.of(
                    new Request.Delete(ObjectKey.clusterIssuer("plane-a-ca"), null, null),
                    new Request.Create(
                        ObjectKey.clusterIssuer("plane-a-ca"), owned(B), Map.of(), Map.of()))));
    return new Scenario("teardown racing a relabel and a re-create", s, actors, server(setting));
  }

  /**
   * (c) plane-a restarts: its start-up replay and the update event of its source Secret both bring
   * the stale copy in {@code ws-1} ({@code token: v0}) and the missing one in {@code ws-2} up to
   * date, conflicting with each other; nothing interferes, so both must converge.
   */
  static Scenario replayRacingConflict(AdmissionSetting setting) {
    ClusterState s = withSource(ClusterState.empty(), A);
    s = s.with(ObjectKey.namespace("ws-1"), workload(A), Map.of());
    s = s.with(ObjectKey.namespace("ws-2"), workload(A), Map.of());
    s = withStaleCopy(s, "ws-1");
    List<Actor> actors =
        List.of(Actor.mirrorReplay("a-replay", config(A)), mirror("a-event", A, s));
    return new Scenario("cold-start replay racing an update conflict", s, actors, server(setting));
  }

  /**
   * (d) the legacy plane's operator mirrors beside plane-a and plane-b: workload namespaces {@code
   * ws-a} (plane-a's), {@code ws-b} (plane-b's) and {@code ws-l} (unlabelled, the legacy plane's),
   * while an administrator hands {@code ws-l} to plane-a.
   */
  static Scenario legacyBesideTwoPlanes(AdmissionSetting setting) {
    ClusterState s = withSource(withSource(withSource(ClusterState.empty(), A), B), LEGACY);
    s = s.with(ObjectKey.namespace("ws-a"), workload(A), Map.of());
    s = s.with(ObjectKey.namespace("ws-b"), workload(B), Map.of());
    s = s.with(ObjectKey.namespace("ws-l"), workload(LEGACY), Map.of());
    List<Actor> actors =
        List.of(
            mirror("a-mirror", A, s),
            mirror("b-mirror", B, s),
            mirror("legacy-mirror", LEGACY, s),
            Interferer.administrator("admin", List.of(relabel("ws-l", workload(A)))));
    return new Scenario("legacy operator beside two planes", s, actors, server(setting));
  }

  /**
   * (e) plane-a mirrors into {@code ws-1} and {@code ws-2} while one of its writes fails with a
   * server error.
   */
  static Scenario failingWrite(AdmissionSetting setting) {
    ClusterState s = withSource(ClusterState.empty(), A);
    s = s.with(ObjectKey.namespace("ws-1"), workload(A), Map.of());
    s = s.with(ObjectKey.namespace("ws-2"), workload(A), Map.of());
    List<Actor> actors = List.of(mirror("a-mirror", A, s), Actor.failNextWriteOf("fault", A));
    return new Scenario("a write failing with a server error", s, actors, server(setting));
  }

  /**
   * For the random walks: plane-a (event and start-up replay), plane-b and the legacy plane mirror
   * into four workload namespaces, one holding a stale copy of plane-a's, while an administrator
   * relabels, unlabels and deletes namespaces and a copy, and one of plane-b's writes fails.
   */
  static Scenario deep(AdmissionSetting setting) {
    ClusterState s = withSource(withSource(withSource(ClusterState.empty(), A), B), LEGACY);
    s = s.with(ObjectKey.namespace("ws-1"), workload(A), Map.of());
    s = s.with(ObjectKey.namespace("ws-2"), workload(A), Map.of());
    s = s.with(ObjectKey.namespace("ws-3"), workload(B), Map.of());
    s = s.with(ObjectKey.namespace("ws-4"), workload(LEGACY), Map.of());
    s = withStaleCopy(s, "ws-1");
    List<Actor> actors =
        List.of(
            mirror("a-mirror", A, s),
            Actor.mirrorReplay("a-replay", config(A)),
            mirror("b-mirror", B, s),
            mirror("legacy-mirror", LEGACY, s),
            Interferer.administrator(
                "admin",
                List.of(
                    relabel("ws-2", workload(B)),
                    relabel("ws-4", workload(A)),
                    new Request.Delete(ObjectKey.secret("ws-1", SECRET), null, null),
                    relabel("ws-3", workload(LEGACY)),
                    new Request.Delete(ObjectKey.namespace("ws-2"), null, null))),
            Actor.failNextWriteOf("fault", B));
    return new Scenario(
        "mirrors of three planes, administrator, failing write", s, actors, server(setting));
  }
}
