package io.planerules.benchmarks;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.validation.NameRule;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
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
 * A generic plane-scoped name that needs hash truncation ({@code <id>-<request>} longer than 63
 * bytes): {@link PlaneNames#miniServiceNamespace(String)} validates the base, derives the name
 * (54-char prefix + 8 hex of SHA-256 over the full name) and re-validates it as a DNS-1123 label.
 * Baseline: SHA-256 of the same full-name bytes plus one precompiled {@code matches()} on the
 * output. Goal: subject / baseline ≤ 3.0.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class NameDerivationBenchmark {

  static final Pattern DNS1123_LABEL = Pattern.compile(NameRule.DNS1123_LABEL_FMT);

  /** Length of the request (the base); with the id "alpha-" the full name exceeds 63 bytes. */
  @Param({"64", "200"})
  public int baseLength;

  private PlaneNames names;
  private String request;
  private byte[] fullBytes;
  private String expected;

  @Setup
  public void setUp() {
    ControlPlaneId id = ControlPlaneId.of("alpha");
    names = PlaneNames.of(id, PlaneDomain.NONE);
    StringBuilder base = new StringBuilder("model-cache-request-");
    for (int i = 0; base.length() < baseLength; i++) {
      base.append((char) ('a' + i % 26));
    }
    request = base.toString();
    fullBytes = (id.value() + "-" + request).getBytes(StandardCharsets.UTF_8);
    expected = names.miniServiceNamespace(request);
    if (expected.length() != PlaneNames.MAX_RESOURCE_NAME_LENGTH
        || !DNS1123_LABEL.matcher(expected).matches()) {
      throw new IllegalStateException("not a truncated name: " + expected);
    }
  }

  /** Derivation with validation, hash truncation and re-validation. */
  @Benchmark
  public String subject() {
    return names.miniServiceNamespace(request);
  }

  /** SHA-256 of the full name plus one precompiled match of the output. */
  @Benchmark
  public boolean baseline(Blackhole bh) {
    bh.consume(Sha256.of(fullBytes));
    return DNS1123_LABEL.matcher(expected).matches();
  }
}
