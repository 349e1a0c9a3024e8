package io.planerules.rbac;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.List;

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
  Covered {
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

  @Override
  public List<String> missingRules() {
    return ImmutableList.of();
  }
}
