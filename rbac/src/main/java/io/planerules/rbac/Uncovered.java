package io.planerules.rbac;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.List;

/**
 * The granter lacks at least one atomic permission it grants; Kubernetes would refuse the write
 * unless the granter has {@code escalate} on roles/clusterroles.
 *
 * @param rule the deciding rule
 * @param reason the reason code
 * @param message Kubernetes' escalation text with the compacted missing rules, one per line
 * @param atomicCount how many atomic permissions were checked
 * @param uncovered the uncovered atomic permissions in breakdown order, duplicates kept
 * @param missingRules the compacted missing rules as Kubernetes prints them, sorted, distinct
 * @param trace the rules consulted
 * @param warnings API-validation findings about the inputs
 */
record Uncovered(
    RuleId rule,
    String reason,
    String message,
    int atomicCount,
    List<AtomicPermission> uncovered,
    List<String> missingRules,
    Trace trace,
    List<Problem> warnings)
    implements Coverage {

  /**
   * Creates the decision; copies the lists.
   *
   * @throws IllegalArgumentException when {@code uncovered} is empty
   */
  Uncovered {
    requireNonNull(rule, "rule");
    requireNonNull(reason, "reason");
    requireNonNull(message, "message");
    requireNonNull(trace, "trace");
    uncovered = ImmutableList.copyOf(uncovered);
    missingRules = ImmutableList.copyOf(missingRules);
    warnings = ImmutableList.copyOf(warnings);
    if (uncovered.isEmpty()) {
      throw new IllegalArgumentException("an Uncovered decision needs an uncovered permission");
    }
  }

  @Override
  public boolean covered() {
    return false;
  }
}
