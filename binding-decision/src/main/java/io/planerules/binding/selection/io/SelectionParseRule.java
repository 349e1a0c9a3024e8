package io.planerules.binding.selection.io;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules of the strict selection parse, in the order the parser checks them; a failure names the
 * rule as its problem code. Decision {@code selection} of docs/rules.md.
 *
 * <p>Example: {@code SelectionParseRule.UNKNOWN_FIELD.id()} is {@code
 * selection.parse-unknown-field} with reason code {@code UNKNOWN_FIELD}.
 */
public enum SelectionParseRule implements RuleDescriptor {
  /** {@code selection.parse-too-large}: the selection text must be at most 65 536 UTF-8 bytes. */
  TOO_LARGE(
      "selection.parse-too-large",
      "the selection text must be at most 65 536 UTF-8 bytes",
      "TOO_LARGE",
      SelectionCodec.class),
  /** {@code selection.parse-empty}: the selection text must not be empty. */
  EMPTY(
      "selection.parse-empty", "the selection text must not be empty", "EOF", SelectionCodec.class),
  /** {@code selection.parse-syntax}: the selection text must be valid JSON. */
  SYNTAX(
      "selection.parse-syntax",
      "the selection text must be valid JSON",
      "SYNTAX",
      SelectionCodec.class),
  /** {@code selection.parse-too-deep}: the selection JSON must nest at most 4 levels. */
  TOO_DEEP(
      "selection.parse-too-deep",
      "the selection JSON must nest at most 4 levels",
      "TOO_DEEP",
      SelectionCodec.class),
  /** {@code selection.parse-not-object}: the selection JSON must be an object. */
  NOT_OBJECT(
      "selection.parse-not-object",
      "the selection JSON must be an object",
      "NOT_AN_OBJECT",
      SelectionCodec.class),
  /**
   * {@code selection.parse-unknown-field}: every key must be a selection field (exact case;
   * stricter than Go).
   */
  UNKNOWN_FIELD(
      "selection.parse-unknown-field",
      "every key must be a selection field (exact case; stricter than Go)",
      "UNKNOWN_FIELD",
      SelectionCodec.class),
  /**
   * {@code selection.parse-duplicate-field}: no key may repeat (stricter than Go, which keeps the
   * last).
   */
  DUPLICATE_FIELD(
      "selection.parse-duplicate-field",
      "no key may repeat (stricter than Go, which keeps the last)",
      "DUPLICATE_FIELD",
      SelectionCodec.class),
  /**
   * {@code selection.parse-type}: each field must have its JSON type (string, boolean, array of
   * strings); null reads as zero.
   */
  TYPE(
      "selection.parse-type",
      "each field must have its JSON type (string, boolean, array of strings); null reads as zero",
      "WRONG_TYPE",
      SelectionCodec.class),
  /** {@code selection.parse-trailing}: nothing but whitespace may follow the selection object. */
  TRAILING(
      "selection.parse-trailing",
      "nothing but whitespace may follow the selection object",
      "MULTIPLE_VALUES",
      SelectionCodec.class);

  private static final String DECISION = "selection";

  private final Definition definition;

  SelectionParseRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
