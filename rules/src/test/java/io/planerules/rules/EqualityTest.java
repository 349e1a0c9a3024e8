package io.planerules.rules;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.testing.EqualsTester;
import com.google.common.testing.NullPointerTester;
import io.planerules.rules.internal.RuleOutcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Value semantics of the model, checked with guava-testlib. */
class EqualityTest {

  private static final Problem A = Problem.error("a.b", "p", "m");
  private static final Problem B = Problem.warning("a.c", "p", "m");
  private static final TraceEntry X = new TraceEntry(RuleId.of("x"), TraceResult.PASSED, "");
  private static final TraceEntry Y = new TraceEntry(RuleId.of("y"), TraceResult.DECIDED, "n");

  @Test
  void validationResultsAreEqualByTheirProblemsInOrder() {
    new EqualsTester()
        .addEqualityGroup(ValidationResult.ok(), ValidationResult.of(List.of()))
        .addEqualityGroup(ValidationResult.of(A), ValidationResult.of(List.of(A)))
        .addEqualityGroup(
            ValidationResult.of(A, B), ValidationResult.of(A).and(ValidationResult.of(B)))
        .addEqualityGroup(ValidationResult.of(B, A))
        .testEquals();
  }

  @Test
  void tracesAreEqualByTheirEntriesInOrder() {
    new EqualsTester()
        .addEqualityGroup(Trace.empty(), Trace.of(List.of()))
        .addEqualityGroup(Trace.of(List.of(X)), Trace.empty().with(X))
        .addEqualityGroup(Trace.of(List.of(X, Y)), Trace.of(List.of(X)).then(Trace.of(List.of(Y))))
        .addEqualityGroup(Trace.of(List.of(Y, X)))
        .testEquals();
  }

  @Test
  void ruleIdsAreEqualByTheirTextAndHashAsItDoes() {
    new EqualsTester()
        .addEqualityGroup(RuleId.of("a.b"), new RuleId("a.b"))
        .addEqualityGroup(RuleId.of("a.c"))
        .addEqualityGroup(RuleId.of("a.b-c"))
        .testEquals();
    // the hash the record's generated method gave: its one component's
    assertThat(RuleId.of("ownership.foreign-label").hashCode())
        .isEqualTo("ownership.foreign-label".hashCode());
  }

  @Test
  void publicFactoriesRejectNulls() {
    NullPointerTester tester =
        new NullPointerTester()
            .setDefault(RuleId.class, RuleId.of("a.b"))
            .setDefault(RuleOutcome.class, RuleOutcome.pass("note"));
    tester.testAllPublicStaticMethods(Problem.class);
    tester.testAllPublicStaticMethods(RuleOutcome.class);
    tester.testAllPublicStaticMethods(ValidationResult.class);
    tester.testAllPublicStaticMethods(Trace.class);
    tester.testAllPublicConstructors(TraceEntry.class);
  }
}
