package io.planerules.storage.qualification;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * The reclaim policy of the StorageClass a qualification run used. Only {@link #RETAIN} can back a
 * model cache: with {@code Delete} (or the deprecated {@code Recycle}) deleting a claim destroys a
 * warm cache other readers still use.
 * <!-- snippet: QualificationExamplesTest#reclaim-policy -->
 *
 * <pre>{@code
 * Optional<ReclaimPolicy> retain = ReclaimPolicy.fromWireName("Retain"); // RETAIN
 * Optional<ReclaimPolicy> lower = ReclaimPolicy.fromWireName("retain"); // empty: case-sensitive
 * }</pre>
 */
enum ReclaimPolicy {
  /** {@code Retain}: the volume outlives its claim. */
  RETAIN("Retain"),
  /** {@code Delete}: the volume is deleted with its claim. */
  DELETE("Delete"),
  /** {@code Recycle}: the volume is scrubbed when released. */
  RECYCLE("Recycle");

  private final String wireName;

  ReclaimPolicy(String wireName) {
    this.wireName = wireName;
  }

  /** The Kubernetes spelling, e.g. {@code Retain}. */
  public String wireName() {
    return wireName;
  }

  /**
   * The policy spelled exactly {@code name} (case-sensitive).
   *
   * @param name the Kubernetes spelling
   * @return the policy, or empty when {@code name} is none of the three
   */
  public static Optional<ReclaimPolicy> fromWireName(String name) {
    return WireNames.find(values(), ReclaimPolicy::wireName, name);
  }
}
