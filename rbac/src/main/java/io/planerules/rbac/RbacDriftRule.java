package io.planerules.rbac;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rule-set drift decision of {@link RbacDiff#diff}: its two rules consulted in declaration
 * order, the first that decides wins; its code is the {@link RuleSetDiff}'s. Each constant's {@link
 * #description()} is its line in {@code docs/rules.md}.
 */
enum RbacDriftRule implements DefinedRule {
  IDENTICAL(
      "rbac.diff.identical",
      "two rule sets listing the same atomic permissions do not drift",
      RbacDiff.IDENTICAL),
  DRIFT(
      "rbac.diff.drift",
      "an atomic permission listed by one rule set only is drift",
      RbacDiff.DRIFT);

  private final Definition definition;

  RbacDriftRule(String id, String description, String code) {
    definition =
        Definition.of(id, "rbac rule-set drift", RbacDiff.class, description, List.of(code));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
