package io.planerules.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.DefaultCatalog;
import java.io.IOException;
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
 * Parse + validate catalog bytes ({@link CatalogParser#parse(byte[])}: size, revision, UTF-8
 * decode, raw scan, hardened token walk, binding, validation) of the embedded default catalog and
 * of a generated 50-driver catalog. Baseline: {@code YAMLMapper.readTree} of the same bytes with a
 * default mapper. Goal: subject / baseline ≤ 1.5.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CatalogLoadBenchmark {

  /** {@code default} (the embedded catalog) or {@code drivers50}. */
  @Param({"default", "drivers50"})
  public String catalog;

  private byte[] bytes;
  private YAMLMapper mapper;

  @Setup
  public void setUp() {
    bytes = catalog.equals("default") ? DefaultCatalog.payload() : Documents.catalog(50);
    mapper = new YAMLMapper();
    CatalogResult result = CatalogParser.parse(bytes);
    if (!result.isValid()) {
      throw new IllegalStateException("invalid benchmark catalog: " + result.problems());
    }
  }

  /** Hardened parse, bind and validate. */
  @Benchmark
  public CatalogResult subject() {
    return CatalogParser.parse(bytes);
  }

  /** A plain Jackson tree of the same bytes. */
  @Benchmark
  public JsonNode baseline() throws IOException {
    return mapper.readTree(bytes);
  }
}
