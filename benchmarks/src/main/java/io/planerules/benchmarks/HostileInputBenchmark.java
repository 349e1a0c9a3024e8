package io.planerules.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * The hostile-input ceiling, in a JVM limited to 256 MiB of heap: rejecting a billion-laughs
 * document, a 2 000-deep document and a 3 MiB document ({@code subject}, {@link
 * CatalogParser#parse(byte[])}) against parsing a valid document of the same size ({@code
 * baseline}, {@code YAMLMapper.readTree}; its SnakeYAML code-point limit is raised so that the 3
 * MiB document parses). Goal: subject / baseline ≤ 2.0 for each case.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(jvmArgsAppend = "-Xmx256m")
public class HostileInputBenchmark {

  /** The hostile case. */
  @Param({"billion-laughs", "deep-2000", "size-3MiB"})
  public String hostile;

  private byte[] payload;
  private byte[] valid;
  private YAMLMapper mapper;

  @Setup
  public void setUp() throws IOException {
    payload =
        switch (hostile) {
          case "billion-laughs" -> Documents.billionLaughs();
          case "deep-2000" -> Documents.deep(2000);
          case "size-3MiB" -> Documents.oversized(3 * 1024 * 1024);
          default -> throw new IllegalArgumentException(hostile);
        };
    valid = Documents.validYamlOfSize(payload.length);
    LoaderOptions options = new LoaderOptions();
    options.setCodePointLimit(8 * 1024 * 1024);
    mapper = new YAMLMapper(YAMLFactory.builder().loaderOptions(options).build());
    CatalogResult result = CatalogParser.parse(payload);
    if (result.isValid()) {
      throw new IllegalStateException(hostile + " was accepted");
    }
    mapper.readTree(valid);
  }

  /** Rejection of the hostile document. */
  @Benchmark
  public CatalogResult subject() {
    return CatalogParser.parse(payload);
  }

  /** A plain Jackson tree of a valid document of the same size. */
  @Benchmark
  public JsonNode baseline() throws IOException {
    return mapper.readTree(valid);
  }
}
