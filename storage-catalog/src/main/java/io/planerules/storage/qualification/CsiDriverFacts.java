package io.planerules.storage.qualification;

import org.jspecify.annotations.Nullable;

/**
 * The CSIDriver object the cluster registers for the provisioner (present in the evidence only when
 * one exists).
 * <!-- snippet: QualificationExamplesTest#csi-driver-facts -->
 *
 * <pre>{@code
 * CsiDriverFacts oci = new CsiDriverFacts(FsGroupPolicy.READ_WRITE_ONCE_WITH_FS_TYPE);
 * CsiDriverFacts unset = new CsiDriverFacts(null); // the object is there, the key is not
 * }</pre>
 *
 * @param fsGroupPolicy the declared {@code fsGroupPolicy}, or {@code null} when the key is unset
 */
record CsiDriverFacts(@Nullable FsGroupPolicy fsGroupPolicy) {}
