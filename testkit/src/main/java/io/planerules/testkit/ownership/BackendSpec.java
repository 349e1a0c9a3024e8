package io.planerules.testkit.ownership;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * An NVCFBackend as the batch protocol carries it ({@code backend.admit}).
 *
 * @param namespace the backend's namespace
 * @param name its name
 * @param controlPlaneId {@code spec.controlPlaneID}
 * @param systemNamespace {@code spec.systemNamespace}
 * @param requestsNamespace {@code spec.requestsNamespace}
 * @param overrides {@code spec.overrides} as (id, system, requests), if present
 */
public record BackendSpec(
    String namespace,
    String name,
    String controlPlaneId,
    String systemNamespace,
    String requestsNamespace,
    Optional<Overrides> overrides) {

  /** Creates a spec. */
  public BackendSpec {
    requireNonNull(namespace, "namespace");
    requireNonNull(name, "name");
    requireNonNull(controlPlaneId, "controlPlaneId");
    requireNonNull(systemNamespace, "systemNamespace");
    requireNonNull(requestsNamespace, "requestsNamespace");
    requireNonNull(overrides, "overrides");
  }

  /**
   * {@code spec.overrides}.
   *
   * @param controlPlaneId the override id
   * @param systemNamespace the override system namespace
   * @param requestsNamespace the override requests namespace
   */
  public record Overrides(String controlPlaneId, String systemNamespace, String requestsNamespace) {
    /** Creates overrides. */
    public Overrides {
      requireNonNull(controlPlaneId, "controlPlaneId");
      requireNonNull(systemNamespace, "systemNamespace");
      requireNonNull(requestsNamespace, "requestsNamespace");
    }
  }
}
