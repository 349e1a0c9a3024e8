package io.planerules.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import io.planerules.cli.batch.BatchEngine;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.json.Json;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The batch protocol (docs/reference/cli.md#the-batch-protocol) after JVM start: {@code lines}
 * request lines, equal parts of the five operations {@code cli/examples/throughput.sh mixed} sends
 * (id.validate, k8s.validate, decision.resolve, ownership.verdict, digest.profile), read from UTF-8
 * bytes and answered through {@link BatchEngine#run} into a byte sink, as {@code planerules batch}
 * reads stdin and writes stdout (64 KiB buffers, a flush after each line). Baseline: the JSON work
 * the protocol cannot avoid, with the same mapper and the same reader and writer: read each line
 * into a tree, write a response tree of the same size (the engine's own answer to that line, built
 * in {@code @Setup}). Goal: subject / baseline ≤ 3.0.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class BatchLineBenchmark {

  /** Number of request lines per operation. */
  @Param({"1000"})
  public int lines;

  private byte[] requests;
  private JsonNode[] responses;
  private BatchEngine engine;

  @Setup
  public void setUp() {
    StringBuilder text = new StringBuilder();
    for (int i = 1; i <= lines; i++) {
      text.append(request(i)).append('\n');
    }
    requests = text.toString().getBytes(StandardCharsets.UTF_8);
    engine = new BatchEngine(OpRegistry.standard());
    String[] split = text.toString().split("\n");
    responses = new JsonNode[split.length];
    for (int i = 0; i < split.length; i++) {
      responses[i] = engine.answer(split[i]);
      if (!responses[i].path("ok").asBoolean()) {
        throw new IllegalStateException("request " + split[i] + " failed: " + responses[i]);
      }
    }
  }

  /** The i-th line of {@code cli/examples/throughput.sh mixed}, the same text. */
  static String request(int i) {
    return switch (i % 5) {
      case 0 -> "{\"id\":" + i + ",\"op\":\"id.validate\",\"value\":\"plane-" + (i % 100) + "\"}";
      case 1 ->
          "{\"id\":"
              + i
              + ",\"op\":\"k8s.validate\",\"rule\":\"dns1123-label\",\"value\":\"Name-"
              + i
              + "\"}";
      case 2 ->
          "{\"id\":"
              + i
              + ",\"op\":\"decision.resolve\",\"storageClass\":{\"name\":\"nvcf-sc\",\"uid\":\"u\","
              + "\"provisioner\":\"nvmesh-csi.excelero.com\",\"reclaimPolicy\":\"Retain\"},"
              + "\"workflow\":\"regularModelCache\"}";
      case 3 ->
          "{\"id\":"
              + i
              + ",\"op\":\"ownership.verdict\",\"planeId\":\"plane-a\",\"object\":{\"kind\":"
              + "\"Namespace\",\"name\":\"ns"
              + i
              + "\",\"labels\":{\"nvcf.nvidia.com/control-plane-id\":\"plane-b\"}},"
              + "\"action\":\"delete\"}";
      default ->
          "{\"id\":"
              + i
              + ",\"op\":\"digest.profile\",\"provisioner\":\"nvmesh-csi.excelero.com\",\"driver\":"
              + "{\"provider\":\"nvmesh\",\"accessModes\":[\"ReadWriteOnce\",\"ReadOnlyMany\"],"
              + "\"readerMountOptions\":[\"ro\"]},\"workflow\":\"helmModelCache\"}";
    };
  }

  private BufferedReader reader() {
    return new BufferedReader(
        new InputStreamReader(new ByteArrayInputStream(requests), StandardCharsets.UTF_8), 1 << 16);
  }

  private static Writer writer(Blackhole bh) {
    return new BufferedWriter(
        new OutputStreamWriter(new Sink(bh), StandardCharsets.UTF_8), 1 << 16);
  }

  /** Every line answered by the batch engine. */
  @Benchmark
  public void subject(Blackhole bh) throws IOException {
    Writer out = writer(bh);
    engine.run(reader(), out);
    out.flush();
  }

  /** Every line read into a tree, and a response tree of the same size written. */
  @Benchmark
  public void baseline(Blackhole bh) throws IOException {
    BufferedReader in = reader();
    Writer out = writer(bh);
    String line;
    int i = 0;
    while ((line = in.readLine()) != null) {
      bh.consume(Json.parse(line));
      out.write(Json.write(responses[i++]));
      out.write('\n');
      out.flush();
    }
    out.flush();
  }

  /** Bytes written go to the blackhole. */
  private static final class Sink extends OutputStream {
    private final Blackhole bh;

    Sink(Blackhole bh) {
      this.bh = bh;
    }

    @Override
    public void write(int b) {
      bh.consume(b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      bh.consume(len);
    }
  }
}
