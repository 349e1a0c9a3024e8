package io.planerules.testkit.fuzz;

import java.lang.management.ClassLoadingMXBean;
import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The budget of one fuzz input (docs/reliability.md#invariants): no input may take more than {@link
 * #MAX_MILLIS} ms of its thread's CPU time nor allocate more than {@link #MAX_BYTES} bytes. The
 * time is checked only while fuzzing ({@code JAZZER_FUZZ} set), after the first {@link #WARM_UP}
 * inputs of the JVM; CPU time, not wall time, so that a machine shared with other work does not
 * raise false findings. The allocation is checked always.
 *
 * <p>An input during which the JVM loaded a class is not held to either bound: the class is loaded
 * (and, while fuzzing, instrumented by Jazzer) on the input's own thread, which costs far more than
 * the input and is paid once per class. The fuzzer keeps mutating around such an input, so a really
 * costly one comes back once its classes are loaded.
 */
public final class FuzzBudget {

  /** The most one input may take, in milliseconds of CPU time. */
  public static final long MAX_MILLIS = 100;

  /** The most one input may allocate: 256 MiB. */
  public static final long MAX_BYTES = 256L * 1024 * 1024;

  /** The inputs at the start of a JVM that are not timed. */
  public static final int WARM_UP = 50;

  private static final boolean FUZZING = System.getenv("JAZZER_FUZZ") != null;
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  private static final ClassLoadingMXBean CLASSES = ManagementFactory.getClassLoadingMXBean();
  private static final AtomicInteger CALLS = new AtomicInteger();

  private FuzzBudget() {}

  /**
   * Runs one input's work; fails when it allocated more than {@link #MAX_BYTES} bytes or, while
   * fuzzing, took more than {@link #MAX_MILLIS} ms of CPU time.
   *
   * @param work the call under test
   * @param <T> its answer
   * @return the answer
   */
  public static <T> T within(Supplier<T> work) {
    long classesBefore = CLASSES.getTotalLoadedClassCount();
    long start = THREADS.getCurrentThreadCpuTime();
    long allocatedBefore = THREADS.getCurrentThreadAllocatedBytes();
    T answer = work.get();
    long millis = (THREADS.getCurrentThreadCpuTime() - start) / 1_000_000;
    long allocated = THREADS.getCurrentThreadAllocatedBytes() - allocatedBefore;
    if (CLASSES.getTotalLoadedClassCount() != classesBefore) {
      return answer; // the cost of loading (and instrumenting) a class, not of the input
    }
    if (allocated > MAX_BYTES) {
      throw new AssertionError(
          "one input allocated " + allocated + " bytes, more than " + MAX_BYTES);
    }
    if (FUZZING && CALLS.incrementAndGet() > WARM_UP && millis > MAX_MILLIS) {
      throw new AssertionError("one input took " + millis + " ms of CPU, more than " + MAX_MILLIS);
    }
    return answer;
  }
}
