package io.planerules.storage.internal.io;

/**
 * The limits of every document the hardened reader reads
 * (docs/reference/storage-catalog.md#limits), the catalog's and the qualification evidence's alike;
 * the catalog's own limits are beside them in {@code CatalogLimits}. Not configurable.
 */
public final class ReaderLimits {

  /** Largest payload in UTF-8 bytes. */
  public static final int MAX_BYTES = 262_144;

  /** Most nested mappings and lists, the root counting 1. */
  public static final int MAX_DEPTH = 16;

  /** Longest mapping key in code points. */
  public static final int MAX_KEY_LENGTH = 256;

  /** Longest scalar in code points. */
  public static final int MAX_SCALAR_LENGTH = 4096;

  /** Longest number in characters: numbers are never valid values of these documents. */
  public static final int MAX_NUMBER_LENGTH = 32;

  /** Most problems reported, in a catalog or an evidence document; the next one ends the list. */
  public static final int MAX_PROBLEMS = 100;

  private ReaderLimits() {}
}
