package io.planerules.ownership.teardown;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.Verdict;
import io.planerules.rules.Problem;
import java.util.List;

/**
 * A plan that can run.
 *
 * @param steps the steps, in order
 * @param decisions the phase-1 decisions
 * @param warnings the warnings
 */
record Ready(List<TeardownStep> steps, List<Verdict> decisions, List<Problem> warnings)
    implements TeardownPlan {
  /** Creates the plan; copies the lists. */
  Ready {
    steps = ImmutableList.copyOf(steps);
    decisions = ImmutableList.copyOf(decisions);
    warnings = ImmutableList.copyOf(warnings);
  }

  @Override
  public List<Problem> reasons() {
    return List.of();
  }
}
