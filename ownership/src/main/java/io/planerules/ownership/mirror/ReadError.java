package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

/**
 * A GET that failed (not a conflict).
 *
 * @param detail the error text
 */
record ReadError(String detail) implements Observation {
  /** Creates the observation. */
  ReadError {
    requireNonNull(detail, "detail");
  }
}
