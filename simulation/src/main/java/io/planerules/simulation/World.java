package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * One point of an exploration: the cluster state and every actor's state, a value the explorer
 * de-duplicates by (two interleavings that reach equal worlds continue identically).
 *
 * @param state the cluster
 * @param actors the actors, in the scenario's order
 */
record World(ClusterState state, List<Actor> actors) {

  /** Creates the value; copies the list. */
  public World {
    requireNonNull(state, "state");
    actors = List.copyOf(actors);
  }

  /** Whether no actor has a request left. */
  public boolean quiescent() {
    return actors.stream().allMatch(a -> a.request().isEmpty());
  }

  /**
   * The index of the actor with {@code id}.
   *
   * @param id the actor id
   * @return its index
   * @throws IllegalArgumentException when no actor has that id
   */
  public int indexOf(String id) {
    for (int i = 0; i < actors.size(); i++) {
      if (actors.get(i).id().equals(id)) {
        return i;
      }
    }
    throw new IllegalArgumentException("no actor " + id);
  }
}
