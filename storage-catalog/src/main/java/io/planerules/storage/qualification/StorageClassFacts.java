package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * The exact StorageClass a qualification run used, as the cluster will use it.
 *
 * @param name the StorageClass name
 * @param reclaimPolicy its reclaim policy; only {@link ReclaimPolicy#RETAIN} qualifies anything
 * @param volumeBindingMode its volume binding mode, {@code ""} when the evidence omits it
 * @param mountOptions its mount options, in order ({@code []} when omitted)
 */
record StorageClassFacts(
    String name, ReclaimPolicy reclaimPolicy, String volumeBindingMode, List<String> mountOptions) {

  /** Creates the facts; copies the mount options. */
  public StorageClassFacts {
    requireNonNull(name, "name");
    requireNonNull(reclaimPolicy, "reclaimPolicy");
    requireNonNull(volumeBindingMode, "volumeBindingMode");
    mountOptions = ImmutableList.copyOf(mountOptions);
  }
}
