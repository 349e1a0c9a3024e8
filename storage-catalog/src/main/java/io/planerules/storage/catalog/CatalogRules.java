package io.planerules.storage.catalog;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.internal.TransitionalDescriptor;
import java.util.List;

/**
 * Every rule id and problem code of the storage-catalog module, for {@code docs/rules.md}: the
 * parsing codes (storage-catalog.md §2), the validation rules in reporting order (§3) and the
 * transition rules in evaluation order (§4). Problem codes and rule ids are the same strings.
 *
 * <pre>{@code
 * CatalogRules.all().forEach(d -> System.out.println(d.id() + ": " + d.description()));
 * }</pre>
 */
public final class CatalogRules {

  /** Decision name of the parsing codes. */
  public static final String PARSING = "storage catalog parsing";

  /** Decision name of the validation rules. */
  public static final String VALIDATION = "storage catalog validation";

  /** Decision name of the transition rules. */
  public static final String TRANSITION = Transitions.DECISION;

  /** {@code catalog.size}: payload larger than 262144 bytes. */
  public static final String SIZE = "catalog.size";

  /**
   * {@code catalog.encoding}: UTF-16/32 byte-order mark, malformed UTF-8 or an unpaired surrogate.
   */
  public static final String ENCODING = "catalog.encoding";

  /**
   * {@code catalog.forbidden-character}: a C0 control other than TAB/LF/CR, DEL or a C1 control,
   * raw or escaped.
   */
  public static final String FORBIDDEN_CHARACTER = "catalog.forbidden-character";

  /**
   * {@code catalog.empty}: no document, only comments, or a null root; also a ConfigMap without the
   * catalog key.
   */
  public static final String EMPTY = "catalog.empty";

  /** {@code catalog.configmap-namespace}: the ConfigMap namespace is empty. */
  public static final String CONFIGMAP_NAMESPACE = "catalog.configmap-namespace";

  /**
   * {@code catalog.yaml-alias}: a YAML alias or merge key (Jackson would return the anchor name).
   */
  public static final String YAML_ALIAS = "catalog.yaml-alias";

  /** {@code catalog.yaml-anchor}: a YAML anchor on any node. */
  public static final String YAML_ANCHOR = "catalog.yaml-anchor";

  /** {@code catalog.yaml-tag}: an explicit YAML tag. */
  public static final String YAML_TAG = "catalog.yaml-tag";

  /**
   * {@code catalog.multi-document}: anything after the root value (a second document, even empty).
   */
  public static final String MULTI_DOCUMENT = "catalog.multi-document";

  /** {@code catalog.duplicate-key}: a key repeated in one mapping, at any level. */
  public static final String DUPLICATE_KEY = "catalog.duplicate-key";

  /** {@code catalog.depth}: more than 16 nested containers. */
  public static final String DEPTH = "catalog.depth";

  /** {@code catalog.root-type}: the root is not a mapping. */
  public static final String ROOT_TYPE = "catalog.root-type";

  /** {@code catalog.syntax}: anything else the YAML or JSON parser refuses. */
  public static final String SYNTAX = "catalog.syntax";

  /**
   * {@code catalog.ambiguous-scalar}: a plain yes/no/on/off/y/n scalar that YAML 1.1 readers (NVCA)
   * take as a boolean (stricter).
   */
  public static final String AMBIGUOUS_SCALAR = "catalog.ambiguous-scalar";

  /**
   * {@code catalog.field-length}: a key longer than 256 or a scalar longer than 4096 characters.
   */
  public static final String FIELD_LENGTH = "catalog.field-length";

  /**
   * {@code catalog.unknown-field}: a key the catalog does not define (transitions are derived,
   * never declared).
   */
  public static final String UNKNOWN_FIELD = "catalog.unknown-field";

  /** {@code catalog.field-type}: a value of the wrong type. */
  public static final String FIELD_TYPE = "catalog.field-type";

  /**
   * {@code catalog.list-length}: more than 512 drivers, 16 access modes or 64 reader mount options.
   */
  public static final String LIST_LENGTH = "catalog.list-length";

  /** {@code catalog.too-many-problems}: more than 100 problems; collection stops. */
  public static final String TOO_MANY_PROBLEMS = "catalog.too-many-problems";

  /** {@code catalog.api-version}: apiVersion is not storage.nvcf.nvidia.com/v1alpha1. */
  public static final String API_VERSION = "catalog.api-version";

  /** {@code catalog.kind}: kind is not StorageCapabilityCatalog. */
  public static final String KIND = "catalog.kind";

  /** {@code catalog.no-drivers}: drivers absent, null or empty. */
  public static final String NO_DRIVERS = "catalog.no-drivers";

  /** {@code catalog.driver-name-blank}: list-form entry without a non-blank name. */
  public static final String DRIVER_NAME_BLANK = "catalog.driver-name-blank";

  /** {@code catalog.driver-name-duplicate}: list-form name repeated. */
  public static final String DRIVER_NAME_DUPLICATE = "catalog.driver-name-duplicate";

  /** {@code catalog.driver-blank}: blank provisioner key or blank provider. */
  public static final String DRIVER_BLANK = "catalog.driver-blank";

  /** {@code catalog.provisioner-format}: provisioner not a CSI driver name (stricter). */
  public static final String PROVISIONER_FORMAT = "catalog.provisioner-format";

  /** {@code catalog.provider-format}: provider not a provider id of [-._A-Za-z0-9] (stricter). */
  public static final String PROVIDER_FORMAT = "catalog.provider-format";

  /** {@code catalog.access-modes-missing}: accessModes absent or null. */
  public static final String ACCESS_MODES_MISSING = "catalog.access-modes-missing";

  /** {@code catalog.reader-options-missing}: readerMountOptions absent or null. */
  public static final String READER_OPTIONS_MISSING = "catalog.reader-options-missing";

  /** {@code catalog.reader-option-blank}: blank reader mount option. */
  public static final String READER_OPTION_BLANK = "catalog.reader-option-blank";

  /** {@code catalog.reader-option-whitespace}: reader mount option with surrounding whitespace. */
  public static final String READER_OPTION_WHITESPACE = "catalog.reader-option-whitespace";

  /** {@code catalog.reader-option-duplicate}: reader mount option repeated. */
  public static final String READER_OPTION_DUPLICATE = "catalog.reader-option-duplicate";

  /**
   * {@code catalog.reader-option-conflict}: reader mount option negating an earlier one (ro/rw,
   * X/noX).
   */
  public static final String READER_OPTION_CONFLICT = "catalog.reader-option-conflict";

  /**
   * {@code catalog.reader-option-comma}: reader mount option with a comma outside quotes
   * (stricter).
   */
  public static final String READER_OPTION_COMMA = "catalog.reader-option-comma";

  /** {@code catalog.reader-option-length}: reader mount option longer than 256 characters. */
  public static final String READER_OPTION_LENGTH = "catalog.reader-option-length";

  /**
   * {@code catalog.reader-option-rw}: warning: reader mount option rw, readers are always
   * read-only.
   */
  public static final String READER_OPTION_RW = "catalog.reader-option-rw";

  /**
   * {@code catalog.access-mode-invalid}: access mode not exactly ReadWriteOnce, ReadOnlyMany or
   * ReadWriteMany.
   */
  public static final String ACCESS_MODE_INVALID = "catalog.access-mode-invalid";

  /** {@code catalog.access-mode-duplicate}: access mode repeated. */
  public static final String ACCESS_MODE_DUPLICATE = "catalog.access-mode-duplicate";

  /** {@code catalog.rox-needs-writer}: ReadOnlyMany without ReadWriteOnce or ReadWriteMany. */
  public static final String ROX_NEEDS_WRITER = "catalog.rox-needs-writer";

  /**
   * {@code catalog.rox-needs-ro}: ReadWriteOnce and ReadOnlyMany without reader mount option ro.
   */
  public static final String ROX_NEEDS_RO = "catalog.rox-needs-ro";

  /**
   * {@code catalog.nvmesh-provider-mismatch}: warning: provider nvmesh and the NVMesh provisioner
   * disagree.
   */
  public static final String NVMESH_PROVIDER_MISMATCH = "catalog.nvmesh-provider-mismatch";

  private static final ImmutableList<RuleDescriptor> ALL =
      ImmutableList.<RuleDescriptor>builder()
          .add(
              d(SIZE, PARSING, "payload larger than 262144 bytes"),
              d(
                  ENCODING,
                  PARSING,
                  "UTF-16/32 byte-order mark, malformed UTF-8 or an unpaired surrogate"),
              d(
                  FORBIDDEN_CHARACTER,
                  PARSING,
                  "a C0 control other than TAB/LF/CR, DEL or a C1 control, raw or escaped"),
              d(
                  EMPTY,
                  PARSING,
                  "no document, only comments, or a null root; also a ConfigMap without the catalog key"),
              d(CONFIGMAP_NAMESPACE, PARSING, "the ConfigMap namespace is empty"),
              d(
                  YAML_ALIAS,
                  PARSING,
                  "a YAML alias or merge key (Jackson would return the anchor name)"),
              d(YAML_ANCHOR, PARSING, "a YAML anchor on any node"),
              d(YAML_TAG, PARSING, "an explicit YAML tag"),
              d(
                  MULTI_DOCUMENT,
                  PARSING,
                  "anything after the root value (a second document, even empty)"),
              d(DUPLICATE_KEY, PARSING, "a key repeated in one mapping, at any level"),
              d(DEPTH, PARSING, "more than 16 nested containers"),
              d(ROOT_TYPE, PARSING, "the root is not a mapping"),
              d(SYNTAX, PARSING, "anything else the YAML or JSON parser refuses"),
              d(
                  AMBIGUOUS_SCALAR,
                  PARSING,
                  "a plain yes/no/on/off/y/n scalar that YAML 1.1 readers (NVCA) take as a boolean (stricter)"),
              d(
                  FIELD_LENGTH,
                  PARSING,
                  "a key longer than 256 or a scalar longer than 4096 characters"),
              d(
                  UNKNOWN_FIELD,
                  PARSING,
                  "a key the catalog does not define (transitions are derived, never declared)"),
              d(FIELD_TYPE, PARSING, "a value of the wrong type"),
              d(
                  LIST_LENGTH,
                  PARSING,
                  "more than 512 drivers, 16 access modes or 64 reader mount options"),
              d(TOO_MANY_PROBLEMS, PARSING, "more than 100 problems; collection stops"),
              d(API_VERSION, VALIDATION, "apiVersion is not storage.nvcf.nvidia.com/v1alpha1"),
              d(KIND, VALIDATION, "kind is not StorageCapabilityCatalog"),
              d(NO_DRIVERS, VALIDATION, "drivers absent, null or empty"),
              d(DRIVER_NAME_BLANK, VALIDATION, "list-form entry without a non-blank name"),
              d(DRIVER_NAME_DUPLICATE, VALIDATION, "list-form name repeated"),
              d(DRIVER_BLANK, VALIDATION, "blank provisioner key or blank provider"),
              d(PROVISIONER_FORMAT, VALIDATION, "provisioner not a CSI driver name (stricter)"),
              d(
                  PROVIDER_FORMAT,
                  VALIDATION,
                  "provider not a provider id of [-._A-Za-z0-9] (stricter)"),
              d(ACCESS_MODES_MISSING, VALIDATION, "accessModes absent or null"),
              d(READER_OPTIONS_MISSING, VALIDATION, "readerMountOptions absent or null"),
              d(READER_OPTION_BLANK, VALIDATION, "blank reader mount option"),
              d(
                  READER_OPTION_WHITESPACE,
                  VALIDATION,
                  "reader mount option with surrounding whitespace"),
              d(READER_OPTION_DUPLICATE, VALIDATION, "reader mount option repeated"),
              d(
                  READER_OPTION_CONFLICT,
                  VALIDATION,
                  "reader mount option negating an earlier one (ro/rw, X/noX)"),
              d(
                  READER_OPTION_COMMA,
                  VALIDATION,
                  "reader mount option with a comma outside quotes (stricter)"),
              d(READER_OPTION_LENGTH, VALIDATION, "reader mount option longer than 256 characters"),
              d(
                  READER_OPTION_RW,
                  VALIDATION,
                  "warning: reader mount option rw, readers are always read-only"),
              d(
                  ACCESS_MODE_INVALID,
                  VALIDATION,
                  "access mode not exactly ReadWriteOnce, ReadOnlyMany or ReadWriteMany"),
              d(ACCESS_MODE_DUPLICATE, VALIDATION, "access mode repeated"),
              d(
                  ROX_NEEDS_WRITER,
                  VALIDATION,
                  "ReadOnlyMany without ReadWriteOnce or ReadWriteMany"),
              d(
                  ROX_NEEDS_RO,
                  VALIDATION,
                  "ReadWriteOnce and ReadOnlyMany without reader mount option ro"),
              d(
                  NVMESH_PROVIDER_MISMATCH,
                  VALIDATION,
                  "warning: provider nvmesh and the NVMesh provisioner disagree"))
          .addAll(Transitions.describe())
          .build();

  private CatalogRules() {}

  /**
   * Every rule of this module: parsing codes, validation rules (in reporting order) and transition
   * rules (in evaluation order). For problem codes the reason code is the code itself.
   *
   * @return the descriptors
   */
  public static List<RuleDescriptor> all() {
    return ALL;
  }

  private static RuleDescriptor d(String code, String decision, String description) {
    return new TransitionalDescriptor(RuleId.of(code), decision, description, List.of(code));
  }
}
