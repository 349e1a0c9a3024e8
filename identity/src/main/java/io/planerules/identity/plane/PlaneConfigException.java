package io.planerules.identity.plane;

import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.ValidationResult;

/**
 * Thrown when a plane configuration or a set of planes fails the checks of
 * docs/reference/identity.md#plane-configuration or #several-planes-in-one-cluster (codes {@code
 * config.*}, {@code registry.*}). It carries the full {@link ValidationResult}; the non-throwing
 * {@code validate} twin of the throwing method returns the same result.
 */
final class PlaneConfigException extends PlaneRulesException {

  private static final long serialVersionUID = 1L;

  /**
   * Wraps {@code result}, which must hold at least one problem.
   *
   * @param result the failed validation
   */
  PlaneConfigException(ValidationResult result) {
    super(result);
  }
}
