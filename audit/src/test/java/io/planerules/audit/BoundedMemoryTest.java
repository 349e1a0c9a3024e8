package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A render of 200 MiB is audited in a JVM with a 128 MiB heap (docs/reference/audit.md#memory): the
 * reader holds one document at a time and the rules keep only summaries (here of the objects whose
 * custom kind's CRD comes last, and of the Gateways' listeners), never the documents. Not a timed
 * test; it forks one JVM, so it is tagged {@code forked} and runs in the default execution only
 * (the forked JVM's locale is not the hostile execution's concern).
 */
class BoundedMemoryTest {

  @Test
  @Tag("forked")
  void aRenderMuchLargerThanTheHeapIsAuditedInFullByAForkedJvm()
      throws IOException, InterruptedException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process process =
        new ProcessBuilder(
                List.of(
                    java.toString(),
                    "-Xmx128m",
                    "-XX:+UseSerialGC",
                    "-XX:+ExitOnOutOfMemoryError",
                    "-cp",
                    System.getProperty("java.class.path"),
                    BoundedMemoryMain.class.getName(),
                    "200"))
            .redirectErrorStream(true)
            .start();
    boolean ended = process.waitFor(10, TimeUnit.MINUTES);
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(ended).as(output).isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    String[] fields = output.strip().split(" ");
    assertThat(fields).as(output).hasSize(3);
    long documents = Long.parseLong(fields[2].substring("documents=".length()));
    long objects = Long.parseLong(fields[0].substring("objects=".length()));
    long findings = Long.parseLong(fields[1].substring("findings=".length()));
    // every document is one object; each legacy ConfigMap is one finding, the CRD another
    assertThat(objects).isEqualTo(documents);
    assertThat(findings).isEqualTo(GeneratedRender.legacyConfigMaps(documents - 1) + 1);
    // 200 MiB of documents of 3 KiB and less
    assertThat(documents).isGreaterThan(100_000);
    assertThat(File.separator).isNotEmpty();
  }
}
