package io.planerules.audit.io;

import io.planerules.rules.SourcePosition;
import java.io.IOException;
import org.jspecify.annotations.Nullable;

/**
 * The tokens of one document, from JSON ({@link JsonTokens}) or YAML ({@link YamlTokens}), as
 * {@link DocumentReader} reads them: one shape for both, so the document and {@code List} logic is
 * written once.
 */
interface Tokens {

  /** A token. */
  enum Kind {
    START_MAP,
    END_MAP,
    START_LIST,
    END_LIST,
    /** A mapping key (JSON); YAML keys arrive as {@link #SCALAR}s. */
    KEY,
    SCALAR
  }

  /**
   * The next token of the document.
   *
   * @throws Unreadable at the end of the input inside a value, or for what the format refuses
   */
  Kind next() throws IOException, Unreadable;

  /** The text of the current {@code KEY} or {@code SCALAR}, as written (no type resolution). */
  String text() throws IOException;

  /**
   * The value of the current {@code SCALAR}: {@code String}, {@code Long}, {@code BigInteger},
   * {@code Double}, {@code Boolean} or {@code null}.
   */
  @Nullable Object scalar() throws IOException, Unreadable;

  /** How many mappings and sequences are open, the current token's included. */
  int depth();

  /** Where the current token starts (1-based, in the file). */
  SourcePosition position();

  /** Where the current token starts, in the unit of {@link Limits#MAX_OBJECT}. */
  long offset();

  /**
   * Whether the current {@code SCALAR} is a YAML merge key (a plain, untagged {@code <<}), which
   * this reader refuses.
   */
  default boolean isMergeKey() {
    return false;
  }

  /**
   * Whether the tokens are being skipped (the value they belong to was refused): YAML aliases are
   * then neither checked nor expanded.
   */
  default void skipping(boolean skipping) {}

  /**
   * Skips the rest of a document that was reported unreadable: reads its tokens to its end, or
   * (YAML, whose documents end at marker lines) leaves that to the stream.
   */
  default void skipDocument() throws IOException, Unreadable {
    DocumentReader.skipTo(this, 0);
  }

  /** An object starts here: the memory guard counts from this point. */
  void objectStart();
}
