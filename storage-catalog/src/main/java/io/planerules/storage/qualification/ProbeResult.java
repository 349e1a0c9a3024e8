package io.planerules.storage.qualification;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * What one write attempt from a reader observed. Only {@link #EROFS} proves that the filesystem
 * enforces read-only; a probe absent from the evidence counts as {@link #NOT_RUN}.
 */
enum ProbeResult {
  /** {@code EROFS}: refused by a read-only filesystem — the only proof of read-only. */
  EROFS("EROFS"),
  /** {@code EACCES}: refused by permissions, which is not proof of a read-only mount. */
  EACCES("EACCES"),
  /** {@code EPERM}: refused by permissions, which is not proof of a read-only mount. */
  EPERM("EPERM"),
  /** {@code succeeded}: the write went through. */
  SUCCEEDED("succeeded"),
  /** {@code notRun}: the probe was not run (also: absent from the evidence). */
  NOT_RUN("notRun");

  private final String wireName;

  ProbeResult(String wireName) {
    this.wireName = wireName;
  }

  /** The evidence spelling, e.g. {@code EROFS} or {@code notRun}. */
  public String wireName() {
    return wireName;
  }

  /**
   * The result spelled exactly {@code name} (case-sensitive).
   *
   * @param name the evidence spelling
   * @return the result, or empty for any other text
   */
  public static Optional<ProbeResult> fromWireName(String name) {
    return WireNames.find(values(), ProbeResult::wireName, name);
  }
}
