package io.planerules.simulation;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.mirror.MirrorConfig;
import java.util.List;
import java.util.Optional;

/**
 * One participant of a scenario as a step machine: an immutable value (equal actors are in the same
 * state, which the explorer's de-duplication relies on) that names its next request and becomes a
 * new value once the server answered it. The factories below are the actors a scenario is built
 * from: a plane's Secret mirror (on an event, or its start-up replay), its control-plane teardown,
 * and the fault injector.
 */
public sealed interface Actor permits MirrorActor, TeardownActor, Interferer {

  /**
   * A plane's Secret mirror handling one add or update event for the Secret stored at {@code
   * source}, one API request per step (docs/reference/simulation.md#the-actors).
   *
   * @param id the actor id
   * @param config the plane's configuration
   * @param state the cluster the event was read from (the scenario's initial cluster)
   * @param source the key of the Secret, as the event delivered it
   * @return the actor (finished at once when the Secret is not a source)
   * @throws IllegalArgumentException when {@code state} holds nothing at {@code source}
   */
  static Actor mirrorOnEvent(String id, MirrorConfig config, ClusterState state, ObjectKey source) {
    return MirrorActor.onEvent(
        id,
        config,
        state
            .get(source)
            .orElseThrow(() -> new IllegalArgumentException("no object at " + source)));
  }

  /**
   * A plane's Secret mirror after a cold start: list, plan the replay, execute it.
   *
   * @param id the actor id
   * @param config the plane's configuration
   * @return the actor
   */
  static Actor mirrorReplay(String id, MirrorConfig config) {
    return MirrorActor.replay(id, config);
  }

  /**
   * The control-plane teardown of {@code plane}, as its lifecycle command runs it.
   *
   * @param id the actor id
   * @param plane the plane
   * @return the actor
   */
  static Actor teardown(String id, ControlPlaneId plane) {
    return TeardownActor.of(id, plane);
  }

  /**
   * The fault injector: at some point, the next write of {@code plane}'s operator fails with a
   * server error and changes nothing.
   *
   * @param id the actor id
   * @param plane whose operator's write fails
   * @return the actor
   */
  static Actor failNextWriteOf(String id, ControlPlaneId plane) {
    return Interferer.failNextWriteOf(id, User.operatorOf(plane));
  }

  /** The id a trace names this actor by (unique in a scenario). */
  String id();

  /** Who the actor's requests are made as. */
  User user();

  /** The next request, or empty when the actor has finished. */
  Optional<Request> request();

  /**
   * The actor after its {@link #request()} was answered.
   *
   * @param response the server's answer
   * @return the next state of the actor
   * @throws IllegalStateException when the actor has finished
   */
  Actor answer(Response response);

  /** What the actor has reported as done or failed so far, in order. */
  List<Reported> reported();

  /** Whether this actor interferes (an administrator, a fault): quiescence is not judged then. */
  default boolean interferes() {
    return false;
  }
}
