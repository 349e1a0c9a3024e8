package io.planerules.storage.catalog;

import io.planerules.rules.internal.DefinedRule;

/**
 * The rules of decision {@code storage catalog validation}, which {@code CatalogValidator} applies
 * to a parsed or built draft and reports in this order
 * (docs/reference/storage-catalog.md#validation), preceded by the cap on collected problems. Each
 * constant's {@code description()} is its line in docs/rules.md; its problem code is its id, raised
 * through the constant ({@link #code()}).
 */
enum ValidationRule implements DefinedRule {
  /** Listed with the parsing codes (decision {@code storage catalog parsing}): it caps both. */
  TOO_MANY_PROBLEMS(
      ValidationRule.PARSING,
      "catalog.too-many-problems",
      "more than 100 problems; collection stops"),
  API_VERSION("catalog.api-version", "apiVersion is not storage.nvcf.nvidia.com/v1alpha1"),
  KIND("catalog.kind", "kind is not StorageCapabilityCatalog"),
  NO_DRIVERS("catalog.no-drivers", "drivers absent, null or empty"),
  DRIVER_NAME_BLANK("catalog.driver-name-blank", "list-form entry without a non-blank name"),
  DRIVER_NAME_DUPLICATE("catalog.driver-name-duplicate", "list-form name repeated"),
  DRIVER_BLANK("catalog.driver-blank", "blank provisioner key or blank provider"),
  PROVISIONER_FORMAT("catalog.provisioner-format", "provisioner not a CSI driver name (stricter)"),
  PROVIDER_FORMAT(
      "catalog.provider-format", "provider not a provider id of [-._A-Za-z0-9] (stricter)"),
  ACCESS_MODES_MISSING("catalog.access-modes-missing", "accessModes absent or null"),
  READER_OPTIONS_MISSING("catalog.reader-options-missing", "readerMountOptions absent or null"),
  READER_OPTION_BLANK("catalog.reader-option-blank", "blank reader mount option"),
  READER_OPTION_WHITESPACE(
      "catalog.reader-option-whitespace", "reader mount option with surrounding whitespace"),
  READER_OPTION_DUPLICATE("catalog.reader-option-duplicate", "reader mount option repeated"),
  READER_OPTION_CONFLICT(
      "catalog.reader-option-conflict",
      "reader mount option negating an earlier one (ro/rw, X/noX)"),
  READER_OPTION_COMMA(
      "catalog.reader-option-comma", "reader mount option with a comma outside quotes (stricter)"),
  READER_OPTION_LENGTH(
      "catalog.reader-option-length", "reader mount option longer than 256 characters"),
  READER_OPTION_RW(
      "catalog.reader-option-rw", "warning: reader mount option rw, readers are always read-only"),
  ACCESS_MODE_INVALID(
      "catalog.access-mode-invalid",
      "access mode not exactly ReadWriteOnce, ReadOnlyMany or ReadWriteMany"),
  ACCESS_MODE_DUPLICATE("catalog.access-mode-duplicate", "access mode repeated"),
  ROX_NEEDS_WRITER(
      "catalog.rox-needs-writer", "ReadOnlyMany without ReadWriteOnce or ReadWriteMany"),
  ROX_NEEDS_RO(
      "catalog.rox-needs-ro", "ReadWriteOnce and ReadOnlyMany without reader mount option ro"),
  NVMESH_PROVIDER_MISMATCH(
      "catalog.nvmesh-provider-mismatch",
      "warning: provider nvmesh and the NVMesh provisioner disagree");

  /** The decision name of the validation rules. */
  static final String DECISION = "storage catalog validation";

  /** The decision name the problem cap shares with the parsing codes. */
  static final String PARSING = "storage catalog parsing";

  private final Definition definition;

  ValidationRule(String id, String description) {
    this(DECISION, id, description);
  }

  ValidationRule(String decision, String id, String description) {
    definition = Definition.selfCoded(id, decision, CatalogValidator.class, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
