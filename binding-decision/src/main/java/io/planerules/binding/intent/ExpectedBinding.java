package io.planerules.binding.intent;

import static java.util.Objects.requireNonNull;

/**
 * The ModelCacheBinding a request expects (docs/reference/binding-decision.md#expected-binding):
 * {@code apiVersion} {@value io.planerules.binding.ModelCacheConstants#BINDING_API_VERSION}, kind
 * {@value io.planerules.binding.ModelCacheConstants#BINDING_KIND}.
 *
 * @param name {@code ModelCacheNames.binding(cacheHandle)}
 * @param namespace the init namespace
 * @param finalizer {@value io.planerules.binding.ModelCacheConstants#BINDING_FINALIZER}
 * @param spec the immutable spec
 */
public record ExpectedBinding(String name, String namespace, String finalizer, BindingSpec spec) {
  /** Checks the components. */
  public ExpectedBinding {
    requireNonNull(name, "name");
    requireNonNull(namespace, "namespace");
    requireNonNull(finalizer, "finalizer");
    requireNonNull(spec, "spec");
  }
}
