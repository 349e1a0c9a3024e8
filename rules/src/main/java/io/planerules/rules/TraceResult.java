package io.planerules.rules;

import java.util.Locale;

/** What one rule said when it was consulted. */
public enum TraceResult {
  /** The rule looked at the input and let it pass to the next rule. */
  PASSED,
  /** The rule decided; it is the last entry of its trace. */
  DECIDED,
  /** The rule does not apply to this input (e.g. a named-mode rule in legacy mode). */
  NOT_APPLICABLE,
  /** The rule was not consulted because an earlier step already failed. */
  SKIPPED;

  /**
   * The spelling used on the wire: {@code "passed"}, {@code "decided"}, {@code "not-applicable"},
   * {@code "skipped"}.
   *
   * @return the wire name
   */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
