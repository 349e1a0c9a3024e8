package io.planerules.ownership;

/**
 * The stable reason codes of ownership verdicts (docs/reference/ownership.md); {@link #code()} is
 * the string of the spec tables.
 */
public enum ReasonCode {
  // classification
  /** The object is a shared prerequisite. */
  SHARED_PREREQUISITE,
  /** The object lies outside the plane's namespaces. */
  OUTSIDE_PLANE_NAMESPACE,
  /** Named plane, no ownership label. */
  UNLABELLED,
  /** Legacy plane, no ownership label: owned. */
  LEGACY_UNLABELLED,
  /** The label equals the plane id. */
  LABEL_MATCH,
  /** The label names another plane. */
  FOREIGN_LABEL,
  /** Legacy plane, the object is labelled for a named plane. */
  LABELLED_FOR_NAMED_PLANE,
  // policy
  /** Allowed: owned. */
  OWNED,
  /** Refused: another plane owns it. */
  FOREIGN_OWNER,
  /** Refused: unlabelled, not owned. */
  NOT_OWNED_UNLABELLED,
  /** Refused: shared prerequisites are not managed by a plane. */
  SHARED_NOT_MANAGED,
  /** Refused: the merged NVCFBackend names another plane. */
  FOREIGN_AFTER_MERGE,
  /** Refused: unlabelled objects are never adopted. */
  NO_ADOPTION,
  /** Refused or skipped: shared prerequisites are never deleted. */
  SHARED_NEVER_DELETED,
  /** Adopt of an owned object: no-op. */
  ALREADY_OWNED,
  /** Mirror target owned. */
  TARGET_OWNED,
  /** Mirror target foreign. */
  TARGET_FOREIGN,
  /** Mirror target unlabelled. */
  TARGET_UNLABELLED,
  /** Mirror target is a shared prerequisite. */
  TARGET_SHARED,
  /** Workload namespace selected. */
  SELECTED,
  // backend
  /** NVCFBackend outside the plane's operator namespace. */
  FOREIGN_OPERATOR_NAMESPACE,
  /** spec.controlPlaneID names another plane. */
  FOREIGN_CONTROL_PLANE_ID,
  /** overrides.controlPlaneID names another plane. */
  MERGED_FOREIGN_CONTROL_PLANE_ID,
  /** spec.systemNamespace is not the plane's. */
  FOREIGN_SYSTEM_NAMESPACE,
  /** spec.requestsNamespace is not the plane's. */
  FOREIGN_REQUESTS_NAMESPACE,
  /** overrides.systemNamespace is not the plane's. */
  MERGED_FOREIGN_SYSTEM_NAMESPACE,
  /** overrides.requestsNamespace is not the plane's. */
  MERGED_FOREIGN_REQUESTS_NAMESPACE,
  /** Empty id in the plane's own operator namespace: write the plane id. */
  NORMALISED_EMPTY_ID,
  /** Legacy operator, backend names a control-plane id. */
  LEGACY_REFUSES_NAMED_BACKEND,
  /** Legacy operator, backend names no id. */
  LEGACY_UNSCOPED,
  // other runtime decisions
  /** ICMSRequest outside the plane's requests namespace. */
  REQUEST_NAMESPACE_MISMATCH,
  /** Namespace without the workload-instance-type label. */
  NOT_A_WORKLOAD_NAMESPACE,
  // mirroring
  /** Empty selector: mirroring is off. */
  MIRRORING_DISABLED,
  /** The Secret is not in the source namespace. */
  NOT_A_SOURCE,
  /** The Secret's labels do not match the selector. */
  SELECTOR_MISMATCH,
  /** The source Secret is eligible. */
  SOURCE_ELIGIBLE,
  /** The source namespace never receives a copy. */
  SOURCE_NAMESPACE,
  /** Write: target absent, create it. */
  CREATE,
  /** Write: target owned, update it. */
  UPDATE,
  /** Write: target not owned, refuse. */
  TARGET_NOT_OWNED,
  // teardown
  /** Teardown: namespace absent, nothing to do. */
  ABSENT,
  /** Teardown: issuer selected by the plane's label. */
  ISSUER_SELECTED,
  /** Teardown: selected issuer outside the plane's name prefix. */
  ISSUER_OUTSIDE_PREFIX,
  /** Teardown: issuer not labelled for this plane; never touched. */
  ISSUER_NOT_SELECTED,
  /** Teardown: the legacy plane never deletes ClusterIssuers. */
  LEGACY_KEEPS_ISSUERS,
  /** Teardown: leftover hook object not owned. */
  HOOK_OBJECT_NOT_OWNED,
  /** Teardown: an object reference occurs twice in the inventory. */
  INVENTORY_DUPLICATE;

  /** The stable code string (the constant's name). */
  public String code() {
    return name();
  }
}
