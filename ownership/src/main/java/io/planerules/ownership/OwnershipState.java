package io.planerules.ownership;

import io.planerules.rules.internal.WireNames;
import java.util.Locale;
import java.util.Optional;

/**
 * The ownership state of an object relative to one control plane
 * (docs/reference/ownership.md#classification).
 */
public enum OwnershipState {
  /** Labelled for this plane (legacy: unlabelled). */
  OWNED,
  /** Labelled for another plane (legacy: labelled for any named plane). */
  FOREIGN,
  /** No ownership label (named mode only: never adopted). */
  UNLABELLED,
  /** A cluster prerequisite no plane manages (the NVCFBackend CRD, cert-manager, ...). */
  SHARED_PREREQUISITE,
  /** Outside the namespaces the plane may touch. */
  NAMESPACE_FOREIGN,
  /** An NVCFBackend whose overrides name another plane or its namespaces. */
  MERGED_FOREIGN;

  /** The wire and rule-id spelling: {@code owned}, {@code shared-prerequisite}, ... */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * The state with this wire name.
   *
   * @param wireName e.g. {@code namespace-foreign}
   * @return the state, or empty when unknown
   */
  public static Optional<OwnershipState> fromWireName(String wireName) {
    return WireNames.find(values(), OwnershipState::wireName, wireName);
  }
}
