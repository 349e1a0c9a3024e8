package io.planerules.testkit.threads;

import org.jetbrains.lincheck.datastructures.ManagedStrategyGuaranteeKt;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;

/**
 * Lincheck's model checker set up for races on a lazy part's first use
 * (docs/adr/0093-thread-checks-with-lincheck.md): no operation before the parallel part (by default
 * up to five run on one thread first and compute the lazy value before any race), two threads of
 * one operation each and one operation after them, ten scenarios of up to fifty interleavings each.
 * Guava's classes are treated as atomic: they build and read collections no other thread can see
 * yet, or immutable ones; the fields under test are the library's.
 *
 * <p>The state class Lincheck checks, and its no-argument constructor, must be public.
 */
public final class FirstUseRaces {

  private FirstUseRaces() {}

  /**
   * The options.
   *
   * @param sequential the sequential specification the results are checked against: a class with
   *     the same operations, answering as one thread would (or as written out by hand)
   * @return the options; {@code check(stateClass)} runs them
   */
  public static ModelCheckingOptions against(Class<?> sequential) {
    return new ModelCheckingOptions()
        .actorsBefore(0)
        .threads(2)
        .actorsPerThread(1)
        .actorsAfter(1)
        .iterations(10)
        .invocationsPerIteration(50)
        .sequentialSpecification(sequential)
        .addGuarantee(
            ManagedStrategyGuaranteeKt.forClasses(name -> name.startsWith("com.google.common."))
                .allMethods()
                .treatAsAtomic());
  }
}
