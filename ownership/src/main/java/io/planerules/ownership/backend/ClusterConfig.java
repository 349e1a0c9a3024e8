package io.planerules.ownership.backend;

import static java.util.Objects.requireNonNull;

/**
 * The plane-scoping fields of an NVCFBackend's {@code spec} (or of {@code spec.overrides}); each is
 * {@code ""} when unset.
 *
 * @param controlPlaneId {@code controlPlaneID}
 * @param systemNamespace {@code systemNamespace}
 * @param requestsNamespace {@code requestsNamespace}
 */
public record ClusterConfig(
    String controlPlaneId, String systemNamespace, String requestsNamespace) {

  /** A config with every field unset. */
  public static final ClusterConfig EMPTY = new ClusterConfig("", "", "");

  /** Creates a config. */
  public ClusterConfig {
    requireNonNull(controlPlaneId, "controlPlaneId");
    requireNonNull(systemNamespace, "systemNamespace");
    requireNonNull(requestsNamespace, "requestsNamespace");
  }
}
