package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;

/**
 * One cell of the action × state matrix (ownership.md §3): its outcome and reason. The cell's rule
 * id is {@code policy.<action>.<state>}, e.g. {@code policy.delete.foreign}. The matrix is the same
 * in both modes.
 *
 * @param action the action
 * @param state the state
 * @param outcome what the cell answers
 * @param reason the reason
 */
public record PolicyCell(Action action, OwnershipState state, Outcome outcome, ReasonCode reason) {

  /** The 42 rule ids, computed (and syntax-checked) once: verdicts are a hot path. */
  private static final RuleId[][] RULE_IDS = ruleIds();

  private static RuleId[][] ruleIds() {
    RuleId[][] ids = new RuleId[Action.values().length][OwnershipState.values().length];
    for (Action action : Action.values()) {
      for (OwnershipState state : OwnershipState.values()) {
        ids[action.ordinal()][state.ordinal()] =
            RuleId.of("policy." + action.ruleSegment() + "." + state.wireName());
      }
    }
    return ids;
  }

  /** Creates a cell. */
  public PolicyCell {
    requireNonNull(action, "action");
    requireNonNull(state, "state");
    requireNonNull(outcome, "outcome");
    requireNonNull(reason, "reason");
  }

  /** {@code policy.<action>.<state>}. */
  public RuleId ruleId() {
    return ruleId(action, state);
  }

  /**
   * The rule id of a cell.
   *
   * @param action the action
   * @param state the state
   * @return {@code policy.<action>.<state>}
   */
  public static RuleId ruleId(Action action, OwnershipState state) {
    return RULE_IDS[action.ordinal()][state.ordinal()];
  }
}
