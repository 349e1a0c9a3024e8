package io.planerules.ownership.backend;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * What NVCFBackend admission looks at: the backend's namespace and name, its spec fields and its
 * optional {@code spec.overrides}.
 *
 * @param namespace the backend's namespace
 * @param name the backend's name
 * @param spec the spec fields
 * @param overrides the overrides, if any
 */
public record BackendView(
    String namespace, String name, ClusterConfig spec, Optional<ClusterConfig> overrides) {

  /** Creates a view. */
  public BackendView {
    requireNonNull(namespace, "namespace");
    requireNonNull(name, "name");
    requireNonNull(spec, "spec");
    requireNonNull(overrides, "overrides");
  }

  /** The overrides, or all-empty when absent. */
  ClusterConfig overridesOrEmpty() {
    return overrides.orElse(ClusterConfig.EMPTY);
  }
}
