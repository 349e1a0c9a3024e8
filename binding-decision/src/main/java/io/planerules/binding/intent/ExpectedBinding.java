package io.planerules.binding.intent;

import static java.util.Objects.requireNonNull;

/**
 * The ModelCacheBinding a request expects (docs/reference/binding-decision.md#expected-binding):
 * {@code apiVersion} {@value #API_VERSION}, kind {@value #KIND}.
 *
 * @param name {@code ModelCacheNames.binding(cacheHandle)}
 * @param namespace the init namespace
 * @param finalizer {@value #FINALIZER}
 * @param spec the immutable spec
 */
public record ExpectedBinding(String name, String namespace, String finalizer, BindingSpec spec) {

  /** The ModelCacheBinding API version. */
  public static final String API_VERSION = "nvca.nvcf.nvidia.io/v2beta1";

  /** The ModelCacheBinding kind. */
  public static final String KIND = "ModelCacheBinding";

  /** The protection finalizer every ModelCacheBinding carries. */
  public static final String FINALIZER = "nvca.nvcf.nvidia.io/model-cache-binding-finalizer";

  /** Checks the components. */
  public ExpectedBinding {
    requireNonNull(name, "name");
    requireNonNull(namespace, "namespace");
    requireNonNull(finalizer, "finalizer");
    requireNonNull(spec, "spec");
  }
}
