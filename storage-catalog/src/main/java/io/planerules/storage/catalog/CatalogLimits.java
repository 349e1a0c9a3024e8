package io.planerules.storage.catalog;

import io.planerules.storage.internal.io.ReaderLimits;

/**
 * The fixed limits of catalog parsing and validation (not configurable). Each bounds the work a
 * hostile ConfigMap can cause. The first four are the one reader's, the same for the qualification
 * evidence.
 */
final class CatalogLimits {

  /** Largest payload in bytes (UTF-8 length for text): 256 KiB. Code {@code catalog.size}. */
  public static final int MAX_BYTES = ReaderLimits.MAX_BYTES;

  /** Most nested containers, the root mapping counting 1. Code {@code catalog.depth}. */
  public static final int MAX_DEPTH = ReaderLimits.MAX_DEPTH;

  /** Longest mapping key in characters (code points). Code {@code catalog.field-length}. */
  public static final int MAX_KEY_LENGTH = ReaderLimits.MAX_KEY_LENGTH;

  /** Longest scalar value in characters (code points). Code {@code catalog.field-length}. */
  public static final int MAX_SCALAR_LENGTH = ReaderLimits.MAX_SCALAR_LENGTH;

  /** Most drivers in one catalog. Code {@code catalog.list-length}. */
  public static final int MAX_DRIVERS = 512;

  /** Most access modes in one entry. Code {@code catalog.list-length}. */
  public static final int MAX_ACCESS_MODES = 16;

  /** Most reader mount options in one entry. Code {@code catalog.list-length}. */
  public static final int MAX_READER_MOUNT_OPTIONS = 64;

  /** Longest reader mount option in characters. Code {@code catalog.reader-option-length}. */
  public static final int MAX_MOUNT_OPTION_LENGTH = 256;

  /** Most problems reported; the next becomes {@code catalog.too-many-problems}. */
  public static final int MAX_PROBLEMS = ReaderLimits.MAX_PROBLEMS;

  private CatalogLimits() {}
}
