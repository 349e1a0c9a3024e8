package io.planerules.benchmarks;

import io.planerules.binding.Outcome;
import io.planerules.binding.decision.Decision;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.Workflow;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
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
 * Full decision resolution ({@link DecisionResolver#resolve}: StorageClass checks, catalog lookup,
 * transition derivation with trace, profile digest and StorageClass digest) from the parsed default
 * catalog and an {@code nvcf-sc} snapshot for the NVMesh driver. Baseline: SHA-256 over the
 * precomputed canonical bytes of the same two digests. Goal: subject / baseline ≤ 3.0.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DecisionBenchmark {

  /** Workflow wire name. */
  @Param({"regularModelCache", "helmModelCache"})
  public String workflow;

  private StorageCatalog catalog;
  private StorageClassSnapshot sc;
  private byte[] profileCanonical;
  private byte[] storageClassCanonical;

  @Setup
  public void setUp() {
    catalog = DefaultCatalog.get();
    sc =
        new StorageClassSnapshot(
            "nvcf-sc",
            "6f1c2a34-8d2e-4b8a-9c1f-0d3e5a7b9c21",
            "nvmesh-csi.excelero.com",
            "Retain",
            Map.of("nvmesh.csi.excelero.com/fsType", "xfs", "vpg", "DEFAULT_RAID_10_VPG"),
            "WaitForFirstConsumer",
            List.of("noatime"),
            List.of());
    Outcome<Decision> outcome = DecisionResolver.resolve(catalog, sc, workflow);
    if (!outcome.isOk()) {
      throw new IllegalStateException("not resolved: " + outcome);
    }
    Decision d = outcome.orElseThrow();
    profileCanonical =
        ProfileDigest.canonical(
                catalog.driver(sc.provisioner()).orElseThrow(),
                Workflow.fromWireName(workflow).orElseThrow(),
                d.transition(),
                ProfileDigest.Scheme.V1)
            .getBytes(StandardCharsets.UTF_8);
    storageClassCanonical = sc.canonical().getBytes(StandardCharsets.UTF_8);
  }

  /** Resolution with both digests. */
  @Benchmark
  public Outcome<Decision> subject() {
    return DecisionResolver.resolve(catalog, sc, workflow);
  }

  /** SHA-256 of the two precomputed canonical forms. */
  @Benchmark
  public void baseline(Blackhole bh) {
    bh.consume(Sha256.of(profileCanonical));
    bh.consume(Sha256.of(storageClassCanonical));
  }
}
