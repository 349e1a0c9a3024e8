package io.planerules.binding;

import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.internal.TransitionalDescriptor;
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
  /** {@code decision.storage-class}: the live StorageClass must exist and be named nvcf-sc. */
  DECISION_STORAGE_CLASS(
      "decision.storage-class",
      "decision",
      "the live StorageClass must exist and be named nvcf-sc",
      "STORAGE_CLASS_NOT_FOUND"),
  /** {@code decision.reclaim-retain}: nvcf-sc must use reclaimPolicy Retain. */
  DECISION_RECLAIM_RETAIN(
      "decision.reclaim-retain",
      "decision",
      "nvcf-sc must use reclaimPolicy Retain",
      "RECLAIM_POLICY_NOT_RETAIN"),
  /** {@code decision.provisioner}: nvcf-sc must name a non-blank provisioner. */
  DECISION_PROVISIONER(
      "decision.provisioner",
      "decision",
      "nvcf-sc must name a non-blank provisioner",
      "EMPTY_PROVISIONER"),
  /** {@code decision.catalog-entry}: the catalog must have an entry for the exact provisioner. */
  DECISION_CATALOG_ENTRY(
      "decision.catalog-entry",
      "decision",
      "the catalog must have an entry for the exact provisioner",
      "NO_CATALOG_ENTRY"),
  /** {@code decision.workflow}: the workflow must be regularModelCache or helmModelCache. */
  DECISION_WORKFLOW(
      "decision.workflow",
      "decision",
      "the workflow must be regularModelCache or helmModelCache",
      "UNKNOWN_WORKFLOW"),

  // §5.2 strict parse
  /** {@code selection.parse-too-large}: the selection text must be at most 65 536 UTF-8 bytes. */
  SELECTION_PARSE_TOO_LARGE(
      "selection.parse-too-large",
      "selection",
      "the selection text must be at most 65 536 UTF-8 bytes",
      "TOO_LARGE"),
  /** {@code selection.parse-empty}: the selection text must not be empty. */
  SELECTION_PARSE_EMPTY(
      "selection.parse-empty", "selection", "the selection text must not be empty", "EOF"),
  /** {@code selection.parse-syntax}: the selection text must be valid JSON. */
  SELECTION_PARSE_SYNTAX(
      "selection.parse-syntax", "selection", "the selection text must be valid JSON", "SYNTAX"),
  /** {@code selection.parse-too-deep}: the selection JSON must nest at most 4 levels. */
  SELECTION_PARSE_TOO_DEEP(
      "selection.parse-too-deep",
      "selection",
      "the selection JSON must nest at most 4 levels",
      "TOO_DEEP"),
  /** {@code selection.parse-not-object}: the selection JSON must be an object. */
  SELECTION_PARSE_NOT_OBJECT(
      "selection.parse-not-object",
      "selection",
      "the selection JSON must be an object",
      "NOT_AN_OBJECT"),
  /**
   * {@code selection.parse-unknown-field}: every key must be a selection field (exact case;
   * stricter than Go).
   */
  SELECTION_PARSE_UNKNOWN_FIELD(
      "selection.parse-unknown-field",
      "selection",
      "every key must be a selection field (exact case; stricter than Go)",
      "UNKNOWN_FIELD"),
  /**
   * {@code selection.parse-duplicate-field}: no key may repeat (stricter than Go, which keeps the
   * last).
   */
  SELECTION_PARSE_DUPLICATE_FIELD(
      "selection.parse-duplicate-field",
      "selection",
      "no key may repeat (stricter than Go, which keeps the last)",
      "DUPLICATE_FIELD"),
  /**
   * {@code selection.parse-type}: each field must have its JSON type (string, boolean, array of
   * strings); null reads as zero.
   */
  SELECTION_PARSE_TYPE(
      "selection.parse-type",
      "selection",
      "each field must have its JSON type (string, boolean, array of strings); null reads as zero",
      "WRONG_TYPE"),
  /** {@code selection.parse-trailing}: nothing but whitespace may follow the selection object. */
  SELECTION_PARSE_TRAILING(
      "selection.parse-trailing",
      "selection",
      "nothing but whitespace may follow the selection object",
      "MULTIPLE_VALUES"),

  // §5.3 Validate(), first failure wins
  /** {@code selection.nil}: a selection must be present. */
  SELECTION_NIL("selection.nil", "selection", "a selection must be present", "NIL"),
  /** {@code selection.version}: version must be v1alpha1. */
  SELECTION_VERSION(
      "selection.version", "selection", "version must be v1alpha1", "UNSUPPORTED_VERSION"),
  /** {@code selection.workflow}: workflow must be regularModelCache or helmModelCache. */
  SELECTION_WORKFLOW(
      "selection.workflow",
      "selection",
      "workflow must be regularModelCache or helmModelCache",
      "INVALID_WORKFLOW"),
  /** {@code selection.mode}: mode must be none, ephemeral or durable. */
  SELECTION_MODE(
      "selection.mode", "selection", "mode must be none, ephemeral or durable", "INVALID_MODE"),
  /** {@code selection.ephemeral-helm}: an ephemeral selection needs the Helm workflow. */
  SELECTION_EPHEMERAL_HELM(
      "selection.ephemeral-helm",
      "selection",
      "an ephemeral selection needs the Helm workflow",
      "EPHEMERAL_NEEDS_HELM"),
  /** {@code selection.binding-ref}: bindingName and bindingUID are both present or both absent. */
  SELECTION_BINDING_REF(
      "selection.binding-ref",
      "selection",
      "bindingName and bindingUID are both present or both absent",
      "INCOMPLETE_BINDING_REFERENCE"),
  /** {@code selection.non-durable-binding}: only a durable selection references a binding. */
  SELECTION_NON_DURABLE_BINDING(
      "selection.non-durable-binding",
      "selection",
      "only a durable selection references a binding",
      "NON_DURABLE_BINDING"),
  /** {@code selection.non-durable-encryption}: only a durable selection may require encryption. */
  SELECTION_NON_DURABLE_ENCRYPTION(
      "selection.non-durable-encryption",
      "selection",
      "only a durable selection may require encryption",
      "NON_DURABLE_ENCRYPTION"),
  /**
   * {@code selection.unresolved}: a durable selection carries resolved storage; an unresolved
   * non-durable one is valid.
   */
  SELECTION_UNRESOLVED(
      "selection.unresolved",
      "selection",
      "a durable selection carries resolved storage; an unresolved non-durable one is valid",
      "UNRESOLVED"),
  /** {@code selection.storage-class-name}: resolved storage names the StorageClass nvcf-sc. */
  SELECTION_STORAGE_CLASS_NAME(
      "selection.storage-class-name",
      "selection",
      "resolved storage names the StorageClass nvcf-sc",
      "WRONG_STORAGE_CLASS"),
  /**
   * {@code selection.resolved-incomplete}: resolved storage has UID, digests, provider, provisioner
   * and transition.
   */
  SELECTION_RESOLVED_INCOMPLETE(
      "selection.resolved-incomplete",
      "selection",
      "resolved storage has UID, digests, provider, provisioner and transition",
      "INCOMPLETE_RESOLVED_STORAGE"),
  /** {@code selection.rox-needs-ro}: a durable roxReadOnly selection requires mount option ro. */
  SELECTION_ROX_NEEDS_RO(
      "selection.rox-needs-ro",
      "selection",
      "a durable roxReadOnly selection requires mount option ro",
      "ROX_NEEDS_RO"),
  /**
   * {@code selection.rwx-encryption}: a durable rwxReadOnly selection cannot require encryption.
   */
  SELECTION_RWX_ENCRYPTION(
      "selection.rwx-encryption",
      "selection",
      "a durable rwxReadOnly selection cannot require encryption",
      "RWX_ENCRYPTION"),
  /**
   * {@code selection.rwx-mount-options}: a durable rwxReadOnly selection creates no reader PV and
   * requires no mount options.
   */
  SELECTION_RWX_MOUNT_OPTIONS(
      "selection.rwx-mount-options",
      "selection",
      "a durable rwxReadOnly selection creates no reader PV and requires no mount options",
      "RWX_MOUNT_OPTIONS"),
  /** {@code selection.durable-transition}: a durable selection uses roxReadOnly or rwxReadOnly. */
  SELECTION_DURABLE_TRANSITION(
      "selection.durable-transition",
      "selection",
      "a durable selection uses roxReadOnly or rwxReadOnly",
      "UNSUPPORTED_TRANSITION"),
  /**
   * {@code selection.access-modes}: a durable selection's access modes equal its transition's, in
   * order.
   */
  SELECTION_ACCESS_MODES(
      "selection.access-modes",
      "selection",
      "a durable selection's access modes equal its transition's, in order",
      "ACCESS_MODES_MISMATCH"),
  /** {@code selection.non-durable-transition}: a non-durable selection has transition disabled. */
  SELECTION_NON_DURABLE_TRANSITION(
      "selection.non-durable-transition",
      "selection",
      "a non-durable selection has transition disabled",
      "NON_DURABLE_TRANSITION"),
  /**
   * {@code selection.non-durable-access-modes}: a non-durable selection requires no access modes.
   */
  SELECTION_NON_DURABLE_ACCESS_MODES(
      "selection.non-durable-access-modes",
      "selection",
      "a non-durable selection requires no access modes",
      "NON_DURABLE_ACCESS_MODES"),
  /**
   * {@code selection.non-durable-mount-options}: a non-durable selection requires no mount options.
   */
  SELECTION_NON_DURABLE_MOUNT_OPTIONS(
      "selection.non-durable-mount-options",
      "selection",
      "a non-durable selection requires no mount options",
      "NON_DURABLE_MOUNT_OPTIONS"),
  /**
   * {@code selection.mount-option-invalid}: each required mount option is non-blank and equal to
   * its trimmed self.
   */
  SELECTION_MOUNT_OPTION_INVALID(
      "selection.mount-option-invalid",
      "selection",
      "each required mount option is non-blank and equal to its trimmed self",
      "INVALID_MOUNT_OPTION"),
  /** {@code selection.mount-option-duplicate}: no required mount option repeats. */
  SELECTION_MOUNT_OPTION_DUPLICATE(
      "selection.mount-option-duplicate",
      "selection",
      "no required mount option repeats",
      "DUPLICATE_MOUNT_OPTION"),
  /** {@code selection.mount-option-conflict}: no required mount option negates an earlier one. */
  SELECTION_MOUNT_OPTION_CONFLICT(
      "selection.mount-option-conflict",
      "selection",
      "no required mount option negates an earlier one",
      "CONFLICTING_MOUNT_OPTIONS"),
  /**
   * {@code selection.mount-option-comma}: no required mount option has a comma outside quotes
   * (stricter than Go).
   */
  SELECTION_MOUNT_OPTION_COMMA(
      "selection.mount-option-comma",
      "selection",
      "no required mount option has a comma outside quotes (stricter than Go)",
      "UNQUOTED_COMMA"),
  /**
   * {@code selection.encryption-unsupported}: encryption may be required only when the decided
   * provider supports it.
   */
  SELECTION_ENCRYPTION_UNSUPPORTED(
      "selection.encryption-unsupported",
      "selection",
      "encryption may be required only when the decided provider supports it",
      "ENCRYPTION_UNSUPPORTED"),
  /** {@code selection.valid}: every selection rule passed. */
  SELECTION_VALID("selection.valid", "selection", "every selection rule passed", "VALID"),

  // §6 drift
  /** {@code drift.non-durable}: a valid non-durable selection has no storage to drift. */
  DRIFT_NON_DURABLE(
      "drift.non-durable",
      "drift",
      "a valid non-durable selection has no storage to drift",
      "NOT_DURABLE"),
  /**
   * {@code drift.selection-invalid}: the selection must pass its validation (not checked otherwise;
   * not drift).
   */
  DRIFT_SELECTION_INVALID(
      "drift.selection-invalid",
      "drift",
      "the selection must pass its validation (not checked otherwise; not drift)",
      "SELECTION_INVALID"),
  /**
   * {@code drift.storage-class-missing}: the selected StorageClass must exist (not checked
   * otherwise; not drift).
   */
  DRIFT_STORAGE_CLASS_MISSING(
      "drift.storage-class-missing",
      "drift",
      "the selected StorageClass must exist (not checked otherwise; not drift)",
      "STORAGE_CLASS_NOT_FOUND"),
  /** {@code drift.storage-class-uid}: the selected StorageClass keeps its UID. */
  DRIFT_STORAGE_CLASS_UID(
      "drift.storage-class-uid",
      "drift",
      "the selected StorageClass keeps its UID",
      "STORAGE_CLASS_UID_CHANGED"),
  /** {@code drift.storage-class-provisioner}: the selected StorageClass keeps its provisioner. */
  DRIFT_STORAGE_CLASS_PROVISIONER(
      "drift.storage-class-provisioner",
      "drift",
      "the selected StorageClass keeps its provisioner",
      "STORAGE_CLASS_PROVISIONER_CHANGED"),
  /** {@code drift.storage-class-retain}: the selected StorageClass keeps reclaimPolicy Retain. */
  DRIFT_STORAGE_CLASS_RETAIN(
      "drift.storage-class-retain",
      "drift",
      "the selected StorageClass keeps reclaimPolicy Retain",
      "STORAGE_CLASS_NOT_RETAIN"),
  /**
   * {@code drift.storage-class-digest}: the selected StorageClass keeps its configuration digest.
   */
  DRIFT_STORAGE_CLASS_DIGEST(
      "drift.storage-class-digest",
      "drift",
      "the selected StorageClass keeps its configuration digest",
      "STORAGE_CLASS_CONFIGURATION_CHANGED"),
  /** {@code drift.catalog-namespace}: the catalog ConfigMap namespace is not blank. */
  DRIFT_CATALOG_NAMESPACE(
      "drift.catalog-namespace",
      "drift",
      "the catalog ConfigMap namespace is not blank",
      "CATALOG_NAMESPACE_EMPTY"),
  /** {@code drift.catalog-missing}: the catalog payload is present. */
  DRIFT_CATALOG_MISSING(
      "drift.catalog-missing", "drift", "the catalog payload is present", "CATALOG_MISSING"),
  /** {@code drift.catalog-invalid}: the catalog payload is valid. */
  DRIFT_CATALOG_INVALID(
      "drift.catalog-invalid", "drift", "the catalog payload is valid", "CATALOG_INVALID"),
  /** {@code drift.catalog-entry}: the catalog still has an entry for the selected provisioner. */
  DRIFT_CATALOG_ENTRY(
      "drift.catalog-entry",
      "drift",
      "the catalog still has an entry for the selected provisioner",
      "CATALOG_ENTRY_MISSING"),
  /** {@code drift.provider}: the selected entry keeps its provider. */
  DRIFT_PROVIDER(
      "drift.provider", "drift", "the selected entry keeps its provider", "PROVIDER_CHANGED"),
  /** {@code drift.transition}: the re-derived transition equals the selected one. */
  DRIFT_TRANSITION(
      "drift.transition",
      "drift",
      "the re-derived transition equals the selected one",
      "TRANSITION_CHANGED"),
  /**
   * {@code drift.profile-digest}: the recomputed profile digest equals the selected one
   * (catalogRevision is never compared).
   */
  DRIFT_PROFILE_DIGEST(
      "drift.profile-digest",
      "drift",
      "the recomputed profile digest equals the selected one (catalogRevision is never compared)",
      "PROFILE_DIGEST_CHANGED"),

  /** {@code drift.none}: every drift rule passed: no drift. */
  DRIFT_NONE("drift.none", "drift", "every drift rule passed: no drift", "NO_DRIFT"),

  // §7 binding intent
  /** {@code binding.nil}: a binding must be present. */
  BINDING_NIL("binding.nil", "binding", "a binding must be present", "NIL"),
  /** {@code binding.durable}: a binding needs a durable selection. */
  BINDING_DURABLE(
      "binding.durable", "binding", "a binding needs a durable selection", "NOT_DURABLE"),
  /** {@code binding.sharing-domain}: the sharing domain is not blank. */
  BINDING_SHARING_DOMAIN(
      "binding.sharing-domain",
      "binding",
      "the sharing domain is not blank",
      "SHARING_DOMAIN_EMPTY"),
  /** {@code binding.cache-handle}: the cache handle is not blank. */
  BINDING_CACHE_HANDLE(
      "binding.cache-handle", "binding", "the cache handle is not blank", "CACHE_HANDLE_EMPTY"),
  /** {@code binding.writer-namespace}: the writer namespace is a DNS-1123 label. */
  BINDING_WRITER_NAMESPACE(
      "binding.writer-namespace",
      "binding",
      "the writer namespace is a DNS-1123 label",
      "INVALID_WRITER_NAMESPACE"),
  /**
   * {@code binding.resource-name}: every derived resource name passes its kind's rule (never
   * repaired).
   */
  BINDING_RESOURCE_NAME(
      "binding.resource-name",
      "binding",
      "every derived resource name passes its kind's rule (never repaired)",
      "INVALID_RESOURCE_NAME"),
  /** {@code binding.expected}: every precondition passed: the expected binding. */
  BINDING_EXPECTED(
      "binding.expected", "binding", "every precondition passed: the expected binding", "EXPECTED"),
  /** {@code binding.identity}: the binding has the expected namespace and name. */
  BINDING_IDENTITY(
      "binding.identity",
      "binding",
      "the binding has the expected namespace and name",
      "IDENTITY_MISMATCH"),
  /** {@code binding.deleting}: the binding is not being deleted. */
  BINDING_DELETING("binding.deleting", "binding", "the binding is not being deleted", "DELETING"),
  /** {@code binding.finalizer}: the binding carries the protection finalizer. */
  BINDING_FINALIZER(
      "binding.finalizer",
      "binding",
      "the binding carries the protection finalizer",
      "FINALIZER_MISSING"),
  /**
   * {@code binding.spec}: the immutable spec equals the request intent (sets as sets, mount options
   * in order).
   */
  BINDING_SPEC(
      "binding.spec",
      "binding",
      "the immutable spec equals the request intent (sets as sets, mount options in order)",
      "SPEC_MISMATCH"),
  /** {@code binding.reference}: a selection's binding reference names this binding. */
  BINDING_REFERENCE(
      "binding.reference",
      "binding",
      "a selection's binding reference names this binding",
      "REFERENCE_CHANGED"),
  /** {@code binding.active}: the binding phase is Active. */
  BINDING_ACTIVE("binding.active", "binding", "the binding phase is Active", "NOT_ACTIVE"),
  /** {@code binding.valid}: every binding check passed. */
  BINDING_VALID("binding.valid", "binding", "every binding check passed", "VALID"),
  /** {@code binding.retiring-final}: a Retiring binding never returns to Active. */
  BINDING_RETIRING_FINAL(
      "binding.retiring-final",
      "binding-phase",
      "a Retiring binding never returns to Active",
      "RETIRING_IS_FINAL"),
  /** {@code binding.phase-cleared}: a phase, once written, is never cleared. */
  BINDING_PHASE_CLEARED(
      "binding.phase-cleared",
      "binding-phase",
      "a phase, once written, is never cleared",
      "PHASE_CLEARED"),
  /**
   * {@code binding.phase-change}: only ""-&gt;Active, ""-&gt;Retiring, Active-&gt;Retiring or no
   * change are allowed.
   */
  BINDING_PHASE_CHANGE(
      "binding.phase-change",
      "binding-phase",
      "only \"\"->Active, \"\"->Retiring, Active->Retiring or no change are allowed",
      "PHASE_CHANGE_NOT_ALLOWED"),
  /** {@code binding.data-identity}: a non-empty providerDataIdentity never changes. */
  BINDING_DATA_IDENTITY(
      "binding.data-identity",
      "binding-phase",
      "a non-empty providerDataIdentity never changes",
      "DATA_IDENTITY_CHANGED"),
  /**
   * {@code binding.phase-allowed}: the status change keeps every phase rule and the data identity.
   */
  BINDING_PHASE_ALLOWED(
      "binding.phase-allowed",
      "binding-phase",
      "the status change keeps every phase rule and the data identity",
      "ALLOWED"),
  /** {@code binding.accepts-references}: only an Active binding accepts a new request reference. */
  BINDING_ACCEPTS_REFERENCES(
      "binding.accepts-references",
      "binding-phase",
      "only an Active binding accepts a new request reference",
      "NOT_ACCEPTING_REFERENCES"),

  /** {@code binding.accepting}: an Active binding accepts a new request reference. */
  BINDING_ACCEPTING(
      "binding.accepting",
      "binding-phase",
      "an Active binding accepts a new request reference",
      "ACCEPTING"),

  // §8 Helm backend
  /** {@code helm.not-helm}: the selection's workflow is helmModelCache. */
  HELM_NOT_HELM(
      "helm.not-helm", "helm-backend", "the selection's workflow is helmModelCache", "NOT_HELM"),
  /** {@code helm.none}: mode none -&gt; backend none. */
  HELM_NONE("helm.none", "helm-backend", "mode none -> backend none", "NONE"),
  /** {@code helm.ephemeral}: mode ephemeral -&gt; backend ephemeral. */
  HELM_EPHEMERAL(
      "helm.ephemeral", "helm-backend", "mode ephemeral -> backend ephemeral", "EPHEMERAL"),
  /** {@code helm.nvmesh}: durable roxReadOnly -&gt; backend nvmesh. */
  HELM_NVMESH("helm.nvmesh", "helm-backend", "durable roxReadOnly -> backend nvmesh", "NVMESH"),
  /** {@code helm.sharedfs}: durable rwxReadOnly -&gt; backend sharedfs. */
  HELM_SHAREDFS(
      "helm.sharedfs", "helm-backend", "durable rwxReadOnly -> backend sharedfs", "SHAREDFS"),
  /** {@code helm.unsupported-transition}: any other durable transition has no Helm backend. */
  HELM_UNSUPPORTED_TRANSITION(
      "helm.unsupported-transition",
      "helm-backend",
      "any other durable transition has no Helm backend",
      "UNSUPPORTED_TRANSITION"),
  /** {@code helm.legacy-disabled}: legacy: CachingSupport or HelmModelCaching off -&gt; none. */
  HELM_LEGACY_DISABLED(
      "helm.legacy-disabled",
      "helm-backend",
      "legacy: CachingSupport or HelmModelCaching off -> none",
      "CACHING_OFF"),
  /**
   * {@code helm.legacy-nvmesh}: legacy: model-cache class with the NVMesh provisioner -&gt; nvmesh.
   */
  HELM_LEGACY_NVMESH(
      "helm.legacy-nvmesh",
      "helm-backend",
      "legacy: model-cache class with the NVMesh provisioner -> nvmesh",
      "NVMESH"),
  /** {@code helm.legacy-sharedfs}: legacy: nvcf-miniservice-sc present -&gt; sharedfs. */
  HELM_LEGACY_SHAREDFS(
      "helm.legacy-sharedfs",
      "helm-backend",
      "legacy: nvcf-miniservice-sc present -> sharedfs",
      "SHAREDFS"),
  /**
   * {@code helm.legacy-samba}: legacy: HelmSharedStorage on and model-cache class present -&gt;
   * samba.
   */
  HELM_LEGACY_SAMBA(
      "helm.legacy-samba",
      "helm-backend",
      "legacy: HelmSharedStorage on and model-cache class present -> samba",
      "SAMBA"),
  /** {@code helm.legacy-ephemeral}: legacy: otherwise -&gt; ephemeral. */
  HELM_LEGACY_EPHEMERAL(
      "helm.legacy-ephemeral", "helm-backend", "legacy: otherwise -> ephemeral", "EPHEMERAL"),
  /** {@code helm.persisted-default}: a stored empty legacy backend reads as nvmesh. */
  HELM_PERSISTED_DEFAULT(
      "helm.persisted-default",
      "helm-backend",
      "a stored empty legacy backend reads as nvmesh",
      "DEFAULT_NVMESH"),
  /** {@code helm.persisted-known}: a stored nvmesh, sharedfs or samba backend reads as itself. */
  HELM_PERSISTED_KNOWN(
      "helm.persisted-known",
      "helm-backend",
      "a stored nvmesh, sharedfs or samba backend reads as itself",
      "KNOWN"),
  /** {@code helm.persisted-unsupported}: any other stored backend is refused. */
  HELM_PERSISTED_UNSUPPORTED(
      "helm.persisted-unsupported",
      "helm-backend",
      "any other stored backend is refused",
      "UNSUPPORTED_PERSISTED_BACKEND"),

  // §9 reader volumes and writer identity
  /**
   * {@code reader.handle-nvmesh}: NVMesh: keep the handle through its last colon, append the reader
   * namespace.
   */
  READER_HANDLE_NVMESH(
      "reader.handle-nvmesh",
      "reader-handle",
      "NVMesh: keep the handle through its last colon, append the reader namespace",
      "NVMESH_NAMESPACE_REWRITE"),
  /** {@code reader.handle-no-colon}: an NVMesh handle without a colon is refused. */
  READER_HANDLE_NO_COLON(
      "reader.handle-no-colon",
      "reader-handle",
      "an NVMesh handle without a colon is refused",
      "NO_COLON"),
  /** {@code reader.handle-verbatim}: every other driver: the writer handle verbatim. */
  READER_HANDLE_VERBATIM(
      "reader.handle-verbatim",
      "reader-handle",
      "every other driver: the writer handle verbatim",
      "VERBATIM"),
  /** {@code reader.writer-handle}: the writer PV has a CSI source with a volume handle. */
  READER_WRITER_HANDLE(
      "reader.writer-handle",
      "reader-plan",
      "the writer PV has a CSI source with a volume handle",
      "NO_WRITER_HANDLE"),
  /**
   * {@code reader.name}: reader namespace is a DNS-1123 label; PV and PVC names are DNS-1123
   * subdomains.
   */
  READER_NAME(
      "reader.name",
      "reader-plan",
      "reader namespace is a DNS-1123 label; PV and PVC names are DNS-1123 subdomains",
      "INVALID_NAME"),
  /** {@code reader.planned}: every check passed: the reader PV/PVC plan. */
  READER_PLANNED(
      "reader.planned", "reader-plan", "every check passed: the reader PV/PVC plan", "PLANNED"),
  /** {@code writer.no-csidriver}: no CSIDriver object -&gt; fsGroup identity. */
  WRITER_NO_CSIDRIVER(
      "writer.no-csidriver",
      "writer-identity",
      "no CSIDriver object -> fsGroup identity",
      "FS_GROUP"),
  /** {@code writer.fsgroup-file}: fsGroupPolicy File -&gt; fsGroup identity. */
  WRITER_FSGROUP_FILE(
      "writer.fsgroup-file",
      "writer-identity",
      "fsGroupPolicy File -> fsGroup identity",
      "FS_GROUP"),
  /**
   * {@code writer.root-policy}: fsGroupPolicy ReadWriteOnceWithFSType, None or unset -&gt; root.
   */
  WRITER_ROOT_POLICY(
      "writer.root-policy",
      "writer-identity",
      "fsGroupPolicy ReadWriteOnceWithFSType, None or unset -> root",
      "ROOT"),
  /** {@code writer.unknown-policy}: any other fsGroupPolicy is refused. */
  WRITER_UNKNOWN_POLICY(
      "writer.unknown-policy",
      "writer-identity",
      "any other fsGroupPolicy is refused",
      "UNKNOWN_FS_GROUP_POLICY"),

  // §10 names
  /** {@code name.cache-handle}: the cache handle is not blank. */
  NAME_CACHE_HANDLE(
      "name.cache-handle", "model-cache-name", "the cache handle is not blank", "BLANK_INPUT"),
  /** {@code name.sharing-domain}: the sharing domain is not blank. */
  NAME_SHARING_DOMAIN(
      "name.sharing-domain", "model-cache-name", "the sharing domain is not blank", "BLANK_INPUT"),
  /** {@code name.invalid}: a derived name passes its kind's rule (never repaired). */
  NAME_INVALID(
      "name.invalid",
      "model-cache-name",
      "a derived name passes its kind's rule (never repaired)",
      "INVALID_NAME"),
  /** {@code name.derived}: the derived name passed its kind's rule. */
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
    return new TransitionalDescriptor(ruleId, decision, description, List.of(reason));
  }
}
