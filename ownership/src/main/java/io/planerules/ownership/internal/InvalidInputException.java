package io.planerules.ownership.internal;

import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.ValidationResult;

/**
 * Thrown by the deciding methods of the ownership module when their {@code validate…} twin reports
 * errors (malformed input: a namespaced kind without namespace, duplicate mirror candidates, ...).
 * No verdict is produced for malformed input. Callers catch {@link PlaneRulesException}, which
 * carries every problem; this subclass names the module in a stack trace.
 */
public final class InvalidInputException extends PlaneRulesException {

  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param result the invalid result
   */
  public InvalidInputException(ValidationResult result) {
    super(result);
  }

  /**
   * Throws when {@code result} has errors.
   *
   * @param result the problems of a {@code validate…} twin
   */
  public static void throwIfInvalid(ValidationResult result) {
    result.throwIfInvalid(InvalidInputException::new);
  }
}
