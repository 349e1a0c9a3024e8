package io.planerules.storage.catalog.entry;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * One valid catalog entry: the exact CSI provisioner, its provider id, the access modes qualified
 * end to end (document order; a set for every decision), the reader mount options NVCA applies
 * (order is behaviour) and whether an encrypted cache was qualified.
 *
 * @param provisioner the StorageClass provisioner, matched exactly
 * @param provider the driver family id; gates only the Helm/NVMesh clause of the transition
 * @param accessModes qualified modes in document order ({@code []} = nothing qualified)
 * @param readerMountOptions options for reader PVs, in order
 * @param encryptionSupported whether an encrypted cache was qualified (absent = false)
 */
public record DriverEntry(
    String provisioner,
    String provider,
    List<AccessMode> accessModes,
    List<String> readerMountOptions,
    boolean encryptionSupported) {

  /** Creates an entry; copies the lists. Validity is checked by the catalog validation. */
  public DriverEntry {
    requireNonNull(provisioner, "provisioner");
    requireNonNull(provider, "provider");
    accessModes = ImmutableList.copyOf(accessModes);
    readerMountOptions = ImmutableList.copyOf(readerMountOptions);
  }

  /** The access modes' wire names in document order, for the raw-string APIs and digests. */
  public List<String> accessModeNames() {
    ImmutableList.Builder<String> names = ImmutableList.builderWithExpectedSize(accessModes.size());
    for (AccessMode mode : accessModes) {
      names.add(mode.wireName());
    }
    return names.build();
  }

  /**
   * Whether this entry means the same as another: equal provisioner, provider and encryption flag,
   * access modes as a set, reader options as an ordered list.
   *
   * @param other the other entry
   * @return whether they are semantically equal
   */
  public boolean semanticallyEquals(DriverEntry other) {
    requireNonNull(other, "other");
    return provisioner.equals(other.provisioner)
        && provider.equals(other.provider)
        && encryptionSupported == other.encryptionSupported
        && readerMountOptions.equals(other.readerMountOptions)
        && modeSet(accessModes).equals(modeSet(other.accessModes));
  }

  /** The access modes as a set (duplicates and order dropped). */
  public Set<AccessMode> accessModeSet() {
    return Collections.unmodifiableSet(modeSet(accessModes));
  }

  private static Set<AccessMode> modeSet(List<AccessMode> modes) {
    Set<AccessMode> set = EnumSet.noneOf(AccessMode.class);
    set.addAll(modes);
    return set;
  }
}
