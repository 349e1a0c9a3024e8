package io.planerules.rules;

import java.util.Locale;

/**
 * How serious a {@link Problem} is: an {@link #ERROR} makes a result invalid, a {@link #WARNING}
 * does not.
 */
public enum Severity {
  /** The input is rejected. */
  ERROR,
  /** The input is accepted, but an operator should look at it. */
  WARNING;

  /**
   * The spelling used on the wire and in reports: {@code "error"} or {@code "warning"}.
   *
   * @return the lower-case name
   */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
