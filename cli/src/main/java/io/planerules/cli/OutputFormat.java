package io.planerules.cli;

/** How a human command prints its answer. */
public enum OutputFormat {
  /** Aligned columns for a person. */
  table,
  /** The result object of the matching batch operation, indented. */
  json
}
