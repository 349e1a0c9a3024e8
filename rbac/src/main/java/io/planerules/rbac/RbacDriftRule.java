package io.planerules.rbac;

import com.google.common.collect.Lists;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/** The rule-set drift decision of {@link RbacDiff#diff}, in evaluation order. */
public enum RbacDriftRule implements RuleDescriptor {
  /** The same atomic permissions on both sides. */
  IDENTICAL(
      "rbac.diff.identical",
      Decisions.DRIFT,
      "two rule sets listing the same atomic permissions do not drift",
      RbacDiff.class,
      false,
      RbacDiff.IDENTICAL),
  /** An atomic permission on one side only. */
  DRIFT(
      "rbac.diff.drift",
      Decisions.DRIFT,
      "an atomic permission listed by one rule set only is drift",
      RbacDiff.class,
      false,
      RbacDiff.DRIFT);

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String DRIFT = "rbac rule-set drift";

    private Decisions() {}
  }

  private final Definition definition;

  RbacDriftRule(
      String id,
      String decision,
      String description,
      Class<?> decidedBy,
      boolean idIsCode,
      String... codes) {
    List<String> reasonCodes = idIsCode ? Lists.asList(id, codes) : List.of(codes);
    definition = Definition.of(id, decision, decidedBy, description, reasonCodes);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
