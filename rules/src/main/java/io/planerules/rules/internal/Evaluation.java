package io.planerules.rules.internal;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a {@link RuleBook} answered for one input: the decision of the first rule that decided (or
 * none), that rule's id, and the trace of every rule consulted.
 *
 * @param decision the decision, or {@code null} when every rule passed
 * @param decidingRule the rule that decided, or {@code null} when every rule passed
 * @param trace every rule consulted, in order
 * @param <D> the decision type
 */
public record Evaluation<D>(@Nullable D decision, @Nullable RuleId decidingRule, Trace trace) {

  /** Creates an evaluation; decision and deciding rule are both present or both absent. */
  public Evaluation {
    requireNonNull(trace, "trace");
    if ((decision == null) != (decidingRule == null)) {
      throw new IllegalArgumentException("a decision needs its deciding rule and vice versa");
    }
  }

  /** Whether some rule decided. */
  public boolean isDecided() {
    return decision != null;
  }

  /** The decision, if some rule decided. */
  public Optional<D> decided() {
    return Optional.ofNullable(decision);
  }

  /** The id of the rule that decided, if one did. */
  public Optional<RuleId> decidedBy() {
    return Optional.ofNullable(decidingRule);
  }
}
