package io.planerules.binding.selection;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code selection}: the persisted selection's {@code Validate()} rules,
 * which {@link SelectionValidation} evaluates in this order (first failure wins), then the
 * encryption check of {@link PersistedSelection#select} and the valid outcome. Each constant's
 * {@code description()} is its line in docs/rules.md; its one reason code is on the outcome it
 * decides.
 */
enum SelectionRule implements DefinedRule {
  NIL("selection.nil", "a selection must be present", "NIL"),
  VERSION("selection.version", "version must be v1alpha1", "UNSUPPORTED_VERSION"),
  WORKFLOW(
      "selection.workflow",
      "workflow must be regularModelCache or helmModelCache",
      "INVALID_WORKFLOW"),
  MODE("selection.mode", "mode must be none, ephemeral or durable", "INVALID_MODE"),
  EPHEMERAL_HELM(
      "selection.ephemeral-helm",
      "an ephemeral selection needs the Helm workflow",
      "EPHEMERAL_NEEDS_HELM"),
  BINDING_REF(
      "selection.binding-ref",
      "bindingName and bindingUID are both present or both absent",
      "INCOMPLETE_BINDING_REFERENCE"),
  NON_DURABLE_BINDING(
      "selection.non-durable-binding",
      "only a durable selection references a binding",
      "NON_DURABLE_BINDING"),
  NON_DURABLE_ENCRYPTION(
      "selection.non-durable-encryption",
      "only a durable selection may require encryption",
      "NON_DURABLE_ENCRYPTION"),
  UNRESOLVED(
      "selection.unresolved",
      "a durable selection carries resolved storage; an unresolved non-durable one is valid",
      "UNRESOLVED"),
  STORAGE_CLASS_NAME(
      "selection.storage-class-name",
      "resolved storage names the StorageClass nvcf-sc",
      "WRONG_STORAGE_CLASS"),
  RESOLVED_INCOMPLETE(
      "selection.resolved-incomplete",
      "resolved storage has UID, digests, provider, provisioner and transition",
      "INCOMPLETE_RESOLVED_STORAGE"),
  ROX_NEEDS_RO(
      "selection.rox-needs-ro",
      "a durable roxReadOnly selection requires mount option ro",
      "ROX_NEEDS_RO"),
  RWX_ENCRYPTION(
      "selection.rwx-encryption",
      "a durable rwxReadOnly selection cannot require encryption",
      "RWX_ENCRYPTION"),
  RWX_MOUNT_OPTIONS(
      "selection.rwx-mount-options",
      "a durable rwxReadOnly selection creates no reader PV and requires no mount options",
      "RWX_MOUNT_OPTIONS"),
  DURABLE_TRANSITION(
      "selection.durable-transition",
      "a durable selection uses roxReadOnly or rwxReadOnly",
      "UNSUPPORTED_TRANSITION"),
  ACCESS_MODES(
      "selection.access-modes",
      "a durable selection's access modes equal its transition's, in order",
      "ACCESS_MODES_MISMATCH"),
  NON_DURABLE_TRANSITION(
      "selection.non-durable-transition",
      "a non-durable selection has transition disabled",
      "NON_DURABLE_TRANSITION"),
  NON_DURABLE_ACCESS_MODES(
      "selection.non-durable-access-modes",
      "a non-durable selection requires no access modes",
      "NON_DURABLE_ACCESS_MODES"),
  NON_DURABLE_MOUNT_OPTIONS(
      "selection.non-durable-mount-options",
      "a non-durable selection requires no mount options",
      "NON_DURABLE_MOUNT_OPTIONS"),
  MOUNT_OPTION_INVALID(
      "selection.mount-option-invalid",
      "each required mount option is non-blank and equal to its trimmed self",
      "INVALID_MOUNT_OPTION"),
  MOUNT_OPTION_DUPLICATE(
      "selection.mount-option-duplicate",
      "no required mount option repeats",
      "DUPLICATE_MOUNT_OPTION"),
  MOUNT_OPTION_CONFLICT(
      "selection.mount-option-conflict",
      "no required mount option negates an earlier one",
      "CONFLICTING_MOUNT_OPTIONS"),
  MOUNT_OPTION_COMMA(
      "selection.mount-option-comma",
      "no required mount option has a comma outside quotes (stricter than Go)",
      "UNQUOTED_COMMA"),
  /** Decided by {@link PersistedSelection#select}, after the validation rules. */
  ENCRYPTION_UNSUPPORTED(
      "selection.encryption-unsupported",
      "encryption may be required only when the decided provider supports it",
      "ENCRYPTION_UNSUPPORTED",
      PersistedSelection.class),
  VALID("selection.valid", "every selection rule passed", "VALID");

  private static final String DECISION = "selection";

  private final Definition definition;

  SelectionRule(String id, String description, String reason) {
    this(id, description, reason, SelectionValidation.class);
  }

  SelectionRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
