package io.planerules.rules;

/**
 * A 1-based line and column in parsed text, attached to a {@link Problem} found while parsing.
 *
 * @param line the line, starting at 1
 * @param column the column, starting at 1
 */
public record SourcePosition(int line, int column) {

  /**
   * Creates a position.
   *
   * @throws IllegalArgumentException when {@code line} or {@code column} is below 1
   */
  public SourcePosition {
    if (line < 1 || column < 1) {
      throw new IllegalArgumentException("line and column start at 1, got " + line + ":" + column);
    }
  }

  /** Returns {@code line:column}, the form editors and compilers print. */
  @Override
  public String toString() {
    return line + ":" + column;
  }
}
