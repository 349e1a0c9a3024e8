package io.planerules.ownership.mirror;

import io.planerules.ownership.ObservedObject;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The result of a GET.
 *
 * @param object the fresh object, or {@code null} when not found
 */
record ReadResult(@Nullable ObservedObject object) implements Observation {

  /** The fresh read as the write decision takes it: empty when not found. */
  Optional<ObservedObject> found() {
    return Optional.ofNullable(object);
  }
}
