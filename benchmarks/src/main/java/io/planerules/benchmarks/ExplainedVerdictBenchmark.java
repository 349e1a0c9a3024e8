package io.planerules.benchmarks;

import io.planerules.ownership.Verdict;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What the CLI, the batch protocol and an audit log pay per ownership decision: {@link
 * VerdictFromInformerBenchmark}'s subject (build the observation from the informer's raw object and
 * decide), then read every verdict's message and trace. The same objects and the same baseline
 * ({@code labels.get(key)} + {@code equals} on the raw maps). Goal: subject / baseline ≤ 5.0.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ExplainedVerdictBenchmark {

  /** Number of objects per operation. */
  @Param({"100"})
  public int n;

  private final VerdictFromInformerBenchmark objects = new VerdictFromInformerBenchmark();

  @Setup
  public void setUp() {
    objects.n = n;
    objects.setUp();
  }

  /** A verdict per object, its message and trace read. */
  @Benchmark
  public void subject(Blackhole bh) {
    for (VerdictFromInformerBenchmark.InformerObject raw : objects.objects) {
      Verdict verdict = objects.decide(raw);
      bh.consume(verdict.message());
      bh.consume(verdict.trace());
    }
  }

  /** A label lookup and comparison per object, on the same raw maps. */
  @Benchmark
  public void baseline(Blackhole bh) {
    objects.baseline(bh);
  }
}
