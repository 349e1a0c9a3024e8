package io.planerules.identity.naming;

import io.planerules.identity.ControlPlaneId;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What the derivations of the kind table read (package-private): the plane's id, optional domain
 * and options, and the compositions the table's rows share.
 */
final class NamingInputs {

  /** Signals that a kind needs an input this plane lacks ({@code name.input-required}). */
  static final class Missing extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Missing(String what) {
      super(what, null, false, false);
    }
  }

  private static final String CLUSTER_DOMAIN = ".svc.cluster.local";

  final ControlPlaneId id;
  final @Nullable String domain;
  final NamingOptions options;

  NamingInputs(ControlPlaneId id, @Nullable String domain, NamingOptions options) {
    this.id = id;
    this.domain = domain == null || domain.isEmpty() ? null : domain;
    this.options = options;
  }

  boolean named() {
    return !id.isLegacy();
  }

  /** The same plane in legacy mode: where a kind's legacy value comes from. */
  NamingInputs legacy() {
    return id.isLegacy() ? this : new NamingInputs(ControlPlaneId.LEGACY, domain, options);
  }

  /** The generic rule: {@code base} in legacy mode, {@code <id>-<base>} (hash-cut) when named. */
  String resourceName(String base) {
    return PlaneNames.resourceName(id, base);
  }

  /**
   * The plane's namespace with this suffix: {@code <id>-<suffix>}, or the suffix in legacy mode,
   * where {@code ingress} is the Gateway controller namespace.
   */
  String namespace(String suffix) {
    if (suffix.equals("ingress") && !named()) {
      return options.gatewayControllerNamespace();
    }
    return resourceName(suffix);
  }

  /** The shared namespace the plane's Gateways live in. */
  String gatewayNamespace() {
    return options.gatewayNamespace();
  }

  /** {@code <label>.<domain>}; the plane must have a domain. */
  String host(String label) {
    if (domain == null) {
      throw new Missing("a plane domain");
    }
    return label + "." + domain;
  }

  /** {@code <service>.<namespace>.svc.cluster.local}, the namespace the plane's. */
  String serviceDns(String service, String namespaceSuffix) {
    return service + "." + namespace(namespaceSuffix) + CLUSTER_DOMAIN;
  }

  /** The OpenBao server's full name, from which its other names derive. */
  String openbaoFullname() {
    return resourceName("openbao-server");
  }

  /** The host of the OpenBao server Service. */
  String openbaoServiceHost() {
    return openbaoFullname() + "." + namespace("vault-system") + CLUSTER_DOMAIN;
  }

  /** The in-cluster URL of the OpenBao server. */
  String openbaoUrl() {
    return "http://" + openbaoServiceHost() + ":8200";
  }

  /** The operator's configured value of {@code key}, else {@code fallback}. */
  String configuredOr(String key, String fallback) {
    return options.configured(key).orElse(fallback);
  }

  /** The operator's configured value of {@code key}, which the kind cannot do without. */
  String operatorSupplied(String key) {
    Optional<String> v = options.configured(key);
    if (v.isEmpty()) {
      throw new Missing("the operator-supplied value of " + key);
    }
    return v.get();
  }

  /**
   * The legacy-default substitution rule (docs/reference/identity.md#legacy-default-substitution).
   */
  String substitute(String configured, String derived, String legacyDefault) {
    if (named()) {
      return configured.isEmpty() || configured.equals(legacyDefault) ? derived : configured;
    }
    return configured.isEmpty() ? legacyDefault : configured;
  }

  /** The substitution rule for the SAN list: only an exactly equal legacy list is replaced. */
  List<String> substitute(List<String> configured, List<String> derived, List<String> legacy) {
    if (named()) {
      return configured.isEmpty() || configured.equals(legacy) ? derived : configured;
    }
    return configured.isEmpty() ? legacy : configured;
  }
}
