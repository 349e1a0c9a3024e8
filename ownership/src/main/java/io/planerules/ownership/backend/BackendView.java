package io.planerules.ownership.backend;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * What NVCFBackend admission looks at: the backend's namespace and name, its spec fields and its
 * optional {@code spec.overrides}.
 *
 * @param namespace the backend's namespace
 * @param name the backend's name
 * @param spec the spec fields
 * @param overrides the overrides, or {@code null} when the backend has none
 */
public record BackendView(
    String namespace, String name, ClusterConfig spec, @Nullable ClusterConfig overrides) {

  /** Creates a view. */
  public BackendView {
    requireNonNull(namespace, "namespace");
    requireNonNull(name, "name");
    requireNonNull(spec, "spec");
  }

  /** The overrides, or all-empty when absent. */
  ClusterConfig overridesOrEmpty() {
    return overrides == null ? ClusterConfig.EMPTY : overrides;
  }
}
