package io.planerules.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A load-robust cross-check of the JMH ratios, for shared machines: runs each benchmark's {@code
 * subject} and {@code baseline} alternately in short rounds on one thread and compares their
 * <em>thread CPU time</em> (not wall time, which other processes inflate). Prints one line per
 * benchmark and parameter: CPU ns/op of each side and their ratio (median of the rounds).
 *
 * <p>Run: {@code java -Xmx256m -cp benchmarks/target/benchmarks.jar
 * io.planerules.benchmarks.CpuTimeRatios [rounds [name-filter]]}. The JMH figures remain the
 * reference; this only tells whether a ratio moved because of load.
 */
public final class CpuTimeRatios {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** Unmeasured rounds of each side before the measured ones (a round is about 50 ms of CPU). */
  private static final int WARMUP_ROUNDS = 40;

  private CpuTimeRatios() {}

  /** A named pair of operations with its parameters set up. */
  private record Pair(String name, Runnable subject, Runnable baseline) {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
    String filter = args.length > 1 ? args[1] : "";
    Blackhole bh =
        new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is"
                + " dangerous.");
    List<Pair> pairs = new ArrayList<>();
    for (int length : new int[] {64, 200}) {
      NameDerivationBenchmark b = new NameDerivationBenchmark();
      b.baseLength = length;
      b.setUp();
      pairs.add(
          new Pair(
              "NameDerivation baseLength=" + length,
              () -> bh.consume(b.subject()),
              () -> bh.consume(b.baseline(bh))));
    }
    for (String request : new String[] {"fn-7f3a", "model-cache-request-0123456789"}) {
      NameDerivationShortBenchmark b = new NameDerivationShortBenchmark();
      b.request = request;
      b.setUp();
      pairs.add(
          new Pair(
              "NameDerivationShort request=" + request,
              () -> bh.consume(b.subject()),
              () -> bh.consume(b.baseline())));
    }
    for (int n : new int[] {100, 10000}) {
      OwnershipVerdictBenchmark b = new OwnershipVerdictBenchmark();
      b.n = n;
      b.setUp();
      pairs.add(new Pair("OwnershipVerdict n=" + n, () -> b.subject(bh), () -> b.baseline(bh)));
    }
    for (int n : new int[] {100, 10000}) {
      VerdictFromInformerBenchmark b = new VerdictFromInformerBenchmark();
      b.n = n;
      b.setUp();
      pairs.add(new Pair("VerdictFromInformer n=" + n, () -> b.subject(bh), () -> b.baseline(bh)));
    }
    {
      ExplainedVerdictBenchmark b = new ExplainedVerdictBenchmark();
      b.n = 100;
      b.setUp();
      pairs.add(new Pair("ExplainedVerdict n=100", () -> b.subject(bh), () -> b.baseline(bh)));
    }
    {
      BatchLineBenchmark b = new BatchLineBenchmark();
      b.lines = 1000;
      b.setUp();
      pairs.add(
          new Pair(
              "BatchLine lines=1000",
              () -> {
                try {
                  b.subject(bh);
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              },
              () -> {
                try {
                  b.baseline(bh);
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              }));
    }
    for (String catalog : new String[] {"default", "drivers50"}) {
      CatalogLoadBenchmark b = new CatalogLoadBenchmark();
      b.catalog = catalog;
      b.setUp();
      pairs.add(
          new Pair(
              "CatalogLoad catalog=" + catalog,
              () -> bh.consume(b.subject()),
              () -> {
                try {
                  bh.consume(b.baseline());
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              }));
    }
    for (String scheme : new String[] {"v1", "encryption"}) {
      ProfileDigestBenchmark b = new ProfileDigestBenchmark();
      b.scheme = scheme;
      b.setUp();
      pairs.add(
          new Pair(
              "ProfileDigest scheme=" + scheme,
              () -> bh.consume(b.subject()),
              () -> bh.consume(b.baseline())));
    }
    for (String workflow : new String[] {"regularModelCache", "helmModelCache"}) {
      DecisionBenchmark b = new DecisionBenchmark();
      b.workflow = workflow;
      b.setUp();
      pairs.add(
          new Pair(
              "Decision workflow=" + workflow,
              () -> bh.consume(b.subject()),
              () -> b.baseline(bh)));
    }
    for (String hostile : new String[] {"billion-laughs", "deep-2000", "size-3MiB"}) {
      HostileInputBenchmark b = new HostileInputBenchmark();
      b.hostile = hostile;
      try {
        b.setUp();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      pairs.add(
          new Pair(
              "HostileInput hostile=" + hostile,
              () -> bh.consume(b.subject()),
              () -> {
                try {
                  bh.consume(b.baseline());
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              }));
    }
    for (String hostile : new String[] {"billion-laughs", "deep-2000", "alias-deep-1200"}) {
      AuditHostileInputBenchmark b = new AuditHostileInputBenchmark();
      b.hostile = hostile;
      pairs.add(
          new Pair(
              "AuditHostileInput hostile=" + hostile,
              io(b::setUp, () -> bh.consume(b.subject())),
              io(() -> {}, () -> bh.consume(b.baseline()))));
    }
    for (int mib : new int[] {1, 4, 7}) {
      AuditLongLineBenchmark b = new AuditLongLineBenchmark();
      b.mib = mib;
      pairs.add(
          new Pair(
              "AuditLongLine mib=" + mib,
              io(b::setUp, () -> bh.consume(b.subject())),
              io(() -> {}, () -> bh.consume(b.baseline()))));
    }
    for (Pair pair : pairs) {
      if (pair.name.contains(filter)) {
        measure(pair, rounds);
      }
    }
  }

  /** An operation that may throw {@code IOException}. */
  private interface IoAction {
    void run() throws IOException;
  }

  /**
   * {@code operation} as a {@code Runnable}; {@code setUp} runs once, before the first call, so
   * that pairs left out by the filter set up nothing.
   */
  private static Runnable io(IoAction setUp, IoAction operation) {
    boolean[] ready = {false};
    return () -> {
      try {
        if (!ready[0]) {
          setUp.run();
          ready[0] = true;
        }
        operation.run();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    };
  }

  private static void measure(Pair pair, int rounds) {
    int batch = calibrate(pair.subject);
    // about 2 s of CPU per side before measuring: the first pair of a run otherwise still runs
    // partly interpreted while C2 compiles it (its ratio came out 1.3–1.8 × too high)
    for (int i = 0; i < WARMUP_ROUNDS; i++) {
      time(pair.subject, batch);
      time(pair.baseline, batch);
    }
    double[] s = new double[rounds];
    double[] b = new double[rounds];
    double[] r = new double[rounds];
    for (int i = 0; i < rounds; i++) {
      s[i] = time(pair.subject, batch);
      b[i] = time(pair.baseline, batch);
      r[i] = s[i] / b[i];
    }
    System.out.printf(
        Locale.ROOT,
        "%-50s subject %12.1f ns  baseline %12.1f ns  ratio %6.2f%n",
        pair.name,
        median(s),
        median(b),
        median(r));
  }

  /** Calls per round so that a round of the subject takes about 50 ms of CPU. */
  private static int calibrate(Runnable op) {
    int batch = 1;
    while (true) {
      long start = THREADS.getCurrentThreadCpuTime();
      for (int i = 0; i < batch; i++) {
        op.run();
      }
      long spent = THREADS.getCurrentThreadCpuTime() - start;
      if (spent > 50_000_000L || batch > 50_000_000) {
        return batch;
      }
      batch *= 2;
    }
  }

  private static double time(Runnable op, int batch) {
    long start = THREADS.getCurrentThreadCpuTime();
    for (int i = 0; i < batch; i++) {
      op.run();
    }
    return (THREADS.getCurrentThreadCpuTime() - start) / (double) batch;
  }

  private static double median(double[] values) {
    double[] copy = values.clone();
    Arrays.sort(copy);
    return copy[copy.length / 2];
  }
}
