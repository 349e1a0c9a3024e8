package io.planerules.binding.reader;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.rules.internal.ValueStyle;
import java.util.ArrayList;
import java.util.Arrays;
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
 *         .writer("pv-writer", NVMESH, "a:b:w", "1Ti")
 *         .durable(selection)
 *         .addOperatorOptions("noatime")
 *         .build();
 * ReaderPlan plan = ReaderVolumes.plan(request).orElseThrow();
 * }</pre>
 */
@Value.Immutable
@ValueStyle
public abstract class ReaderRequest {
  ReaderRequest() {}

  /**
   * A builder; the cache handle, ICMSRequest name, reader namespace, writer and option source
   * ({@code durable} or {@code legacy}) are required.
   */
  public static Builder builder() {
    return new Builder();
  }

  /** The cache handle ({@code ro-pvc-<h>}). */
  public abstract String cacheHandle();

  /** The ICMSRequest name ({@code secondary-pv-<name>}). */
  public abstract String icmsRequestName();

  /** The namespace of the reader PVC. */
  public abstract String readerNamespace();

  /** Facts of the writer PV. */
  abstract WriterPv writer();

  /** Where the reader's required mount options come from. */
  abstract MountOptionSource mountOptionSource();

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
  record WriterPv(
      String pvName, @Nullable String csiDriver, @Nullable String volumeHandle, String capacity) {
    /** Checks the non-null components. */
    WriterPv {
      requireNonNull(pvName, "pvName");
      requireNonNull(capacity, "capacity");
    }
  }

  /** Where the reader's required mount options come from. */
  sealed interface MountOptionSource permits Durable, Legacy {}

  /**
   * A durable selection: its {@code requiredMountOptions}.
   *
   * @param selection the request's persisted selection
   */
  record Durable(PersistedSelection selection) implements MountOptionSource {
    /** Checks that {@code selection} is not null. */
    Durable {
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
  record Legacy(@Nullable String nvcfScProvisioner, @Nullable Map<String, String> configMap)
      implements MountOptionSource {
    /** Copies the map. */
    Legacy {
      configMap = configMap == null ? null : ImmutableMap.copyOf(configMap);
    }
  }

  /**
   * Builds a {@link ReaderRequest}: every setter replaces its value, {@code addOperatorOptions}
   * appends; {@link #build()} throws {@link NullPointerException} naming a required value that was
   * not set.
   */
  public static final class Builder {
    private @Nullable String cacheHandle;
    private @Nullable String icmsRequestName;
    private @Nullable String readerNamespace;
    private @Nullable WriterPv writer;
    private @Nullable MountOptionSource mountOptionSource;
    private final List<String> operatorOptions = new ArrayList<>();

    private Builder() {}

    /** Sets the cache handle. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder cacheHandle(String cacheHandle) {
      this.cacheHandle = requireNonNull(cacheHandle, "cacheHandle");
      return this;
    }

    /** Sets the ICMSRequest name. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder icmsRequestName(String icmsRequestName) {
      this.icmsRequestName = requireNonNull(icmsRequestName, "icmsRequestName");
      return this;
    }

    /** Sets the namespace of the reader PVC. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder readerNamespace(String readerNamespace) {
      this.readerNamespace = requireNonNull(readerNamespace, "readerNamespace");
      return this;
    }

    /**
     * Sets the writer PV facts.
     *
     * @param pvName the writer PV name
     * @param csiDriver {@code spec.csi.driver}, null without a CSI source
     * @param volumeHandle {@code spec.csi.volumeHandle}, null without a CSI source
     * @param capacity {@code spec.capacity.storage} as a Kubernetes quantity string
     * @return this builder
     */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder writer(
        String pvName, @Nullable String csiDriver, @Nullable String volumeHandle, String capacity) {
      this.writer = new WriterPv(pvName, csiDriver, volumeHandle, capacity);
      return this;
    }

    /**
     * The required mount options come from a durable selection: its {@code requiredMountOptions}.
     * Replaces an earlier {@link #legacy}.
     *
     * @param selection the request's persisted selection
     * @return this builder
     */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder durable(PersistedSelection selection) {
      this.mountOptionSource = new Durable(selection);
      return this;
    }

    /**
     * No durable selection: the required mount options are the legacy defaults of {@code nvcf-sc}'s
     * provisioner (docs/reference/binding-decision.md#reader-mount-options). Replaces an earlier
     * {@link #durable}.
     *
     * @param nvcfScProvisioner the provisioner of {@code nvcf-sc}, null when unknown
     * @param configMap the {@code nvca-cache-mount-options} data, null when unreadable
     * @return this builder
     */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder legacy(
        @Nullable String nvcfScProvisioner, @Nullable Map<String, String> configMap) {
      this.mountOptionSource = new Legacy(nvcfScProvisioner, configMap);
      return this;
    }

    /** Appends operator options. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder addOperatorOptions(String... options) {
      return addAllOperatorOptions(Arrays.asList(options));
    }

    /** Appends operator options. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder addAllOperatorOptions(Iterable<String> options) {
      options.forEach(o -> operatorOptions.add(requireNonNull(o, "operatorOptions element")));
      return this;
    }

    /** The request; throws {@link NullPointerException} naming a required value not set. */
    public ReaderRequest build() {
      return ImmutableReaderRequest.stagedBuilder()
          .cacheHandle(requireNonNull(cacheHandle, "cacheHandle"))
          .icmsRequestName(requireNonNull(icmsRequestName, "icmsRequestName"))
          .readerNamespace(requireNonNull(readerNamespace, "readerNamespace"))
          .writer(requireNonNull(writer, "writer"))
          .mountOptionSource(requireNonNull(mountOptionSource, "mountOptionSource"))
          .addAllOperatorOptions(operatorOptions)
          .build();
    }
  }
}
