package io.planerules.storage.catalog;

/**
 * The text format of a catalog payload. {@link #AUTO} reads JSON when the first non-whitespace
 * character is <code>{</code>, YAML otherwise.
 */
public enum InputFormat {
  /** JSON when the first non-whitespace character is <code>{</code>, else YAML. */
  AUTO,
  /** YAML 1.1 as read by SnakeYAML through Jackson, hardened. */
  YAML,
  /** RFC 8259 JSON (no comments, trailing commas or single quotes). */
  JSON
}
