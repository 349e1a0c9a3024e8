package io.planerules.ownership.teardown;

import com.google.common.collect.Lists;
import io.planerules.ownership.ReasonCode;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The teardown rules of {@link TeardownPlanner}: planning (checked before any step, every finding
 * reported), the re-check before each delete, and the residue check after uninstall.
 */
public enum TeardownRule implements RuleDescriptor {
  /** An object listed twice in the inventory aborts the plan. */
  INVENTORY_DUPLICATE(
      "teardown.inventory-duplicate",
      Decisions.PLANNING,
      "an object listed twice in the inventory aborts the plan",
      TeardownPlanner.class,
      true),
  /** A scope namespace not owned aborts the plan. */
  NAMESPACE_NOT_OWNED(
      "teardown.namespace-not-owned",
      Decisions.PLANNING,
      "a present scope namespace that is unlabelled (named) or foreign aborts the plan",
      TeardownPlanner.class,
      true),
  /** ClusterIssuers not labelled for the plane are never touched. */
  ISSUER_NOT_SELECTED(
      "teardown.issuer-not-selected",
      Decisions.PLANNING,
      "ClusterIssuers not labelled for the plane are never touched",
      TeardownPlanner.class,
      false,
      ReasonCode.ISSUER_NOT_SELECTED.code()),
  /** A selected ClusterIssuer outside the plane's prefix aborts the plan. */
  ISSUER_OUTSIDE_PREFIX(
      "teardown.issuer-outside-prefix",
      Decisions.PLANNING,
      "a selected ClusterIssuer not named <P>-... aborts the plan",
      TeardownPlanner.class,
      true,
      ReasonCode.ISSUER_OUTSIDE_PREFIX.code()),
  /** A selected ClusterIssuer inside the prefix is deleted. */
  ISSUER_SELECTED(
      "teardown.issuer-selected",
      Decisions.PLANNING,
      "a ClusterIssuer labelled for the plane and named <P>-... is deleted",
      TeardownPlanner.class,
      false,
      ReasonCode.ISSUER_SELECTED.code()),
  /** The legacy plane never deletes ClusterIssuers. */
  LEGACY_KEEPS_ISSUERS(
      "teardown.legacy-keeps-issuers",
      Decisions.PLANNING,
      "the legacy plane never deletes ClusterIssuers",
      TeardownPlanner.class,
      false,
      ReasonCode.LEGACY_KEEPS_ISSUERS.code()),
  /** A leftover hook object not owned is skipped with a warning. */
  HOOK_OBJECT_NOT_OWNED(
      "teardown.hook-object-not-owned",
      Decisions.PLANNING,
      "a leftover pre-delete hook object not owned is skipped with a warning",
      TeardownPlanner.class,
      true),
  /** The re-check on a fresh read before each delete. */
  RECHECK(
      "teardown.recheck",
      Decisions.PLANNING,
      "before each delete: absent skips, a changed owner aborts the remaining steps",
      TeardownPlanner.class,
      false,
      RecheckResult.Kind.PROCEED.name(),
      RecheckResult.Kind.SKIP_ABSENT.name(),
      RecheckResult.Kind.ABORT.name()),
  /** A namespace of the plane is still present. */
  RESIDUE_NAMESPACE(
      "residue.namespace",
      Decisions.RESIDUE,
      "a namespace of the plane's family A is still present",
      TeardownPlanner.class,
      true),
  /** An object labelled for the plane is still present. */
  RESIDUE_LABELLED(
      "residue.labelled",
      Decisions.RESIDUE,
      "an object labelled for the (named) plane is still present",
      TeardownPlanner.class,
      true),
  /** A cluster-scoped object named like the plane's is still present. */
  RESIDUE_CLUSTER_NAME(
      "residue.cluster-name",
      Decisions.RESIDUE,
      "a cluster-scoped object named like the plane's fixed cluster-scoped kinds is present",
      TeardownPlanner.class,
      true);

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String PLANNING = "teardown planning";
    static final String RESIDUE = "teardown residue";

    private Decisions() {}
  }

  private final Definition definition;

  TeardownRule(
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
