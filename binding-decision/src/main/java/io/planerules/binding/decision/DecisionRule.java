package io.planerules.binding.decision;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules of the model-cache storage decision, in evaluation order: each refuses a live {@code
 * nvcf-sc} StorageClass or workflow the decision cannot use. Decision {@code decision} of
 * docs/rules.md.
 *
 * <p>Example: {@code DecisionRule.RECLAIM_RETAIN.id()} is {@code decision.reclaim-retain} with
 * reason code {@code RECLAIM_POLICY_NOT_RETAIN}.
 */
public enum DecisionRule implements RuleDescriptor {
  /** {@code decision.storage-class}: the live StorageClass must exist and be named nvcf-sc. */
  STORAGE_CLASS(
      "decision.storage-class",
      "the live StorageClass must exist and be named nvcf-sc",
      "STORAGE_CLASS_NOT_FOUND",
      DecisionResolver.class),
  /** {@code decision.reclaim-retain}: nvcf-sc must use reclaimPolicy Retain. */
  RECLAIM_RETAIN(
      "decision.reclaim-retain",
      "nvcf-sc must use reclaimPolicy Retain",
      "RECLAIM_POLICY_NOT_RETAIN",
      DecisionResolver.class),
  /** {@code decision.provisioner}: nvcf-sc must name a non-blank provisioner. */
  PROVISIONER(
      "decision.provisioner",
      "nvcf-sc must name a non-blank provisioner",
      "EMPTY_PROVISIONER",
      DecisionResolver.class),
  /** {@code decision.catalog-entry}: the catalog must have an entry for the exact provisioner. */
  CATALOG_ENTRY(
      "decision.catalog-entry",
      "the catalog must have an entry for the exact provisioner",
      "NO_CATALOG_ENTRY",
      DecisionResolver.class),
  /** {@code decision.workflow}: the workflow must be regularModelCache or helmModelCache. */
  WORKFLOW(
      "decision.workflow",
      "the workflow must be regularModelCache or helmModelCache",
      "UNKNOWN_WORKFLOW",
      DecisionResolver.class);

  private static final String DECISION = "decision";

  private final Definition definition;

  DecisionRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
