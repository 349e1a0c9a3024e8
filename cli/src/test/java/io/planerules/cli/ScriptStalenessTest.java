package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real {@code ./planerules} script rebuilds the jar exactly when a file the build reads is
 * newer than it: a pom (the root's or a module's), a file under a module's {@code src/main} (at any
 * depth, hidden ones included), or one under {@code .mvn}; never for tests, other files or a
 * directory. The copy's Maven wrapper is a stand-in that fails, so a run that builds says so on
 * stderr and one that does not goes on to {@code java -jar} with a jar that is not one.
 */
class ScriptStalenessTest {

  private static final FileTime OLD = FileTime.from(Instant.parse("2026-01-01T00:00:00Z"));
  private static final FileTime JAR = FileTime.from(Instant.parse("2026-01-02T00:00:00Z"));
  private static final FileTime NEW = FileTime.from(Instant.parse("2026-01-03T00:00:00Z"));

  private static final List<String> INPUTS =
      List.of(
          "pom.xml",
          "identity/pom.xml",
          "identity/src/main/java/io/planerules/identity/ControlPlaneId.java",
          "cli/src/main/resources/io/planerules/cli/help/.hidden",
          ".mvn/wrapper/maven-wrapper.properties");

  private static final List<String> OTHERS =
      List.of(
          "README.md",
          "identity/src/test/java/io/planerules/identity/ControlPlaneIdTest.java",
          "docs/performance.md",
          "cli/target/classes/Main.class");

  @TempDir Path clone;

  @BeforeEach
  void copyScript() throws IOException {
    Files.copy(Path.of("..", "planerules"), clone.resolve("planerules"));
    Files.writeString(clone.resolve("mvnw"), "#!/usr/bin/env bash\nexit 1\n");
    for (String file : new String[] {"planerules", "mvnw"}) {
      Files.setPosixFilePermissions(
          clone.resolve(file), PosixFilePermissions.fromString("rwxr-xr-x"));
    }
    for (String file : INPUTS) {
      write(file, OLD);
    }
    for (String file : OTHERS) {
      write(file, OLD);
    }
    write("cli/target/planerules.jar", JAR);
  }

  @Test
  void aJarNewerThanEveryInputRuns() throws Exception {
    assertThat(builds(clone, "./planerules")).isFalse();
  }

  @Test
  void aMissingJarIsBuilt() throws Exception {
    Files.delete(clone.resolve("cli/target/planerules.jar"));
    assertThat(builds(clone, "./planerules")).isTrue();
  }

  @Test
  void anyNewerInputRebuildsTheJar() throws Exception {
    for (String file : INPUTS) {
      Files.setLastModifiedTime(clone.resolve(file), NEW);
      assertThat(builds(clone, "./planerules")).as(file).isTrue();
      Files.setLastModifiedTime(clone.resolve(file), OLD);
    }
  }

  @Test
  void newerTestsOtherFilesAndDirectoriesDoNot() throws Exception {
    for (String file : OTHERS) {
      Files.setLastModifiedTime(clone.resolve(file), NEW);
    }
    Files.setLastModifiedTime(clone.resolve("identity/src/main/java"), NEW);
    assertThat(builds(clone, "./planerules")).isFalse();
  }

  @Test
  void theScriptFindsItsDirectoryFromAnyWorkingDirectory() throws Exception {
    Files.setLastModifiedTime(clone.resolve(INPUTS.get(2)), NEW);
    assertThat(builds(clone.resolve("identity"), "../planerules")).isTrue();
    assertThat(builds(clone.getParent(), clone.resolve("planerules").toString())).isTrue();
    Files.setLastModifiedTime(clone.resolve(INPUTS.get(2)), OLD);
    assertThat(builds(clone.resolve("identity"), "../planerules")).isFalse();
    assertThat(builds(clone.getParent(), clone.resolve("planerules").toString())).isFalse();
  }

  private void write(String file, FileTime time) throws IOException {
    Path path = clone.resolve(file);
    Files.createDirectories(path.getParent());
    Files.writeString(path, file, StandardCharsets.UTF_8);
    Files.setLastModifiedTime(path, time);
  }

  /** Runs {@code script id check plane-a} in {@code dir}; whether it tried to build the jar. */
  private static boolean builds(Path dir, String script) throws Exception {
    Process process =
        new ProcessBuilder(script, "id", "check", "plane-a")
            .directory(dir.toFile())
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
    String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    if (err.contains("planerules: building cli/target/planerules.jar")) {
      assertThat(process.exitValue()).isEqualTo(2);
      return true;
    }
    // java run on a class path whose one entry is not a jar
    assertThat(err).contains("io.planerules.cli.Main");
    assertThat(process.exitValue()).isNotZero();
    return false;
  }
}
