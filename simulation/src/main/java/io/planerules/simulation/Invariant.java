package io.planerules.simulation;

/** The properties checked after every step (and, for {@link #CONVERGENCE}, at quiescence). */
public enum Invariant {
  /**
   * No request of plane X that the server accepted changed an object that, at that moment, was not
   * X's: its ownership label (named: X; legacy: none), its namespace's label (unless the namespace
   * is a shared one), and not a shared prerequisite. For an update both the old and the new object
   * must be X's.
   */
  ISOLATION,
  /** A teardown deleted only objects that were its plane's at the moment it deleted them. */
  TEARDOWN_ONLY_OWN,
  /**
   * When every actor has finished and nothing interfered, every workload namespace the plane owns
   * (other than the source namespace) holds exactly the current copy of each source Secret: the
   * source's data, the ownership label (named) or none (legacy), and the mirrored-from label.
   */
  CONVERGENCE,
  /**
   * An actor reports a target as done only in the step whose write of that target the server
   * accepted: a failed write is reported as failed, never as success.
   */
  FAILURE_REPORTED
}
