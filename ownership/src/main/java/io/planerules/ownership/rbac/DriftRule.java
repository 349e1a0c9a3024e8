package io.planerules.ownership.rbac;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.util.List;

/** The rule-set drift decision of {@link RbacDiff#diff}, in evaluation order. */
public enum DriftRule implements RuleDescriptor {
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

  private final RuleId id;
  private final String decision;
  private final String description;
  private final Class<?> decidedBy;
  private final ImmutableList<String> reasonCodes;

  DriftRule(
      String id,
      String decision,
      String description,
      Class<?> decidedBy,
      boolean idIsCode,
      String... codes) {
    this.id = RuleId.of(id);
    this.decision = decision;
    this.description = description;
    this.decidedBy = decidedBy;
    ImmutableList.Builder<String> all = ImmutableList.builder();
    if (idIsCode) {
      all.add(id);
    }
    this.reasonCodes = all.add(codes).build();
  }

  /** The rule id as the problem code it is raised with, e.g. {@code rbac.diff.identical}. */
  public String code() {
    return id.value();
  }

  @Override
  public RuleId id() {
    return id;
  }

  @Override
  public String decision() {
    return decision;
  }

  @Override
  public String description() {
    return description;
  }

  @Override
  public List<String> reasonCodes() {
    return reasonCodes;
  }

  @Override
  public Class<?> decidedBy() {
    return decidedBy;
  }
}
