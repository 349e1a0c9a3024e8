package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.ObservedObject;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What the caller observed after executing a {@link ProtocolStep}: the result of a write ({@link
 * WriteResult}), of a read ({@link ReadResult}) or a read error ({@link ReadError}).
 */
public sealed interface Observation
    permits Observation.WriteResult, Observation.ReadResult, Observation.ReadError {

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
    public WriteResult {
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
    public Optional<ObservedObject> found() {
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
    public ReadError {
      requireNonNull(detail, "detail");
    }
  }

  /**
   * A successful write.
   *
   * @return the observation
   */
  static Observation success() {
    return new WriteResult(WriteStatus.SUCCESS, "");
  }

  /**
   * A write result.
   *
   * @param status the status
   * @param detail the error text
   * @return the observation
   */
  static Observation write(WriteStatus status, String detail) {
    return new WriteResult(status, detail);
  }

  /**
   * A read result.
   *
   * @param object the object, or empty when not found
   * @return the observation
   */
  static Observation read(Optional<ObservedObject> object) {
    return new ReadResult(object.orElse(null));
  }
}
