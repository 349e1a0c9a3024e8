package io.planerules.testkit;

import org.quicktheories.QuickTheory;

/**
 * The QuickTheories entry point of plane-rules' property tests, so that the example count and the
 * backing library can be changed in one place (ADR 0001).
 * <!-- snippet: TestkitExamplesTest#properties -->
 *
 * <pre>{@code
 * Properties.qt()
 *     .forAll(IdentityGenerators.validIds())
 *     .checkAssert(
 *         id -> assertThat(id).matches("[a-z0-9]([-a-z0-9]*[a-z0-9])?").hasSizeBetween(1, 20));
 * }</pre>
 *
 * <p>A run that repeats the tests many times (the mutation run, docs/quality.md) may cap every
 * property's example count with the system property {@value #MAX_EXAMPLES_PROPERTY}; unset, every
 * property runs its full count.
 */
public final class Properties {

  /** The number of examples a property runs unless it asks for another count or a cap is set. */
  public static final int DEFAULT_EXAMPLES = 1_000;

  /** The system property that caps the example count of every property (a positive integer). */
  public static final String MAX_EXAMPLES_PROPERTY = "planerules.maxExamples";

  private Properties() {}

  /** A theory with {@link #DEFAULT_EXAMPLES} examples (or the cap, if lower). */
  public static QuickTheory qt() {
    return qt(DEFAULT_EXAMPLES);
  }

  /**
   * A theory with the given number of examples (or the cap, if lower).
   *
   * @param examples how many examples to generate
   * @return the theory
   */
  public static QuickTheory qt(int examples) {
    int count = examples(examples);
    return QuickTheory.qt().withExamples(count).withShrinkCycles(count * 2);
  }

  /**
   * The number of examples a property asking for {@code wanted} runs: {@code wanted}, or the cap
   * set by {@value #MAX_EXAMPLES_PROPERTY} if that is lower. A property that asserts counts of what
   * its examples reached scales them by this number.
   *
   * @param wanted the property's full example count
   * @return the count it runs
   * @throws IllegalArgumentException if the system property is set but not a positive integer
   */
  public static int examples(int wanted) {
    String cap = System.getProperty(MAX_EXAMPLES_PROPERTY);
    if (cap == null) {
      return wanted;
    }
    int max;
    try {
      max = Integer.parseInt(cap.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          MAX_EXAMPLES_PROPERTY + " must be a positive integer, not \"" + cap + "\"", e);
    }
    if (max < 1) {
      throw new IllegalArgumentException(
          MAX_EXAMPLES_PROPERTY + " must be a positive integer, not \"" + cap + "\"");
    }
    return Math.min(wanted, max);
  }
}
