package io.planerules.ownership.backend;

import static java.util.Objects.requireNonNull;

/**
 * The merged scope of an NVCFBackend: each field is the override when non-empty, else the spec
 * value; empty namespaces resolve to the plane's derived defaults.
 *
 * @param controlPlaneId the merged id ({@code ""} when both are empty)
 * @param systemNamespace the merged or derived system namespace
 * @param requestsNamespace the merged or derived requests namespace
 */
record EffectiveScope(String controlPlaneId, String systemNamespace, String requestsNamespace) {

  /** Creates a scope. */
  public EffectiveScope {
    requireNonNull(controlPlaneId, "controlPlaneId");
    requireNonNull(systemNamespace, "systemNamespace");
    requireNonNull(requestsNamespace, "requestsNamespace");
  }
}
