/**
 * The storage capability catalog of the NVCF model cache and the qualification of its entries. API
 * packages from the bottom up: the entry vocabulary ({@code io.planerules.storage.catalog.entry}),
 * transitions ({@code ..catalog.transition}), revision and profile digest ({@code
 * ..catalog.digest}), the catalog itself — hardened parsing, validation and the diff ({@code
 * io.planerules.storage.catalog}) — and the qualification of evidence documents ({@code
 * io.planerules.storage.qualification}, entered through {@code Qualify}). Both documents are read
 * by the one reader of the unexported {@code io.planerules.storage.internal.io}, the only package
 * that imports Jackson or SnakeYAML. The canonical JSON writer ({@code
 * io.planerules.storage.internal.json}), Go's text semantics ({@code
 * io.planerules.storage.internal.text}) and the driver names the rules single out ({@code
 * io.planerules.storage.internal.drivers}) are exported to the binding-decision module only. See
 * docs/reference/storage-catalog.md.
 */
module io.planerules.storage.catalog {
  requires transitive io.planerules.rules;
  requires com.google.common;
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
  exports io.planerules.storage.qualification;
  // the canonical JSON writer of the digests, shared with the StorageClass digest only
  exports io.planerules.storage.internal.json to
      io.planerules.binding;
  // Go's text semantics (space, blank, byte order, JSON strings), shared with binding-decision only
  exports io.planerules.storage.internal.text to
      io.planerules.binding;
  // the driver names the rules single out (NVMesh), shared with binding-decision only
  exports io.planerules.storage.internal.drivers to
      io.planerules.binding;
}
