package io.planerules.identity.internal;

import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.ValidationResult;

/**
 * Thrown when a plane-scoped name cannot be derived or fails re-validation (codes {@code name.*},
 * {@code profile.*}). It carries the full {@link ValidationResult}; the non-throwing {@code
 * validate} twin of the throwing method returns the same result. Not API: the naming and plane
 * packages throw it, their javadoc says {@link PlaneRulesException}, which callers catch.
 */
public final class NameDerivationException extends PlaneRulesException {

  private static final long serialVersionUID = 1L;

  /**
   * Wraps {@code result}, which must hold at least one problem.
   *
   * @param result the failed validation
   */
  public NameDerivationException(ValidationResult result) {
    super(result);
  }
}
