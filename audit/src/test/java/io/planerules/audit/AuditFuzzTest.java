package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.identity.ControlPlaneId;
import io.planerules.testkit.fuzz.FuzzBudget;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Coverage-guided fuzzing of the reader and the render rules together (docs/reliability.md): any
 * bytes, read as YAML or JSON by their content, give a report, never an exception; every finding
 * names the file and a line inside it.
 */
class AuditFuzzTest {

  private static final ControlPlaneId PLANE = ControlPlaneId.of("plane-a");
  private static final AuditOptions OPTIONS =
      AuditOptions.builder().releaseNamespace("plane-a-nvcf").build();

  @FuzzTest(maxDuration = "60s")
  void render(byte[] payload) {
    if (payload == null) {
      return; // a source takes non-null bytes (requireNonNull)
    }
    AuditReport report = FuzzBudget.within(() -> audit(payload));
    for (Finding finding : report.findings()) {
      assertThat(finding.source().file()).isEqualTo("fuzz");
      // every line break takes at least one byte
      assertThat(finding.line()).isBetween(1, payload.length + 1);
    }
    long counted = report.counts().values().stream().mapToLong(Long::longValue).sum();
    assertThat(counted).isEqualTo(report.findings().size());
  }

  private static AuditReport audit(byte[] payload) {
    try {
      return Audit.render(PLANE, OPTIONS, ObjectStreams.of("fuzz", payload));
    } catch (IOException e) {
      throw new UncheckedIOException("bytes in memory cannot fail to read", e);
    }
  }
}
