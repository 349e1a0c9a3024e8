package io.planerules.rules;

import static java.util.Objects.requireNonNull;

/**
 * One rule consulted during a decision: its id, what it said, and a short note saying why.
 *
 * @param ruleId the rule consulted
 * @param result what it said
 * @param note why, in a few words a person can read (may be empty)
 */
public record TraceEntry(RuleId ruleId, TraceResult result, String note) {

  /** Creates an entry. */
  public TraceEntry {
    requireNonNull(ruleId, "ruleId");
    requireNonNull(result, "result");
    requireNonNull(note, "note");
  }

  /** {@code rule-id: result (note)}. */
  @Override
  public String toString() {
    return ruleId + ": " + result.wireName() + (note.isEmpty() ? "" : " (" + note + ")");
  }
}
