package io.planerules.identity.internal;

import io.planerules.rules.internal.GoQuote;

/** How identity's problem messages echo an offending value. */
public final class Messages {

  /** Longest prefix, in chars, of an offending value a message repeats. */
  public static final int QUOTE_LIMIT = 80;

  private Messages() {}

  /**
   * {@code value} quoted like Go's {@code %q}, cut after {@value #QUOTE_LIMIT} chars with {@code
   * ...}: {@code quote("a\tb")} is {@code "a\tb"} with the tab escaped.
   *
   * @param value the offending value
   * @return the quoted text for a message
   */
  public static String quote(String value) {
    return GoQuote.quote(value, QUOTE_LIMIT);
  }
}
