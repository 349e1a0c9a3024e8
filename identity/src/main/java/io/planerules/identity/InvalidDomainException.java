package io.planerules.identity;

import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.ValidationResult;

/**
 * Thrown when a plane domain fails the rules of docs/reference/identity.md#plane-domain (codes
 * {@code domain.*}). It carries the full {@link ValidationResult}; the non-throwing {@code
 * validate} twin of the throwing method returns the same result.
 */
final class InvalidDomainException extends PlaneRulesException {

  private static final long serialVersionUID = 1L;

  /**
   * Wraps {@code result}, which must hold at least one problem.
   *
   * @param result the failed validation
   */
  InvalidDomainException(ValidationResult result) {
    super(result);
  }
}
