package io.planerules.binding.drift;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The drift rules of a durable selection, in evaluation order: the live StorageClass rules, then
 * the catalog rules. Decision {@code drift} of docs/rules.md.
 *
 * <p>Example: {@code DriftRule.STORAGE_CLASS_UID.id()} is {@code drift.storage-class-uid} with
 * reason code {@code STORAGE_CLASS_UID_CHANGED}.
 */
public enum DriftRule implements RuleDescriptor {
  /** {@code drift.non-durable}: a valid non-durable selection has no storage to drift. */
  NON_DURABLE(
      "drift.non-durable",
      "a valid non-durable selection has no storage to drift",
      "NOT_DURABLE",
      DriftCheck.class),
  /**
   * {@code drift.selection-invalid}: the selection must pass its validation (not checked otherwise;
   * not drift).
   */
  SELECTION_INVALID(
      "drift.selection-invalid",
      "the selection must pass its validation (not checked otherwise; not drift)",
      "SELECTION_INVALID",
      DriftCheck.class),
  /**
   * {@code drift.storage-class-missing}: the selected StorageClass must exist (not checked
   * otherwise; not drift).
   */
  STORAGE_CLASS_MISSING(
      "drift.storage-class-missing",
      "the selected StorageClass must exist (not checked otherwise; not drift)",
      "STORAGE_CLASS_NOT_FOUND",
      DriftCheck.class),
  /** {@code drift.storage-class-uid}: the selected StorageClass keeps its UID. */
  STORAGE_CLASS_UID(
      "drift.storage-class-uid",
      "the selected StorageClass keeps its UID",
      "STORAGE_CLASS_UID_CHANGED",
      DriftCheck.class),
  /** {@code drift.storage-class-provisioner}: the selected StorageClass keeps its provisioner. */
  STORAGE_CLASS_PROVISIONER(
      "drift.storage-class-provisioner",
      "the selected StorageClass keeps its provisioner",
      "STORAGE_CLASS_PROVISIONER_CHANGED",
      DriftCheck.class),
  /** {@code drift.storage-class-retain}: the selected StorageClass keeps reclaimPolicy Retain. */
  STORAGE_CLASS_RETAIN(
      "drift.storage-class-retain",
      "the selected StorageClass keeps reclaimPolicy Retain",
      "STORAGE_CLASS_NOT_RETAIN",
      DriftCheck.class),
  /**
   * {@code drift.storage-class-digest}: the selected StorageClass keeps its configuration digest.
   */
  STORAGE_CLASS_DIGEST(
      "drift.storage-class-digest",
      "the selected StorageClass keeps its configuration digest",
      "STORAGE_CLASS_CONFIGURATION_CHANGED",
      DriftCheck.class),
  /** {@code drift.catalog-namespace}: the catalog ConfigMap namespace is not blank. */
  CATALOG_NAMESPACE(
      "drift.catalog-namespace",
      "the catalog ConfigMap namespace is not blank",
      "CATALOG_NAMESPACE_EMPTY",
      DriftCheck.class),
  /** {@code drift.catalog-missing}: the catalog payload is present. */
  CATALOG_MISSING(
      "drift.catalog-missing",
      "the catalog payload is present",
      "CATALOG_MISSING",
      DriftCheck.class),
  /** {@code drift.catalog-invalid}: the catalog payload is valid. */
  CATALOG_INVALID(
      "drift.catalog-invalid", "the catalog payload is valid", "CATALOG_INVALID", DriftCheck.class),
  /** {@code drift.catalog-entry}: the catalog still has an entry for the selected provisioner. */
  CATALOG_ENTRY(
      "drift.catalog-entry",
      "the catalog still has an entry for the selected provisioner",
      "CATALOG_ENTRY_MISSING",
      DriftCheck.class),
  /** {@code drift.provider}: the selected entry keeps its provider. */
  PROVIDER(
      "drift.provider",
      "the selected entry keeps its provider",
      "PROVIDER_CHANGED",
      DriftCheck.class),
  /** {@code drift.transition}: the re-derived transition equals the selected one. */
  TRANSITION(
      "drift.transition",
      "the re-derived transition equals the selected one",
      "TRANSITION_CHANGED",
      DriftCheck.class),
  /**
   * {@code drift.profile-digest}: the recomputed profile digest equals the selected one
   * (catalogRevision is never compared).
   */
  PROFILE_DIGEST(
      "drift.profile-digest",
      "the recomputed profile digest equals the selected one (catalogRevision is never compared)",
      "PROFILE_DIGEST_CHANGED",
      DriftCheck.class),
  /** {@code drift.none}: every drift rule passed: no drift. */
  NONE("drift.none", "every drift rule passed: no drift", "NO_DRIFT", DriftCheck.class);

  private static final String DECISION = "drift";

  private final Definition definition;

  DriftRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
