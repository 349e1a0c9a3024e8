package io.planerules.storage.qualification;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * The {@code fsGroupPolicy} a CSIDriver object declares. It decides whether Kubernetes changes the
 * ownership of a mounted volume to the pod's {@code fsGroup}: only {@link #FILE} always does, so
 * with any other policy (or none set) the model cache writer must run as root.
 * <!-- snippet: QualificationExamplesTest#fs-group-policy -->
 *
 * <pre>{@code
 * Optional<FsGroupPolicy> oci = FsGroupPolicy.fromWireName("ReadWriteOnceWithFSType");
 * }</pre>
 */
enum FsGroupPolicy {
  /** {@code File}: Kubernetes always applies fsGroup ownership. */
  FILE("File"),
  /** {@code ReadWriteOnceWithFSType}: only for RWO volumes with an fsType; not for RWX. */
  READ_WRITE_ONCE_WITH_FS_TYPE("ReadWriteOnceWithFSType"),
  /** {@code None}: Kubernetes never changes ownership. */
  NONE("None");

  private final String wireName;

  FsGroupPolicy(String wireName) {
    this.wireName = wireName;
  }

  /** The Kubernetes spelling, e.g. {@code ReadWriteOnceWithFSType}. */
  public String wireName() {
    return wireName;
  }

  /**
   * The policy spelled exactly {@code name} (case-sensitive).
   *
   * @param name the Kubernetes spelling
   * @return the policy, or empty when {@code name} is none of the three
   */
  public static Optional<FsGroupPolicy> fromWireName(String name) {
    return WireNames.find(values(), FsGroupPolicy::wireName, name);
  }
}
