package io.planerules.testkit.ownership;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A Kubernetes object as the batch protocol carries it: kind, namespace ({@code null} when
 * cluster-scoped), name, labels and annotations. Label maps keep the generator's insertion order so
 * properties can check order independence.
 *
 * @param kind the kind
 * @param namespace the namespace or null
 * @param name the name
 * @param labels the labels, in insertion order
 * @param annotations the annotations
 */
public record ObjectSpec(
    String kind,
    @Nullable String namespace,
    String name,
    Map<String, String> labels,
    Map<String, String> annotations) {

  /** Creates a spec; copies the maps keeping their order. */
  public ObjectSpec {
    requireNonNull(kind, "kind");
    requireNonNull(name, "name");
    labels = Collections.unmodifiableMap(new LinkedHashMap<>(labels));
    annotations = Collections.unmodifiableMap(new LinkedHashMap<>(annotations));
  }

  /**
   * A Namespace.
   *
   * @param name the name
   * @param labels the labels
   * @return the spec
   */
  public static ObjectSpec namespace(String name, Map<String, String> labels) {
    return new ObjectSpec("Namespace", null, name, labels, Map.of());
  }

  /** The ownership label's value, or null when absent. */
  public @Nullable String owner() {
    return labels.get(OwnershipGenerators.OWNERSHIP_LABEL);
  }
}
