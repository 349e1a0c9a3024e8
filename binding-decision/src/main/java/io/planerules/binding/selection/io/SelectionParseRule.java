package io.planerules.binding.selection.io;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of the strict selection parse in decision {@code selection}, which {@link
 * SelectionCodec} checks in this order; a failure names the rule as its problem code. Each
 * constant's {@code description()} is its line in docs/rules.md; its one reason code is on the
 * outcome it decides.
 */
enum SelectionParseRule implements DefinedRule {
  TOO_LARGE(
      "selection.parse-too-large",
      "the selection text must be at most 65 536 UTF-8 bytes",
      "TOO_LARGE"),
  EMPTY("selection.parse-empty", "the selection text must not be empty", "EOF"),
  SYNTAX("selection.parse-syntax", "the selection text must be valid JSON", "SYNTAX"),
  TOO_DEEP("selection.parse-too-deep", "the selection JSON must nest at most 4 levels", "TOO_DEEP"),
  NOT_OBJECT("selection.parse-not-object", "the selection JSON must be an object", "NOT_AN_OBJECT"),
  UNKNOWN_FIELD(
      "selection.parse-unknown-field",
      "every key must be a selection field (exact case; stricter than Go)",
      "UNKNOWN_FIELD"),
  DUPLICATE_FIELD(
      "selection.parse-duplicate-field",
      "no key may repeat (stricter than Go, which keeps the last)",
      "DUPLICATE_FIELD"),
  TYPE(
      "selection.parse-type",
      "each field must have its JSON type (string, boolean, array of strings); null reads as zero",
      "WRONG_TYPE"),
  TRAILING(
      "selection.parse-trailing",
      "nothing but whitespace may follow the selection object",
      "MULTIPLE_VALUES");

  private static final String DECISION = "selection";

  private final Definition definition;

  SelectionParseRule(String id, String description, String reason) {
    definition = Definition.of(id, DECISION, SelectionCodec.class, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
