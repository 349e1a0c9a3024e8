package io.planerules.ownership.mirror;

import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.mirror.Observations.ReadError;
import io.planerules.ownership.mirror.Observations.ReadResult;
import io.planerules.ownership.mirror.Observations.WriteResult;
import java.util.Optional;

/**
 * What the caller observed after executing a {@link ProtocolStep}: the result of a write ({@link
 * #success()}, {@link #write}), of a read ({@link #read}) or a read error ({@link #readError}).
 */
public sealed interface Observation
    permits Observations.WriteResult, Observations.ReadResult, Observations.ReadError {

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

  /**
   * A GET that failed (not a conflict, not a NotFound).
   *
   * @param detail the error text
   * @return the observation
   */
  static Observation readError(String detail) {
    return new ReadError(detail);
  }
}
