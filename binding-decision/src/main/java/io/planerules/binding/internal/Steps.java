package io.planerules.binding.internal;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.binding.Outcome;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.Trace;
import io.planerules.rules.internal.TraceBuilder;

/**
 * A trace under construction, for the hand-ordered rules of this module: each decision records its
 * rule constants as it evaluates them and ends with {@link #ok} or {@link #refuse}, which take the
 * rule id and reason code from the deciding constant. The entries are made by the rules module's
 * {@link TraceBuilder}.
 */
public final class Steps {
  private final TraceBuilder entries;

  /** An empty trace. */
  public Steps() {
    entries = new TraceBuilder();
  }

  /** A trace that starts with {@code start}'s entries. */
  public Steps(Trace start) {
    entries = new TraceBuilder(start);
  }

  /** The one reason code of {@code rule} (every rule of this module has exactly one). */
  public static String reason(RuleDescriptor rule) {
    return rule.reasonCodes().get(0);
  }

  /** Records {@code rule} as passed. */
  @CanIgnoreReturnValue // records the step and returns this for chaining
  public Steps pass(RuleDescriptor rule, String note) {
    entries.passed(rule.id(), note);
    return this;
  }

  /** Records {@code rule} as not applicable. */
  @CanIgnoreReturnValue // records the step and returns this for chaining
  public Steps notApplicable(RuleDescriptor rule, String note) {
    entries.notApplicable(rule.id(), note);
    return this;
  }

  /** Records {@code rule} as deciding. */
  @CanIgnoreReturnValue // records the step and returns this for chaining
  public Steps decide(RuleDescriptor rule, String note) {
    entries.decided(rule.id(), note);
    return this;
  }

  /** Appends every entry of {@code trace}. */
  @CanIgnoreReturnValue // records the step and returns this for chaining
  public Steps append(Trace trace) {
    entries.append(trace);
    return this;
  }

  /** The trace so far. */
  public Trace trace() {
    return entries.build();
  }

  /** Records {@code rule} as deciding and returns a value outcome. */
  public <T> Outcome<T> ok(RuleDescriptor rule, T value, String message) {
    decide(rule, message);
    return Outcome.ok(value, rule.id(), reason(rule), message, trace());
  }

  /** Records {@code rule} as deciding and returns a refusal. */
  public <T> Outcome<T> refuse(RuleDescriptor rule, String message, String path) {
    decide(rule, message);
    return Outcome.refused(rule.id(), reason(rule), message, path, trace());
  }

  /**
   * {@code refused} (an outcome that is not {@link Outcome#isOk()}) with this trace, for a decision
   * that ends with the refusal of one it asked: its rule, reason and path, and {@code message}.
   */
  public <T> Outcome<T> refusal(Outcome<?> refused, String message) {
    return Outcome.refused(refused.ruleId(), refused.reason(), message, path(refused), trace());
  }

  /** {@code refused} (an outcome that is not {@link Outcome#isOk()}) typed for another value. */
  public static <T> Outcome<T> retyped(Outcome<?> refused) {
    return Outcome.refused(
        refused.ruleId(), refused.reason(), refused.message(), path(refused), refused.trace());
  }

  /** The path of a refusal's one problem. */
  private static String path(Outcome<?> refused) {
    return refused.problems().problems().get(0).path();
  }
}
