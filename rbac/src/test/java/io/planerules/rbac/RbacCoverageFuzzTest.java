package io.planerules.rbac;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.planerules.testkit.fuzz.FuzzBudget;
import java.util.ArrayList;
import java.util.List;

/**
 * Coverage-guided fuzzing of {@link RbacCoverage#covers} with PolicyRules made of arbitrary strings
 * (docs/reliability.md): a typed answer, never an exception; covered exactly when nothing is left
 * uncovered.
 */
class RbacCoverageFuzzTest {

  private static List<String> strings(FuzzedDataProvider data) {
    List<String> out = new ArrayList<>();
    int size = data.consumeInt(0, 3);
    for (int i = 0; i < size; i++) {
      out.add(data.consumeString(12));
    }
    return out;
  }

  private static List<PolicyRule> rules(FuzzedDataProvider data) {
    List<PolicyRule> out = new ArrayList<>();
    int size = data.consumeInt(0, 3);
    for (int i = 0; i < size; i++) {
      out.add(
          new PolicyRule(
              strings(data), strings(data), strings(data), strings(data), strings(data)));
    }
    return out;
  }

  @FuzzTest(maxDuration = "60s")
  void covers(FuzzedDataProvider data) {
    List<PolicyRule> held = rules(data);
    List<PolicyRule> granted = rules(data);
    Coverage coverage = FuzzBudget.within(() -> RbacCoverage.covers(held, granted));
    assertThat(coverage.covered()).isEqualTo(coverage.uncovered().isEmpty());
    assertThat(coverage.message()).isNotNull();
  }
}
