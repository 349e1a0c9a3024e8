package io.planerules.cli;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.util.List;

/**
 * The training run of the class-data archive and the AOT cache the {@code cli} build writes beside
 * the jar (docs/performance.md#start-up): one JVM runs the common command lines, each as {@code
 * planerules} runs it, so the archive holds the classes each of them loads — the one-shot commands
 * run by {@link Dispatch}, and picocli's model for help pages and usage errors. What they print is
 * dropped; the exit codes are printed, one line each, to the build's log.
 */
final class ArchiveTraining {

  /** The command lines, in the order they run. */
  static final List<List<String>> LINES =
      List.of(
          List.of("id", "check", "plane-a"),
          List.of("id", "check", "Plane-A"),
          List.of("id", "check", "plane-a", "--output", "json"),
          List.of("plan", "--plane-id", "plane-a", "--domain", "plane-a.example.test"),
          List.of("plan", "--plane-id", "plane-a"),
          List.of("plan", "--plane-id", "", "--wide"),
          List.of(
              "plan", "--plane-id", "plane-a", "--domain", "plane-a.example.test", "-o", "json"),
          List.of("--help"),
          List.of("id", "--help"),
          List.of("plan", "--help"),
          List.of("pln"),
          List.of("plan", "--plane-id", "plane-a", "--output", "yaml"),
          List.of("plan", "--domain", "plane-a.example.test"));

  private ArchiveTraining() {}

  /** Runs {@link #LINES}. */
  public static void main(String[] args) {
    for (List<String> line : LINES) {
      int code =
          Main.run(
              new ByteArrayInputStream(new byte[0]),
              OutputStream.nullOutputStream(),
              OutputStream.nullOutputStream(),
              line.toArray(String[]::new));
      System.out.println(code + " planerules " + String.join(" ", line));
    }
  }
}
