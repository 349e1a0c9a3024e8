package io.planerules.binding;

import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import java.util.ArrayList;
import java.util.List;

/** A trace under construction, for the hand-ordered rules of this module. */
final class Steps {
  private final List<TraceEntry> entries = new ArrayList<>();

  Steps() {}

  Steps(Trace start) {
    entries.addAll(start.entries());
  }

  Steps pass(BindingRule rule, String note) {
    entries.add(new TraceEntry(rule.ruleId(), TraceResult.PASSED, note));
    return this;
  }

  Steps notApplicable(BindingRule rule, String note) {
    entries.add(new TraceEntry(rule.ruleId(), TraceResult.NOT_APPLICABLE, note));
    return this;
  }

  Steps decide(BindingRule rule, String note) {
    entries.add(new TraceEntry(rule.ruleId(), TraceResult.DECIDED, note));
    return this;
  }

  Steps append(Trace trace) {
    entries.addAll(trace.entries());
    return this;
  }

  Trace trace() {
    return Trace.of(entries);
  }

  /** Records {@code rule} as deciding and returns a value outcome. */
  <T> Outcome<T> ok(BindingRule rule, T value, String message) {
    decide(rule, message);
    return new Outcome.Ok<>(value, rule.ruleId(), rule.reason(), message, trace());
  }

  /** Records {@code rule} as deciding and returns a refusal. */
  <T> Outcome<T> refuse(BindingRule rule, String message, String path) {
    decide(rule, message);
    return new Outcome.Refused<>(rule.ruleId(), rule.reason(), message, path, trace());
  }
}
