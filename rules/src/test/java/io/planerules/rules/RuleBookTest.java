package io.planerules.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import io.planerules.rules.internal.DefinedRule;
import io.planerules.rules.internal.Evaluation;
import io.planerules.rules.internal.Rule;
import io.planerules.rules.internal.RuleBook;
import io.planerules.rules.internal.RuleOutcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

class RuleBookTest {

  /** zero → "zero"; negative → "negative"; even → "even"; odd numbers pass every rule. */
  private static final RuleBook<Integer, String> PARITY =
      RuleBook.<Integer, String>named("parity")
          .rule(
              "parity.zero",
              "zero is neither even nor odd here",
              n -> n == 0 ? RuleOutcome.decide("zero", "n is 0") : RuleOutcome.pass("n is not 0"))
          .rule(
              "parity.negative",
              "negative numbers are refused",
              n ->
                  n < 0
                      ? RuleOutcome.decide("negative", "n < 0")
                      : RuleOutcome.notApplicable("n is positive"))
          .rule(
              "parity.even",
              "even numbers",
              n ->
                  n % 2 == 0
                      ? RuleOutcome.decide("even", "divisible by 2")
                      : RuleOutcome.pass("odd"))
          .build();

  @Test
  void firstDecisiveRuleWinsAndLaterRulesAreNotConsulted() {
    Evaluation<String> zero = PARITY.evaluate(0);
    assertThat(zero.decision()).isEqualTo("zero");
    assertThat(zero.decidingRule()).isEqualTo(RuleId.of("parity.zero"));
    assertThat(zero.trace().entries())
        .containsExactly(new TraceEntry(RuleId.of("parity.zero"), TraceResult.DECIDED, "n is 0"));
  }

  @Test
  void traceRecordsEveryRuleConsultedWithItsResultAndNote() {
    Evaluation<String> four = PARITY.evaluate(4);
    assertThat(four.decided()).contains("even");
    assertThat(four.decidedBy()).contains(RuleId.of("parity.even"));
    assertThat(four.trace().entries())
        .containsExactly(
            new TraceEntry(RuleId.of("parity.zero"), TraceResult.PASSED, "n is not 0"),
            new TraceEntry(
                RuleId.of("parity.negative"), TraceResult.NOT_APPLICABLE, "n is positive"),
            new TraceEntry(RuleId.of("parity.even"), TraceResult.DECIDED, "divisible by 2"));
    assertThat(four.trace().decidingEntry().map(TraceEntry::ruleId))
        .contains(RuleId.of("parity.even"));
  }

  @Test
  void noDecisionWhenEveryRulePasses() {
    Evaluation<String> three = PARITY.evaluate(3);
    assertThat(three.isDecided()).isFalse();
    assertThat(three.decided()).isEmpty();
    assertThat(three.decidedBy()).isEmpty();
    assertThat(three.trace().ruleIds())
        .extracting(RuleId::value)
        .containsExactly("parity.zero", "parity.negative", "parity.even");
    assertThat(three.trace().decidingEntry()).isEmpty();
  }

  /** A rule enum as every module declares its rules. */
  enum SignRule implements DefinedRule {
    ZERO("sign.zero", "zero has no sign"),
    NEGATIVE("sign.negative", "below zero");

    private final Definition definition;

    SignRule(String id, String description) {
      this.definition = Definition.of(id, "sign", RuleBookTest.class, description, List.of());
    }

    @Override
    public Definition definition() {
      return definition;
    }
  }

  @Test
  void rulesBuiltFromDescriptorsTakeTheirIdAndDescription() {
    RuleBook<Integer, String> sign =
        RuleBook.<Integer, String>named("sign")
            .rule(
                SignRule.ZERO,
                n -> n == 0 ? RuleOutcome.decide("zero", "n is 0") : RuleOutcome.pass("n is not 0"))
            .rule(
                SignRule.NEGATIVE,
                n -> n < 0 ? RuleOutcome.decide("negative", "n < 0") : RuleOutcome.pass("n >= 0"))
            .build();
    assertThat(sign.rules())
        .extracting(Rule::id, Rule::description)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(RuleId.of("sign.zero"), "zero has no sign"),
            org.assertj.core.groups.Tuple.tuple(RuleId.of("sign.negative"), "below zero"));
    Evaluation<String> minusOne = sign.evaluate(-1);
    assertThat(minusOne.decided()).contains("negative");
    assertThat(minusOne.decidedBy()).contains(RuleId.of("sign.negative"));
    assertThat(PARITY.decision()).isEqualTo("parity");
    assertThat(PARITY.rules()).hasSize(3);
    RuleBook.Builder<Integer, String> twice =
        RuleBook.<Integer, String>named("twice").rule(SignRule.ZERO, n -> RuleOutcome.pass(""));
    assertThatThrownBy(() -> twice.rule(SignRule.ZERO, n -> RuleOutcome.pass("")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("sign.zero");
  }

  @Test
  void aDefinitionsOwnCodeIsItsIdOnlyWhenThatIsItsOneCode() {
    DefinedRule.Definition self =
        DefinedRule.Definition.selfCoded("a.b", "d", RuleBookTest.class, "one line");
    assertThat(self.code()).isEqualTo("a.b");
    assertThat(self.reasonCodes()).containsExactly("a.b");
    assertThatThrownBy(SignRule.ZERO::code)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("sign.zero");
    assertThatThrownBy(
            () ->
                DefinedRule.Definition.of("a.c", "d", RuleBookTest.class, "two", List.of("x", "y"))
                    .code())
        .isInstanceOf(IllegalStateException.class);
    assertThat(SignRule.NEGATIVE.decidedBy()).isEqualTo(RuleBookTest.class);
    assertThat(SignRule.NEGATIVE.decision()).isEqualTo("sign");
    assertThat(SignRule.NEGATIVE.reasonCodes()).isEmpty();
    DefinedRule selfCoded = () -> self;
    assertThat(selfCoded.code()).isEqualTo("a.b");
    assertThat(selfCoded.reasonCodes()).containsExactly("a.b");
    assertThat(selfCoded.id()).isEqualTo(RuleId.of("a.b"));
    assertThat(selfCoded.description()).isEqualTo("one line");
  }

  enum ParityCode implements RuleCode {
    ODD("parity.odd"),
    EVEN("parity.even");

    private final String code;

    ParityCode(String code) {
      this.code = code;
    }

    @Override
    public String code() {
      return code;
    }
  }

  @Test
  void typedReasonCodesAreTheirCodeTexts() {
    DefinedRule.Definition parity =
        DefinedRule.Definition.of(
            "parity.check",
            "d",
            RuleBookTest.class,
            "odd or even",
            ParityCode.EVEN,
            ParityCode.ODD);
    assertThat(parity.reasonCodes()).containsExactly("parity.even", "parity.odd");
    assertThat(
            DefinedRule.Definition.of("parity.none", "d", RuleBookTest.class, "none").reasonCodes())
        .isEmpty();
  }

  @Test
  void duplicateRuleIdsAreRefused() {
    RuleBook.Builder<Integer, String> builder =
        RuleBook.<Integer, String>named("dup").rule("a.b", "one", n -> RuleOutcome.pass(""));
    assertThatThrownBy(() -> builder.rule("a.b", "two", n -> RuleOutcome.pass("")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("duplicate rule id a.b in dup");
  }

  @Test
  void aRuleReturningNullIsAProgrammingErrorNamedByItsId() {
    RuleBook<Integer, String> broken =
        RuleBook.<Integer, String>named("broken")
            .rule("broken.rule", "returns null", n -> null)
            .build();
    assertThatThrownBy(() -> broken.evaluate(1))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("broken.rule");
  }

  @Test
  void evaluationNeedsDecisionAndDecidingRuleTogether() {
    assertThatThrownBy(() -> new Evaluation<>("x", null, Trace.empty()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Evaluation<String>(null, RuleId.of("a"), Trace.empty()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * A rule book of threshold rules: rule i decides when the input is below threshold i. The
   * expected answer is computed independently by a plain scan.
   */
  private static RuleBook<Integer, Integer> thresholds(List<Integer> limits) {
    RuleBook.Builder<Integer, Integer> builder = RuleBook.named("thresholds");
    for (int i = 0; i < limits.size(); i++) {
      int index = i;
      int limit = limits.get(i);
      builder.rule(
          "threshold.r" + i,
          "below " + limit,
          n -> n < limit ? RuleOutcome.decide(index, "below") : RuleOutcome.pass("not below"));
    }
    return builder.build();
  }

  private static final Gen<List<Integer>> LIMITS =
      lists().of(integers().between(-50, 50)).ofSizeBetween(0, 12);

  @Test
  void propertyFirstDecidingRuleInOrderWinsAndTraceIsCompletePrefix() {
    qt().withExamples(1_000)
        .forAll(LIMITS, integers().between(-60, 60))
        .checkAssert(
            (limits, n) -> {
              int expected = -1;
              for (int i = 0; i < limits.size(); i++) {
                if (n < limits.get(i)) {
                  expected = i;
                  break;
                }
              }
              Evaluation<Integer> evaluation = thresholds(limits).evaluate(n);
              List<String> expectedIds = new ArrayList<>();
              int consulted = expected < 0 ? limits.size() : expected + 1;
              for (int i = 0; i < consulted; i++) {
                expectedIds.add("threshold.r" + i);
              }
              assertThat(evaluation.trace().ruleIds())
                  .extracting(RuleId::value)
                  .isEqualTo(expectedIds);
              if (expected < 0) {
                assertThat(evaluation.isDecided()).isFalse();
              } else {
                assertThat(evaluation.decision()).isEqualTo(expected);
                assertThat(evaluation.decidingRule())
                    .isEqualTo(RuleId.of("threshold.r" + expected));
              }
              long decided =
                  evaluation.trace().entries().stream()
                      .filter(e -> e.result() == TraceResult.DECIDED)
                      .count();
              assertThat(decided).isEqualTo(expected < 0 ? 0 : 1);
            });
  }

  @Test
  void propertyEvaluationIsDeterministic() {
    qt().withExamples(1_000)
        .forAll(LIMITS, integers().between(-60, 60))
        .checkAssert(
            (limits, n) -> {
              RuleBook<Integer, Integer> book = thresholds(limits);
              assertThat(book.evaluate(n)).isEqualTo(book.evaluate(n));
              assertThat(thresholds(limits).evaluate(n)).isEqualTo(book.evaluate(n));
            });
  }
}
