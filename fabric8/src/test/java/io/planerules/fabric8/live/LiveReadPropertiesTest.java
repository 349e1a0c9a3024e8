package io.planerules.fabric8.live;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.planerules.audit.report.AuditReport;
import io.planerules.testkit.Properties;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/**
 * Over generated clusters (planes a and b and the legacy plane; core, RBAC, Gateway API and a CRD's
 * kinds; labels right, wrong, empty and absent), read in pages of 1 to 4: the live read's findings
 * are the listing path's on the same objects, and it reads every object once.
 */
class LiveReadPropertiesTest {

  private static final List<String> NAMESPACES =
      List.of("plane-a-nvcf", "plane-b-nvcf", "plane-a-api-keys", "nvcf", "gateway-system");
  private static final List<String> NAMES =
      List.of("api", "plane-a-api", "plane-b-gateway", "plane-a-gateway", "worker");

  /** One generated object: its kind, namespace, name, label and a switch for its body. */
  record Planned(
      ApiServer.Kind kind, String namespace, String name, @Nullable String label, boolean open) {}

  @Test
  void liveFindingsAreTheListingsOnGeneratedClusters() {
    Gen<ApiServer.Kind> kinds = SourceDSL.arbitrary().pick(ApiServer.KINDS);
    Gen<String> namespaces = SourceDSL.arbitrary().pick(NAMESPACES);
    Gen<String> names = SourceDSL.arbitrary().pick(NAMES);
    Gen<@Nullable String> labels =
        SourceDSL.arbitrary().pick(java.util.Arrays.asList("plane-a", "plane-b", "", null));
    Gen<Planned> planned =
        kinds.zip(namespaces, names, labels, SourceDSL.booleans().all(), Planned::new);
    java.util.concurrent.atomic.AtomicInteger withFindings =
        new java.util.concurrent.atomic.AtomicInteger();
    Properties.qt(30)
        .forAll(
            SourceDSL.lists().of(planned).ofSizeBetween(0, 16), SourceDSL.integers().between(1, 4))
        .checkAssert(
            (objects, chunk) -> {
              Map<ApiServer.Kind, List<GenericKubernetesResource>> cluster = cluster(objects);
              try (ApiServer server = LiveReadTest.served(cluster)) {
                AuditReport live =
                    LiveReadTest.live(server, LiveReadOptions.defaults().withChunkSize(chunk));
                AuditReport listing = LiveReadTest.listing(server, ApiServer.KINDS);
                assertThat(live.incomplete()).isFalse();
                assertThat(live.objects())
                    .isEqualTo(listing.objects())
                    .isEqualTo(cluster.values().stream().mapToLong(List::size).sum());
                assertThat(LiveReadTest.withoutSources(live))
                    .isEqualTo(LiveReadTest.withoutSources(listing));
                if (!live.findings().isEmpty()) {
                  withFindings.incrementAndGet();
                }
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
    // the generated clusters break isolation often enough for the comparison to mean something
    assertThat(withFindings.get()).isGreaterThanOrEqualTo(Properties.examples(30) / 6);
  }

  private static Map<ApiServer.Kind, List<GenericKubernetesResource>> cluster(
      List<Planned> objects) {
    Map<ApiServer.Kind, List<GenericKubernetesResource>> cluster = new LinkedHashMap<>();
    Set<String> seen = new HashSet<>();
    for (Planned p : objects) {
      String namespace = p.kind().namespaced() ? p.namespace() : null;
      String name = p.kind() == ApiServer.NAMESPACE ? p.namespace() : p.name();
      if (!seen.add(p.kind().plural() + "/" + namespace + "/" + name)) {
        continue;
      }
      cluster
          .computeIfAbsent(p.kind(), k -> new ArrayList<>())
          .add(Clusters.object(p.kind(), namespace, name, p.label(), body(p)));
    }
    return cluster;
  }

  /** The fields the cluster rules read, two ways: admitting all namespaces or not. */
  private static Map<String, Object> body(Planned p) {
    String from = p.open() ? "All" : "Same";
    if (p.kind() == ApiServer.GATEWAY) {
      return Clusters.gateway(from);
    }
    if (p.kind() == ApiServer.HTTP_ROUTE) {
      return Map.of(
          "spec",
          Map.of(
              "parentRefs",
              List.of(Map.of("name", p.open() ? "plane-b-gateway" : "plane-a-gateway"))));
    }
    if (p.kind() == ApiServer.CONFIG_MAP) {
      return Map.of("data", Map.of("url", p.open() ? "http://api.nvcf.svc" : "x"));
    }
    return Map.of();
  }
}
