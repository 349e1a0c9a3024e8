package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

/**
 * The result of a CREATE or UPDATE.
 *
 * @param status the status
 * @param detail the error text ({@code ""} on success)
 */
record WriteResult(Observation.WriteStatus status, String detail) implements Observation {
  /** Creates the observation. */
  WriteResult {
    requireNonNull(status, "status");
    requireNonNull(detail, "detail");
  }
}
