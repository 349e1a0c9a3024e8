package io.planerules.fabric8.live;

/**
 * Told after each kind of a live read is done, e.g. to print progress on a terminal; it must not
 * throw.
 */
@FunctionalInterface
public interface ReadProgress {

  /** Tells nothing. */
  ReadProgress NONE = (kind, kindsDone, kinds, objects) -> {};

  /**
   * A kind has been read (or given up on).
   *
   * @param kind the kind, e.g. {@code Deployment.apps}
   * @param kindsDone how many kinds are done, this one included
   * @param kinds how many kinds the read lists
   * @param objects how many objects the read has handed on so far
   */
  void kindDone(String kind, int kindsDone, int kinds, long objects);
}
