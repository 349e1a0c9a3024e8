package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Locale;

/**
 * A replayed interleaving ({@link Explorer#replay}): the invariants it broke and the run printed
 * step by step.
 */
public final class Run {

  private final String scenario;
  private final List<Event> events;
  private final List<StepFinding> findings;
  private final World end;

  /**
   * A finding at one step.
   *
   * @param step the step number, 1-based ({@code events.size() + 1} for quiescence)
   * @param finding the finding
   */
  record StepFinding(int step, BrokenInvariant finding) {}

  /**
   * The run of a scenario.
   *
   * @param scenario the scenario's name
   * @param events the steps taken
   * @param findings the invariants broken, with the step (1-based) they broke at
   * @param end the world after the last step
   */
  Run(String scenario, List<Event> events, List<StepFinding> findings, World end) {
    this.scenario = requireNonNull(scenario, "scenario");
    this.events = List.copyOf(events);
    this.findings = List.copyOf(findings);
    this.end = requireNonNull(end, "end");
  }

  /** The scenario's name. */
  public String scenario() {
    return scenario;
  }

  /**
   * The invariants the run broke, one per finding, in the order of the steps that broke them (empty
   * when every invariant held).
   *
   * @return the broken invariants
   */
  public List<Invariant> brokenInvariants() {
    return findings.stream().map(f -> f.finding().invariant()).toList();
  }

  /** The steps taken. */
  List<Event> events() {
    return events;
  }

  /** The invariants broken, with the step they broke at. */
  List<StepFinding> findings() {
    return findings;
  }

  /** The world after the last step. */
  World end() {
    return end;
  }

  /** The run printed step by step, each finding under the step that broke it. */
  public String print() {
    StringBuilder out = new StringBuilder(scenario).append('\n');
    for (int i = 0; i < events.size(); i++) {
      out.append(String.format(Locale.ROOT, "%3d. %s%n", i + 1, events.get(i)));
      appendFindings(out, i + 1);
    }
    appendFindings(out, events.size() + 1);
    return out.toString();
  }

  private void appendFindings(StringBuilder out, int step) {
    for (StepFinding f : findings) {
      if (f.step() == step) {
        out.append("     VIOLATION ")
            .append(f.finding().invariant())
            .append(": ")
            .append(f.finding().message())
            .append('\n');
      }
    }
  }

  /** The scenario, the number of steps and the broken invariants. */
  @Override
  public String toString() {
    return "Run[scenario="
        + scenario
        + ", steps="
        + events.size()
        + ", broken="
        + brokenInvariants()
        + "]";
  }
}
