package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A command line {@link Dispatch} runs without picocli prints and exits as the same line run
 * through picocli's model, and every line it does not parse falls through to picocli: each line
 * below runs both ways and the two runs are compared byte for byte, with whether the lean path took
 * it.
 */
class DispatchTest {

  /** Lines the lean path runs. */
  private static final List<List<String>> LEAN =
      List.of(
          List.of("id", "check", "plane-a"),
          List.of("id", "check", "Plane-A"),
          List.of("id", "check", ""),
          List.of("id", "check", "plane-a", "-o", "json"),
          List.of("id", "check", "-o", "json", "Plane-A"),
          List.of("id", "check", "plane-a", "--output=json"),
          List.of("id", "check", "plane-a", "-o=table", "--debug"),
          List.of("plan", "--plane-id", "plane-a", "--domain", "plane-a.example.test"),
          List.of("plan", "--plane-id=plane-a", "--domain=plane-a.example.test", "--wide"),
          List.of("plan", "--plane-id", "plane-a"),
          List.of("plan", "--plane-id", "Plane-A", "-o", "json"),
          List.of("plan", "--plane-id", "", "--cassandra-policy", "shared-cluster"),
          List.of("plan", "--plane-id", "plane-a", "--cassandra-policy", "neither"),
          List.of("plan", "--domain", "plane-a.example.test"),
          List.of("plan", "--plane-id", "plane-a", "--catalog", "examples/catalog.yaml"),
          List.of("plan", "--plane-id", "plane-a", "--catalog", "examples/broken-catalog.yaml"),
          List.of("plan", "--plane-id", "plane-a", "--catalog", "no/such/file.yaml"),
          List.of("plan", "--plane-id", "plan", "--domain", "id"),
          List.of("catalog", "validate", "examples/catalog.yaml"),
          List.of("catalog", "diff", "examples/catalog.yaml", "examples/catalog-lustre.yaml"),
          List.of("decide", "--workflow", "regular-model-cache", "-o", "json"),
          List.of("decide", "--workflow", "nonsense"),
          List.of(
              "ownership",
              "--plane-id",
              "plane-a",
              "--action",
              "delete",
              "--object",
              "examples/configmap.yaml"),
          List.of("ownership", "--action", "delete", "--object", "examples/configmap.yaml"),
          List.of("rbac", "check", "examples/held-role.yaml", "examples/granted-role.yaml"),
          List.of("guard", "manifests", "--plane-id", "plane-a", "--image", "i", "-o", "json"));

  /** Lines picocli parses: help, errors, forms the lean path leaves to picocli. */
  private static final List<List<String>> PICOCLI =
      List.of(
          List.of(),
          List.of("--help"),
          List.of("-V"),
          List.of("id"),
          List.of("id", "--help"),
          List.of("id", "check"),
          List.of("id", "check", "--help"),
          List.of("id", "check", "a", "b"),
          List.of("id", "check", "-x"),
          List.of("id", "check", "plane-a", "-o", "Json"),
          List.of("id", "check", "plane-a", "-ojson"),
          List.of("id", "check", "plane-a", "-o"),
          List.of("id", "check", "--", "-plane"),
          List.of("id", "check", "@no-such-argument-file"),
          List.of("id", "check", "plane-a", "--debug", "--debug"),
          List.of("id", "check", "plane-a", "--debug=true"),
          List.of("id", "chek", "plane-a"),
          List.of("plan", "--plane-id", "plane-a", "--plane-id", "plane-b"),
          List.of("plan", "--plane-id", "--domain", "x"),
          List.of("plan", "--plane-id", "plane-a", "--domain"),
          List.of("plan", "--plane-id", "plane-a", "extra"),
          List.of("plan", "--plane-id", "plane-a", "--plane", "x"),
          List.of("plan", "--plane-id", "-a"),
          List.of("plan", "--plane-id", "plane-a", "--wide=false"),
          List.of("pln", "--plane-id", "plane-a"),
          List.of("decide"),
          List.of("help", "plan"));

  @Test
  void theLeanPathRunsTheCommonLinesAsPicocliDoes() {
    for (List<String> line : LEAN) {
      String[] args = line.toArray(String[]::new);
      assertThat(Dispatch.parse(args)).as("parsed: %s", line).isNotNull();
      assertThat(run(false, args)).as("%s", line).isEqualTo(run(true, args));
    }
  }

  @Test
  void everyOtherLineRunsThroughPicocli() {
    for (List<String> line : PICOCLI) {
      String[] args = line.toArray(String[]::new);
      assertThat(Dispatch.parse(args)).as("parsed: %s", line).isNull();
      assertThat(run(false, args)).as("%s", line).isEqualTo(run(true, args));
    }
  }

  @Test
  void aFormatTheCommandDoesNotPrintIsLeftToPicocli() {
    String[] args = {"id", "check", "plane-a", "-o", "yaml"};
    Dispatch.Run parsed = Dispatch.parse(args);
    assertThat(parsed).isNotNull();
    assertThat(parsed.execute(Streams.system(), args)).isNull();
    assertThat(run(false, args))
        .isEqualTo(run(true, args))
        .contains("expected one of [table, json] (case-sensitive) but was 'yaml'");
  }

  @Test
  void aUsageErrorTheCommandFindsNamesItsHelpAsPicocliDoes() {
    CliRun missing = CliRun.args("plan", "--domain", "plane-a.example.test");
    assertThat(missing.code()).isEqualTo(BaseCommand.FAILURE);
    assertThat(missing.out()).isEmpty();
    assertThat(missing.err())
        .isEqualTo(
            "planerules: Missing required option: '--plane-id=ID' (see 'planerules plan"
                + " --help')\n");
  }

  @Test
  void aFailureWithDebugPrintsItsStackTraceAfterTheMessage() {
    String[] args = {"plan", "--plane-id", "plane-a", "--catalog", "no/such/file.yaml", "--debug"};
    assertThat(Dispatch.parse(args)).isNotNull();
    CliRun run = CliRun.args(args);
    assertThat(run.code()).isEqualTo(BaseCommand.FAILURE);
    assertThat(run.err())
        .startsWith(
            "planerules: cannot read no/such/file.yaml: no such file\n"
                + CliException.class.getName()
                + ": cannot read no/such/file.yaml: no such file\n\tat ");
  }

  /** Exit code, stdout and stderr of a run, through picocli or through {@link Main#run}. */
  private static String run(boolean picocli, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Streams streams = Streams.of(new ByteArrayInputStream(new byte[0]), out, err);
    int code = picocli ? Main.runWithPicocli(streams, args) : Main.run(streams, args);
    streams.out().flush();
    return code
        + "\n--- stdout\n"
        + out.toString(StandardCharsets.UTF_8)
        + "--- stderr\n"
        + err.toString(StandardCharsets.UTF_8);
  }
}
