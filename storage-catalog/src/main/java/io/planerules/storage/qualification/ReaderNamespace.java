package io.planerules.storage.qualification;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * Where a reader ran, relative to the cache writer's namespace. Helm caching reads from other
 * namespaces, so a mode is qualified only when some reader proved it in {@link #OTHER}.
 */
enum ReaderNamespace {
  /** {@code same}: the writer's namespace. */
  SAME("same"),
  /** {@code other}: a namespace other than the writer's. */
  OTHER("other");

  private final String wireName;

  ReaderNamespace(String wireName) {
    this.wireName = wireName;
  }

  /** The evidence spelling: {@code same} or {@code other}. */
  public String wireName() {
    return wireName;
  }

  /**
   * The namespace spelled exactly {@code name}.
   *
   * @param name {@code same} or {@code other}
   * @return the value, or empty for any other text
   */
  public static Optional<ReaderNamespace> fromWireName(String name) {
    return WireNames.find(values(), ReaderNamespace::wireName, name);
  }
}
