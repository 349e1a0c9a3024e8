package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

/**
 * What the cache writer of a qualification run established.
 *
 * @param accessMode the access mode of the writer's claim
 * @param populated whether the writer wrote the cache and published a manifest
 * @param durableAfterExit whether the data was still there after the writer exited
 */
record WriterFacts(WriterMode accessMode, boolean populated, boolean durableAfterExit) {

  /** Creates the facts. */
  public WriterFacts {
    requireNonNull(accessMode, "accessMode");
  }
}
