package io.planerules.binding.intent;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * The immutable spec of a ModelCacheBinding
 * (docs/reference/binding-decision.md#modelcachebinding-intent; upstream {@code
 * modelcachebinding_types.go}). Lists documented as sets compare as sets in {@link
 * BindingIntent#equal}; {@code requiredMountOptions} is ordered.
 *
 * @param identity what the cache is
 * @param decision the storage decision it was created from
 * @param storageClass the StorageClass it lives on
 * @param resources the objects it owns
 */
public record BindingSpec(
    Identity identity, DecisionSpec decision, StorageClassRef storageClass, Resources resources) {

  /** Checks the components. */
  public BindingSpec {
    requireNonNull(identity, "identity");
    requireNonNull(decision, "decision");
    requireNonNull(storageClass, "storageClass");
    requireNonNull(resources, "resources");
  }

  /**
   * The binding identity.
   *
   * @param version {@code v1alpha1}
   * @param workflow the workflow wire name
   * @param sharingDomainDigest {@link BindingDigests#of} of the sharing domain
   * @param cacheHandleDigest {@link BindingDigests#of} of the cache handle
   */
  public record Identity(
      String version, String workflow, String sharingDomainDigest, String cacheHandleDigest) {
    /** Checks the components. */
    public Identity {
      requireNonNull(version, "version");
      requireNonNull(workflow, "workflow");
      requireNonNull(sharingDomainDigest, "sharingDomainDigest");
      requireNonNull(cacheHandleDigest, "cacheHandleDigest");
    }
  }

  /**
   * The storage decision.
   *
   * @param provider the provider
   * @param provisioner the provisioner
   * @param transition the transition wire name
   * @param requiredAccessModes access modes (a set)
   * @param requiredMountOptions reader mount options (ordered)
   * @param profileDigest the profile digest
   * @param catalogRevision the catalog revision, {@code ""} when none (audit only, never compared)
   * @param encryptionRequired whether the cache is encrypted
   */
  public record DecisionSpec(
      String provider,
      String provisioner,
      String transition,
      List<String> requiredAccessModes,
      List<String> requiredMountOptions,
      String profileDigest,
      String catalogRevision,
      boolean encryptionRequired) {
    /** Copies the lists; null lists read as empty. */
    public DecisionSpec {
      requireNonNull(provider, "provider");
      requireNonNull(provisioner, "provisioner");
      requireNonNull(transition, "transition");
      requiredAccessModes = copy(requiredAccessModes);
      requiredMountOptions = copy(requiredMountOptions);
      requireNonNull(profileDigest, "profileDigest");
      requireNonNull(catalogRevision, "catalogRevision");
    }
  }

  /**
   * The StorageClass.
   *
   * @param name {@code nvcf-sc}
   * @param uid its UID
   * @param reclaimPolicy always {@code Retain}
   * @param configurationDigest its configuration digest ({@link
   *     io.planerules.binding.decision.StorageClassSnapshot#digest()})
   */
  public record StorageClassRef(
      String name, String uid, String reclaimPolicy, String configurationDigest) {
    /** Checks the components. */
    public StorageClassRef {
      requireNonNull(name, "name");
      requireNonNull(uid, "uid");
      requireNonNull(reclaimPolicy, "reclaimPolicy");
      requireNonNull(configurationDigest, "configurationDigest");
    }
  }

  /**
   * The objects the binding owns (lists are sets).
   *
   * @param writerNamespace the writer's namespace
   * @param persistentVolumeClaimNames PVC names
   * @param persistentVolumeNames PV names
   * @param jobNames Job names
   * @param storageClassNames encryption StorageClass names
   * @param secretNames encryption Secret names
   * @param leaseName the init Lease ({@code ""} when none)
   */
  public record Resources(
      String writerNamespace,
      List<String> persistentVolumeClaimNames,
      List<String> persistentVolumeNames,
      List<String> jobNames,
      List<String> storageClassNames,
      List<String> secretNames,
      String leaseName) {
    /** Copies the lists; null lists read as empty. */
    public Resources {
      requireNonNull(writerNamespace, "writerNamespace");
      persistentVolumeClaimNames = copy(persistentVolumeClaimNames);
      persistentVolumeNames = copy(persistentVolumeNames);
      jobNames = copy(jobNames);
      storageClassNames = copy(storageClassNames);
      secretNames = copy(secretNames);
      requireNonNull(leaseName, "leaseName");
    }
  }

  private static List<String> copy(@org.jspecify.annotations.Nullable List<String> values) {
    return values == null ? List.of() : List.copyOf(values);
  }
}
