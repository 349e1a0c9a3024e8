package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A bounded scenario: the cluster at the start, the actors and the server that answers them.
 *
 * @param name the scenario's name (printed with its violations)
 * @param initial the cluster at the start
 * @param actors the actors, ids unique
 * @param server the server
 */
public record Scenario(
    String name, ClusterState initial, List<Actor> actors, SimulatedApiServer server) {

  /** Creates the value; actor ids must be unique. */
  public Scenario {
    requireNonNull(name, "name");
    requireNonNull(initial, "initial");
    actors = List.copyOf(actors);
    requireNonNull(server, "server");
    Set<String> ids = new HashSet<>();
    for (Actor a : actors) {
      if (!ids.add(a.id())) {
        throw new IllegalArgumentException("actor id " + a.id() + " used twice");
      }
    }
  }

  /** Whether an actor interferes (then quiescence is not judged). */
  public boolean interfered() {
    return actors.stream().anyMatch(Actor::interferes);
  }

  /** The world at the start. */
  World start() {
    return new World(initial, actors);
  }
}
