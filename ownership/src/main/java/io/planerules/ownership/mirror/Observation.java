package io.planerules.ownership.mirror;

import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.mirror.Observations.ReadError;
import io.planerules.ownership.mirror.Observations.ReadResult;
import io.planerules.ownership.mirror.Observations.WriteResult;
import io.planerules.ownership.mirror.Observations.WriteStatus;
import java.util.Optional;

/**
 * What the caller observed after executing a {@link ProtocolStep}: the result of a write ({@link
 * #success()}, {@link #alreadyExists}, {@link #conflict}, {@link #writeError}), of a read ({@link
 * #read}) or a read error ({@link #readError}).
 */
public sealed interface Observation
    permits Observations.WriteResult, Observations.ReadResult, Observations.ReadError {

  /**
   * A CREATE or UPDATE that succeeded.
   *
   * @return the observation
   */
  static Observation success() {
    return new WriteResult(WriteStatus.SUCCESS, "");
  }

  /**
   * A CREATE refused because the object exists (HTTP 409 AlreadyExists).
   *
   * @param detail the error text
   * @return the observation
   */
  static Observation alreadyExists(String detail) {
    return new WriteResult(WriteStatus.ALREADY_EXISTS, detail);
  }

  /**
   * An UPDATE refused for a resourceVersion conflict (HTTP 409 Conflict).
   *
   * @param detail the error text
   * @return the observation
   */
  static Observation conflict(String detail) {
    return new WriteResult(WriteStatus.CONFLICT, detail);
  }

  /**
   * A CREATE or UPDATE that failed with any other error.
   *
   * @param detail the error text
   * @return the observation
   */
  static Observation writeError(String detail) {
    return new WriteResult(WriteStatus.OTHER_ERROR, detail);
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
