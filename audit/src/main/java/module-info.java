/**
 * Streams of Kubernetes objects judged for plane isolation (docs/reference/audit.md): a plane's
 * rendered chart, two planes' renders, a cluster listing, or a listing before and after an
 * operation, read one document at a time ({@code io.planerules.audit.io}, the only package that
 * imports Jackson and SnakeYAML) and judged with the library's own name table, shared
 * prerequisites, labelled kinds, issuer, hook and residue rules ({@code io.planerules.audit}); the
 * findings are values ({@code io.planerules.audit.report}).
 */
module io.planerules.audit {
  requires transitive io.planerules.ownership;
  requires com.google.common;
  requires io.planerules.admission;
  requires static transitive org.jspecify;
  requires transitive com.fasterxml.jackson.databind;
  requires com.fasterxml.jackson.core;
  requires org.yaml.snakeyaml;

  exports io.planerules.audit;
  exports io.planerules.audit.source;
  exports io.planerules.audit.report;
  exports io.planerules.audit.io;
}
