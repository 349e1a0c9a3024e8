package io.planerules.storage.internal.io;

import com.fasterxml.jackson.core.StreamReadConstraints;

/**
 * The document limits a hardened reader enforces
 * (docs/reference/storage-catalog.md#parser-settings): both the catalog and the qualification
 * evidence use 262 144 bytes, 16 nested containers, 256-character keys and 4096-character scalars,
 * each from its own public constants.
 *
 * <pre>{@code
 * new ReaderLimits(262_144, 16, 256, 4096).constraints()
 * }</pre>
 *
 * @param maxBytes the largest document in UTF-8 bytes (also SnakeYAML's code point limit)
 * @param maxDepth the most nested mappings and lists (root = 1)
 * @param maxKeyLength the longest key in characters
 * @param maxScalarLength the longest scalar in characters
 */
public record ReaderLimits(int maxBytes, int maxDepth, int maxKeyLength, int maxScalarLength) {

  /** The longest number the parsers accept: numbers are never valid values of these documents. */
  public static final int MAX_NUMBER_LENGTH = 32;

  /**
   * The Jackson stream constraints of these limits (backstops to the walks' own checks).
   *
   * @return the constraints, with {@link #MAX_NUMBER_LENGTH}
   */
  public StreamReadConstraints constraints() {
    return StreamReadConstraints.builder()
        .maxDocumentLength(maxBytes)
        .maxNestingDepth(maxDepth)
        .maxNumberLength(MAX_NUMBER_LENGTH)
        .maxStringLength(maxScalarLength)
        .maxNameLength(maxKeyLength)
        .build();
  }
}
