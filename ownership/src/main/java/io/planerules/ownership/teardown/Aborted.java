package io.planerules.ownership.teardown;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.Verdict;
import io.planerules.rules.Problem;
import java.util.List;

/**
 * A plan that must not run.
 *
 * @param reasons why (at least one)
 * @param decisions the phase-1 decisions
 * @param warnings the warnings
 */
record Aborted(List<Problem> reasons, List<Verdict> decisions, List<Problem> warnings)
    implements TeardownPlan {
  /** Creates the plan; copies the lists. */
  Aborted {
    reasons = ImmutableList.copyOf(reasons);
    if (reasons.isEmpty()) {
      throw new IllegalArgumentException("an aborted plan needs a reason");
    }
    decisions = ImmutableList.copyOf(decisions);
    warnings = ImmutableList.copyOf(warnings);
  }

  @Override
  public List<TeardownStep> steps() {
    return List.of();
  }
}
