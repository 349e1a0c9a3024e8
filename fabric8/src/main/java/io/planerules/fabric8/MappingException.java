package io.planerules.fabric8;

import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;

/**
 * Thrown when a fabric8 object cannot be mapped because it lacks what the library needs or holds
 * what the API server would have refused (codes {@code fabric8.*}, see
 * docs/reference/fabric8.md#errors). The code is stable; the message names the object. Callers
 * catch {@link PlaneRulesException}, which the mapping methods' javadoc names.
 */
final class MappingException extends PlaneRulesException {

  private static final long serialVersionUID = 1L;

  /** {@code metadata} or {@code metadata.name} is missing. */
  static final String METADATA_MISSING = "fabric8.metadata-missing";

  /** A Secret's {@code data} value is not base64. */
  static final String SECRET_DATA_NOT_BASE64 = "fabric8.secret-data-not-base64";

  /** A writer PersistentVolume has no {@code spec.capacity.storage}. */
  static final String CAPACITY_MISSING = "fabric8.pv-capacity-missing";

  /** A label selector uses an operator plane-rules' selectors do not have. */
  static final String SELECTOR_UNSUPPORTED = "fabric8.selector-unsupported";

  /** A teardown step targets an object that is not among the listed objects. */
  static final String TARGET_NOT_LISTED = "fabric8.teardown-target-not-listed";

  MappingException(String code, String path, String message) {
    super(ValidationResult.of(Problem.error(code, path, message)));
  }
}
