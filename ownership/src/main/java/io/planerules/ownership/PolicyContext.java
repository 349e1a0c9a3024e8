package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedSet;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import java.util.Optional;
import java.util.Set;

/**
 * What classification needs beside the object: the shared prerequisites and, optionally, the
 * namespaces the plane may touch in this decision (rule {@code ownership.namespace-scope}).
 *
 * @param shared the shared prerequisites
 * @param allowedNamespaces the allowed namespaces, or empty for no restriction
 */
public record PolicyContext(SharedPrerequisites shared, Optional<Set<String>> allowedNamespaces) {

  /** Creates a context; copies the namespace set. */
  public PolicyContext {
    requireNonNull(shared, "shared");
    allowedNamespaces = allowedNamespaces.map(ImmutableSortedSet::copyOf);
  }

  /**
   * The plane's default prerequisites ({@link NamingOptions#defaults()}) and no namespace
   * restriction: what the CLI's {@code ownership.verdict} uses.
   *
   * @param id the plane
   * @return the context
   */
  public static PolicyContext defaults(ControlPlaneId id) {
    return new PolicyContext(
        SharedPrerequisites.defaults(id, NamingOptions.defaults()), Optional.empty());
  }

  /**
   * This context restricted to these namespaces.
   *
   * @param namespaces the allowed namespaces
   * @return the restricted context
   */
  public PolicyContext restrictedTo(Set<String> namespaces) {
    return new PolicyContext(shared, Optional.of(namespaces));
  }
}
