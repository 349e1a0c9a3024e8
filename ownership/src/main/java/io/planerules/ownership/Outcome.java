package io.planerules.ownership;

import java.util.Locale;

/** The kind of a {@link Verdict}: what the caller does next. */
public enum Outcome {
  /** Go ahead. */
  ALLOW,
  /** Refused; an error for the caller. */
  DENY,
  /** Silently not done; not an error. */
  SKIP,
  /** Fails a whole plan (teardown). */
  ABORT;

  /** The wire spelling: {@code allow}, {@code deny}, {@code skip}, {@code abort}. */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
