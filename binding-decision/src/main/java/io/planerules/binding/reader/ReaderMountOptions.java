package io.planerules.binding.reader;

import io.planerules.storage.catalog.MountOptions;
import io.planerules.storage.internal.drivers.WellKnownNames;
import io.planerules.storage.internal.text.GoText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Mount options of a reader PV, resolved by {@link ReaderVolumes#plan} and {@link
 * ReaderVolumes#legacyMountOptions} (docs/reference/binding-decision.md#reader-mount-options): the
 * required options first, then the operator's, never a duplicate or an option negating one already
 * chosen.
 *
 * <p>Examples: NVMesh defaults + {@code [nouuid, noatime]} → {@code [ro, norecovery, nouuid,
 * noatime]}; + {@code [rw, recovery, uuid]} → {@code [ro, norecovery, nouuid]}; ConfigMap entry
 * {@code "ro, nouuid "} + {@code [noatime]} → {@code [ro, nouuid, noatime]}.
 */
final class ReaderMountOptions {
  /** NVCA's built-in NVMesh reader options, used when the legacy ConfigMap is unreadable. */
  static final List<String> NVMESH_DEFAULTS = List.of("ro", "norecovery", "nouuid");

  private ReaderMountOptions() {}

  /**
   * {@code required} in order, then each {@code configured} option in order unless it is blank (Go
   * {@code TrimSpace}), already present, or negates an option already in the result.
   */
  static List<String> merge(List<String> required, @Nullable List<String> configured) {
    List<String> result = new ArrayList<>(required);
    if (configured == null) {
      return List.copyOf(result);
    }
    for (String option : configured) {
      if (GoText.trimSpace(option).isEmpty() || result.contains(option)) {
        continue;
      }
      boolean conflicts = false;
      for (String chosen : result) {
        if (MountOptions.negates(chosen, option)) {
          conflicts = true;
          break;
        }
      }
      if (!conflicts) {
        result.add(option);
      }
    }
    return List.copyOf(result);
  }

  /**
   * The legacy default options for {@code nvcf-sc}'s provisioner: {@code []} without a provisioner;
   * with a readable ConfigMap (non-null) its entry split on {@code ,}, trimmed, empties dropped
   * ({@code []} without an entry: a readable map is authoritative); with an unreadable one (null)
   * {@link #NVMESH_DEFAULTS} for NVMesh, else {@code []}.
   */
  static List<String> legacyDefaults(
      @Nullable String provisioner, @Nullable Map<String, String> configMap) {
    if (provisioner == null || provisioner.isEmpty()) {
      return List.of();
    }
    if (configMap != null) {
      String entry = configMap.get(provisioner);
      if (entry == null) {
        return List.of();
      }
      List<String> options = new ArrayList<>();
      for (String part : entry.split(",", -1)) {
        String option = GoText.trimSpace(part);
        if (!option.isEmpty()) {
          options.add(option);
        }
      }
      return List.copyOf(options);
    }
    return WellKnownNames.NVMESH_PROVISIONER.equals(provisioner) ? NVMESH_DEFAULTS : List.of();
  }

  /** {@code merge(legacyDefaults(provisioner, configMap), configured)}; null configured = none. */
  static List<String> resolveLegacy(
      @Nullable String provisioner,
      @Nullable Map<String, String> configMap,
      @Nullable List<String> configured) {
    return merge(legacyDefaults(provisioner, configMap), configured);
  }
}
