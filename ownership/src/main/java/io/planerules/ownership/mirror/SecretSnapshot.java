package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.internal.Kinds;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A Secret as observed: namespace, name, type, labels, annotations, data (immutable bytes) and
 * resource version.
 *
 * @param namespace the namespace
 * @param name the name
 * @param type the Secret type ({@code ""} when unset)
 * @param labels the labels
 * @param annotations the annotations
 * @param data the data
 * @param resourceVersion the resource version, or {@code null}
 */
public record SecretSnapshot(
    String namespace,
    String name,
    String type,
    Map<String, String> labels,
    Map<String, String> annotations,
    SecretData data,
    @Nullable String resourceVersion) {

  /** Creates a snapshot; copies the maps. */
  public SecretSnapshot {
    requireNonNull(namespace, "namespace");
    requireNonNull(name, "name");
    requireNonNull(type, "type");
    labels = ImmutableSortedMap.copyOf(labels);
    annotations = ImmutableSortedMap.copyOf(annotations);
    requireNonNull(data, "data");
  }

  /** Its reference. */
  public ObjectRef ref() {
    return new ObjectRef(Kinds.SECRET, namespace, name);
  }

  /** The Secret as an {@link ObservedObject} (for classification). */
  public ObservedObject toObserved() {
    return new ObservedObject(ref(), labels, annotations, resourceVersion);
  }
}
