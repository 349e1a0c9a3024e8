package io.planerules.storage.catalog.transition;

import io.planerules.rules.RuleId;
import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code storage transition}, which {@link Transitions} evaluates in this
 * order: the first that decides gives the transition of an entry for a workflow
 * (docs/reference/storage-catalog.md#transitions). Each constant's {@code description()} is its
 * line in docs/rules.md; its one reason code ({@link #reasonCode()}) is on the outcome it decides.
 */
enum TransitionRule implements DefinedRule {
  UNKNOWN_WORKFLOW(
      "transition.unknown-workflow",
      "a workflow other than regularModelCache or helmModelCache derives disabled",
      "UNKNOWN_WORKFLOW"),
  RWX_SHARED_CLAIM(
      "transition.rwx-shared-claim",
      "ReadWriteMany qualified: rwxReadOnly, one shared claim mounted read-only by readers",
      "SHARED_CLAIM"),
  ROX_READER_CLAIM(
      "transition.rox-reader-claim",
      "regularModelCache with ReadWriteOnce and ReadOnlyMany: roxReadOnly, a writer claim"
          + " and ReadOnlyMany reader claims",
      "READER_CLAIM"),
  HELM_NVMESH_READER_CLAIM(
      "transition.helm-nvmesh-reader-claim",
      "helmModelCache with ReadWriteOnce and ReadOnlyMany and provider nvmesh: roxReadOnly"
          + " (NVMesh reader handles encode the namespace)",
      "NVMESH_CROSS_NAMESPACE"),
  HELM_ROX_NEEDS_NVMESH(
      "transition.helm-rox-needs-nvmesh",
      "helmModelCache with ReadWriteOnce and ReadOnlyMany and another provider: disabled",
      "HELM_NEEDS_SHARED_CLAIM"),
  NOT_QUALIFIED(
      "transition.not-qualified",
      "neither ReadWriteMany nor ReadWriteOnce with ReadOnlyMany qualified: disabled",
      "NOT_QUALIFIED");

  /** The decision name of the transition rules. */
  static final String DECISION = "storage transition";

  /** {@link #values()} once: looking a rule up must not copy the array per decision. */
  private static final TransitionRule[] RULES = values();

  private final Definition definition;

  TransitionRule(String id, String description, String reasonCode) {
    definition = Definition.of(id, DECISION, Transitions.class, description, List.of(reasonCode));
  }

  /** The reason code an outcome decided by this rule carries, e.g. {@code SHARED_CLAIM}. */
  public String reasonCode() {
    return definition.reasonCodes().get(0);
  }

  /**
   * The rule with an id.
   *
   * @param id a transition rule id
   * @return the rule
   * @throws IllegalArgumentException when no transition rule has the id
   */
  static TransitionRule of(RuleId id) {
    for (TransitionRule rule : RULES) {
      if (rule.definition.id().equals(id)) {
        return rule;
      }
    }
    throw new IllegalArgumentException("not a transition rule: " + id);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
