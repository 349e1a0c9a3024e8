package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * What the simulated cluster holds, as a value that can be hashed and compared (the explorer
 * de-duplicates states by it): the stored objects by key, the cluster-wide resourceVersion of the
 * last write, how many uids were given out, and the users whose next write fails with a server
 * error. A scenario builds its initial cluster from {@link #empty()} with {@link #with}.
 */
public final class ClusterState {

  private final SortedMap<ObjectKey, StoredObject> objects;
  private final long resourceVersion;
  private final int uids;
  private final Set<String> failingWriters;

  /**
   * Creates the value; copies the collections.
   *
   * @param objects the stored objects by key
   * @param resourceVersion the cluster-wide resourceVersion of the last write (every write bumps
   *     it)
   * @param uids how many uids were given out
   * @param failingWriters the usernames whose next write fails with a server error
   */
  ClusterState(
      SortedMap<ObjectKey, StoredObject> objects,
      long resourceVersion,
      int uids,
      Set<String> failingWriters) {
    this.objects = ImmutableSortedMap.copyOfSorted(requireNonNull(objects, "objects"));
    this.resourceVersion = resourceVersion;
    this.uids = uids;
    this.failingWriters = ImmutableSortedSet.copyOf(failingWriters);
  }

  /** The stored objects by key. */
  SortedMap<ObjectKey, StoredObject> objects() {
    return objects;
  }

  /** The cluster-wide resourceVersion of the last write. */
  long resourceVersion() {
    return resourceVersion;
  }

  /** How many uids were given out. */
  int uids() {
    return uids;
  }

  /** The usernames whose next write fails with a server error. */
  Set<String> failingWriters() {
    return failingWriters;
  }

  /** An empty cluster. */
  public static ClusterState empty() {
    return new ClusterState(new TreeMap<>(), 0, 0, Set.of());
  }

  /**
   * The stored object at {@code key}.
   *
   * @param key the key
   * @return the object, or empty
   */
  Optional<StoredObject> get(ObjectKey key) {
    return Optional.ofNullable(objects.get(key));
  }

  /**
   * This state with one more object, stored as a create would store it (a new uid, the next
   * resourceVersion); for building a scenario's initial cluster.
   *
   * @param key the key
   * @param labels the labels
   * @param data the data
   * @return the new state
   * @throws IllegalArgumentException when the key is taken
   */
  public ClusterState with(ObjectKey key, Map<String, String> labels, Map<String, String> data) {
    if (objects.containsKey(key)) {
      throw new IllegalArgumentException(key + " exists");
    }
    return created(key, labels, Map.of(), data);
  }

  ClusterState created(
      ObjectKey key,
      Map<String, String> labels,
      Map<String, String> annotations,
      Map<String, String> data) {
    long rv = resourceVersion + 1;
    SortedMap<ObjectKey, StoredObject> next = new TreeMap<>(objects);
    next.put(key, new StoredObject(key, "uid-" + (uids + 1), rv, labels, annotations, data));
    return new ClusterState(next, rv, uids + 1, failingWriters);
  }

  ClusterState updated(
      StoredObject old,
      Map<String, String> labels,
      Map<String, String> annotations,
      Map<String, String> data) {
    long rv = resourceVersion + 1;
    SortedMap<ObjectKey, StoredObject> next = new TreeMap<>(objects);
    next.put(old.key(), new StoredObject(old.key(), old.uid(), rv, labels, annotations, data));
    return new ClusterState(next, rv, uids, failingWriters);
  }

  ClusterState deleted(ObjectKey key) {
    SortedMap<ObjectKey, StoredObject> next = new TreeMap<>(objects);
    next.remove(key);
    // a delete is a write: etcd gives the deletion its own revision
    return new ClusterState(next, resourceVersion + 1, uids, failingWriters);
  }

  ClusterState failing(String username, boolean fails) {
    Set<String> next = new TreeSet<>(failingWriters);
    if (fails) {
      next.add(username);
    } else {
      next.remove(username);
    }
    return new ClusterState(objects, resourceVersion, uids, next);
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof ClusterState state
        && resourceVersion == state.resourceVersion
        && uids == state.uids
        && objects.equals(state.objects)
        && failingWriters.equals(state.failingWriters);
  }

  @Override
  public int hashCode() {
    return Objects.hash(objects, resourceVersion, uids, failingWriters);
  }

  /** The objects, the resourceVersion, the uid counter and the failing writers. */
  @Override
  public String toString() {
    return "ClusterState[objects="
        + objects
        + ", resourceVersion="
        + resourceVersion
        + ", uids="
        + uids
        + ", failingWriters="
        + failingWriters
        + "]";
  }
}
