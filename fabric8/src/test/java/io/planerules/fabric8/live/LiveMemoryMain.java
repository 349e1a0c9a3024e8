package io.planerules.fabric8.live;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.report.AuditReport;
import io.planerules.identity.ControlPlaneId;

/**
 * The forked JVM of {@link LiveBoundedMemoryTest}: a live read of the server at {@code args[0]} in
 * pages of {@code args[1]}, printing {@code objects=N findings=M incomplete=B}.
 */
public final class LiveMemoryMain {

  private LiveMemoryMain() {}

  public static void main(String[] args) throws Exception {
    try (KubernetesClient client = GeneratedCluster.client(args[0])) {
      AuditReport report =
          Audit.cluster(
              ControlPlaneId.of("plane-a"),
              AuditOptions.defaults(),
              LiveRead.source(
                  client, LiveReadOptions.defaults().withChunkSize(Integer.parseInt(args[1]))));
      System.out.println(
          "objects="
              + report.objects()
              + " findings="
              + report.findings().size()
              + " incomplete="
              + report.incomplete());
    }
  }
}
