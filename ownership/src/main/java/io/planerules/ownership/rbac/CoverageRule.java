package io.planerules.ownership.rbac;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.util.List;

/**
 * The delegation-coverage decision of {@link RbacCoverage#covers}, in evaluation order: nothing
 * granted, some atomic permission uncovered, or all covered.
 */
public enum CoverageRule implements RuleDescriptor {
  /** Granted rules without atomic permissions are covered. */
  NOTHING_GRANTED(
      RbacCoverage.NOTHING_GRANTED,
      Decisions.COVERAGE,
      "granted rules that break down into no atomic permission are covered",
      RbacCoverage.class,
      false,
      RbacCoverage.NOTHING_GRANTED),
  /** An atomic permission no single held rule covers. */
  UNCOVERED_ATOMIC(
      "rbac.uncovered-atomic",
      Decisions.COVERAGE,
      "an atomic permission no single held rule covers makes the grant an escalation",
      RbacCoverage.class,
      false,
      RbacCoverage.NOT_HELD),
  /** Every atomic permission is covered. */
  ALL_COVERED(
      "rbac.all-covered",
      Decisions.COVERAGE,
      "every atomic permission is covered by a single held rule",
      RbacCoverage.class,
      false,
      RbacCoverage.COVERED);

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String COVERAGE = "rbac delegation coverage";

    private Decisions() {}
  }

  private final RuleId id;
  private final String decision;
  private final String description;
  private final Class<?> decidedBy;
  private final ImmutableList<String> reasonCodes;

  CoverageRule(
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

  /** The rule id as the problem code it is raised with, e.g. {@code rbac.nothing-granted}. */
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
