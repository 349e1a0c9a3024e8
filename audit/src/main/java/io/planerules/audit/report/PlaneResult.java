package io.planerules.audit.report;

import static java.util.Objects.requireNonNull;

/**
 * One plane of a report: its id, its mode and how many objects its sources held.
 *
 * @param planeId the control-plane id ({@code ""} is legacy mode)
 * @param objects the objects read for it: List items, malformed objects included; empty documents
 *     and skipped values files not
 */
public record PlaneResult(String planeId, long objects) {

  /** Checks the fields. */
  public PlaneResult {
    requireNonNull(planeId, "planeId");
    if (objects < 0) {
      throw new IllegalArgumentException("objects must be >= 0: " + objects);
    }
  }

  /** {@code legacy} for the empty id, else {@code named}. */
  public String mode() {
    return planeId.isEmpty() ? "legacy" : "named";
  }
}
