package io.planerules.ownership.backend;

import com.google.common.collect.Lists;
import io.planerules.ownership.ReasonCode;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The NVCFBackend admission rules of {@link BackendAdmission}: the rules of a named plane's
 * operator in evaluation order ({@link #OPERATOR_NAMESPACE} to {@link #OWNED}), then the two rules
 * of the legacy operator.
 */
public enum BackendRule implements RuleDescriptor {
  /** The backend lies outside the operator namespace. */
  OPERATOR_NAMESPACE(
      "backend.operator-namespace",
      Decisions.ADMISSION,
      "the backend is not in the plane's operator namespace",
      BackendAdmission.class,
      false,
      ReasonCode.FOREIGN_OPERATOR_NAMESPACE.code()),
  /** spec.controlPlaneID names another plane. */
  ID(
      "backend.id",
      Decisions.ADMISSION,
      "spec.controlPlaneID names another plane",
      BackendAdmission.class,
      false,
      ReasonCode.FOREIGN_CONTROL_PLANE_ID.code()),
  /** spec.overrides.controlPlaneID names another plane. */
  OVERRIDE_ID(
      "backend.override-id",
      Decisions.ADMISSION,
      "spec.overrides.controlPlaneID names another plane",
      BackendAdmission.class,
      false,
      ReasonCode.MERGED_FOREIGN_CONTROL_PLANE_ID.code()),
  /** spec.systemNamespace is another namespace. */
  SYSTEM_NAMESPACE(
      "backend.system-namespace",
      Decisions.ADMISSION,
      "spec.systemNamespace is neither empty nor the plane's nvca-system namespace",
      BackendAdmission.class,
      false,
      ReasonCode.FOREIGN_SYSTEM_NAMESPACE.code()),
  /** spec.requestsNamespace is another namespace. */
  REQUESTS_NAMESPACE(
      "backend.requests-namespace",
      Decisions.ADMISSION,
      "spec.requestsNamespace is neither empty nor the plane's nvcf-backend namespace",
      BackendAdmission.class,
      false,
      ReasonCode.FOREIGN_REQUESTS_NAMESPACE.code()),
  /** spec.overrides.systemNamespace is another namespace. */
  OVERRIDE_SYSTEM_NAMESPACE(
      "backend.override-system-namespace",
      Decisions.ADMISSION,
      "spec.overrides.systemNamespace is neither empty nor the plane's nvca-system namespace",
      BackendAdmission.class,
      false,
      ReasonCode.MERGED_FOREIGN_SYSTEM_NAMESPACE.code()),
  /** spec.overrides.requestsNamespace is another namespace. */
  OVERRIDE_REQUESTS_NAMESPACE(
      "backend.override-requests-namespace",
      Decisions.ADMISSION,
      "spec.overrides.requestsNamespace is neither empty nor the plane's nvcf-backend namespace",
      BackendAdmission.class,
      false,
      ReasonCode.MERGED_FOREIGN_REQUESTS_NAMESPACE.code()),
  /** An empty merged id is normalised to the plane id. */
  NORMALISE(
      "backend.normalise",
      Decisions.ADMISSION,
      "the merged id is empty in the plane's own operator namespace: write the plane id",
      BackendAdmission.class,
      false,
      ReasonCode.NORMALISED_EMPTY_ID.code()),
  /** Every field names this plane or is empty. */
  OWNED(
      "backend.owned",
      Decisions.ADMISSION,
      "every field names this plane or is empty",
      BackendAdmission.class,
      false,
      ReasonCode.OWNED.code()),
  /** The legacy operator refuses a backend that names a plane. */
  LEGACY_NAMED(
      "backend.legacy-named",
      Decisions.ADMISSION,
      "legacy operator: the backend or its overrides name any control-plane id",
      BackendAdmission.class,
      false,
      ReasonCode.LEGACY_REFUSES_NAMED_BACKEND.code()),
  /** The legacy operator reconciles a backend that names no plane. */
  LEGACY_UNSCOPED(
      "backend.legacy-unscoped",
      Decisions.ADMISSION,
      "legacy operator: no id named, no namespace checks",
      BackendAdmission.class,
      false,
      ReasonCode.LEGACY_UNSCOPED.code());

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String ADMISSION = "NVCFBackend admission";

    private Decisions() {}
  }

  private final Definition definition;

  BackendRule(
      String id,
      String decision,
      String description,
      Class<?> decidedBy,
      boolean idIsCode,
      String... codes) {
    List<String> reasonCodes = idIsCode ? Lists.asList(id, codes) : List.of(codes);
    definition = Definition.of(id, decision, decidedBy, description, reasonCodes);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
