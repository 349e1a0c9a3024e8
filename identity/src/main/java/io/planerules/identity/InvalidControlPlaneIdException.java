package io.planerules.identity;

import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.ValidationResult;

/**
 * Thrown when a control-plane id fails the rules of docs/reference/identity.md#control-plane-id
 * (codes {@code id.*}). It carries the full {@link ValidationResult}; the non-throwing {@code
 * validate} twin of the throwing method returns the same result.
 */
final class InvalidControlPlaneIdException extends PlaneRulesException {

  private static final long serialVersionUID = 1L;

  /**
   * Wraps {@code result}, which must hold at least one problem.
   *
   * @param result the failed validation
   */
  InvalidControlPlaneIdException(ValidationResult result) {
    super(result);
  }
}
