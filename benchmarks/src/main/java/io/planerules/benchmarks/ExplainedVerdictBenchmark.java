package io.planerules.benchmarks;

import io.planerules.ownership.OwnershipLabel;
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
 * VerdictFromInformerBenchmark}'s subject (decide from the informer's raw object), then read every
 * verdict's message and trace. The same objects and the same baseline ({@code labels.get(key)} +
 * {@code equals} on the raw maps). Goal: subject / baseline ≤ 5.0. Not gated: {@link #floor}, the
 * label lookup plus the concatenation that spells one message.
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

  /**
   * Not gated: the least an explained answer costs per object — the baseline's label lookup plus
   * the one concatenation that spells a verdict's message ({@code refusing to reconcile <kind>
   * <namespace>/<name>: owned by control plane "<label>", not "<id>"}), no rule applied and no
   * trace. It shows how much of the subject's ratio is the text every explanation must build.
   */
  @Benchmark
  public void floor(Blackhole bh) {
    String id = objects.idValue;
    for (VerdictFromInformerBenchmark.InformerObject raw : objects.objects) {
      String label = raw.labels().get(OwnershipLabel.KEY);
      bh.consume(
          "refusing to reconcile "
              + raw.kind()
              + " "
              + raw.namespace()
              + "/"
              + raw.name()
              + ": owned by control plane \""
              + label
              + "\", not \""
              + id
              + "\"");
    }
  }

  /** A label lookup and comparison per object, on the same raw maps. */
  @Benchmark
  public void baseline(Blackhole bh) {
    objects.baseline(bh);
  }
}
