package io.planerules.simulation;

import io.planerules.admission.AdmissionOptions;
import java.util.Optional;

/**
 * Which ValidatingAdmissionPolicies the simulated server enforces for every installed plane: none,
 * the default policies of {@code AdmissionPolicies.forPlane}, or those with {@code
 * restrictNamespaces}.
 */
public enum AdmissionSetting {
  /** No admission policies: the server accepts what authorisation allows (everything here). */
  NONE,
  /** {@link AdmissionOptions#defaults()} for every installed plane. */
  DEFAULT_POLICIES,
  /** The defaults with {@code restrictNamespaces} for every installed plane. */
  RESTRICT_NAMESPACES;

  /** The admission options of each installed plane, empty for {@link #NONE}. */
  public Optional<AdmissionOptions> options() {
    return switch (this) {
      case NONE -> Optional.empty();
      case DEFAULT_POLICIES -> Optional.of(AdmissionOptions.defaults());
      case RESTRICT_NAMESPACES ->
          Optional.of(AdmissionOptions.builder().restrictNamespaces(true).build());
    };
  }
}
