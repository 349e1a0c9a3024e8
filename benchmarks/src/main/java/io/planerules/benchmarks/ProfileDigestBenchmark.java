package io.planerules.benchmarks;

import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.Transitions;
import java.nio.charset.StandardCharsets;
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
 * The profile digest of a decision's driver entry (the default NVMesh entry, regular workflow,
 * {@code roxReadOnly}): canonical JSON text, UTF-8, SHA-256, {@code sha256:} + hex. Baseline:
 * SHA-256 over the precomputed canonical bytes. Goal: subject / baseline ≤ 2.0.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ProfileDigestBenchmark {

  /** Digest scheme wire name. */
  @Param({"v1", "encryption"})
  public String scheme;

  private DriverEntry entry;
  private Transition transition;
  private ProfileDigest.Scheme digestScheme;
  private byte[] canonical;

  @Setup
  public void setUp() {
    entry = DefaultCatalog.get().driver("nvmesh-csi.excelero.com").orElseThrow();
    transition = Transitions.derive(entry, Workflow.REGULAR).transition();
    digestScheme = ProfileDigest.Scheme.fromWireName(scheme).orElseThrow();
    canonical =
        ProfileDigest.canonical(entry, Workflow.REGULAR, transition, digestScheme)
            .getBytes(StandardCharsets.UTF_8);
  }

  /** Canonical form and digest of the entry. */
  @Benchmark
  public String subject() {
    return ProfileDigest.digest(entry, Workflow.REGULAR, transition, digestScheme);
  }

  /** SHA-256 of the precomputed canonical bytes. */
  @Benchmark
  public byte[] baseline() {
    return Sha256.of(canonical);
  }
}
