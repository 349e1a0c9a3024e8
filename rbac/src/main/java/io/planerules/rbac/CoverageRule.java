package io.planerules.rbac;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The delegation-coverage decision of {@link RbacCoverage#covers}: its rules consulted in
 * declaration order (nothing granted, some atomic permission uncovered, all covered), the first
 * that decides wins. Each constant's {@link #description()} is its line in {@code docs/rules.md};
 * its one code is the {@link Coverage}'s.
 */
enum CoverageRule implements DefinedRule {
  NOTHING_GRANTED(
      Definition.selfCoded(
          RbacCoverage.NOTHING_GRANTED,
          "rbac delegation coverage",
          RbacCoverage.class,
          "granted rules that break down into no atomic permission are covered")),
  UNCOVERED_ATOMIC(
      "rbac.uncovered-atomic",
      "an atomic permission no single held rule covers makes the grant an escalation",
      RbacCoverage.NOT_HELD),
  ALL_COVERED(
      "rbac.all-covered",
      "every atomic permission is covered by a single held rule",
      RbacCoverage.COVERED);

  private final Definition definition;

  CoverageRule(String id, String description, String code) {
    this(
        Definition.of(
            id, "rbac delegation coverage", RbacCoverage.class, description, List.of(code)));
  }

  CoverageRule(Definition definition) {
    this.definition = definition;
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
