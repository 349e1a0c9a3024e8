package io.planerules.ownership.internal;

import com.google.common.collect.ImmutableSortedSet;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import java.util.Optional;

/**
 * The only place this module asks identity for derived names: every plane-scoped name ownership
 * needs comes from {@link PlaneNames}, never from a second copy of the naming rules.
 */
public final class PlaneNamespaces {

  private PlaneNamespaces() {}

  /** The plane's names without a domain: ownership needs no host name. */
  public static PlaneNames names(ControlPlaneId id, NamingOptions options) {
    return PlaneNames.of(id, Optional.empty(), options);
  }

  /** The value of a single-valued kind, e.g. {@link NameKind#NAMESPACE_NVCF}, for this plane. */
  public static String derive(ControlPlaneId id, NamingOptions options, NameKind kind) {
    return names(id, options).derive(kind).value();
  }

  /** The plane's namespaces: {@link PlaneNames#namespaces()}, the one source of that fact. */
  public static ImmutableSortedSet<String> namespaces(ControlPlaneId id, NamingOptions options) {
    return ImmutableSortedSet.copyOf(names(id, options).namespaces());
  }

  /** The Gateway controller namespace and the Gateway namespaces (shared, never derived). */
  public static ImmutableSortedSet<String> gatewayNamespaces(NamingOptions options) {
    return ImmutableSortedSet.<String>naturalOrder()
        .add(options.gatewayControllerNamespace())
        .add(options.gatewayNamespace())
        .build();
  }
}
