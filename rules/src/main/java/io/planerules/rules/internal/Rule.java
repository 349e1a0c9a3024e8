package io.planerules.rules.internal;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import java.util.function.Function;

/**
 * One named rule of a {@link RuleBook}: a stable id, a one-line description (it goes into {@code
 * docs/rules.md}) and a pure function from the input to a {@link RuleOutcome}.
 *
 * @param id the stable rule id
 * @param description what the rule checks, one line
 * @param body the rule itself; must be pure and must not return null
 * @param <I> the input type
 * @param <D> the decision type
 */
public record Rule<I, D>(RuleId id, String description, Function<? super I, RuleOutcome<D>> body) {

  /** Creates a rule. */
  public Rule {
    requireNonNull(id, "id");
    requireNonNull(description, "description");
    requireNonNull(body, "body");
  }

  /**
   * Consults the rule.
   *
   * @param input the input
   * @return what the rule says
   * @throws NullPointerException when the body returned null (a programming error)
   */
  public RuleOutcome<D> apply(I input) {
    return requireNonNull(body.apply(input), () -> "rule " + id + " returned null");
  }
}
