package io.planerules.audit;

import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.identity.ControlPlaneId;

/**
 * Audits a generated render of the size given in MiB and prints {@code objects=N findings=M
 * documents=D}; run by {@link BoundedMemoryTest} in a JVM whose heap is far smaller than the input.
 */
public final class BoundedMemoryMain {

  private BoundedMemoryMain() {}

  public static void main(String[] args) throws Exception {
    long bytes = Long.parseLong(args[0]) * 1024 * 1024;
    GeneratedRender[] generated = new GeneratedRender[1];
    AuditReport report =
        Audit.render(
            ControlPlaneId.of("plane-a"),
            AuditOptions.defaults(),
            ObjectStreams.of(
                "generated.yaml",
                () -> {
                  generated[0] = new GeneratedRender(bytes);
                  return generated[0];
                }));
    System.out.println(
        "objects="
            + report.objects()
            + " findings="
            + report.findings().size()
            + " documents="
            + generated[0].documents());
  }
}
