package io.planerules.ownership.teardown;

import com.google.common.collect.Lists;
import io.planerules.ownership.ReasonCode;
import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The teardown rules, all decided by {@link TeardownPlanner}: planning ({@link
 * TeardownPlanner#plan}, every finding checked on the inventory before any step is planned, in
 * declaration order, then the {@link #RECHECK} before each delete) and the residue check after
 * uninstall ({@link TeardownPlanner#checkResidue}, every finding reported). A rule that reports a
 * problem codes it with its own id. Each constant's {@link #description()} is its line in {@code
 * docs/rules.md}.
 */
enum TeardownRule implements DefinedRule {
  INVENTORY_DUPLICATE(
      problem(
          "teardown.inventory-duplicate",
          "an object listed twice in the inventory aborts the plan")),
  NAMESPACE_NOT_OWNED(
      problem(
          "teardown.namespace-not-owned",
          "a present scope namespace that is unlabelled (named) or foreign aborts the plan")),
  ISSUER_NOT_SELECTED(
      verdict(
          "teardown.issuer-not-selected",
          "ClusterIssuers not labelled for the plane are never touched",
          ReasonCode.ISSUER_NOT_SELECTED.code())),
  /** Its problem aborts the plan; its verdict is the issuer's. */
  ISSUER_OUTSIDE_PREFIX(
      problem(
          "teardown.issuer-outside-prefix",
          "a selected ClusterIssuer not named <P>-... aborts the plan",
          ReasonCode.ISSUER_OUTSIDE_PREFIX.code())),
  ISSUER_SELECTED(
      verdict(
          "teardown.issuer-selected",
          "a ClusterIssuer labelled for the plane and named <P>-... is deleted",
          ReasonCode.ISSUER_SELECTED.code())),
  LEGACY_KEEPS_ISSUERS(
      verdict(
          "teardown.legacy-keeps-issuers",
          "the legacy plane never deletes ClusterIssuers",
          ReasonCode.LEGACY_KEEPS_ISSUERS.code())),
  /** A warning: the object is skipped, the plan goes on. */
  HOOK_OBJECT_NOT_OWNED(
      problem(
          "teardown.hook-object-not-owned",
          "a leftover pre-delete hook object not owned is skipped with a warning")),
  RECHECK(
      verdict(
          "teardown.recheck",
          "before each delete: absent skips, a changed owner aborts the remaining steps",
          RecheckResult.Kind.PROCEED.name(),
          RecheckResult.Kind.SKIP_ABSENT.name(),
          RecheckResult.Kind.ABORT.name())),
  RESIDUE_NAMESPACE(
      residue("residue.namespace", "a namespace of the plane's family A is still present")),
  RESIDUE_LABELLED(
      residue("residue.labelled", "an object labelled for the (named) plane is still present")),
  RESIDUE_CLUSTER_NAME(
      residue(
          "residue.cluster-name",
          "a cluster-scoped object named like the plane's fixed cluster-scoped kinds is present"));

  private static final String PLANNING = "teardown planning";

  private final Definition definition;

  TeardownRule(Definition definition) {
    this.definition = definition;
  }

  /** A planning rule that reports a problem coded with its id (then any other codes it gives). */
  private static Definition problem(String id, String description, String... alsoCodes) {
    return Definition.of(
        id, PLANNING, TeardownPlanner.class, description, Lists.asList(id, alsoCodes));
  }

  /** A planning rule that answers with these codes (verdict reasons or re-check results). */
  private static Definition verdict(String id, String description, String... codes) {
    return Definition.of(id, PLANNING, TeardownPlanner.class, description, List.of(codes));
  }

  /** A residue rule: each object still present is a problem coded with the rule's id. */
  private static Definition residue(String id, String description) {
    return Definition.selfCoded(id, "teardown residue", TeardownPlanner.class, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
