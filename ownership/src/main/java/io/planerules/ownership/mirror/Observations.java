package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.ObservedObject;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** The three shapes of {@link Observation}; their names and fields are their {@code toString}. */
final class Observations {

  private Observations() {}

  /** The status of a CREATE or UPDATE. */
  enum WriteStatus {
    /** The write succeeded. */
    SUCCESS,
    /** CREATE: the object exists (HTTP 409 AlreadyExists). */
    ALREADY_EXISTS,
    /** UPDATE: resourceVersion conflict (HTTP 409 Conflict). */
    CONFLICT,
    /** Any other error. */
    OTHER_ERROR
  }

  /**
   * The result of a CREATE or UPDATE.
   *
   * @param status the status
   * @param detail the error text ({@code ""} on success)
   */
  record WriteResult(WriteStatus status, String detail) implements Observation {
    /** Creates the observation. */
    WriteResult {
      requireNonNull(status, "status");
      requireNonNull(detail, "detail");
    }
  }

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

  /**
   * A GET that failed (not a conflict).
   *
   * @param detail the error text
   */
  record ReadError(String detail) implements Observation {
    /** Creates the observation. */
    ReadError {
      requireNonNull(detail, "detail");
    }
  }
}
