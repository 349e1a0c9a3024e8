package io.planerules.binding.decision;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The facts of a live StorageClass that model-cache decisions use. Other metadata (labels,
 * annotations, resourceVersion, {@code allowVolumeExpansion}) is deliberately not modelled: it
 * never changes a decision or a digest.
 *
 * <p>Example: {@code StorageClassSnapshot.of("nvcf-sc", "uid-1", "csi.weka.io", "Retain")}.
 *
 * @param name metadata.name
 * @param uid metadata.uid ({@code ""} when unknown)
 * @param provisioner the CSI provisioner, exact
 * @param reclaimPolicy the reclaim policy, null when unset
 * @param parameters the parameters (order irrelevant)
 * @param volumeBindingMode the binding mode, null when unset
 * @param mountOptions the mount options, in order
 * @param allowedTopologies the allowed topology terms, in order
 */
public record StorageClassSnapshot(
    String name,
    String uid,
    String provisioner,
    @Nullable String reclaimPolicy,
    Map<String, String> parameters,
    @Nullable String volumeBindingMode,
    List<String> mountOptions,
    List<TopologyTerm> allowedTopologies) {

  /** Copies the collections. */
  public StorageClassSnapshot {
    requireNonNull(name, "name");
    requireNonNull(uid, "uid");
    requireNonNull(provisioner, "provisioner");
    parameters = ImmutableMap.copyOf(parameters);
    mountOptions = List.copyOf(mountOptions);
    allowedTopologies = List.copyOf(allowedTopologies);
  }

  /** A class with no parameters, binding mode, mount options or topologies. */
  public static StorageClassSnapshot of(
      String name, String uid, String provisioner, @Nullable String reclaimPolicy) {
    return new StorageClassSnapshot(
        name, uid, provisioner, reclaimPolicy, Map.of(), null, List.of(), List.of());
  }
}
