package io.planerules.storage.qualification;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The CSIDriver object the cluster registers for the provisioner (present in the evidence only when
 * one exists).
 *
 * <pre>{@code
 * new CsiDriverFacts(FsGroupPolicy.READ_WRITE_ONCE_WITH_FS_TYPE);   // the OCI FSS driver
 * new CsiDriverFacts(null);                                         // object present, key unset
 * }</pre>
 *
 * @param fsGroupPolicy the declared {@code fsGroupPolicy}, or {@code null} when the key is unset
 */
public record CsiDriverFacts(@Nullable FsGroupPolicy fsGroupPolicy) {

  /** The declared policy, empty when the key is unset. */
  public Optional<FsGroupPolicy> declaredFsGroupPolicy() {
    return Optional.ofNullable(fsGroupPolicy);
  }
}
