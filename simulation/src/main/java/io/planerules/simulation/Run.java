package io.planerules.simulation;

import java.util.List;

/**
 * A replayed interleaving: the events in order, the findings of each step, and the final world.
 *
 * @param scenario the scenario's name
 * @param events the steps taken
 * @param findings the invariants broken, with the step (1-based) they broke at
 * @param end the world after the last step
 */
public record Run(String scenario, List<Event> events, List<StepFinding> findings, World end) {

  /**
   * A finding at one step.
   *
   * @param step the step number, 1-based ({@code events.size() + 1} for quiescence)
   * @param finding the finding
   */
  record StepFinding(int step, BrokenInvariant finding) {}

  /** Creates the value; copies the lists. */
  public Run {
    events = List.copyOf(events);
    findings = List.copyOf(findings);
  }

  /** The run printed step by step, each finding under the step that broke it. */
  public String print() {
    StringBuilder out = new StringBuilder(scenario).append('\n');
    for (int i = 0; i < events.size(); i++) {
      out.append(String.format(java.util.Locale.ROOT, "%3d. %s%n", i + 1, events.get(i)));
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
}
