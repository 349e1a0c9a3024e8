package io.planerules.rbac;

import com.google.common.collect.Lists;
import io.planerules.rules.RuleDescriptor;
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

  private final Definition definition;

  CoverageRule(
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
