package io.planerules.binding.selection.io;

import static java.util.Objects.requireNonNull;

import io.planerules.binding.selection.PersistedSelection;
import io.planerules.rules.ValidationResult;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The result of {@link SelectionCodec#parse(String)}: the selection when the text was read (even if
 * it then failed validation), and the problems — at most one: the parse problem, or the first
 * failing validation rule.
 *
 * @param selection the selection read from the text, or null when the text could not be read
 * @param result no problem, or the one problem
 */
public record SelectionParseResult(
    @Nullable PersistedSelection selection, ValidationResult result) {
  /** Checks that {@code result} is not null. */
  public SelectionParseResult {
    requireNonNull(result, "result");
  }

  /** Whether the text was read and the selection is valid. */
  public boolean isValid() {
    return selection != null && result.isValid();
  }

  /** The selection read from the text, valid or not. */
  public Optional<PersistedSelection> parsed() {
    return Optional.ofNullable(selection);
  }

  /** The selection if it was read and is valid. */
  public Optional<PersistedSelection> valid() {
    return isValid() ? Optional.ofNullable(selection) : Optional.empty();
  }
}
