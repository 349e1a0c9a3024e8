package io.planerules.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Hash codes spread: distinct results and traces hash apart, so hash-based collections of them stay
 * fast. (EqualsTester only checks that equal values hash alike; a constant hash code passes it.)
 */
class HashCodeMutationTest {

  private static final Problem A = Problem.error("a.b", "p", "m");
  private static final Problem B = Problem.warning("a.c", "p", "m");
  private static final TraceEntry X = new TraceEntry(RuleId.of("x"), TraceResult.PASSED, "");
  private static final TraceEntry Y = new TraceEntry(RuleId.of("y"), TraceResult.DECIDED, "n");

  @Test
  void validationResultsHashApart() {
    Set<Integer> hashes = new HashSet<>();
    for (ValidationResult result :
        List.of(
            ValidationResult.ok(),
            ValidationResult.of(A),
            ValidationResult.of(B),
            ValidationResult.of(A, B))) {
      hashes.add(result.hashCode());
    }
    assertThat(hashes).hasSize(4);
  }

  @Test
  void tracesHashApart() {
    Set<Integer> hashes = new HashSet<>();
    for (Trace trace :
        List.of(
            Trace.empty(), Trace.of(List.of(X)), Trace.of(List.of(Y)), Trace.of(List.of(X, Y)))) {
      hashes.add(trace.hashCode());
    }
    assertThat(hashes).hasSize(4);
  }
}
