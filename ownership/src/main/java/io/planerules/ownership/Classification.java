package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;

/**
 * The ownership state of one object for one plane, with the classification rule that decided it
 * (docs/reference/ownership.md#classification).
 *
 * @param ref the object classified
 * @param state the state
 * @param ruleId the deciding classification rule, e.g. {@code ownership.foreign-label}
 * @param reason the reason
 * @param explanation the explanation naming both sides, e.g. {@code owned by control plane
 *     "plane-b", not "plane-a"}
 * @param trace the classification rules consulted
 */
public record Classification(
    ObjectRef ref,
    OwnershipState state,
    RuleId ruleId,
    ReasonCode reason,
    String explanation,
    Trace trace) {

  /** Creates a classification. */
  public Classification {
    requireNonNull(ref, "ref");
    requireNonNull(state, "state");
    requireNonNull(ruleId, "ruleId");
    requireNonNull(reason, "reason");
    requireNonNull(explanation, "explanation");
    requireNonNull(trace, "trace");
  }

  /** Whether the state is {@link OwnershipState#OWNED}. */
  public boolean isOwned() {
    return state == OwnershipState.OWNED;
  }
}
