package io.planerules.ownership.informer;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.LabelSelector;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The watch scope of one informer of a plane (docs/reference/ownership.md#informer-scopes), as data
 * an operator passes straight to its client: the kind watched, the label selector, the namespaces
 * (empty = all, or cluster-scoped), the namespace selector (for objects spread over selected
 * namespaces), a field selector on the name, and whether objects it delivers may be mutated.
 *
 * @param informer the informer's name, e.g. {@code icmsrequests}
 * @param kind the kind watched
 * @param labelSelector the label selector, or {@code null} for none
 * @param namespaces the namespaces watched; empty = every namespace (or a cluster-scoped kind)
 * @param namespaceSelector the selector the object's namespace must match, or {@code null}
 * @param nameFieldSelector the only name admitted ({@code metadata.name=...}), or {@code null}
 * @param mutable whether the plane may mutate what this informer delivers (false: watched only,
 *     e.g. shared prerequisites)
 */
public record InformerScope(
    String informer,
    String kind,
    @Nullable LabelSelector labelSelector,
    List<String> namespaces,
    @Nullable LabelSelector namespaceSelector,
    @Nullable String nameFieldSelector,
    boolean mutable) {

  /** Creates a scope; copies the namespaces. */
  public InformerScope {
    requireNonNull(informer, "informer");
    requireNonNull(kind, "kind");
    namespaces = ImmutableList.copyOf(namespaces);
  }

  /** The field selector string ({@code metadata.name=<name>}), derived from the name, if any. */
  public Optional<String> fieldSelector() {
    return Optional.ofNullable(nameFieldSelector).map(n -> "metadata.name=" + n);
  }

  /**
   * Whether this informer delivers the object.
   *
   * @param object the object
   * @param namespaceLabels the labels of the object's namespace (used only with a namespace
   *     selector; empty map when unknown)
   * @return whether the scope admits it
   */
  public boolean admits(ObservedObject object, Map<String, String> namespaceLabels) {
    ObjectRef ref = object.ref();
    if (!ref.kind().equals(kind)) {
      return false;
    }
    if (!namespaces.isEmpty()
        && (ref.namespace() == null || !namespaces.contains(ref.namespace()))) {
      return false;
    }
    if (nameFieldSelector != null && !nameFieldSelector.equals(ref.name())) {
      return false;
    }
    if (labelSelector != null && !labelSelector.matches(object.labels())) {
      return false;
    }
    return namespaceSelector == null || namespaceSelector.matches(namespaceLabels);
  }
}
