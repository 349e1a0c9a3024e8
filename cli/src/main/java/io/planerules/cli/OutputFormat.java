package io.planerules.cli;

/**
 * How a command prints its answer: the values of {@code --output}. Each command accepts the formats
 * its {@link BaseCommand#formats()} lists, the first being its default.
 */
public enum OutputFormat {
  /** Aligned columns for a person. */
  table,
  /** The result object of the matching batch operation, indented. */
  json,
  /** A YAML multi-document stream ({@code kubectl apply -f -}). */
  yaml,
  /** A SARIF 2.1.0 log, for code-scanning services. */
  sarif
}
