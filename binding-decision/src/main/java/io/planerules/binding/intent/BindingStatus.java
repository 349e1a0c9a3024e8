package io.planerules.binding.intent;

import static java.util.Objects.requireNonNull;

/**
 * What the status of a ModelCacheBinding decides with
 * (docs/reference/binding-decision.md#binding-validation-and-phases): its phase and the provider's
 * identity of the data ({@code status.realized.providerDataIdentity}). The other status fields
 * (request references, bound PV, population state) never change a decision and are not modelled.
 *
 * @param phase {@code ""} before the first status write, {@value #PHASE_ACTIVE} or {@value
 *     #PHASE_RETIRING}
 * @param providerDataIdentity the provider's identity of the data, {@code ""} until realized; never
 *     changes once set
 */
public record BindingStatus(String phase, String providerDataIdentity) {

  /** Phase: active, accepts new request references. */
  public static final String PHASE_ACTIVE = "Active";

  /** Phase: retiring, final. */
  public static final String PHASE_RETIRING = "Retiring";

  /** Checks the components. */
  public BindingStatus {
    requireNonNull(phase, "phase");
    requireNonNull(providerDataIdentity, "providerDataIdentity");
  }

  /** A status with {@code phase} and nothing realized. */
  public static BindingStatus of(String phase) {
    return new BindingStatus(phase, "");
  }
}
