package io.planerules.rules;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * The documentation of one rule for {@code docs/rules.md}: its id, the decision it belongs to, its
 * one-line description and the reason codes it can produce.
 *
 * @param id the rule id
 * @param decision the decision it belongs to, e.g. {@code "ownership verdict"}
 * @param description one line
 * @param reasonCodes the stable reason or problem codes the rule can produce (may be empty)
 */
public record RuleDescriptor(
    RuleId id, String decision, String description, List<String> reasonCodes) {

  /** Creates a descriptor; copies the reason codes. */
  public RuleDescriptor {
    requireNonNull(id, "id");
    requireNonNull(decision, "decision");
    requireNonNull(description, "description");
    reasonCodes = ImmutableList.copyOf(reasonCodes);
  }
}
