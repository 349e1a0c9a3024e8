package io.planerules.testkit;

import org.quicktheories.QuickTheory;

/**
 * The QuickTheories entry point of plane-rules' property tests, so that the example count and the
 * backing library can be changed in one place (ADR 0001).
 *
 * <pre>{@code
 * Properties.qt().forAll(IdentityGenerators.validIds()).checkAssert(id ->
 *     assertThat(ControlPlaneId.isValid(id)).isTrue());
 * }</pre>
 */
public final class Properties {

  /** The number of examples every property runs at least (the issues ask for ≥ 1 000). */
  public static final int DEFAULT_EXAMPLES = 1_000;

  private Properties() {}

  /** A theory with {@link #DEFAULT_EXAMPLES} examples. */
  public static QuickTheory qt() {
    return qt(DEFAULT_EXAMPLES);
  }

  /**
   * A theory with the given number of examples.
   *
   * @param examples how many examples to generate
   * @return the theory
   */
  public static QuickTheory qt(int examples) {
    return QuickTheory.qt().withExamples(examples).withShrinkCycles(examples * 2);
  }
}
