package io.planerules.binding;

/**
 * Fixed names of NVCA's model cache (docs/reference/binding-decision.md#constants; upstream
 * NVIDIA/nvcf {@code nvca/pkg/storage}, {@code pkg/apis/nvca/v2beta1/modelcachebinding_types.go}).
 *
 * <p>Example: only a StorageClass named {@link #STORAGE_CLASS_NAME} ({@code nvcf-sc}) is ever
 * selected.
 */
public final class ModelCacheConstants {
  /** The only StorageClass a model cache is ever decided on. */
  public static final String STORAGE_CLASS_NAME = "nvcf-sc";

  /** Default namespace of model-cache init objects; a parameter wherever used. */
  public static final String DEFAULT_INIT_NAMESPACE = "nvca-modelcache-init";

  /** ICMSRequest annotation holding the persisted selection (group {@code .io}). */
  public static final String SELECTION_ANNOTATION = "storage.nvcf.nvidia.io/model-cache-selection";

  /** The only persisted selection version. */
  public static final String SELECTION_VERSION = "v1alpha1";

  /** Selection mode: no model cache. */
  public static final String MODE_NONE = "none";

  /** Selection mode: an ephemeral (Helm only) cache. */
  public static final String MODE_EPHEMERAL = "ephemeral";

  /** Selection mode: a durable cache on the selected storage. */
  public static final String MODE_DURABLE = "durable";

  /** ModelCacheBinding API version. */
  public static final String BINDING_API_VERSION = "nvca.nvcf.nvidia.io/v2beta1";

  /** ModelCacheBinding kind. */
  public static final String BINDING_KIND = "ModelCacheBinding";

  /** The protection finalizer every ModelCacheBinding carries. */
  public static final String BINDING_FINALIZER =
      "nvca.nvcf.nvidia.io/model-cache-binding-finalizer";

  /** Binding phase: active, accepts references. */
  public static final String PHASE_ACTIVE = "Active";

  /** Binding phase: retiring, final. */
  public static final String PHASE_RETIRING = "Retiring";

  /** The reclaim policy a model cache StorageClass and every reader PV use. */
  public static final String RECLAIM_RETAIN = "Retain";

  /** Label naming the cache handle of a model-cache object. */
  public static final String HANDLE_LABEL = "nvca.nvcf.nvidia.io/modelcache-handle";

  /** Label ({@code true}) marking the primary (writer) PV. */
  public static final String PRIMARY_PV_LABEL = "nvca.nvcf.nvidia.io/modelcache-primary-pv";

  /** Label ({@code true}) marking a populated cache. */
  public static final String POPULATED_LABEL = "nvca.nvcf.nvidia.io/modelcache-populated";

  /** Annotation with the RFC 3339 time a cache was last referenced. */
  public static final String LAST_REFERENCED_ANNOTATION =
      "nvca.nvcf.nvidia.io/modelcache-last-referenced";

  /** Legacy ConfigMap (init namespace) mapping provisioner to comma-separated mount options. */
  public static final String LEGACY_MOUNT_OPTIONS_CONFIG_MAP = "nvca-cache-mount-options";

  /** The legacy Helm shared-FS StorageClass. */
  public static final String MINISERVICE_STORAGE_CLASS = "nvcf-miniservice-sc";

  private ModelCacheConstants() {}
}
