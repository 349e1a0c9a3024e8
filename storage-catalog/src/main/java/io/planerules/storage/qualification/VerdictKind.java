package io.planerules.storage.qualification;

/**
 * The overall answer of a qualification run (docs/reference/storage-catalog.md#output).
 *
 * <ul>
 *   <li>{@link #QUALIFIED}: every mode some reader shape tried is qualified;
 *   <li>{@link #PARTIALLY_QUALIFIED}: some but not all of them;
 *   <li>{@link #NOT_QUALIFIED}: no mode.
 * </ul>
 */
public enum VerdictKind {
  /** {@code qualified}. */
  QUALIFIED("qualified"),
  /** {@code partially-qualified}. */
  PARTIALLY_QUALIFIED("partially-qualified"),
  /** {@code not-qualified}. */
  NOT_QUALIFIED("not-qualified");

  private final String wireName;

  VerdictKind(String wireName) {
    this.wireName = wireName;
  }

  /** The batch protocol spelling, e.g. {@code partially-qualified}. */
  public String wireName() {
    return wireName;
  }
}
