package io.planerules.benchmarks;

import io.fabric8.kubernetes.api.model.GenericKubernetesResourceList;
import io.fabric8.kubernetes.api.model.ListOptionsBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.report.AuditReport;
import io.planerules.fabric8.live.GeneratedCluster;
import io.planerules.fabric8.live.LiveRead;
import io.planerules.fabric8.live.LiveReadOptions;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@code planerules audit cluster} reading a live API server: {@code LiveRead} over a fabric8
 * client (JDK HTTP client) against fabric8's mock web server serving {@code GeneratedCluster} (two
 * Namespaces and N ConfigMaps of about 2 KiB, pages of 500 made once and kept), discovery, every
 * page, every cluster rule and the report. Baseline, the floor: the same client making the same
 * requests (discovery, then each kind's pages with {@code limit} and {@code continue}) and
 * deserialising each page into fabric8's {@code GenericKubernetesResourceList}, nothing judged.
 * Goals: subject / baseline ≤ 1.5; the subject's time per object at 20 000 ≤ 1.2 × at 1 000.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(jvmArgsAppend = "-Xmx512m")
public class LiveAuditBenchmark {

  /** How many ConfigMaps the server lists (two Namespaces besides). */
  @Param({"1000", "20000"})
  public int objects;

  private GeneratedCluster cluster;
  private KubernetesClient client;
  private ControlPlaneId plane;

  private static final List<ResourceDefinitionContext> KINDS =
      List.of(
          new ResourceDefinitionContext.Builder()
              .withVersion("v1")
              .withKind("Namespace")
              .withPlural("namespaces")
              .withNamespaced(false)
              .build(),
          new ResourceDefinitionContext.Builder()
              .withVersion("v1")
              .withKind("ConfigMap")
              .withPlural("configmaps")
              .withNamespaced(true)
              .build());

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    cluster = new GeneratedCluster(objects, true);
    client = cluster.client();
    plane = ControlPlaneId.of("plane-a");
    AuditReport report = subject();
    if (report.objects() != objects + 2L
        || report.findings().size() != GeneratedCluster.foreign(objects)
        || report.incomplete()) {
      throw new IllegalStateException(
          "the live audit read "
              + report.objects()
              + " objects with "
              + report.findings().size()
              + " findings");
    }
    Blackhole.consumeCPU(0);
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    client.close();
    cluster.close();
  }

  /** The live read and the audit of {@code audit cluster --kubeconfig}. */
  @Benchmark
  public AuditReport subject() throws IOException {
    return Audit.cluster(
        plane, AuditOptions.defaults(), LiveRead.source(client, LiveReadOptions.defaults()));
  }

  /** fabric8 making the same requests and reading the same pages, nothing judged. */
  @Benchmark
  public long baseline(Blackhole hole) {
    hole.consume(client.getApiResources("v1"));
    hole.consume(client.getApiGroups());
    long items = 0;
    for (ResourceDefinitionContext kind : KINDS) {
      String token = null;
      do {
        var operation = client.genericKubernetesResources(kind);
        var options =
            new ListOptionsBuilder()
                .withLimit((long) LiveReadOptions.DEFAULT_CHUNK_SIZE)
                .withContinue(token)
                .build();
        GenericKubernetesResourceList page =
            kind.isNamespaceScoped()
                ? operation.inAnyNamespace().list(options)
                : operation.list(options);
        items += page.getItems().size();
        hole.consume(page);
        token = page.getMetadata().getContinue();
      } while (token != null && !token.isEmpty());
    }
    return items;
  }
}
