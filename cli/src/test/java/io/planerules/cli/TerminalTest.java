package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The real {@code ./planerules} script in a terminal (a tmux pane, and {@code script} from
 * util-linux, which every Debian has) on a fresh copy of the repository root: the first run says on
 * stderr that it builds the jar while the build runs, then prints the help page; a failed build
 * shows the end of Maven's output. The Maven wrapper of the copy is a stand-in that records its
 * arguments and puts a launcher jar of this build's classes in place (a real build from inside the
 * build would rewrite the classes under test).
 */
class TerminalTest {

  @TempDir Path clone;

  private Terminal terminal;

  @AfterEach
  void close() throws Exception {
    if (terminal != null) {
      terminal.close();
    }
  }

  private void copyScript(String mavenWrapper) throws IOException {
    Files.copy(Path.of("..", "planerules"), clone.resolve("planerules"));
    Files.writeString(clone.resolve("mvnw"), mavenWrapper, StandardCharsets.UTF_8);
    for (String file : new String[] {"planerules", "mvnw"}) {
      Files.setPosixFilePermissions(
          clone.resolve(file), PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  /** tmux when it is installed (.ci/run installs it), and always script from util-linux. */
  static Stream<String> terminals() {
    return Terminal.onPath("tmux") ? Stream.of("tmux", "script") : Stream.of("script");
  }

  @ParameterizedTest
  @MethodSource("terminals")
  void theFirstRunSaysItBuildsWhileItBuildsThenShowsTheHelpPage(String kind) throws Exception {
    launcherJar(clone.resolve("launcher.jar"));
    copyScript(
        "#!/usr/bin/env bash\n"
            + "echo \"$*\" > mvnw.args\n"
            + "for _ in $(seq 1 600); do [[ -f go ]] && break; sleep 0.1; done\n"
            + "mkdir -p cli/target && cp launcher.jar cli/target/planerules.jar\n");
    terminal = Terminal.start(kind, clone, "./planerules plan --help; echo \"exit=$?\"");
    String building = terminal.waitFor("takes a minute or more");
    assertThat(building)
        .contains(
            "planerules: building cli/target/planerules.jar with ./mvnw (once; again only after a"
                + " source changes)")
        .doesNotContain("Usage:");
    Files.createFile(clone.resolve("go"));
    String pane = terminal.waitFor("exit=");
    assertThat(pane)
        .contains("planerules: built cli/target/planerules.jar")
        .contains("Usage: planerules plan [-h]")
        .contains("Prints the names and storage decisions of one plane.")
        .contains("  ./planerules plan --plane-id plane-a --domain plane-a.example.test")
        .contains("exit=0");
    assertThat(pane.indexOf("building")).isLessThan(pane.indexOf("Usage:"));
    assertThat(Files.readString(clone.resolve("mvnw.args")))
        .startsWith("-B -ntp -DskipTests")
        .endsWith("package -pl cli -am\n");
  }

  @ParameterizedTest
  @MethodSource("terminals")
  void aFailedBuildShowsTheEndOfMavensOutput(String kind) throws Exception {
    copyScript(
        "#!/usr/bin/env bash\n"
            + "for i in $(seq 1 100); do echo \"[INFO] step $i\"; done\n"
            + "echo '[ERROR] BUILD FAILURE: cli/src/main/java/Broken.java:[3,1] not a statement'\n"
            + "exit 1\n");
    terminal = Terminal.start(kind, clone, "./planerules id check plane-a; echo \"exit=$?\"");
    String pane = terminal.waitFor("exit=");
    assertThat(pane)
        .contains("planerules: building cli/target/planerules.jar")
        .contains("planerules: the build failed; the end of Maven's output")
        .contains("[INFO] step 100")
        .contains("[ERROR] BUILD FAILURE: cli/src/main/java/Broken.java:[3,1] not a statement")
        .contains("planerules: building cli/target/planerules.jar failed (full output: ")
        .contains("exit=2")
        .doesNotContainPattern("(?m)^\\[INFO\\] step 50$");
  }

  /**
   * A jar holding only a manifest: {@code Main-Class} and the class path of this test run, so
   * {@code java -jar} runs the classes under test as the script runs the real jar.
   */
  private static void launcherJar(Path jar) throws IOException {
    List<String> urls = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path path = Path.of(entry).toAbsolutePath();
      String nested = path.toString().endsWith(".jar") ? classPathOf(path) : null;
      if (nested != null) {
        // surefire's manifest-only jar: its Class-Path holds the real entries
        for (String url : nested.trim().split("\\s+")) {
          urls.add(path.toUri().resolve(url).toString());
        }
      } else {
        urls.add(path.toUri().toString());
      }
    }
    Manifest manifest = new Manifest();
    Attributes attributes = manifest.getMainAttributes();
    attributes.put(Attributes.Name.MANIFEST_VERSION, "1.0");
    attributes.put(Attributes.Name.MAIN_CLASS, Main.class.getName());
    attributes.put(Attributes.Name.CLASS_PATH, String.join(" ", urls));
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream unused = new JarOutputStream(out, manifest)) {
      // the manifest is the whole jar
    }
  }

  private static String classPathOf(Path jar) throws IOException {
    try (JarFile file = new JarFile(jar.toFile())) {
      Manifest manifest = file.getManifest();
      return manifest == null ? null : manifest.getMainAttributes().getValue("Class-Path");
    }
  }

  /** A terminal running one shell command line: a tmux pane, or {@code script} without tmux. */
  private static final class Terminal implements AutoCloseable {
    private final Process process;
    private final String tmuxSocket;
    private final Path transcript;

    private Terminal(Process process, String tmuxSocket, Path transcript) {
      this.process = process;
      this.tmuxSocket = tmuxSocket;
      this.transcript = transcript;
    }

    static Terminal start(String kind, Path dir, String commandLine)
        throws IOException, InterruptedException {
      if (kind.equals("tmux")) {
        String socket =
            "planerules-test-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
        Process started =
            new ProcessBuilder(
                    "tmux",
                    "-L",
                    socket,
                    "new-session",
                    "-d",
                    "-x",
                    "200",
                    "-y",
                    "100",
                    "-c",
                    dir.toString(),
                    "bash",
                    "--noprofile",
                    "--norc",
                    "-c",
                    commandLine + "; sleep 600")
                .redirectErrorStream(true)
                .start();
        assertThat(started.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(started.exitValue()).isZero();
        return new Terminal(started, socket, null);
      }
      Path transcript = dir.resolve("transcript");
      Process script =
          new ProcessBuilder("script", "-qfec", commandLine, "/dev/null")
              .directory(dir.toFile())
              .redirectErrorStream(true)
              .redirectOutput(transcript.toFile())
              .start();
      return new Terminal(script, null, transcript);
    }

    /** Waits (up to two minutes) until the screen shows {@code text}; returns the screen. */
    String waitFor(String text) throws IOException, InterruptedException {
      long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
      String screen = screen();
      while (!screen.contains(text) && System.nanoTime() < deadline) {
        Thread.sleep(100);
        screen = screen();
      }
      assertThat(screen).as("the terminal shows %s", text).contains(text);
      return screen;
    }

    private String screen() throws IOException, InterruptedException {
      if (tmuxSocket == null) {
        // the text a person sees: line ends as \n, colours (SGR escapes) dropped as tmux drops them
        return Files.readString(transcript, StandardCharsets.UTF_8)
            .replace("\r\n", "\n")
            .replaceAll("\u001B\\[[0-9;]*m", "");
      }
      Process capture =
          new ProcessBuilder(
                  "tmux", "-L", tmuxSocket, "capture-pane", "-p", "-J", "-S", "-", "-E", "-")
              .redirectErrorStream(true)
              .start();
      String screen = new String(capture.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      capture.waitFor(30, TimeUnit.SECONDS);
      return screen;
    }

    @Override
    public void close() throws Exception {
      if (tmuxSocket != null) {
        new ProcessBuilder("tmux", "-L", tmuxSocket, "kill-server")
            .start()
            .waitFor(30, TimeUnit.SECONDS);
      } else {
        process.destroy();
      }
    }

    static boolean onPath(String program) {
      for (String dir : System.getenv("PATH").split(File.pathSeparator)) {
        if (Files.isExecutable(Path.of(dir, program))) {
          return true;
        }
      }
      return false;
    }
  }
}
