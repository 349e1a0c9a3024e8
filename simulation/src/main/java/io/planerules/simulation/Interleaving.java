package io.planerules.simulation;

import java.util.List;

/**
 * An interleaving: the ids of the actors that took each step, in order. A test replays it with
 * {@link Explorer#replay}.
 *
 * @param steps the actor id of each step
 */
public record Interleaving(List<String> steps) {

  /** Creates the value; copies the list. */
  public Interleaving {
    steps = List.copyOf(steps);
  }

  /**
   * A trace from actor ids.
   *
   * @param steps the actor ids
   * @return the trace
   */
  public static Interleaving of(String... steps) {
    return new Interleaving(List.of(steps));
  }

  /** The trace as Java source, ready to paste into a regression test. */
  public String toJava() {
    return "Interleaving.of(\"" + String.join("\", \"", steps) + "\")";
  }
}
