package io.planerules.storage.catalog;

import io.planerules.rules.RuleDescriptor;

/**
 * The validation rules of a catalog, in reporting order, preceded by the cap on collected problems
 * (listed with the parsing codes). The problem code is the rule id; every problem is raised through
 * its constant ({@link #code()}).
 *
 * <pre>{@code
 * ValidationRule.ROX_NEEDS_RO.code() // catalog.rox-needs-ro
 * }</pre>
 */
public enum ValidationRule implements RuleDescriptor {
  /** {@code catalog.too-many-problems}: more than 100 problems; collection stops. */
  TOO_MANY_PROBLEMS(
      "catalog.too-many-problems",
      ValidationRule.PARSING,
      "more than 100 problems; collection stops",
      CatalogValidator.class),
  /** {@code catalog.api-version}: apiVersion is not storage.nvcf.nvidia.com/v1alpha1. */
  API_VERSION(
      "catalog.api-version",
      ValidationRule.DECISION,
      "apiVersion is not storage.nvcf.nvidia.com/v1alpha1",
      CatalogValidator.class),
  /** {@code catalog.kind}: kind is not StorageCapabilityCatalog. */
  KIND(
      "catalog.kind",
      ValidationRule.DECISION,
      "kind is not StorageCapabilityCatalog",
      CatalogValidator.class),
  /** {@code catalog.no-drivers}: drivers absent, null or empty. */
  NO_DRIVERS(
      "catalog.no-drivers",
      ValidationRule.DECISION,
      "drivers absent, null or empty",
      CatalogValidator.class),
  /** {@code catalog.driver-name-blank}: list-form entry without a non-blank name. */
  DRIVER_NAME_BLANK(
      "catalog.driver-name-blank",
      ValidationRule.DECISION,
      "list-form entry without a non-blank name",
      CatalogValidator.class),
  /** {@code catalog.driver-name-duplicate}: list-form name repeated. */
  DRIVER_NAME_DUPLICATE(
      "catalog.driver-name-duplicate",
      ValidationRule.DECISION,
      "list-form name repeated",
      CatalogValidator.class),
  /** {@code catalog.driver-blank}: blank provisioner key or blank provider. */
  DRIVER_BLANK(
      "catalog.driver-blank",
      ValidationRule.DECISION,
      "blank provisioner key or blank provider",
      CatalogValidator.class),
  /** {@code catalog.provisioner-format}: provisioner not a CSI driver name (stricter). */
  PROVISIONER_FORMAT(
      "catalog.provisioner-format",
      ValidationRule.DECISION,
      "provisioner not a CSI driver name (stricter)",
      CatalogValidator.class),
  /** {@code catalog.provider-format}: provider not a provider id of [-._A-Za-z0-9] (stricter). */
  PROVIDER_FORMAT(
      "catalog.provider-format",
      ValidationRule.DECISION,
      "provider not a provider id of [-._A-Za-z0-9] (stricter)",
      CatalogValidator.class),
  /** {@code catalog.access-modes-missing}: accessModes absent or null. */
  ACCESS_MODES_MISSING(
      "catalog.access-modes-missing",
      ValidationRule.DECISION,
      "accessModes absent or null",
      CatalogValidator.class),
  /** {@code catalog.reader-options-missing}: readerMountOptions absent or null. */
  READER_OPTIONS_MISSING(
      "catalog.reader-options-missing",
      ValidationRule.DECISION,
      "readerMountOptions absent or null",
      CatalogValidator.class),
  /** {@code catalog.reader-option-blank}: blank reader mount option. */
  READER_OPTION_BLANK(
      "catalog.reader-option-blank",
      ValidationRule.DECISION,
      "blank reader mount option",
      CatalogValidator.class),
  /** {@code catalog.reader-option-whitespace}: reader mount option with surrounding whitespace. */
  READER_OPTION_WHITESPACE(
      "catalog.reader-option-whitespace",
      ValidationRule.DECISION,
      "reader mount option with surrounding whitespace",
      CatalogValidator.class),
  /** {@code catalog.reader-option-duplicate}: reader mount option repeated. */
  READER_OPTION_DUPLICATE(
      "catalog.reader-option-duplicate",
      ValidationRule.DECISION,
      "reader mount option repeated",
      CatalogValidator.class),
  /**
   * {@code catalog.reader-option-conflict}: reader mount option negating an earlier one (ro/rw,
   * X/noX).
   */
  READER_OPTION_CONFLICT(
      "catalog.reader-option-conflict",
      ValidationRule.DECISION,
      "reader mount option negating an earlier one (ro/rw, X/noX)",
      CatalogValidator.class),
  /**
   * {@code catalog.reader-option-comma}: reader mount option with a comma outside quotes
   * (stricter).
   */
  READER_OPTION_COMMA(
      "catalog.reader-option-comma",
      ValidationRule.DECISION,
      "reader mount option with a comma outside quotes (stricter)",
      CatalogValidator.class),
  /** {@code catalog.reader-option-length}: reader mount option longer than 256 characters. */
  READER_OPTION_LENGTH(
      "catalog.reader-option-length",
      ValidationRule.DECISION,
      "reader mount option longer than 256 characters",
      CatalogValidator.class),
  /**
   * {@code catalog.reader-option-rw}: warning: reader mount option rw, readers are always
   * read-only.
   */
  READER_OPTION_RW(
      "catalog.reader-option-rw",
      ValidationRule.DECISION,
      "warning: reader mount option rw, readers are always read-only",
      CatalogValidator.class),
  /**
   * {@code catalog.access-mode-invalid}: access mode not exactly ReadWriteOnce, ReadOnlyMany or
   * ReadWriteMany.
   */
  ACCESS_MODE_INVALID(
      "catalog.access-mode-invalid",
      ValidationRule.DECISION,
      "access mode not exactly ReadWriteOnce, ReadOnlyMany or ReadWriteMany",
      CatalogValidator.class),
  /** {@code catalog.access-mode-duplicate}: access mode repeated. */
  ACCESS_MODE_DUPLICATE(
      "catalog.access-mode-duplicate",
      ValidationRule.DECISION,
      "access mode repeated",
      CatalogValidator.class),
  /** {@code catalog.rox-needs-writer}: ReadOnlyMany without ReadWriteOnce or ReadWriteMany. */
  ROX_NEEDS_WRITER(
      "catalog.rox-needs-writer",
      ValidationRule.DECISION,
      "ReadOnlyMany without ReadWriteOnce or ReadWriteMany",
      CatalogValidator.class),
  /**
   * {@code catalog.rox-needs-ro}: ReadWriteOnce and ReadOnlyMany without reader mount option ro.
   */
  ROX_NEEDS_RO(
      "catalog.rox-needs-ro",
      ValidationRule.DECISION,
      "ReadWriteOnce and ReadOnlyMany without reader mount option ro",
      CatalogValidator.class),
  /**
   * {@code catalog.nvmesh-provider-mismatch}: warning: provider nvmesh and the NVMesh provisioner
   * disagree.
   */
  NVMESH_PROVIDER_MISMATCH(
      "catalog.nvmesh-provider-mismatch",
      ValidationRule.DECISION,
      "warning: provider nvmesh and the NVMesh provisioner disagree",
      CatalogValidator.class);

  /** The decision name of the validation rules. */
  static final String DECISION = "storage catalog validation";

  /** The decision name the problem cap shares with the parsing codes. */
  static final String PARSING = "storage catalog parsing";

  private final Definition definition;

  ValidationRule(String id, String decision, String description, Class<?> decidedBy) {
    definition = Definition.selfCoded(id, decision, decidedBy, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
