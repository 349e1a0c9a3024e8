package io.planerules.rbac;

import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.List;

/**
 * What {@link RbacCoverage#covers} decided: {@link #covered()} (Kubernetes would let the granter
 * write the rules without {@code escalate}) or not, with the exact atomic permissions it lacks
 * ({@link #uncovered()}) and the missing rules as Kubernetes prints them ({@link #missingRules()}).
 * Both carry the deciding rule id, a stable reason code, a message an operator can act on, the
 * trace, and warnings about rules the API server would refuse to store.
 * <!-- snippet: RbacExamplesTest#covers -->
 *
 * <pre>{@code
 * Coverage c = RbacCoverage.covers(operatorRoleRules, agentClusterRoleRules);
 * if (!c.covered()) {
 *   refused.add(c.message()); // ...not currently held: {APIGroups:[...], Resources:[...], ...}
 * }
 * }</pre>
 */
public sealed interface Coverage permits Covered, Uncovered {

  /** Whether every atomic permission of the granted rules is covered by a single held rule. */
  boolean covered();

  /** The uncovered atomic permissions in breakdown order, duplicates kept; empty when covered. */
  List<AtomicPermission> uncovered();

  /**
   * The uncovered permissions compacted into rules as Kubernetes prints them, sorted, distinct;
   * empty when covered.
   */
  List<String> missingRules();

  /** How many atomic permissions the granted rules broke down into. */
  int atomicCount();

  /** The rule that decided ({@code rbac.nothing-granted}, {@code rbac.uncovered-atomic}, ...). */
  RuleId rule();

  /** The stable reason code ({@code rbac.covered}, {@code rbac.nothing-granted}, ...). */
  String reason();

  /** The human message; when not covered, Kubernetes' compacted list of missing rules. */
  String message();

  /** The decision rules consulted, in order. */
  Trace trace();

  /**
   * Problems the Kubernetes API server would report for the held or granted rules (as warnings at
   * {@code held[i].field} / {@code granted[i].field}); they do not change the decision.
   */
  List<Problem> warnings();
}
