package io.planerules.storage.catalog;

/**
 * How a catalog document spells its {@code drivers}: a mapping keyed by provisioner (the seed's
 * final design) or a list of entries with a {@code name} (newer upstream). Both mean the same.
 */
enum WireForm {
  /** {@code drivers: {<provisioner>: <entry>, ...}}. */
  MAP,
  /** {@code drivers: [{name: <provisioner>, ...}, ...]}. */
  LIST
}
