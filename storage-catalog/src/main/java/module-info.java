/**
 * The storage capability catalog of the NVCF model cache: model, validation, transition derivation,
 * catalog revision, profile digest, diff and Go text helpers ({@code
 * io.planerules.storage.catalog}), the hardened YAML/JSON parsing ({@code
 * io.planerules.storage.catalog.io}) and the qualification evidence ({@code
 * io.planerules.storage.qualification}, {@code io.planerules.storage.qualification.io}). Both
 * parsers share the unexported {@code io.planerules.storage.internal.io} (factory settings,
 * text-level checks); only {@code ..io} packages import Jackson or SnakeYAML. The canonical JSON
 * writer of the digests ({@code io.planerules.storage.internal.json}) is exported to the
 * binding-decision module only.
 */
module io.planerules.storage.catalog {
  requires transitive io.planerules.rules;
  requires static transitive org.jspecify;
  requires static org.immutables.value.annotations;
  requires static com.google.errorprone.annotations;
  requires static java.compiler;
  requires com.fasterxml.jackson.core;
  requires com.fasterxml.jackson.dataformat.yaml;
  requires org.yaml.snakeyaml;

  exports io.planerules.storage.catalog.entry;
  exports io.planerules.storage.catalog.transition;
  exports io.planerules.storage.catalog.digest;
  exports io.planerules.storage.catalog;
  exports io.planerules.storage.catalog.diff;
  exports io.planerules.storage.catalog.io;
  exports io.planerules.storage.qualification;
  exports io.planerules.storage.qualification.io;
  // the canonical JSON writer of the digests, shared with the StorageClass digest only
  exports io.planerules.storage.internal.json to
      io.planerules.binding;
  // Go's text semantics (space, blank, byte order, JSON strings), shared with binding-decision only
  exports io.planerules.storage.internal.text to
      io.planerules.binding;
}
