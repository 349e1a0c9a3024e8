package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What an exhaustive exploration measured.
 *
 * @param scenario the scenario's name
 * @param states the distinct worlds reached (the start included)
 * @param steps the steps taken (edges between worlds, de-duplicated targets included)
 * @param interleavings the complete interleavings the explored graph stands for (paths from the
 *     start to a quiescent world)
 * @param violatingSteps the steps (and quiescent worlds) at which an invariant broke
 * @param shortest for each invariant broken, the first violation breadth-first order met: one with
 *     the shortest interleaving
 */
public record Exploration(
    String scenario,
    long states,
    long steps,
    BigInteger interleavings,
    long violatingSteps,
    Map<Invariant, Violation> shortest) {

  /** Creates the value; copies the map. */
  public Exploration {
    requireNonNull(scenario, "scenario");
    requireNonNull(interleavings, "interleavings");
    shortest = Map.copyOf(shortest);
  }

  /** The shortest violation of each invariant broken, in invariant order. */
  public List<Violation> violations() {
    return shortest.entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .map(Map.Entry::getValue)
        .toList();
  }

  /**
   * The shortest violation of one invariant.
   *
   * @param invariant the invariant
   * @return the violation, or empty when it held everywhere
   */
  public Optional<Violation> violation(Invariant invariant) {
    return Optional.ofNullable(shortest.get(invariant));
  }

  /** One line: scenario, states, steps, interleavings, violating steps, invariants broken. */
  public String summary() {
    return scenario
        + ": "
        + states
        + " states, "
        + steps
        + " steps, "
        + interleavings
        + " interleavings, "
        + violatingSteps
        + " violating steps"
        + (shortest.isEmpty()
            ? ""
            : " " + violations().stream().map(Violation::invariant).toList());
  }
}
