package io.planerules.identity.naming;

import io.planerules.identity.ControlPlaneId;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** The derivation context of one plane: id, optional domain and options (package-private). */
final class Plane {

  /** Signals that a kind needs an input this plane lacks ({@code name.input-required}). */
  static final class Missing extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Missing(String what) {
      super(what, null, false, false);
    }
  }

  final ControlPlaneId id;
  final @Nullable String domain;
  final NamingOptions options;

  Plane(ControlPlaneId id, @Nullable String domain, NamingOptions options) {
    this.id = id;
    this.domain = domain == null || domain.isEmpty() ? null : domain;
    this.options = options;
  }

  boolean named() {
    return !id.isLegacy();
  }

  Plane legacy() {
    return id.isLegacy() ? this : new Plane(ControlPlaneId.LEGACY, domain, options);
  }

  String prefix() {
    return id.prefix();
  }

  String res(String base) {
    return PlaneNames.resourceName(id, base);
  }

  /** {@code ns(x)}: the plane's namespace with suffix {@code x}. */
  String ns(String suffix) {
    if (suffix.equals("ingress") && !named()) {
      return options.gatewayControllerNamespace();
    }
    return res(suffix);
  }

  String fn() {
    return res("openbao-server");
  }

  String host(String label) {
    if (domain == null) {
      throw new Missing("a plane domain");
    }
    return label + "." + domain;
  }

  String svc(String service, String nsSuffix) {
    return service + "." + ns(nsSuffix) + ".svc.cluster.local";
  }

  String openbaoServiceHost() {
    return fn() + "." + ns("vault-system") + ".svc.cluster.local";
  }

  String openbaoUrl() {
    return "http://" + openbaoServiceHost() + ":8200";
  }

  String gatewayNs() {
    return options.gatewayNamespace();
  }

  String configuredOr(String key, String fallback) {
    return options.configured(key).orElse(fallback);
  }

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
