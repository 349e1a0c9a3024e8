package io.planerules.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.quicktheories.QuickTheory;
import org.quicktheories.generators.Generate;

class PropertiesTest {

  private String outerCap;

  @BeforeEach
  void clearCap() {
    outerCap = System.clearProperty(Properties.MAX_EXAMPLES_PROPERTY);
  }

  @AfterEach
  void restoreCap() {
    if (outerCap == null) {
      System.clearProperty(Properties.MAX_EXAMPLES_PROPERTY);
    } else {
      System.setProperty(Properties.MAX_EXAMPLES_PROPERTY, outerCap);
    }
  }

  @Test
  void withoutACapEveryPropertyRunsItsFullCount() {
    assertThat(Properties.examples(12_000)).isEqualTo(12_000);
    assertThat(Properties.examples(1)).isEqualTo(1);
    assertThat(runs(Properties.qt(37))).isEqualTo(runs(QuickTheory.qt().withExamples(37)));
    assertThat(runs(Properties.qt())).isEqualTo(runs(QuickTheory.qt().withExamples(1_000)));
  }

  @Test
  void aCapLowersOnlyTheCountsAboveIt() {
    System.setProperty(Properties.MAX_EXAMPLES_PROPERTY, "500");
    assertThat(Properties.examples(12_000)).isEqualTo(500);
    assertThat(Properties.examples(501)).isEqualTo(500);
    assertThat(Properties.examples(500)).isEqualTo(500);
    assertThat(Properties.examples(499)).isEqualTo(499);
    assertThat(runs(Properties.qt(12_000))).isEqualTo(runs(QuickTheory.qt().withExamples(500)));
    assertThat(runs(Properties.qt(20))).isEqualTo(runs(QuickTheory.qt().withExamples(20)));
  }

  @Test
  void aCapOfOneRunsOneExample() {
    System.setProperty(Properties.MAX_EXAMPLES_PROPERTY, " 1 ");
    assertThat(Properties.examples(12_000)).isEqualTo(1);
    assertThat(runs(Properties.qt())).isEqualTo(1);
  }

  @Test
  void aCapThatIsNotAPositiveIntegerIsRefused() {
    for (String bad : new String[] {"0", "-3", "", "many", "1e3", "2147483648"}) {
      System.setProperty(Properties.MAX_EXAMPLES_PROPERTY, bad);
      assertThatThrownBy(() -> Properties.examples(10))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("planerules.maxExamples must be a positive integer, not \"" + bad + "\"");
    }
  }

  /** How many examples the theory checks, over a domain far larger than any count here. */
  private static int runs(QuickTheory theory) {
    AtomicInteger count = new AtomicInteger();
    theory.forAll(Generate.range(0, Integer.MAX_VALUE)).checkAssert(i -> count.incrementAndGet());
    return count.get();
  }
}
