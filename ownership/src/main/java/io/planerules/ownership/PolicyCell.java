package io.planerules.ownership;

import static io.planerules.ownership.Verdict.Kind.ABORT;
import static io.planerules.ownership.Verdict.Kind.ALLOW;
import static io.planerules.ownership.Verdict.Kind.DENY;
import static io.planerules.ownership.Verdict.Kind.SKIP;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.internal.DefinedRule;
import io.planerules.rules.internal.RuleOutcome;
import java.util.List;

/**
 * The ownership policy of {@link OwnershipPolicy}: the action × state matrix, one constant per
 * cell, consulted after classification. A cell says what kind of verdict it gives ({@link #kind()})
 * and why ({@link #reason()}); its rule id is {@code policy.<action>.<state>}, e.g. {@code
 * policy.delete.foreign}, and its {@link #description()} (its line in {@code docs/rules.md}) is
 * spelled from the action, the state and the kind. The matrix is the same in both modes; constants
 * are declared actions first, then states, both in declaration order.
 *
 * <p>Each constant also holds what a verdict of the cell needs and is computed once: the rule id,
 * the start of the message ("may reconcile ", "skipping ", "refusing to delete ") and the trace
 * entry of the deciding cell.
 */
enum PolicyCell implements DefinedRule {
  RECONCILE_OWNED(Action.RECONCILE, OwnershipState.OWNED, ALLOW, ReasonCode.OWNED),
  RECONCILE_FOREIGN(Action.RECONCILE, OwnershipState.FOREIGN, DENY, ReasonCode.FOREIGN_OWNER),
  RECONCILE_UNLABELLED(
      Action.RECONCILE, OwnershipState.UNLABELLED, DENY, ReasonCode.NOT_OWNED_UNLABELLED),
  RECONCILE_SHARED_PREREQUISITE(
      Action.RECONCILE, OwnershipState.SHARED_PREREQUISITE, DENY, ReasonCode.SHARED_NOT_MANAGED),
  RECONCILE_NAMESPACE_FOREIGN(
      Action.RECONCILE, OwnershipState.NAMESPACE_FOREIGN, DENY, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
  RECONCILE_MERGED_FOREIGN(
      Action.RECONCILE, OwnershipState.MERGED_FOREIGN, DENY, ReasonCode.FOREIGN_AFTER_MERGE),
  UPDATE_OWNED(Action.UPDATE, OwnershipState.OWNED, ALLOW, ReasonCode.OWNED),
  UPDATE_FOREIGN(Action.UPDATE, OwnershipState.FOREIGN, DENY, ReasonCode.FOREIGN_OWNER),
  UPDATE_UNLABELLED(Action.UPDATE, OwnershipState.UNLABELLED, DENY, ReasonCode.NO_ADOPTION),
  UPDATE_SHARED_PREREQUISITE(
      Action.UPDATE, OwnershipState.SHARED_PREREQUISITE, DENY, ReasonCode.SHARED_NOT_MANAGED),
  UPDATE_NAMESPACE_FOREIGN(
      Action.UPDATE, OwnershipState.NAMESPACE_FOREIGN, DENY, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
  UPDATE_MERGED_FOREIGN(
      Action.UPDATE, OwnershipState.MERGED_FOREIGN, DENY, ReasonCode.FOREIGN_AFTER_MERGE),
  DELETE_OWNED(Action.DELETE, OwnershipState.OWNED, ALLOW, ReasonCode.OWNED),
  DELETE_FOREIGN(Action.DELETE, OwnershipState.FOREIGN, DENY, ReasonCode.FOREIGN_OWNER),
  DELETE_UNLABELLED(
      Action.DELETE, OwnershipState.UNLABELLED, DENY, ReasonCode.NOT_OWNED_UNLABELLED),
  DELETE_SHARED_PREREQUISITE(
      Action.DELETE, OwnershipState.SHARED_PREREQUISITE, DENY, ReasonCode.SHARED_NEVER_DELETED),
  DELETE_NAMESPACE_FOREIGN(
      Action.DELETE, OwnershipState.NAMESPACE_FOREIGN, DENY, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
  DELETE_MERGED_FOREIGN(
      Action.DELETE, OwnershipState.MERGED_FOREIGN, DENY, ReasonCode.FOREIGN_AFTER_MERGE),
  ADOPT_OWNED(Action.ADOPT, OwnershipState.OWNED, ALLOW, ReasonCode.ALREADY_OWNED),
  ADOPT_FOREIGN(Action.ADOPT, OwnershipState.FOREIGN, DENY, ReasonCode.FOREIGN_OWNER),
  ADOPT_UNLABELLED(Action.ADOPT, OwnershipState.UNLABELLED, DENY, ReasonCode.NO_ADOPTION),
  ADOPT_SHARED_PREREQUISITE(
      Action.ADOPT, OwnershipState.SHARED_PREREQUISITE, DENY, ReasonCode.SHARED_NOT_MANAGED),
  ADOPT_NAMESPACE_FOREIGN(
      Action.ADOPT, OwnershipState.NAMESPACE_FOREIGN, DENY, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
  ADOPT_MERGED_FOREIGN(
      Action.ADOPT, OwnershipState.MERGED_FOREIGN, DENY, ReasonCode.FOREIGN_AFTER_MERGE),
  MIRROR_OWNED(Action.MIRROR, OwnershipState.OWNED, ALLOW, ReasonCode.TARGET_OWNED),
  MIRROR_FOREIGN(Action.MIRROR, OwnershipState.FOREIGN, SKIP, ReasonCode.TARGET_FOREIGN),
  MIRROR_UNLABELLED(Action.MIRROR, OwnershipState.UNLABELLED, SKIP, ReasonCode.TARGET_UNLABELLED),
  MIRROR_SHARED_PREREQUISITE(
      Action.MIRROR, OwnershipState.SHARED_PREREQUISITE, SKIP, ReasonCode.TARGET_SHARED),
  MIRROR_NAMESPACE_FOREIGN(
      Action.MIRROR, OwnershipState.NAMESPACE_FOREIGN, SKIP, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
  MIRROR_MERGED_FOREIGN(
      Action.MIRROR, OwnershipState.MERGED_FOREIGN, DENY, ReasonCode.FOREIGN_AFTER_MERGE),
  SELECT_WORKLOAD_NAMESPACE_OWNED(
      Action.SELECT_WORKLOAD_NAMESPACE, OwnershipState.OWNED, ALLOW, ReasonCode.SELECTED),
  SELECT_WORKLOAD_NAMESPACE_FOREIGN(
      Action.SELECT_WORKLOAD_NAMESPACE, OwnershipState.FOREIGN, SKIP, ReasonCode.FOREIGN_OWNER),
  SELECT_WORKLOAD_NAMESPACE_UNLABELLED(
      Action.SELECT_WORKLOAD_NAMESPACE,
      OwnershipState.UNLABELLED,
      SKIP,
      ReasonCode.NOT_OWNED_UNLABELLED),
  SELECT_WORKLOAD_NAMESPACE_SHARED_PREREQUISITE(
      Action.SELECT_WORKLOAD_NAMESPACE,
      OwnershipState.SHARED_PREREQUISITE,
      SKIP,
      ReasonCode.SHARED_NOT_MANAGED),
  SELECT_WORKLOAD_NAMESPACE_NAMESPACE_FOREIGN(
      Action.SELECT_WORKLOAD_NAMESPACE,
      OwnershipState.NAMESPACE_FOREIGN,
      SKIP,
      ReasonCode.OUTSIDE_PLANE_NAMESPACE),
  SELECT_WORKLOAD_NAMESPACE_MERGED_FOREIGN(
      Action.SELECT_WORKLOAD_NAMESPACE,
      OwnershipState.MERGED_FOREIGN,
      DENY,
      ReasonCode.FOREIGN_AFTER_MERGE),
  TEARDOWN_OWNED(Action.TEARDOWN, OwnershipState.OWNED, ALLOW, ReasonCode.OWNED),
  TEARDOWN_FOREIGN(Action.TEARDOWN, OwnershipState.FOREIGN, ABORT, ReasonCode.FOREIGN_OWNER),
  TEARDOWN_UNLABELLED(
      Action.TEARDOWN, OwnershipState.UNLABELLED, ABORT, ReasonCode.NOT_OWNED_UNLABELLED),
  TEARDOWN_SHARED_PREREQUISITE(
      Action.TEARDOWN, OwnershipState.SHARED_PREREQUISITE, SKIP, ReasonCode.SHARED_NEVER_DELETED),
  TEARDOWN_NAMESPACE_FOREIGN(
      Action.TEARDOWN, OwnershipState.NAMESPACE_FOREIGN, ABORT, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
  TEARDOWN_MERGED_FOREIGN(
      Action.TEARDOWN, OwnershipState.MERGED_FOREIGN, ABORT, ReasonCode.FOREIGN_AFTER_MERGE);

  private static final PolicyCell[] CELLS = values();
  private static final int STATES = OwnershipState.values().length;

  static {
    for (PolicyCell cell : CELLS) {
      if (cell.ordinal() != cell.action.ordinal() * STATES + cell.state.ordinal()) {
        throw new IllegalStateException(cell + " is declared out of action × state order");
      }
    }
  }

  private final Action action;
  private final OwnershipState state;
  private final Verdict.Kind kind;
  private final ReasonCode reason;
  private final String messagePrefix;
  private final Trace decided;
  private final Definition definition;

  PolicyCell(Action action, OwnershipState state, Verdict.Kind kind, ReasonCode reason) {
    this.action = action;
    this.state = state;
    this.kind = kind;
    this.reason = reason;
    this.definition =
        Definition.of(
            "policy." + action.ruleSegment() + "." + state.wireName(),
            "ownership policy",
            OwnershipPolicy.class,
            action.wireName() + " on a " + state.wireName() + " object: " + kind.wireName(),
            List.of(reason.code()));
    this.messagePrefix =
        switch (kind) {
          case ALLOW -> "may " + action.verb() + " ";
          case SKIP -> "skipping ";
          case DENY, ABORT -> "refusing to " + action.verb() + " ";
        };
    this.decided =
        RuleOutcome.trace(
            definition.id(), RuleOutcome.decide(kind, kind.wireName() + " " + reason.code()));
  }

  /**
   * The cell of an action and a state.
   *
   * @param action the action
   * @param state the state
   * @return the cell
   */
  public static PolicyCell of(Action action, OwnershipState state) {
    return CELLS[action.ordinal() * STATES + state.ordinal()];
  }

  /** The action. */
  public Action action() {
    return action;
  }

  /** The state. */
  public OwnershipState state() {
    return state;
  }

  /** The kind of verdict the cell gives. */
  public Verdict.Kind kind() {
    return kind;
  }

  /** The reason. */
  public ReasonCode reason() {
    return reason;
  }

  /** {@code policy.<action>.<state>}. */
  public RuleId ruleId() {
    return definition.id();
  }

  /**
   * The cell's verdict (with no normalised id, no finalizer retention, no requeue).
   *
   * @param explanation its message and trace, given or deferred
   * @return the verdict
   */
  Verdict verdict(Explanation explanation) {
    RuleId id = definition.id();
    return switch (kind) {
      case ALLOW -> new Verdict.Allow(state, id, reason, explanation, null);
      case DENY -> new Verdict.Deny(state, id, reason, explanation, false, false);
      case SKIP -> new Verdict.Skip(state, id, reason, explanation);
      case ABORT -> new Verdict.Abort(state, id, reason, explanation);
    };
  }

  /** The verdict message's start: "may reconcile ", "skipping ", "refusing to delete ", ... */
  String messagePrefix() {
    return messagePrefix;
  }

  /** The trace of the deciding cell: one entry, e.g. {@code allow OWNED}. */
  Trace decided() {
    return decided;
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
