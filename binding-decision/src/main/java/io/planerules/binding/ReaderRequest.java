package io.planerules.binding;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What a reader PV/PVC plan needs (spec §9.2).
 *
 * @param cacheHandle the cache handle ({@code ro-pvc-<h>})
 * @param icmsRequestName the ICMSRequest name ({@code secondary-pv-<name>})
 * @param readerNamespace the namespace of the reader PVC
 * @param writer facts of the writer PV
 * @param mountOptionSource where the reader's mount options come from
 * @param operatorOptions options configured by the operator (merged after the required ones)
 */
public record ReaderRequest(
    String cacheHandle,
    String icmsRequestName,
    String readerNamespace,
    WriterPv writer,
    MountOptionSource mountOptionSource,
    List<String> operatorOptions) {

  /** Copies {@code operatorOptions}; no component may be null. */
  public ReaderRequest {
    requireNonNull(cacheHandle, "cacheHandle");
    requireNonNull(icmsRequestName, "icmsRequestName");
    requireNonNull(readerNamespace, "readerNamespace");
    requireNonNull(writer, "writer");
    requireNonNull(mountOptionSource, "mountOptionSource");
    operatorOptions = List.copyOf(operatorOptions);
  }

  /**
   * The writer PV facts.
   *
   * @param pvName the writer PV name
   * @param csiDriver {@code spec.csi.driver}, null without a CSI source
   * @param volumeHandle {@code spec.csi.volumeHandle}, null without a CSI source
   * @param capacity {@code spec.capacity.storage} as a Kubernetes quantity string
   */
  public record WriterPv(
      String pvName, @Nullable String csiDriver, @Nullable String volumeHandle, String capacity) {
    /** Checks the non-null components. */
    public WriterPv {
      requireNonNull(pvName, "pvName");
      requireNonNull(capacity, "capacity");
    }
  }

  /** Where the reader's required mount options come from. */
  public sealed interface MountOptionSource permits Durable, Legacy {}

  /**
   * A durable selection: its {@code requiredMountOptions}.
   *
   * @param selection the request's persisted selection
   */
  public record Durable(PersistedSelection selection) implements MountOptionSource {
    /** Checks that {@code selection} is not null. */
    public Durable {
      requireNonNull(selection, "selection");
    }
  }

  /**
   * No durable selection: the legacy defaults of {@code nvcf-sc}'s provisioner (§9.3).
   *
   * @param nvcfScProvisioner the provisioner of {@code nvcf-sc}, null when unknown
   * @param configMap the {@code nvca-cache-mount-options} data, null when unreadable
   */
  public record Legacy(@Nullable String nvcfScProvisioner, @Nullable Map<String, String> configMap)
      implements MountOptionSource {
    /** Copies the map. */
    public Legacy {
      configMap = configMap == null ? null : ImmutableMap.copyOf(configMap);
    }
  }
}
