package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import java.util.Map;

/**
 * An object as the server stores it: key, uid, the resourceVersion of its last write, labels,
 * annotations and (for a Secret) data. A value: equal objects are equal field by field.
 *
 * @param key where it is stored
 * @param uid the uid the server gave it at creation
 * @param resourceVersion the cluster resourceVersion of its last write
 * @param labels the labels
 * @param annotations the annotations
 * @param data the data (Secret values as text; empty for other kinds)
 */
record StoredObject(
    ObjectKey key,
    String uid,
    long resourceVersion,
    Map<String, String> labels,
    Map<String, String> annotations,
    Map<String, String> data) {

  /** Creates the value; copies the maps. */
  StoredObject {
    requireNonNull(key, "key");
    requireNonNull(uid, "uid");
    labels = ImmutableSortedMap.copyOf(labels);
    annotations = ImmutableSortedMap.copyOf(annotations);
    data = ImmutableSortedMap.copyOf(data);
  }

  /** The resourceVersion as the API returns it (a decimal string). */
  String resourceVersionText() {
    return Long.toString(resourceVersion);
  }

  /** The ownership label's value, {@code ""} when absent. */
  String ownershipLabel() {
    return labels.getOrDefault(OwnershipLabel.KEY, "");
  }

  /** The object as the library's decisions take it (ref, labels, annotations, resourceVersion). */
  ObservedObject observed() {
    return new ObservedObject(key.ref(), labels, annotations, resourceVersionText());
  }

  @Override
  public String toString() {
    return key + " (uid " + uid + ", rv " + resourceVersion + ", labels " + labels + ")";
  }
}
