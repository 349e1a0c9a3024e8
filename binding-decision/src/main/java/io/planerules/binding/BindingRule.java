package io.planerules.binding;

import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.util.List;

/**
 * Every rule of this module: stable id, the decision it belongs to, a one-line description and its
 * reason code (upper snake case). Codes of {@link io.planerules.rules.Problem}s produced by this
 * module are these ids.
 *
 * <p>Example: {@code BindingRule.DECISION_RECLAIM_RETAIN.id()} is {@code "decision.reclaim-retain"}
 * with reason {@code RECLAIM_POLICY_NOT_RETAIN}.
 */
public enum BindingRule {
  // §2 decision resolution
  DECISION_STORAGE_CLASS(
      "decision.storage-class",
      "decision",
      "the live StorageClass must exist and be named nvcf-sc",
      "STORAGE_CLASS_NOT_FOUND"),
  DECISION_RECLAIM_RETAIN(
      "decision.reclaim-retain",
      "decision",
      "nvcf-sc must use reclaimPolicy Retain",
      "RECLAIM_POLICY_NOT_RETAIN"),
  DECISION_PROVISIONER(
      "decision.provisioner",
      "decision",
      "nvcf-sc must name a non-blank provisioner",
      "EMPTY_PROVISIONER"),
  DECISION_CATALOG_ENTRY(
      "decision.catalog-entry",
      "decision",
      "the catalog must have an entry for the exact provisioner",
      "NO_CATALOG_ENTRY"),
  DECISION_WORKFLOW(
      "decision.workflow",
      "decision",
      "the workflow must be regularModelCache or helmModelCache",
      "UNKNOWN_WORKFLOW"),

  // §5.2 strict parse
  SELECTION_PARSE_TOO_LARGE(
      "selection.parse-too-large",
      "selection",
      "the selection text must be at most 65 536 UTF-8 bytes",
      "TOO_LARGE"),
  SELECTION_PARSE_EMPTY(
      "selection.parse-empty", "selection", "the selection text must not be empty", "EOF"),
  SELECTION_PARSE_SYNTAX(
      "selection.parse-syntax", "selection", "the selection text must be valid JSON", "SYNTAX"),
  SELECTION_PARSE_TOO_DEEP(
      "selection.parse-too-deep",
      "selection",
      "the selection JSON must nest at most 4 levels",
      "TOO_DEEP"),
  SELECTION_PARSE_NOT_OBJECT(
      "selection.parse-not-object",
      "selection",
      "the selection JSON must be an object",
      "NOT_AN_OBJECT"),
  SELECTION_PARSE_UNKNOWN_FIELD(
      "selection.parse-unknown-field",
      "selection",
      "every key must be a selection field (exact case; stricter than Go)",
      "UNKNOWN_FIELD"),
  SELECTION_PARSE_DUPLICATE_FIELD(
      "selection.parse-duplicate-field",
      "selection",
      "no key may repeat (stricter than Go, which keeps the last)",
      "DUPLICATE_FIELD"),
  SELECTION_PARSE_TYPE(
      "selection.parse-type",
      "selection",
      "each field must have its JSON type (string, boolean, array of strings); null reads as zero",
      "WRONG_TYPE"),
  SELECTION_PARSE_TRAILING(
      "selection.parse-trailing",
      "selection",
      "nothing but whitespace may follow the selection object",
      "MULTIPLE_VALUES"),

  // §5.3 Validate(), first failure wins
  SELECTION_NIL("selection.nil", "selection", "a selection must be present", "NIL"),
  SELECTION_VERSION(
      "selection.version", "selection", "version must be v1alpha1", "UNSUPPORTED_VERSION"),
  SELECTION_WORKFLOW(
      "selection.workflow",
      "selection",
      "workflow must be regularModelCache or helmModelCache",
      "INVALID_WORKFLOW"),
  SELECTION_MODE(
      "selection.mode", "selection", "mode must be none, ephemeral or durable", "INVALID_MODE"),
  SELECTION_EPHEMERAL_HELM(
      "selection.ephemeral-helm",
      "selection",
      "an ephemeral selection needs the Helm workflow",
      "EPHEMERAL_NEEDS_HELM"),
  SELECTION_BINDING_REF(
      "selection.binding-ref",
      "selection",
      "bindingName and bindingUID are both present or both absent",
      "INCOMPLETE_BINDING_REFERENCE"),
  SELECTION_NON_DURABLE_BINDING(
      "selection.non-durable-binding",
      "selection",
      "only a durable selection references a binding",
      "NON_DURABLE_BINDING"),
  SELECTION_NON_DURABLE_ENCRYPTION(
      "selection.non-durable-encryption",
      "selection",
      "only a durable selection may require encryption",
      "NON_DURABLE_ENCRYPTION"),
  SELECTION_UNRESOLVED(
      "selection.unresolved",
      "selection",
      "a durable selection carries resolved storage; an unresolved non-durable one is valid",
      "UNRESOLVED"),
  SELECTION_STORAGE_CLASS_NAME(
      "selection.storage-class-name",
      "selection",
      "resolved storage names the StorageClass nvcf-sc",
      "WRONG_STORAGE_CLASS"),
  SELECTION_RESOLVED_INCOMPLETE(
      "selection.resolved-incomplete",
      "selection",
      "resolved storage has UID, digests, provider, provisioner and transition",
      "INCOMPLETE_RESOLVED_STORAGE"),
  SELECTION_ROX_NEEDS_RO(
      "selection.rox-needs-ro",
      "selection",
      "a durable roxReadOnly selection requires mount option ro",
      "ROX_NEEDS_RO"),
  SELECTION_RWX_ENCRYPTION(
      "selection.rwx-encryption",
      "selection",
      "a durable rwxReadOnly selection cannot require encryption",
      "RWX_ENCRYPTION"),
  SELECTION_RWX_MOUNT_OPTIONS(
      "selection.rwx-mount-options",
      "selection",
      "a durable rwxReadOnly selection creates no reader PV and requires no mount options",
      "RWX_MOUNT_OPTIONS"),
  SELECTION_DURABLE_TRANSITION(
      "selection.durable-transition",
      "selection",
      "a durable selection uses roxReadOnly or rwxReadOnly",
      "UNSUPPORTED_TRANSITION"),
  SELECTION_ACCESS_MODES(
      "selection.access-modes",
      "selection",
      "a durable selection's access modes equal its transition's, in order",
      "ACCESS_MODES_MISMATCH"),
  SELECTION_NON_DURABLE_TRANSITION(
      "selection.non-durable-transition",
      "selection",
      "a non-durable selection has transition disabled",
      "NON_DURABLE_TRANSITION"),
  SELECTION_NON_DURABLE_ACCESS_MODES(
      "selection.non-durable-access-modes",
      "selection",
      "a non-durable selection requires no access modes",
      "NON_DURABLE_ACCESS_MODES"),
  SELECTION_NON_DURABLE_MOUNT_OPTIONS(
      "selection.non-durable-mount-options",
      "selection",
      "a non-durable selection requires no mount options",
      "NON_DURABLE_MOUNT_OPTIONS"),
  SELECTION_MOUNT_OPTION_INVALID(
      "selection.mount-option-invalid",
      "selection",
      "each required mount option is non-blank and equal to its trimmed self",
      "INVALID_MOUNT_OPTION"),
  SELECTION_MOUNT_OPTION_DUPLICATE(
      "selection.mount-option-duplicate",
      "selection",
      "no required mount option repeats",
      "DUPLICATE_MOUNT_OPTION"),
  SELECTION_MOUNT_OPTION_CONFLICT(
      "selection.mount-option-conflict",
      "selection",
      "no required mount option negates an earlier one",
      "CONFLICTING_MOUNT_OPTIONS"),
  SELECTION_MOUNT_OPTION_COMMA(
      "selection.mount-option-comma",
      "selection",
      "no required mount option has a comma outside quotes (stricter than Go)",
      "UNQUOTED_COMMA"),
  SELECTION_ENCRYPTION_UNSUPPORTED(
      "selection.encryption-unsupported",
      "selection",
      "encryption may be required only when the decided provider supports it",
      "ENCRYPTION_UNSUPPORTED"),
  SELECTION_VALID("selection.valid", "selection", "every selection rule passed", "VALID"),

  // §6 drift
  DRIFT_NON_DURABLE(
      "drift.non-durable",
      "drift",
      "a valid non-durable selection has no storage to drift",
      "NOT_DURABLE"),
  DRIFT_SELECTION_INVALID(
      "drift.selection-invalid",
      "drift",
      "the selection must pass its validation (not checked otherwise; not drift)",
      "SELECTION_INVALID"),
  DRIFT_STORAGE_CLASS_MISSING(
      "drift.storage-class-missing",
      "drift",
      "the selected StorageClass must exist (not checked otherwise; not drift)",
      "STORAGE_CLASS_NOT_FOUND"),
  DRIFT_STORAGE_CLASS_UID(
      "drift.storage-class-uid",
      "drift",
      "the selected StorageClass keeps its UID",
      "STORAGE_CLASS_UID_CHANGED"),
  DRIFT_STORAGE_CLASS_PROVISIONER(
      "drift.storage-class-provisioner",
      "drift",
      "the selected StorageClass keeps its provisioner",
      "STORAGE_CLASS_PROVISIONER_CHANGED"),
  DRIFT_STORAGE_CLASS_RETAIN(
      "drift.storage-class-retain",
      "drift",
      "the selected StorageClass keeps reclaimPolicy Retain",
      "STORAGE_CLASS_NOT_RETAIN"),
  DRIFT_STORAGE_CLASS_DIGEST(
      "drift.storage-class-digest",
      "drift",
      "the selected StorageClass keeps its configuration digest",
      "STORAGE_CLASS_CONFIGURATION_CHANGED"),
  DRIFT_CATALOG_NAMESPACE(
      "drift.catalog-namespace",
      "drift",
      "the catalog ConfigMap namespace is not blank",
      "CATALOG_NAMESPACE_EMPTY"),
  DRIFT_CATALOG_MISSING(
      "drift.catalog-missing", "drift", "the catalog payload is present", "CATALOG_MISSING"),
  DRIFT_CATALOG_INVALID(
      "drift.catalog-invalid", "drift", "the catalog payload is valid", "CATALOG_INVALID"),
  DRIFT_CATALOG_ENTRY(
      "drift.catalog-entry",
      "drift",
      "the catalog still has an entry for the selected provisioner",
      "CATALOG_ENTRY_MISSING"),
  DRIFT_PROVIDER(
      "drift.provider", "drift", "the selected entry keeps its provider", "PROVIDER_CHANGED"),
  DRIFT_TRANSITION(
      "drift.transition",
      "drift",
      "the re-derived transition equals the selected one",
      "TRANSITION_CHANGED"),
  DRIFT_PROFILE_DIGEST(
      "drift.profile-digest",
      "drift",
      "the recomputed profile digest equals the selected one (catalogRevision is never compared)",
      "PROFILE_DIGEST_CHANGED"),

  DRIFT_NONE("drift.none", "drift", "every drift rule passed: no drift", "NO_DRIFT"),

  // §7 binding intent
  BINDING_NIL("binding.nil", "binding", "a binding must be present", "NIL"),
  BINDING_DURABLE(
      "binding.durable", "binding", "a binding needs a durable selection", "NOT_DURABLE"),
  BINDING_SHARING_DOMAIN(
      "binding.sharing-domain",
      "binding",
      "the sharing domain is not blank",
      "SHARING_DOMAIN_EMPTY"),
  BINDING_CACHE_HANDLE(
      "binding.cache-handle", "binding", "the cache handle is not blank", "CACHE_HANDLE_EMPTY"),
  BINDING_WRITER_NAMESPACE(
      "binding.writer-namespace",
      "binding",
      "the writer namespace is a DNS-1123 label",
      "INVALID_WRITER_NAMESPACE"),
  BINDING_RESOURCE_NAME(
      "binding.resource-name",
      "binding",
      "every derived resource name passes its kind's rule (never repaired)",
      "INVALID_RESOURCE_NAME"),
  BINDING_EXPECTED(
      "binding.expected", "binding", "every precondition passed: the expected binding", "EXPECTED"),
  BINDING_IDENTITY(
      "binding.identity",
      "binding",
      "the binding has the expected namespace and name",
      "IDENTITY_MISMATCH"),
  BINDING_DELETING("binding.deleting", "binding", "the binding is not being deleted", "DELETING"),
  BINDING_FINALIZER(
      "binding.finalizer",
      "binding",
      "the binding carries the protection finalizer",
      "FINALIZER_MISSING"),
  BINDING_SPEC(
      "binding.spec",
      "binding",
      "the immutable spec equals the request intent (sets as sets, mount options in order)",
      "SPEC_MISMATCH"),
  BINDING_REFERENCE(
      "binding.reference",
      "binding",
      "a selection's binding reference names this binding",
      "REFERENCE_CHANGED"),
  BINDING_ACTIVE("binding.active", "binding", "the binding phase is Active", "NOT_ACTIVE"),
  BINDING_VALID("binding.valid", "binding", "every binding check passed", "VALID"),
  BINDING_RETIRING_FINAL(
      "binding.retiring-final",
      "binding-phase",
      "a Retiring binding never returns to Active",
      "RETIRING_IS_FINAL"),
  BINDING_PHASE_CLEARED(
      "binding.phase-cleared",
      "binding-phase",
      "a phase, once written, is never cleared",
      "PHASE_CLEARED"),
  BINDING_PHASE_CHANGE(
      "binding.phase-change",
      "binding-phase",
      "only \"\"->Active, \"\"->Retiring, Active->Retiring or no change are allowed",
      "PHASE_CHANGE_NOT_ALLOWED"),
  BINDING_DATA_IDENTITY(
      "binding.data-identity",
      "binding-phase",
      "a non-empty providerDataIdentity never changes",
      "DATA_IDENTITY_CHANGED"),
  BINDING_PHASE_ALLOWED(
      "binding.phase-allowed",
      "binding-phase",
      "the status change keeps every phase rule and the data identity",
      "ALLOWED"),
  BINDING_ACCEPTS_REFERENCES(
      "binding.accepts-references",
      "binding-phase",
      "only an Active binding accepts a new request reference",
      "NOT_ACCEPTING_REFERENCES"),

  BINDING_ACCEPTING(
      "binding.accepting",
      "binding-phase",
      "an Active binding accepts a new request reference",
      "ACCEPTING"),

  // §8 Helm backend
  HELM_NOT_HELM(
      "helm.not-helm", "helm-backend", "the selection's workflow is helmModelCache", "NOT_HELM"),
  HELM_NONE("helm.none", "helm-backend", "mode none -> backend none", "NONE"),
  HELM_EPHEMERAL(
      "helm.ephemeral", "helm-backend", "mode ephemeral -> backend ephemeral", "EPHEMERAL"),
  HELM_NVMESH("helm.nvmesh", "helm-backend", "durable roxReadOnly -> backend nvmesh", "NVMESH"),
  HELM_SHAREDFS(
      "helm.sharedfs", "helm-backend", "durable rwxReadOnly -> backend sharedfs", "SHAREDFS"),
  HELM_UNSUPPORTED_TRANSITION(
      "helm.unsupported-transition",
      "helm-backend",
      "any other durable transition has no Helm backend",
      "UNSUPPORTED_TRANSITION"),
  HELM_LEGACY_DISABLED(
      "helm.legacy-disabled",
      "helm-backend",
      "legacy: CachingSupport or HelmModelCaching off -> none",
      "CACHING_OFF"),
  HELM_LEGACY_NVMESH(
      "helm.legacy-nvmesh",
      "helm-backend",
      "legacy: model-cache class with the NVMesh provisioner -> nvmesh",
      "NVMESH"),
  HELM_LEGACY_SHAREDFS(
      "helm.legacy-sharedfs",
      "helm-backend",
      "legacy: nvcf-miniservice-sc present -> sharedfs",
      "SHAREDFS"),
  HELM_LEGACY_SAMBA(
      "helm.legacy-samba",
      "helm-backend",
      "legacy: HelmSharedStorage on and model-cache class present -> samba",
      "SAMBA"),
  HELM_LEGACY_EPHEMERAL(
      "helm.legacy-ephemeral", "helm-backend", "legacy: otherwise -> ephemeral", "EPHEMERAL"),
  HELM_PERSISTED_DEFAULT(
      "helm.persisted-default",
      "helm-backend",
      "a stored empty legacy backend reads as nvmesh",
      "DEFAULT_NVMESH"),
  HELM_PERSISTED_KNOWN(
      "helm.persisted-known",
      "helm-backend",
      "a stored nvmesh, sharedfs or samba backend reads as itself",
      "KNOWN"),
  HELM_PERSISTED_UNSUPPORTED(
      "helm.persisted-unsupported",
      "helm-backend",
      "any other stored backend is refused",
      "UNSUPPORTED_PERSISTED_BACKEND"),

  // §9 reader volumes and writer identity
  READER_HANDLE_NVMESH(
      "reader.handle-nvmesh",
      "reader-handle",
      "NVMesh: keep the handle through its last colon, append the reader namespace",
      "NVMESH_NAMESPACE_REWRITE"),
  READER_HANDLE_NO_COLON(
      "reader.handle-no-colon",
      "reader-handle",
      "an NVMesh handle without a colon is refused",
      "NO_COLON"),
  READER_HANDLE_VERBATIM(
      "reader.handle-verbatim",
      "reader-handle",
      "every other driver: the writer handle verbatim",
      "VERBATIM"),
  READER_WRITER_HANDLE(
      "reader.writer-handle",
      "reader-plan",
      "the writer PV has a CSI source with a volume handle",
      "NO_WRITER_HANDLE"),
  READER_NAME(
      "reader.name",
      "reader-plan",
      "reader namespace is a DNS-1123 label; PV and PVC names are DNS-1123 subdomains",
      "INVALID_NAME"),
  READER_PLANNED(
      "reader.planned", "reader-plan", "every check passed: the reader PV/PVC plan", "PLANNED"),
  WRITER_NO_CSIDRIVER(
      "writer.no-csidriver",
      "writer-identity",
      "no CSIDriver object -> fsGroup identity",
      "FS_GROUP"),
  WRITER_FSGROUP_FILE(
      "writer.fsgroup-file",
      "writer-identity",
      "fsGroupPolicy File -> fsGroup identity",
      "FS_GROUP"),
  WRITER_ROOT_POLICY(
      "writer.root-policy",
      "writer-identity",
      "fsGroupPolicy ReadWriteOnceWithFSType, None or unset -> root",
      "ROOT"),
  WRITER_UNKNOWN_POLICY(
      "writer.unknown-policy",
      "writer-identity",
      "any other fsGroupPolicy is refused",
      "UNKNOWN_FS_GROUP_POLICY"),

  // §10 names
  NAME_CACHE_HANDLE(
      "name.cache-handle", "model-cache-name", "the cache handle is not blank", "BLANK_INPUT"),
  NAME_SHARING_DOMAIN(
      "name.sharing-domain", "model-cache-name", "the sharing domain is not blank", "BLANK_INPUT"),
  NAME_INVALID(
      "name.invalid",
      "model-cache-name",
      "a derived name passes its kind's rule (never repaired)",
      "INVALID_NAME"),
  NAME_DERIVED(
      "name.derived", "model-cache-name", "the derived name passed its kind's rule", "DERIVED");

  private final RuleId ruleId;
  private final String decision;
  private final String description;
  private final String reason;

  BindingRule(String id, String decision, String description, String reason) {
    this.ruleId = RuleId.of(id);
    this.decision = decision;
    this.description = description;
    this.reason = reason;
  }

  /** The stable rule id, also the code of the problems this rule produces. */
  public String id() {
    return ruleId.value();
  }

  /** The rule id as the shared {@link RuleId} value. */
  public RuleId ruleId() {
    return ruleId;
  }

  /** The decision this rule belongs to ({@code decision}, {@code selection}, ...). */
  public String decision() {
    return decision;
  }

  /** One line: what the rule checks or decides. */
  public String description() {
    return description;
  }

  /** The stable reason code, upper snake case. */
  public String reason() {
    return reason;
  }

  /** This rule as a rules-reference row. */
  public RuleDescriptor descriptor() {
    return new RuleDescriptor(ruleId, decision, description, List.of(reason));
  }
}
