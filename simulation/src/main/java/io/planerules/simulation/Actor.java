package io.planerules.simulation;

import java.util.List;
import java.util.Optional;

/**
 * One participant of a scenario as a step machine: an immutable value (equal actors are in the same
 * state, which the explorer's de-duplication relies on) that names its next request and becomes a
 * new value once the server answered it.
 */
public sealed interface Actor permits MirrorActor, TeardownActor, Interferer {

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
