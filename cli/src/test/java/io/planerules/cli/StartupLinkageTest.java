package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code planerules id check ID}, the command scripts and hooks call most, links no call site
 * through {@code java.lang.invoke} on a valid id: no lambda and no indified string concatenation
 * (every module is compiled with {@code -XDstringConcat=inline}, and a valid id builds no message),
 * so the JVM spins no method-handle or lambda class and none of the invoke machinery runs at
 * start-up. The first such call site of a run costs several milliseconds of a budget of about
 * ninety (docs/performance.md#start-up). Read from a fresh JVM's {@code -Xlog:class+load}.
 */
class StartupLinkageTest {

  @Test
  void aValidIdCheckLinksNoCallSiteThroughMethodHandles() throws IOException, InterruptedException {
    List<String> loaded = classLoads("id", "check", "plane-a");

    assertThat(loaded).anyMatch(line -> line.contains(" io.planerules.cli.IdCommands$Check "));
    assertThat(loaded)
        .as("classes spun at run time (a lambda or an indified string concatenation was linked)")
        .noneMatch(line -> line.contains("__JVM_LookupDefineClass__"))
        .noneMatch(line -> line.contains("$$Lambda"));
  }

  @Test
  void theCheckSeesASpunClassWhenOneIsLinked() throws IOException, InterruptedException {
    // an invalid id is reported through the name validators, which link lambdas: the log this
    // test reads does show such classes when they are spun
    List<String> loaded = classLoads("id", "check", "Plane-A");

    assertThat(loaded).anyMatch(line -> line.contains("__JVM_LookupDefineClass__"));
  }

  /** The class-load log of {@code planerules ARGS} run by {@link Main} in a fresh JVM. */
  private static List<String> classLoads(String... args) throws IOException, InterruptedException {
    String java = ProcessHandle.current().info().command().orElse("java");
    String classPath =
        String.join(
            File.pathSeparator,
            System.getProperty("java.class.path"),
            System.getProperty("jdk.module.path", ""));
    List<String> command = new ArrayList<>();
    command.add(java);
    command.add("-Xshare:auto");
    command.add("-Xlog:class+load=info:stdout");
    command.add("-cp");
    command.add(classPath);
    command.add(Main.class.getName());
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    process.getOutputStream().close();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return output.lines().filter(line -> line.contains("[class,load]")).toList();
  }
}
