package io.planerules.ownership.backend;

import io.planerules.ownership.ReasonCode;
import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * NVCFBackend admission, decided by {@link BackendAdmission#evaluate}. A named plane's operator
 * consults {@link #OPERATOR_NAMESPACE} to {@link #OWNED} in declaration order: the first seven
 * deny, {@link #NORMALISE} and {@link #OWNED} allow, the first that decides wins. The legacy
 * operator consults {@link #LEGACY_NAMED}, then {@link #LEGACY_UNSCOPED}. Each constant's {@link
 * #description()} is its line in {@code docs/rules.md}; its one reason code is the verdict's.
 */
enum BackendRule implements DefinedRule {
  OPERATOR_NAMESPACE(
      "backend.operator-namespace",
      "the backend is not in the plane's operator namespace",
      ReasonCode.FOREIGN_OPERATOR_NAMESPACE),
  ID("backend.id", "spec.controlPlaneID names another plane", ReasonCode.FOREIGN_CONTROL_PLANE_ID),
  OVERRIDE_ID(
      "backend.override-id",
      "spec.overrides.controlPlaneID names another plane",
      ReasonCode.MERGED_FOREIGN_CONTROL_PLANE_ID),
  SYSTEM_NAMESPACE(
      "backend.system-namespace",
      "spec.systemNamespace is neither empty nor the plane's nvca-system namespace",
      ReasonCode.FOREIGN_SYSTEM_NAMESPACE),
  REQUESTS_NAMESPACE(
      "backend.requests-namespace",
      "spec.requestsNamespace is neither empty nor the plane's nvcf-backend namespace",
      ReasonCode.FOREIGN_REQUESTS_NAMESPACE),
  OVERRIDE_SYSTEM_NAMESPACE(
      "backend.override-system-namespace",
      "spec.overrides.systemNamespace is neither empty nor the plane's nvca-system namespace",
      ReasonCode.MERGED_FOREIGN_SYSTEM_NAMESPACE),
  OVERRIDE_REQUESTS_NAMESPACE(
      "backend.override-requests-namespace",
      "spec.overrides.requestsNamespace is neither empty nor the plane's nvcf-backend namespace",
      ReasonCode.MERGED_FOREIGN_REQUESTS_NAMESPACE),
  NORMALISE(
      "backend.normalise",
      "the merged id is empty in the plane's own operator namespace: write the plane id",
      ReasonCode.NORMALISED_EMPTY_ID),
  OWNED("backend.owned", "every field names this plane or is empty", ReasonCode.OWNED),
  LEGACY_NAMED(
      "backend.legacy-named",
      "legacy operator: the backend or its overrides name any control-plane id",
      ReasonCode.LEGACY_REFUSES_NAMED_BACKEND),
  LEGACY_UNSCOPED(
      "backend.legacy-unscoped",
      "legacy operator: no id named, no namespace checks",
      ReasonCode.LEGACY_UNSCOPED);

  private final Definition definition;

  BackendRule(String id, String description, ReasonCode reason) {
    definition =
        Definition.of(
            id,
            "NVCFBackend admission",
            BackendAdmission.class,
            description,
            List.of(reason.code()));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
