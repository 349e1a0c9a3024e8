package io.planerules.benchmarks;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.PlaneNames;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A short plane-scoped name (no hash): {@link PlaneNames#miniServiceNamespace(String)} with a
 * request short enough that {@code <id>-<request>} fits in 63 bytes — validation of the base,
 * derivation and re-validation. Baseline: {@code StringBuilder} concatenation plus one precompiled
 * {@code matches()}. Goal: subject / baseline ≤ 2.0.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class NameDerivationShortBenchmark {

  /** The request (base) of the name. */
  @Param({"fn-7f3a", "model-cache-request-0123456789"})
  public String request;

  private PlaneNames names;
  private String id;

  @Setup
  public void setUp() {
    ControlPlaneId planeId = ControlPlaneId.of("alpha");
    names = PlaneNames.of(planeId, PlaneDomain.NONE);
    id = planeId.value();
    String expected = new StringBuilder(id).append('-').append(request).toString();
    if (!names.miniServiceNamespace(request).equals(expected)) {
      throw new IllegalStateException("unexpected derivation of " + request);
    }
  }

  /** Derivation with validation and re-validation. */
  @Benchmark
  public String subject() {
    return names.miniServiceNamespace(request);
  }

  /** Concatenation plus one precompiled match of the output. */
  @Benchmark
  public boolean baseline() {
    String name = new StringBuilder(id).append('-').append(request).toString();
    return NameDerivationBenchmark.DNS1123_LABEL.matcher(name).matches();
  }
}
