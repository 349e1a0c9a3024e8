package io.planerules.binding.intent;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * The status of a ModelCacheBinding
 * (docs/reference/binding-decision.md#binding-validation-and-phases).
 *
 * @param phase {@code ""} before the first status write, {@code Active} or {@code Retiring}
 * @param requestReferences the requests using the cache
 * @param realized what the provider realized
 */
public record BindingStatus(
    String phase, List<RequestReference> requestReferences, Realized realized) {

  /** Copies the list. */
  public BindingStatus {
    requireNonNull(phase, "phase");
    requestReferences = List.copyOf(requestReferences);
    requireNonNull(realized, "realized");
  }

  /** A status with {@code phase}, no references and nothing realized. */
  public static BindingStatus of(String phase) {
    return new BindingStatus(phase, List.of(), Realized.NONE);
  }

  /**
   * A request using the cache.
   *
   * @param namespace the request namespace
   * @param name the request name
   * @param uid the request UID
   */
  public record RequestReference(String namespace, String name, String uid) {}

  /**
   * What the provider realized.
   *
   * @param boundPersistentVolumeName the writer's bound PV
   * @param providerDataIdentity the provider's identity of the data; never changes once set
   * @param populationState the population state
   */
  public record Realized(
      String boundPersistentVolumeName, String providerDataIdentity, String populationState) {
    /** Nothing realized yet. */
    public static final Realized NONE = new Realized("", "", "");
  }
}
