package io.planerules.benchmarks;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.identity.ControlPlaneId;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@code planerules audit cluster} of a generated {@code kubectl get -A -o json} listing ({@link
 * Listings}: 100 000 objects of mixed kinds, 2 to 4 KiB each, about 300 MiB): the audit reads the
 * bytes object by object, judges every object for plane {@code plane-a} and builds the report.
 * Baseline: Jackson reading the same bytes into trees, one tree per item (a databind {@code
 * readTree} at each item of the streamed {@code items}), the floor of any reading. Goal: subject /
 * baseline ≤ 2.0.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(jvmArgsAppend = "-Xmx3g")
public class AuditListingBenchmark {

  /** How many objects the listing holds. */
  @Param({"100000"})
  public int objects;

  private byte[] listing;
  private ObjectMapper mapper;
  private ControlPlaneId plane;

  @Setup
  public void setUp() throws IOException {
    listing = Listings.kubectlJson(objects);
    mapper = new ObjectMapper();
    plane = ControlPlaneId.of("plane-a");
    AuditReport report = subject();
    if (report.objects() != objects) {
      throw new IllegalStateException("the audit read " + report.objects() + " objects");
    }
  }

  /** Reading, judging and the report of {@code audit cluster}. */
  @Benchmark
  public AuditReport subject() throws IOException {
    return Audit.cluster(plane, AuditOptions.defaults(), ObjectStreams.of("listing.json", listing));
  }

  /** Jackson trees of the same bytes, one per item. */
  @Benchmark
  public void baseline(Blackhole hole) throws IOException {
    try (JsonParser parser = mapper.getFactory().createParser(listing)) {
      parser.nextToken();
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String field = parser.currentName();
        JsonToken value = parser.nextToken();
        if (field.equals("items") && value == JsonToken.START_ARRAY) {
          while (parser.nextToken() == JsonToken.START_OBJECT) {
            JsonNode item = mapper.readTree(parser);
            hole.consume(item);
          }
        } else {
          hole.consume(mapper.readTree(parser));
        }
      }
    }
  }
}
