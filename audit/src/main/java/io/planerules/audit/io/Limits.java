package io.planerules.audit.io;

/** The fixed limits of the object-stream reader (docs/reference/audit.md#limits). */
final class Limits {

  /**
   * The largest object: a document, or one item of a {@code List} (8 MiB). JSON counts bytes, YAML
   * code points (SnakeYAML's unit); for the ASCII text {@code helm} and {@code kubectl} print the
   * two are the same. A {@code List} document itself has no limit: its items are read one by one.
   */
  static final int MAX_OBJECT = 8 * 1024 * 1024;

  /** The deepest nesting of mappings and sequences in a document, its root being level 1. */
  static final int MAX_DEPTH = 1000;

  /**
   * How far past {@link #MAX_OBJECT} the input may run before reading stops: the parsers read
   * ahead, so the exact size is known only at the object's end; this bounds the memory an oversized
   * object can take before it is refused.
   */
  static final int GUARD_SLACK = 64 * 1024;

  private Limits() {}
}
