package io.planerules.binding.decision;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The facts of a live StorageClass that model-cache decisions use, and their configuration digest
 * ({@link #digest()}). Other metadata (labels, annotations, resourceVersion, {@code
 * allowVolumeExpansion}) is deliberately not modelled: it never changes a decision or a digest.
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

  /**
   * The configuration digest of this class
   * (docs/reference/binding-decision.md#storageclass-digest): {@code v1:sha256:} + lowercase hex
   * SHA-256 of {@link #canonical()}. Name, UID and other metadata, and {@code
   * allowVolumeExpansion}, are not part of it: editing them is not drift. Example: {@code
   * {provisioner: csi.weka.io, reclaimPolicy: Retain}} → {@code
   * v1:sha256:7d1cc4638dce90de61d0adbafe80f7e9da05c0180d4ff76842f507ae82c1382a}.
   *
   * @return the digest a decision, a selection and a binding record
   */
  public String digest() {
    return StorageClassDigest.of(this);
  }

  /**
   * The exact text {@link #digest()} hashes: a compact Go JSON object with keys {@code
   * provisioner}, {@code parameters} (sorted by name as {@code [{"name":…,"value":…}]}), {@code
   * reclaimPolicy}, {@code volumeBindingMode} ({@code ""} when null), {@code mountOptions} and
   * {@code allowedTopologies} (order kept, {@code []} when empty).
   *
   * @return the canonical JSON
   */
  public String canonical() {
    return StorageClassDigest.canonical(this);
  }

  /** A class with no parameters, binding mode, mount options or topologies. */
  public static StorageClassSnapshot of(
      String name, String uid, String provisioner, @Nullable String reclaimPolicy) {
    return new StorageClassSnapshot(
        name, uid, provisioner, reclaimPolicy, Map.of(), null, List.of(), List.of());
  }
}
