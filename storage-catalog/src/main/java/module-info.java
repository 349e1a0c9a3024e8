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
  requires com.fasterxml.jackson.core;
  requires com.fasterxml.jackson.dataformat.yaml;
  requires org.yaml.snakeyaml;

  exports io.planerules.storage.catalog;
  exports io.planerules.storage.catalog.io;
  exports io.planerules.storage.qualification;
  exports io.planerules.storage.qualification.io;
  // the canonical JSON writer of the digests, shared with the StorageClass digest only
  exports io.planerules.storage.internal.json to
      io.planerules.binding;
}
