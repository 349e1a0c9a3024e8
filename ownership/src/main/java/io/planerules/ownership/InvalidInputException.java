package io.planerules.ownership;

import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.ValidationResult;

/**
 * Thrown by the deciding methods of this module when their {@code validate…} twin reports errors
 * (malformed input: a namespaced kind without namespace, duplicate mirror candidates, ...). No
 * verdict is produced for malformed input.
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

  static void throwIfInvalid(ValidationResult result) {
    result.throwIfInvalid(InvalidInputException::new);
  }
}
