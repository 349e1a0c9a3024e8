package io.planerules.testkit;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.Assertions;

/** Assertions on a {@link Trace}; start with {@link RulesAssertions#assertThat}. */
public final class TraceAssert extends AbstractAssert<TraceAssert, Trace> {

  TraceAssert(Trace actual) {
    super(actual, TraceAssert.class);
  }

  /**
   * The trace consulted exactly these rules, in this order.
   *
   * @param ruleIds the expected rule ids
   * @return this
   */
  public TraceAssert hasRuleIds(String... ruleIds) {
    isNotNull();
    Assertions.assertThat(actual.ruleIds().stream().map(RuleId::value).toList())
        .as("rule ids of trace%n%s", actual)
        .containsExactly(ruleIds);
    return this;
  }

  /**
   * The last entry decided, and its rule has this id.
   *
   * @param ruleId the expected deciding rule
   * @return this
   */
  public TraceAssert decidedBy(String ruleId) {
    isNotNull();
    if (actual.isEmpty()) {
      failWithMessage("expected a decision by %s but the trace is empty", ruleId);
    }
    TraceEntry last = actual.entries().get(actual.entries().size() - 1);
    Assertions.assertThat(last.result())
        .as("result of the last entry %s", last)
        .isEqualTo(TraceResult.DECIDED);
    Assertions.assertThat(last.ruleId().value()).as("deciding rule").isEqualTo(ruleId);
    return this;
  }

  /** No entry decided. */
  public TraceAssert isUndecided() {
    isNotNull();
    if (actual.decidingEntry().isPresent()) {
      failWithMessage("expected no decision but %s decided", actual.decidingEntry().get());
    }
    return this;
  }
}
