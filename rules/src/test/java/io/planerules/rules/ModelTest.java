package io.planerules.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.rules.internal.RuleOutcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelTest {

  private static final Problem RESERVED =
      Problem.error(
          "id.reserved",
          "global.controlPlane.id",
          "control plane ID \"default\" is reserved for legacy mode");
  private static final Problem MISMATCH =
      Problem.warning("catalog.provider-mismatch", "drivers[0].provider", "provider looks wrong");

  @Test
  void aOneRuleTraceIsTheEntryItsOutcomeBecomes() {
    RuleId id = RuleId.of("a.b");
    assertThat(RuleOutcome.trace(id, RuleOutcome.decide("x", "why")).entries())
        .containsExactly(new TraceEntry(id, TraceResult.DECIDED, "why"));
    assertThat(RuleOutcome.trace(id, RuleOutcome.pass("ok")).entries())
        .containsExactly(new TraceEntry(id, TraceResult.PASSED, "ok"));
    assertThat(RuleOutcome.trace(id, RuleOutcome.notApplicable("n/a")).entries())
        .containsExactly(new TraceEntry(id, TraceResult.NOT_APPLICABLE, "n/a"));
    assertThat(RuleOutcome.decide("x", "why").decision()).isEqualTo("x");
    assertThat(RuleOutcome.pass("p").decision()).isNull();
    assertThat(RuleOutcome.notApplicable("n").decision()).isNull();
  }

  @Test
  void problemFactoriesSetSeverityAndNoPosition() {
    assertThat(RESERVED.severity()).isEqualTo(Severity.ERROR);
    assertThat(RESERVED.isError()).isTrue();
    assertThat(RESERVED.location()).isEmpty();
    assertThat(MISMATCH.severity()).isEqualTo(Severity.WARNING);
    assertThat(MISMATCH.isError()).isFalse();
  }

  @Test
  void problemAtAndWithPathCopyEverythingElse() {
    Problem located = RESERVED.at(3, 7).withPath("spec.controlPlaneID");
    assertThat(located.code()).isEqualTo("id.reserved");
    assertThat(located.severity()).isEqualTo(Severity.ERROR);
    assertThat(located.message()).isEqualTo(RESERVED.message());
    assertThat(located.path()).isEqualTo("spec.controlPlaneID");
    assertThat(located.location()).contains(new SourcePosition(3, 7));
  }

  @Test
  void problemToStringNamesSeverityCodePathPositionAndMessage() {
    assertThat(RESERVED.at(3, 7).toString())
        .isEqualTo(
            "error id.reserved at global.controlPlane.id (3:7): control plane ID \"default\" is"
                + " reserved for legacy mode");
    assertThat(Problem.warning("w.x", "", "m").toString()).isEqualTo("warning w.x: m");
  }

  @Test
  void problemRefusesBlankCodeAndPositionsStartAtOne() {
    assertThatThrownBy(() -> Problem.error(" ", "p", "m"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new SourcePosition(0, 1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new SourcePosition(1, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThat(new SourcePosition(1, 1).toString()).isEqualTo("1:1");
  }

  @Test
  void severityAndTraceResultWireNames() {
    assertThat(Severity.ERROR.wireName()).isEqualTo("error");
    assertThat(Severity.WARNING.wireName()).isEqualTo("warning");
    assertThat(TraceResult.NOT_APPLICABLE.wireName()).isEqualTo("not-applicable");
    assertThat(TraceResult.DECIDED.wireName()).isEqualTo("decided");
  }

  @Test
  void validationResultIsValidIffNoError() {
    assertThat(ValidationResult.ok().isValid()).isTrue();
    assertThat(ValidationResult.of(MISMATCH).isValid()).isTrue();
    assertThat(ValidationResult.of(MISMATCH, RESERVED).isValid()).isFalse();
    ValidationResult both = ValidationResult.of(List.of(MISMATCH, RESERVED));
    assertThat(both.errors()).containsExactly(RESERVED);
    assertThat(both.warnings()).containsExactly(MISMATCH);
    assertThat(both.problems()).containsExactly(MISMATCH, RESERVED);
    assertThat(ValidationResult.of(List.of())).isSameAs(ValidationResult.ok());
  }

  @Test
  void validationResultAndKeepsOrder() {
    ValidationResult first = ValidationResult.of(RESERVED);
    ValidationResult second = ValidationResult.of(MISMATCH);
    assertThat(first.and(second).problems()).containsExactly(RESERVED, MISMATCH);
    assertThat(first.and(ValidationResult.ok())).isSameAs(first);
    assertThat(ValidationResult.ok().and(second)).isSameAs(second);
    assertThat(first.and(second)).isEqualTo(ValidationResult.of(RESERVED, MISMATCH));
    assertThat(first.and(second).hashCode())
        .isEqualTo(ValidationResult.of(RESERVED, MISMATCH).hashCode());
    assertThat(ValidationResult.ok().toString()).isEqualTo("valid");
  }

  @Test
  void throwIfInvalidThrowsOnlyForErrorsAndCarriesTheResult() {
    ValidationResult.of(MISMATCH).throwIfInvalid(PlaneRulesException::new);
    ValidationResult invalid = ValidationResult.of(RESERVED, MISMATCH);
    assertThatThrownBy(() -> invalid.throwIfInvalid(PlaneRulesException::new))
        .isInstanceOfSatisfying(
            PlaneRulesException.class,
            e -> {
              assertThat(e.result()).isEqualTo(invalid);
              assertThat(e.code()).isEqualTo("id.reserved");
              assertThat(e.getMessage())
                  .isEqualTo(
                      "control plane ID \"default\" is reserved for legacy mode (and 1 more"
                          + " problems)");
            });
  }

  @Test
  void exceptionWithOneProblemHasItsMessageAndNeedsAProblem() {
    assertThat(new PlaneRulesException(ValidationResult.of(RESERVED)).getMessage())
        .isEqualTo(RESERVED.message());
    assertThat(new PlaneRulesException(ValidationResult.of(MISMATCH)).code())
        .isEqualTo("catalog.provider-mismatch");
    assertThatThrownBy(() -> new PlaneRulesException(ValidationResult.ok()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void ruleIdSyntax() {
    for (String ok :
        List.of(
            "ownership.foreign-label",
            "policy.select-workload-namespace.namespace-foreign",
            "catalog.rox-needs-ro",
            "icms.namespace",
            "transition.helmModelCache",
            "a")) {
      assertThat(RuleId.of(ok).value()).isEqualTo(ok);
    }
    for (String bad : List.of("", "Ownership.x", "a..b", "a.", ".a", "a-", "a b", "a.b\n", "1a")) {
      assertThatThrownBy(() -> RuleId.of(bad))
          .as("rule id %s", bad)
          .isInstanceOf(IllegalArgumentException.class);
    }
    assertThat(RuleId.of("a.b").compareTo(RuleId.of("a.c"))).isNegative();
    assertThat(RuleId.of("a.b").toString()).isEqualTo("a.b");
  }

  @Test
  void traceComposition() {
    TraceEntry a = new TraceEntry(RuleId.of("a"), TraceResult.PASSED, "");
    TraceEntry b = new TraceEntry(RuleId.of("b"), TraceResult.DECIDED, "why");
    Trace first = Trace.of(List.of(a));
    assertThat(first.with(b).entries()).containsExactly(a, b);
    assertThat(first.then(Trace.of(List.of(b)))).isEqualTo(Trace.of(List.of(a, b)));
    assertThat(first.then(Trace.empty())).isSameAs(first);
    assertThat(Trace.empty().then(first)).isSameAs(first);
    assertThat(Trace.empty().isEmpty()).isTrue();
    assertThat(first.isEmpty()).isFalse();
    assertThat(Trace.of(List.of(a, b)).toString()).isEqualTo("a: passed\nb: decided (why)");
    assertThat(Trace.of(List.of(b, a)).decidingEntry()).contains(b);
    assertThat(Trace.of(List.of(a, b)).hashCode()).isEqualTo(first.with(b).hashCode());
  }
}
