package io.planerules.fabric8.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A live read of 50 000 ConfigMaps of 2 KiB (about 110 MB of JSON) in a JVM with a 64 MiB heap
 * (docs/reference/fabric8.md#live-read): the reader holds one page of 500 at a time, so memory does
 * not grow with the number of objects. The server runs in this JVM, the read in a forked one, so it
 * is tagged {@code forked} and runs in the default execution only. A read of the same objects in
 * one list would not fit: the page alone would be larger than the heap.
 */
class LiveBoundedMemoryTest {

  @Test
  @Tag("forked")
  void fiftyThousandObjectsAreReadInFullUnderASmallHeap() throws IOException, InterruptedException {
    int count = 50_000;
    try (GeneratedCluster cluster = new GeneratedCluster(count, false)) {
      String output = fork(cluster, 500);
      String last = output.strip().lines().reduce((a, b) -> b).orElse("");
      // two Namespaces and 50 000 ConfigMaps; every tenth ConfigMap of plane-a is in plane-b's
      // namespace: 5 000 foreign-namespace findings
      assertThat(last).as(output).isEqualTo("objects=50002 findings=5000 incomplete=false");
      assertThat(GeneratedCluster.foreign(count)).isEqualTo(5_000);
    }
  }

  /** The control: the same objects in one page do not fit the heap, so the test can fail. */
  @Test
  @Tag("forked")
  void theSameObjectsInOnePageDoNotFit() throws IOException, InterruptedException {
    try (GeneratedCluster cluster = new GeneratedCluster(50_000, false)) {
      assertThat(fork(cluster, 50_000)).contains("OutOfMemoryError");
    }
  }

  private static String fork(GeneratedCluster cluster, int chunk)
      throws IOException, InterruptedException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process process =
        new ProcessBuilder(
                List.of(
                    java.toString(),
                    "-Xmx64m",
                    "-XX:+UseSerialGC",
                    "-XX:+ExitOnOutOfMemoryError",
                    "-cp",
                    System.getProperty("java.class.path"),
                    LiveMemoryMain.class.getName(),
                    cluster.url(),
                    Integer.toString(chunk)))
            .redirectErrorStream(true)
            .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    boolean ended = process.waitFor(10, TimeUnit.MINUTES);
    assertThat(ended).as(output).isTrue();
    if (chunk <= 500) {
      assertThat(process.exitValue()).as(output).isZero();
    }
    return output;
  }
}
