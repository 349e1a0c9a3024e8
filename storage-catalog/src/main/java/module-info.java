/**
 * The storage capability catalog of the NVCF model cache: model, validation, transition derivation,
 * catalog revision, profile digest, diff and Go text helpers ({@code
 * io.planerules.storage.catalog}), and the hardened YAML/JSON parsing ({@code
 * io.planerules.storage.catalog.io}, the only package that imports Jackson or SnakeYAML).
 */
module io.planerules.storage.catalog {
  requires transitive io.planerules.rules;
  requires static transitive org.jspecify;
  requires com.fasterxml.jackson.core;
  requires com.fasterxml.jackson.dataformat.yaml;
  requires org.yaml.snakeyaml;

  exports io.planerules.storage.catalog;
  exports io.planerules.storage.catalog.io;
}
