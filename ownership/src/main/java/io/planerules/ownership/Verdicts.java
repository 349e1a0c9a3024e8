package io.planerules.ownership;

import io.planerules.rules.Trace;

/** Small transformations of verdicts shared by the decisions of this package. */
final class Verdicts {

  private Verdicts() {}

  /** The same verdict with {@code head} before its trace. */
  static Verdict withTracePrefix(Verdict v, Trace head) {
    return withTrace(v, head.then(v.trace()), v.message());
  }

  /** The same verdict with another trace and message. */
  static Verdict withTrace(Verdict v, Trace trace, String message) {
    if (v instanceof Verdict.Allow a) {
      return new Verdict.Allow(a.state(), a.ruleId(), a.reason(), message, trace, a.normalizedId());
    }
    if (v instanceof Verdict.Deny d) {
      return new Verdict.Deny(
          d.state(), d.ruleId(), d.reason(), message, trace, d.retainFinalizer(), d.requeue());
    }
    return Verdict.of(v.outcome(), v.state(), v.ruleId(), v.reason(), message, trace);
  }
}
