package io.planerules.storage.catalog.entry;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * A Kubernetes PVC access mode a catalog entry may qualify. Wire names match exactly
 * (case-sensitive); {@code ReadWriteOncePod}, {@code rwo} or look-alikes are not access modes here.
 * <!-- snippet: StorageExamplesTest#access-mode -->
 *
 * <pre>{@code
 * Optional<AccessMode> rox = AccessMode.fromWireName("ReadOnlyMany"); // READ_ONLY_MANY
 * Optional<AccessMode> none = AccessMode.fromWireName("readonlymany"); // empty: case-sensitive
 * }</pre>
 */
public enum AccessMode {
  /** {@code ReadWriteOnce}: one node mounts read-write (the ROX writer). */
  READ_WRITE_ONCE("ReadWriteOnce"),
  /** {@code ReadOnlyMany}: many nodes mount read-only (the ROX readers). */
  READ_ONLY_MANY("ReadOnlyMany"),
  /** {@code ReadWriteMany}: many nodes mount read-write (one shared claim). */
  READ_WRITE_MANY("ReadWriteMany");

  /** {@link #values()} once: it copies the array on every call. */
  private static final AccessMode[] ALL = values();

  private final String wireName;

  AccessMode(String wireName) {
    this.wireName = wireName;
  }

  /** The Kubernetes spelling, e.g. {@code ReadWriteOnce}. */
  public String wireName() {
    return wireName;
  }

  /**
   * The access mode spelled exactly so.
   *
   * @param wireName the Kubernetes spelling
   * @return the mode, or empty when the text is not exactly one of the three
   */
  public static Optional<AccessMode> fromWireName(String wireName) {
    requireNonNull(wireName, "wireName");
    return WireNames.find(ALL, AccessMode::wireName, wireName);
  }

  @Override
  public String toString() {
    return wireName;
  }
}
