package io.planerules.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.planerules.audit.io.ObjectStreams;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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

/**
 * The audit reader's hostile-input ceiling, as {@link HostileInputBenchmark} measures the catalog
 * parser's, in a JVM limited to 256 MiB of heap: {@link ObjectStreams#read} refusing a
 * billion-laughs document, a 2 000-deep document and a document that nests 1 200 levels through one
 * alias ({@code subject}), against {@code YAMLMapper.readTree} of a valid document of the same size
 * ({@code baseline}). Goal: subject / baseline ≤ 2.0 for each case.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(jvmArgsAppend = "-Xmx256m")
public class AuditHostileInputBenchmark {

  /** The hostile case. */
  @Param({"billion-laughs", "deep-2000", "alias-deep-1200"})
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
          case "alias-deep-1200" -> aliasDeep(600);
          default -> throw new IllegalArgumentException(hostile);
        };
    valid = Documents.validYamlOfSize(payload.length);
    mapper = new YAMLMapper();
    if (subject() != -1) {
      throw new IllegalStateException(hostile + " was read");
    }
    mapper.readTree(valid);
  }

  /**
   * {@code levels} sequences anchored, then repeated under as many more: one bracket a line (a line
   * of hundreds of open brackets is SnakeYAML's own square, measured apart in docs/performance.md).
   */
  static byte[] aliasDeep(int levels) {
    return ("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: deep\n"
            + "inner: &inner\n"
            + "[\n".repeat(levels)
            + "]\n".repeat(levels)
            + "outer:\n"
            + "[\n".repeat(levels)
            + "*inner\n"
            + "]\n".repeat(levels))
        .getBytes(StandardCharsets.UTF_8);
  }

  /** Refusal of the hostile document: -1 when it was refused, else the objects read. */
  @Benchmark
  public int subject() throws IOException {
    return AuditLongLineBenchmark.read("hostile.yaml", payload);
  }

  /** A plain Jackson tree of a valid document of the same size. */
  @Benchmark
  public JsonNode baseline() throws IOException {
    return mapper.readTree(valid);
  }
}
