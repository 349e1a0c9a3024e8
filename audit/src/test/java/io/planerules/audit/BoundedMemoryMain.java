package io.planerules.audit;

import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.io.InputStream;

/**
 * Audits a generated render of the size given in MiB and prints {@code objects=N findings=M
 * documents=D}; run by {@link BoundedMemoryTest} in a JVM whose heap is far smaller than the input.
 */
public final class BoundedMemoryMain {

  private BoundedMemoryMain() {}

  public static void main(String[] args) throws Exception {
    long bytes = Long.parseLong(args[0]) * 1024 * 1024;
    GeneratedRender[] generated = new GeneratedRender[1];
    ObjectSource render =
        new ObjectSource() {
          @Override
          public String name() {
            return "generated.yaml";
          }

          @Override
          public void read(ObjectSink sink) throws IOException {
            generated[0] = new GeneratedRender(bytes);
            try (InputStream in = generated[0]) {
              ObjectStreams.read(name(), in, sink);
            }
          }
        };
    AuditReport report =
        Audit.render(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), render);
    System.out.println(
        "objects="
            + report.objects()
            + " findings="
            + report.findings().size()
            + " documents="
            + generated[0].documents());
  }
}
