package io.planerules.rbac;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.List;

/**
 * What {@link RbacCoverage#covers} decided: {@link Covered} (Kubernetes would let the granter write
 * the rules without {@code escalate}) or {@link Uncovered} with the exact atomic permissions it
 * lacks. Both carry the deciding rule id, a stable reason code, a message an operator can act on,
 * the trace, and warnings about rules the API server would refuse to store.
 * <!-- snippet: RbacExamplesTest#covers -->
 *
 * <pre>{@code
 * Coverage c = RbacCoverage.covers(operatorRoleRules, agentClusterRoleRules);
 * if (c instanceof Coverage.Uncovered) {
 *   refused.add(c.message()); // ...not currently held: {APIGroups:[...], Resources:[...], ...}
 * }
 * }</pre>
 */
public sealed interface Coverage permits Coverage.Covered, Coverage.Uncovered {

  /** Whether every atomic permission of the granted rules is covered by a single held rule. */
  boolean covered();

  /** The uncovered atomic permissions in breakdown order, duplicates kept; empty when covered. */
  List<AtomicPermission> uncovered();

  /** How many atomic permissions the granted rules broke down into. */
  int atomicCount();

  /** The rule that decided ({@code rbac.nothing-granted}, {@code rbac.uncovered-atomic}, ...). */
  RuleId rule();

  /** The stable reason code ({@code rbac.covered}, {@code rbac.nothing-granted}, ...). */
  String reason();

  /** The human message; for {@link Uncovered}, Kubernetes' compacted list of missing rules. */
  String message();

  /** The decision rules consulted, in order. */
  Trace trace();

  /**
   * Problems the Kubernetes API server would report for the held or granted rules (as warnings at
   * {@code held[i].field} / {@code granted[i].field}); they do not change the decision.
   */
  List<Problem> warnings();

  /**
   * The granter holds every atomic permission it grants (or grants none).
   *
   * @param rule the deciding rule
   * @param reason the reason code
   * @param message the human message
   * @param atomicCount how many atomic permissions were checked
   * @param trace the rules consulted
   * @param warnings API-validation findings about the inputs
   */
  record Covered(
      RuleId rule,
      String reason,
      String message,
      int atomicCount,
      Trace trace,
      List<Problem> warnings)
      implements Coverage {

    /** Creates the decision; copies the warnings. */
    public Covered {
      requireNonNull(rule, "rule");
      requireNonNull(reason, "reason");
      requireNonNull(message, "message");
      requireNonNull(trace, "trace");
      warnings = ImmutableList.copyOf(warnings);
    }

    @Override
    public boolean covered() {
      return true;
    }

    @Override
    public List<AtomicPermission> uncovered() {
      return ImmutableList.of();
    }
  }

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
    public Uncovered {
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
}
