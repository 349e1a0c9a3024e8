package io.planerules.storage.qualification;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * The access mode of the cache writer's claim in a qualification run. A writer claims either one
 * node ({@code ReadWriteOnce}, readers then need a {@code ReadOnlyMany} view) or a shared volume
 * ({@code ReadWriteMany}, readers mount the same claim read-only).
 */
enum WriterMode {
  /** {@code ReadWriteOnce}. */
  READ_WRITE_ONCE("ReadWriteOnce"),
  /** {@code ReadWriteMany}. */
  READ_WRITE_MANY("ReadWriteMany");

  private final String wireName;

  WriterMode(String wireName) {
    this.wireName = wireName;
  }

  /** The Kubernetes access mode spelling. */
  public String wireName() {
    return wireName;
  }

  /**
   * The writer mode spelled exactly {@code name}; {@code ReadOnlyMany} is no writer mode.
   *
   * @param name the Kubernetes spelling
   * @return the mode, or empty for any other text
   */
  public static Optional<WriterMode> fromWireName(String name) {
    return WireNames.find(values(), WriterMode::wireName, name);
  }
}
