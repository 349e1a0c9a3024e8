package io.planerules.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.internal.DefinedRule;
import io.planerules.rules.internal.Evaluation;
import io.planerules.rules.internal.RuleBook;
import io.planerules.rules.internal.RuleOutcome;
import io.planerules.rules.internal.TraceBuilder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The code examples of this module's javadoc, compiled and run; each region is quoted there. */
class RulesExamplesTest {

  @Test
  void problem() {
    // tag::problem[]
    Problem p =
        Problem.error(
            "id.reserved",
            "global.controlPlane.id",
            "control plane ID \"default\" is reserved for legacy mode");
    Problem located = p.at(3, 7); // found at line 3, column 7 of a parsed document
    // end::problem[]
    assertThat(located.location()).contains(new SourcePosition(3, 7));
    assertThat(located.code()).isEqualTo(p.code());
  }

  @Test
  void ruleBook() {
    // tag::rule-book[]
    RuleBook<Integer, String> parity =
        RuleBook.<Integer, String>named("parity")
            .rule(
                "parity.zero",
                "zero is neither",
                n -> n == 0 ? RuleOutcome.decide("zero", "n is 0") : RuleOutcome.pass("n is not 0"))
            .rule(
                "parity.even",
                "even numbers",
                n ->
                    n % 2 == 0
                        ? RuleOutcome.decide("even", "divisible by 2")
                        : RuleOutcome.pass("odd"))
            .build();
    Evaluation<String> e = parity.evaluate(3); // no decision; both rules passed
    // end::rule-book[]
    assertThat(e.isDecided()).isFalse();
    assertThat(e.trace().ruleIds())
        .containsExactly(RuleId.of("parity.zero"), RuleId.of("parity.even"));
    assertThat(parity.evaluate(4).decided()).contains("even");
  }

  // tag::defined-rule[]
  enum SignRule implements DefinedRule {
    ZERO("sign.zero", "zero has no sign"),
    NEGATIVE("sign.negative", "below zero");

    private final Definition definition;

    SignRule(String id, String description) {
      definition = Definition.selfCoded(id, "sign", SignRule.class, description);
    }

    public Definition definition() { // implements DefinedRule
      return definition;
    }
  }

  static final RuleBook<Integer, String> SIGN =
      RuleBook.<Integer, String>named("sign")
          .rule(
              SignRule.ZERO,
              n -> n == 0 ? RuleOutcome.decide("zero", "n is 0") : RuleOutcome.pass("n is not 0"))
          .rule(
              SignRule.NEGATIVE,
              n -> n < 0 ? RuleOutcome.decide("negative", "n < 0") : RuleOutcome.pass("n >= 0"))
          .build();

  // end::defined-rule[]

  @Test
  void definedRule() {
    assertThat(SIGN.evaluate(-2).decidedBy()).contains(SignRule.NEGATIVE.id());
    assertThat(SignRule.ZERO.code()).isEqualTo("sign.zero");
  }

  @Test
  void ruleDescriptor() {
    List<RuleDescriptor> rules = List.of(SignRule.values());
    List<String> lines = new ArrayList<>();
    // tag::rule-descriptor[]
    for (RuleDescriptor rule : rules) {
      lines.add(rule.id() + " (" + rule.decision() + "): " + rule.description());
    }
    // [sign.zero (sign): zero has no sign, sign.negative (sign): below zero]
    // end::rule-descriptor[]
    assertThat(lines)
        .containsExactly("sign.zero (sign): zero has no sign", "sign.negative (sign): below zero");
    assertThat(rules.get(0).reasonCodes()).containsExactly("sign.zero");
    assertThat(rules.get(0).decidedBy()).isEqualTo(SignRule.class);
  }

  @Test
  void trace() {
    Trace trace =
        Trace.of(
            List.of(
                new TraceEntry(
                    RuleId.of("ownership.label-missing"), TraceResult.PASSED, "labelled"),
                new TraceEntry(
                    RuleId.of("ownership.label-match"), TraceResult.DECIDED, "label equals id")));
    List<String> lines = new ArrayList<>();
    // tag::trace[]
    for (TraceEntry entry : trace.entries()) {
      lines.add(entry.toString()); // ownership.label-match: decided (label equals id)
    }
    // end::trace[]
    assertThat(lines).last().isEqualTo("ownership.label-match: decided (label equals id)");
  }

  @Test
  void validationResult() {
    List<String> log = new ArrayList<>();
    // tag::validation-result[]
    ValidationResult r =
        ValidationResult.of(
            Problem.warning("catalog.unknown-field", "drivers[\"x\"].color", "unknown field"),
            Problem.error("catalog.no-drivers", "drivers", "drivers absent, null or empty"));
    if (!r.isValid()) { // an error makes it invalid, warnings never do
      r.errors().forEach(p -> log.add(p.toString()));
    }
    // end::validation-result[]
    assertThat(log).hasSize(1).first().asString().contains("catalog.no-drivers");
  }

  @Test
  void traceBuilder() {
    Trace start = Trace.of(List.of(new TraceEntry(RuleId.of("a.first"), TraceResult.PASSED, "")));
    // tag::trace-builder[]
    Trace trace =
        new TraceBuilder()
            .passed(RuleId.of("selection.present"), "")
            .decided(RuleId.of("selection.durable"), "mode is shared")
            .build();
    // [selection.present: passed, selection.durable: decided (mode is shared)]
    // end::trace-builder[]
    assertThat(trace.entries().toString())
        .isEqualTo("[selection.present: passed, selection.durable: decided (mode is shared)]");
    TraceBuilder continued = new TraceBuilder(start).notApplicable(RuleId.of("a.second"), "why");
    assertThat(continued.build().entries())
        .containsExactly(
            new TraceEntry(RuleId.of("a.first"), TraceResult.PASSED, ""),
            new TraceEntry(RuleId.of("a.second"), TraceResult.NOT_APPLICABLE, "why"));
    assertThat(continued.append(trace).build().ruleIds())
        .containsExactly(
            RuleId.of("a.first"),
            RuleId.of("a.second"),
            RuleId.of("selection.present"),
            RuleId.of("selection.durable"));
  }
}
