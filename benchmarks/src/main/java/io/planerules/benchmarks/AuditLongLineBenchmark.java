package io.planerules.benchmarks;

import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ReadGap;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.SourcePosition;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Random;
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
 * The audit reader on a {@code kubectl get secret -o yaml} listing holding one Helm release Secret,
 * whose {@code data.release} is one single-line value of {@code mib} MiB ({@code subject}), against
 * the same listing as {@code kubectl get -o json} prints it ({@code baseline}), both through {@link
 * ObjectStreams#read}. Goals: subject / baseline ≤ 3.0 at each size, and the ratio at 7 MiB at most
 * 1.2 × the ratio at 1 MiB (reading time linear in the value's length).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(jvmArgsAppend = "-Xmx1g")
public class AuditLongLineBenchmark {

  /** The length of the release value, in MiB. */
  @Param({"1", "4", "7"})
  public int mib;

  private byte[] yaml;
  private byte[] json;

  @Setup
  public void setUp() throws IOException {
    String value = base64(mib << 20);
    yaml = yamlListing(value);
    json = jsonListing(value);
    if (subject() != 1 || baseline() != 1) {
      throw new IllegalStateException("the listing is not one readable Secret");
    }
  }

  /** A base64 text of {@code length} characters (a release is base64 of gzip; any bytes do). */
  static String base64(int length) {
    String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    Random random = new Random(42);
    StringBuilder out = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      out.append(alphabet.charAt(random.nextInt(64)));
    }
    return out.toString();
  }

  /** The listing as {@code kubectl get secret -o yaml} prints it. */
  static byte[] yamlListing(String value) {
    return ("apiVersion: v1\nitems:\n- apiVersion: v1\n  data:\n    release: "
            + value
            + "\n  kind: Secret\n  metadata:\n    creationTimestamp: \"2026-12-01T10:00:00Z\"\n"
            + "    labels:\n      modifiedAt: \"1764583200\"\n      name: plane-a\n"
            + "      owner: helm\n      status: deployed\n      version: \"1\"\n"
            + "    name: sh.helm.release.v1.plane-a.v1\n    namespace: plane-a-nvcf\n"
            + "    resourceVersion: \"4711\"\n    uid: 2f0c5a4e-1b7d-4c1e-9a53-7f2d8e6b9c10\n"
            + "  type: helm.sh/release.v1\nkind: List\nmetadata:\n  resourceVersion: \"\"\n")
        .getBytes(StandardCharsets.UTF_8);
  }

  /** The same listing as {@code kubectl get secret -o json} prints it. */
  static byte[] jsonListing(String value) {
    return ("{\n    \"apiVersion\": \"v1\",\n    \"items\": [\n        {\n"
            + "            \"apiVersion\": \"v1\",\n            \"data\": {\n"
            + "                \"release\": \""
            + value
            + "\"\n            },\n            \"kind\": \"Secret\",\n"
            + "            \"metadata\": {\n"
            + "                \"creationTimestamp\": \"2026-12-01T10:00:00Z\",\n"
            + "                \"labels\": {\n                    \"modifiedAt\": \"1764583200\",\n"
            + "                    \"name\": \"plane-a\",\n                    \"owner\": \"helm\",\n"
            + "                    \"status\": \"deployed\",\n                    \"version\": \"1\"\n"
            + "                },\n"
            + "                \"name\": \"sh.helm.release.v1.plane-a.v1\",\n"
            + "                \"namespace\": \"plane-a-nvcf\",\n"
            + "                \"resourceVersion\": \"4711\",\n"
            + "                \"uid\": \"2f0c5a4e-1b7d-4c1e-9a53-7f2d8e6b9c10\"\n"
            + "            },\n            \"type\": \"helm.sh/release.v1\"\n        }\n    ],\n"
            + "    \"kind\": \"List\",\n    \"metadata\": {\n        \"resourceVersion\": \"\"\n    }\n}\n")
        .getBytes(StandardCharsets.UTF_8);
  }

  /** Reads the YAML listing; the objects read. */
  @Benchmark
  public int subject() throws IOException {
    return read("secrets.yaml", yaml);
  }

  /** Reads the JSON listing; the objects read. */
  @Benchmark
  public int baseline() throws IOException {
    return read("secrets.json", json);
  }

  /** The objects {@link ObjectStreams#read} hands on; -1 when something was unreadable. */
  static int read(String name, byte[] bytes) throws IOException {
    int[] count = {0};
    ObjectStreams.read(
        name,
        new ByteArrayInputStream(bytes),
        new ObjectSink() {
          @Override
          public void object(SourceRef source, Map<String, Object> content) {
            count[0]++;
          }

          @Override
          public void unreadable(SourceRef source, SourcePosition at, String message) {
            count[0] = Integer.MIN_VALUE;
          }

          @Override
          public void gap(SourceRef source, ReadGap gap, String message) {
            count[0] = Integer.MIN_VALUE;
          }
        });
    return count[0] < 0 ? -1 : count[0];
  }
}
