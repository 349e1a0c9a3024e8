/**
 * Model-cache storage decisions: decision resolution, profile and StorageClass digests, the
 * persisted selection and its strict wire form, binding intent and drift, reader volumes and
 * model-cache names.
 */
module io.planerules.binding {
  requires transitive io.planerules.storage.catalog;
  requires transitive io.planerules.identity;
  requires static transitive org.jspecify;
  requires com.fasterxml.jackson.core;

  exports io.planerules.binding;
  exports io.planerules.binding.io;
}
