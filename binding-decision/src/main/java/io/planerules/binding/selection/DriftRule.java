package io.planerules.binding.selection;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code drift}, which {@link DriftCheck} evaluates in this order on a
 * durable selection: the live StorageClass rules, then the catalog rules. Each constant's {@code
 * description()} is its line in docs/rules.md; its one reason code is on the outcome it decides.
 */
enum DriftRule implements DefinedRule {
  NON_DURABLE(
      "drift.non-durable", "a valid non-durable selection has no storage to drift", "NOT_DURABLE"),
  SELECTION_INVALID(
      "drift.selection-invalid",
      "the selection must pass its validation (not checked otherwise; not drift)",
      "SELECTION_INVALID"),
  STORAGE_CLASS_MISSING(
      "drift.storage-class-missing",
      "the selected StorageClass must exist (not checked otherwise; not drift)",
      "STORAGE_CLASS_NOT_FOUND"),
  STORAGE_CLASS_UID(
      "drift.storage-class-uid",
      "the selected StorageClass keeps its UID",
      "STORAGE_CLASS_UID_CHANGED"),
  STORAGE_CLASS_PROVISIONER(
      "drift.storage-class-provisioner",
      "the selected StorageClass keeps its provisioner",
      "STORAGE_CLASS_PROVISIONER_CHANGED"),
  STORAGE_CLASS_RETAIN(
      "drift.storage-class-retain",
      "the selected StorageClass keeps reclaimPolicy Retain",
      "STORAGE_CLASS_NOT_RETAIN"),
  STORAGE_CLASS_DIGEST(
      "drift.storage-class-digest",
      "the selected StorageClass keeps its configuration digest",
      "STORAGE_CLASS_CONFIGURATION_CHANGED"),
  CATALOG_NAMESPACE(
      "drift.catalog-namespace",
      "the catalog ConfigMap namespace is not blank",
      "CATALOG_NAMESPACE_EMPTY"),
  CATALOG_MISSING("drift.catalog-missing", "the catalog payload is present", "CATALOG_MISSING"),
  CATALOG_INVALID("drift.catalog-invalid", "the catalog payload is valid", "CATALOG_INVALID"),
  CATALOG_ENTRY(
      "drift.catalog-entry",
      "the catalog still has an entry for the selected provisioner",
      "CATALOG_ENTRY_MISSING"),
  PROVIDER("drift.provider", "the selected entry keeps its provider", "PROVIDER_CHANGED"),
  TRANSITION(
      "drift.transition",
      "the re-derived transition equals the selected one",
      "TRANSITION_CHANGED"),
  PROFILE_DIGEST(
      "drift.profile-digest",
      "the recomputed profile digest equals the selected one (catalogRevision is never compared)",
      "PROFILE_DIGEST_CHANGED"),
  NONE("drift.none", "every drift rule passed: no drift", "NO_DRIFT");

  private static final String DECISION = "drift";

  private final Definition definition;

  DriftRule(String id, String description, String reason) {
    definition = Definition.of(id, DECISION, DriftCheck.class, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
