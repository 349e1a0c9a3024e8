package io.planerules.binding.decision;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code decision}, which {@link DecisionResolver} evaluates in this order:
 * each refuses a live {@code nvcf-sc} StorageClass or workflow the model-cache storage decision
 * cannot use. Each constant's {@code description()} is its line in docs/rules.md; its one reason
 * code is on the outcome it decides.
 */
enum DecisionRule implements DefinedRule {
  STORAGE_CLASS(
      "decision.storage-class",
      "the live StorageClass must exist and be named nvcf-sc",
      "STORAGE_CLASS_NOT_FOUND"),
  RECLAIM_RETAIN(
      "decision.reclaim-retain",
      "nvcf-sc must use reclaimPolicy Retain",
      "RECLAIM_POLICY_NOT_RETAIN"),
  PROVISIONER(
      "decision.provisioner", "nvcf-sc must name a non-blank provisioner", "EMPTY_PROVISIONER"),
  CATALOG_ENTRY(
      "decision.catalog-entry",
      "the catalog must have an entry for the exact provisioner",
      "NO_CATALOG_ENTRY"),
  WORKFLOW(
      "decision.workflow",
      "the workflow must be regularModelCache or helmModelCache",
      "UNKNOWN_WORKFLOW");

  private static final String DECISION = "decision";

  private final Definition definition;

  DecisionRule(String id, String description, String reason) {
    definition = Definition.of(id, DECISION, DecisionResolver.class, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
