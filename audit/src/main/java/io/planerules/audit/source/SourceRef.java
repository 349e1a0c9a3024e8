package io.planerules.audit.source;

import static java.util.Objects.requireNonNull;

/**
 * Where one object came from: the file as the caller named it, the index of its document among all
 * documents of the file (0-based, empty documents included), and the line of the document's {@code
 * ---} marker, or of its first line when it has none (1 for the first document of a file). The
 * items of a {@code List} carry the position of the List's document.
 *
 * @param file the file as given (relative, or {@code -} for standard input)
 * @param document the document index, 0-based
 * @param line the document's first line, 1-based
 */
public record SourceRef(String file, int document, int line) {

  /**
   * Checks the fields.
   *
   * @throws IllegalArgumentException when the index is negative or the line below 1
   */
  public SourceRef {
    requireNonNull(file, "file");
    if (document < 0 || line < 1) {
      throw new IllegalArgumentException(
          "document must be >= 0 and line >= 1: " + document + ", " + line);
    }
  }

  /** {@code file#document (line N)}, as the table output shows it. */
  @Override
  public String toString() {
    return file + "#" + document + " (line " + line + ")";
  }
}
