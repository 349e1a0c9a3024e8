package io.planerules.ownership.mirror;

/** Why writing one mirrored Secret failed; {@link #name()} is the stable code. */
public enum MirrorFailure {
  /** The fresh target is not owned by the plane (never retried). */
  MIRROR_TARGET_NOT_OWNED,
  /** The target vanished between ALREADY_EXISTS and the read (a read error is not a conflict). */
  MIRROR_TARGET_VANISHED,
  /** Five conflicting updates in a row (client-go {@code retry.DefaultRetry}). */
  MIRROR_CONFLICT_RETRIES_EXHAUSTED,
  /** The create failed with an error other than ALREADY_EXISTS. */
  MIRROR_CREATE_FAILED,
  /** The read failed. */
  MIRROR_READ_FAILED,
  /** The update failed with an error other than a conflict. */
  MIRROR_UPDATE_FAILED;

  /** The stable code. */
  public String code() {
    return name();
  }
}
