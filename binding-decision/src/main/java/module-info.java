/**
 * Model-cache storage decisions: decision resolution, the StorageClass digest, the persisted
 * selection and its strict wire form, drift, the ModelCacheBinding intent, the Helm backend, reader
 * volumes and model-cache names. Packages by concept; {@code io.planerules.binding.internal} is not
 * exported. Each front door lists its rules ({@code rules()}).
 */
module io.planerules.binding {
  requires transitive io.planerules.storage.catalog;
  requires transitive io.planerules.identity;
  requires com.google.common;
  requires static transitive org.jspecify;
  requires static org.immutables.value.annotations;
  requires static com.google.errorprone.annotations;
  requires static java.compiler;
  requires com.fasterxml.jackson.core;

  exports io.planerules.binding;
  exports io.planerules.binding.decision;
  exports io.planerules.binding.selection;
  exports io.planerules.binding.selection.io;
  exports io.planerules.binding.names;
  exports io.planerules.binding.intent;
  exports io.planerules.binding.helm;
  exports io.planerules.binding.reader;
}
