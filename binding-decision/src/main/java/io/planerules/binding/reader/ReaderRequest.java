package io.planerules.binding.reader;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.rules.internal.ValueStyle;
import java.util.List;
import java.util.Map;
import org.immutables.value.Value;
import org.jspecify.annotations.Nullable;

/**
 * What a reader PV/PVC plan needs (see docs/reference/binding-decision.md#reader-volumes): the
 * names, the writer PV facts, where the required mount options come from and the operator's own.
 * <!-- snippet: BindingExamplesTest#reader-request -->
 *
 * <pre>{@code
 * ReaderRequest request =
 *     ReaderRequest.builder()
 *         .cacheHandle("abc123handle")
 *         .icmsRequestName("req-1")
 *         .readerNamespace("tenant")
 *         .writer(new ReaderRequest.WriterPv("pv-writer", NVMESH, "a:b:w", "1Ti"))
 *         .mountOptionSource(new ReaderRequest.Durable(selection))
 *         .addOperatorOptions("noatime")
 *         .build();
 * ReaderPlan plan = ReaderVolumes.plan(request).orElseThrow();
 * }</pre>
 */
@Value.Immutable
@ValueStyle
public abstract class ReaderRequest {
  ReaderRequest() {}

  /** A staged builder: cache handle, ICMSRequest name, reader namespace, writer, option source. */
  public static ImmutableReaderRequest.CacheHandleBuildStage builder() {
    return ImmutableReaderRequest.builder();
  }

  /** The cache handle ({@code ro-pvc-<h>}). */
  public abstract String cacheHandle();

  /** The ICMSRequest name ({@code secondary-pv-<name>}). */
  public abstract String icmsRequestName();

  /** The namespace of the reader PVC. */
  public abstract String readerNamespace();

  /** Facts of the writer PV. */
  public abstract WriterPv writer();

  /** Where the reader's required mount options come from. */
  public abstract MountOptionSource mountOptionSource();

  /** Options configured by the operator, merged after the required ones (empty by default). */
  public abstract List<String> operatorOptions();

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
   * No durable selection: the legacy defaults of {@code nvcf-sc}'s provisioner
   * (docs/reference/binding-decision.md#reader-mount-options).
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
