package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What classification needs beside the object: the shared prerequisites and, when known, the
 * namespaces the plane may touch in this decision and the labels of the object's namespace (both
 * read by rule {@code ownership.namespace-scope}, docs/reference/ownership.md#classification).
 * <!-- snippet: OwnershipExamplesTest#policy-context -->
 *
 * <pre>{@code
 * PolicyContext context =
 *     PolicyContext.defaults(id).withNamespaceLabels(Map.of(OwnershipLabel.KEY, "plane-b"));
 * // a Secret in that namespace is NAMESPACE_FOREIGN, whatever its own label says
 * }</pre>
 *
 * @param shared the shared prerequisites
 * @param allowedNamespaces the allowed namespaces, or {@code null} for no restriction
 * @param namespaceLabels the labels of the object's namespace, or {@code null} when not known (no
 *     label test)
 */
public record PolicyContext(
    SharedPrerequisites shared,
    @Nullable Set<String> allowedNamespaces,
    @Nullable Map<String, String> namespaceLabels) {

  /** Creates a context; copies the namespace set and the label map. */
  public PolicyContext {
    requireNonNull(shared, "shared");
    allowedNamespaces =
        allowedNamespaces == null ? null : ImmutableSortedSet.copyOf(allowedNamespaces);
    namespaceLabels = namespaceLabels == null ? null : ImmutableSortedMap.copyOf(namespaceLabels);
  }

  /**
   * A context of these shared prerequisites, with no namespace restriction and no namespace labels.
   *
   * @param shared the shared prerequisites
   * @return the context
   */
  public static PolicyContext of(SharedPrerequisites shared) {
    return new PolicyContext(shared, null, null);
  }

  /**
   * The plane's default prerequisites ({@link NamingOptions#defaults()}), no namespace restriction
   * and no namespace labels: what the CLI's {@code ownership.verdict} starts from.
   *
   * @param id the plane
   * @return the context
   */
  public static PolicyContext defaults(ControlPlaneId id) {
    return of(SharedPrerequisites.defaults(id, NamingOptions.defaults()));
  }

  /**
   * This context restricted to these namespaces.
   *
   * @param namespaces the allowed namespaces
   * @return the restricted context
   */
  public PolicyContext restrictedTo(Set<String> namespaces) {
    return new PolicyContext(shared, requireNonNull(namespaces, "namespaces"), namespaceLabels);
  }

  /**
   * This context knowing the labels of the object's namespace: a namespaced object outside the
   * shared namespaces is then {@code NAMESPACE_FOREIGN} when its namespace is not the plane's
   * (named: the namespace's ownership label is not the id; legacy: the namespace has one).
   *
   * @param namespaceLabels the labels of the object's namespace
   * @return the context
   */
  public PolicyContext withNamespaceLabels(Map<String, String> namespaceLabels) {
    return new PolicyContext(
        shared, allowedNamespaces, requireNonNull(namespaceLabels, "namespaceLabels"));
  }
}
