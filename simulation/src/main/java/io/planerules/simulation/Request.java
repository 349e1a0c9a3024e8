package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import io.planerules.ownership.LabelSelector;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One API request: {@link Get}, {@link ListObjects}, {@link Create}, {@link Update} and {@link
 * Delete} as the Kubernetes API offers them, and {@link FailNextWrite}, the fault injector's
 * control request (not an API call: it makes the given user's next write fail with a server error).
 */
sealed interface Request
    permits Request.Get,
        Request.ListObjects,
        Request.Create,
        Request.Update,
        Request.Delete,
        Request.FailNextWrite {

  /** Whether the request writes (create, update, delete). */
  default boolean isWrite() {
    return this instanceof Create || this instanceof Update || this instanceof Delete;
  }

  /**
   * GET one object.
   *
   * @param key the object
   */
  record Get(ObjectKey key) implements Request {
    /** Creates the request. */
    public Get {
      requireNonNull(key, "key");
    }

    @Override
    public String toString() {
      return "GET " + key;
    }
  }

  /**
   * LIST the objects of one kind, in one namespace or all ({@code null}), whose labels match the
   * selector (as the API server applies {@code labelSelector}).
   *
   * @param kind the kind
   * @param namespace the namespace, or {@code null} for all
   * @param selector the label selector ({@code LabelSelector.of()}: everything)
   */
  record ListObjects(Kind kind, @Nullable String namespace, LabelSelector selector)
      implements Request {
    /** Creates the request. */
    public ListObjects {
      requireNonNull(kind, "kind");
      requireNonNull(selector, "selector");
    }

    @Override
    public String toString() {
      return "LIST "
          + kind.kindName()
          + (namespace == null ? "" : " in " + namespace)
          + (selector.toString().isEmpty() ? "" : " -l " + selector);
    }
  }

  /**
   * CREATE an object; AlreadyExists when the key is taken.
   *
   * @param key where
   * @param labels the labels
   * @param annotations the annotations
   * @param data the data
   */
  record Create(
      ObjectKey key,
      Map<String, String> labels,
      Map<String, String> annotations,
      Map<String, String> data)
      implements Request {
    /** Creates the request; copies the maps. */
    public Create {
      requireNonNull(key, "key");
      labels = ImmutableSortedMap.copyOf(labels);
      annotations = ImmutableSortedMap.copyOf(annotations);
      data = ImmutableSortedMap.copyOf(data);
    }

    @Override
    public String toString() {
      return "CREATE " + key + " labels " + labels;
    }
  }

  /**
   * UPDATE (replace) an object. With a resourceVersion the server refuses with Conflict when the
   * stored object's differs; without one ({@code null}) the update is unconditional, as for a
   * client that sends none.
   *
   * @param key which object
   * @param labels the new labels
   * @param annotations the new annotations
   * @param data the new data
   * @param resourceVersion the precondition, or {@code null}
   */
  record Update(
      ObjectKey key,
      Map<String, String> labels,
      Map<String, String> annotations,
      Map<String, String> data,
      @Nullable String resourceVersion)
      implements Request {
    /** Creates the request; copies the maps. */
    public Update {
      requireNonNull(key, "key");
      labels = ImmutableSortedMap.copyOf(labels);
      annotations = ImmutableSortedMap.copyOf(annotations);
      data = ImmutableSortedMap.copyOf(data);
    }

    @Override
    public String toString() {
      return "UPDATE "
          + key
          + " labels "
          + labels
          + (resourceVersion == null ? "" : " if rv=" + resourceVersion);
    }
  }

  /**
   * DELETE an object, with the optional preconditions of {@code DeleteOptions.preconditions}: the
   * uid and the resourceVersion the stored object must have (Conflict otherwise).
   *
   * @param key which object
   * @param uid the uid precondition, or {@code null}
   * @param resourceVersion the resourceVersion precondition, or {@code null}
   */
  record Delete(ObjectKey key, @Nullable String uid, @Nullable String resourceVersion)
      implements Request {
    /** Creates the request. */
    public Delete {
      requireNonNull(key, "key");
    }

    @Override
    public String toString() {
      return "DELETE "
          + key
          + (uid == null ? "" : " if uid=" + uid)
          + (resourceVersion == null ? "" : " if rv=" + resourceVersion);
    }
  }

  /**
   * The fault injector: the next write of {@code username} fails with a server error and changes
   * nothing.
   *
   * @param username whose next write fails
   */
  record FailNextWrite(String username) implements Request {
    /** Creates the request. */
    public FailNextWrite {
      requireNonNull(username, "username");
    }

    @Override
    public String toString() {
      return "FAULT next write of " + username + " fails with 500";
    }
  }
}
