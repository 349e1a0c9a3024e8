package io.planerules.storage.qualification;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * The six write attempts a reader makes to prove the filesystem enforces read-only. All six must be
 * refused with {@code EROFS}: a {@code ro} mount flag, or a refusal by permissions ({@code
 * EACCES}/{@code EPERM}), is not proof. Declaration order is the order problems are reported in.
 */
enum WriteProbe {
  /** {@code create}: create a new file. */
  CREATE("create"),
  /** {@code append}: append to an existing file. */
  APPEND("append"),
  /** {@code rename}: rename a file. */
  RENAME("rename"),
  /** {@code chmod}: change a file's mode. */
  CHMOD("chmod"),
  /** {@code truncate}: truncate a file. */
  TRUNCATE("truncate"),
  /** {@code delete}: delete a file. */
  DELETE("delete");

  private final String wireName;

  WriteProbe(String wireName) {
    this.wireName = wireName;
  }

  /** The evidence key, e.g. {@code truncate}. */
  public String wireName() {
    return wireName;
  }

  /**
   * The probe named exactly {@code name}.
   *
   * @param name the evidence key
   * @return the probe, or empty for any other text
   */
  public static Optional<WriteProbe> fromWireName(String name) {
    return WireNames.find(values(), WriteProbe::wireName, name);
  }
}
