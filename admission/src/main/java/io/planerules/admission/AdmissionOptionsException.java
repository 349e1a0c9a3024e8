package io.planerules.admission;

import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.ValidationResult;

/**
 * Thrown by {@link AdmissionPolicies#forPlane} and {@link AdmissionDecision#decide} for options
 * that {@link AdmissionOptions#validate()} refuses; it carries those {@code admission.*} problems.
 */
final class AdmissionOptionsException extends PlaneRulesException {

  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param result the invalid result
   */
  AdmissionOptionsException(ValidationResult result) {
    super(result);
  }
}
