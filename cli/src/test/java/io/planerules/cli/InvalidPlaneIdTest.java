package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The one exit-code rule for an invalid control-plane id (docs/reference/cli.md#exit-codes): every
 * command of the tree that takes a plane id, walked from picocli's model (not a hand-kept list of
 * commands), exits 1 for {@code Plane-A} with the id's problem on stdout and nothing on stderr, in
 * every output format it has; {@code planerules id check Plane-A} is the yardstick. A command that
 * takes a plane id and is missing from {@link #RUNS} fails the test.
 */
class InvalidPlaneIdTest {

  /** Uppercase: {@code id.uppercase} (identity's ControlPlaneId rules). */
  private static final String BAD = "Plane-A";

  /** The options through which a command is given a plane id. */
  private static final Set<String> PLANE_OPTIONS = Set.of("--plane-id", "--plane", "--render");

  /** Per command, a run that is valid but for the plane id {@link #BAD}. */
  private static final Map<List<String>, List<String>> RUNS = runs();

  private static Map<List<String>, List<String>> runs() {
    Map<List<String>, List<String>> runs = new LinkedHashMap<>();
    runs.put(List.of("id", "check"), List.of(BAD));
    runs.put(List.of("plan"), List.of("--plane-id", BAD, "--domain", "a.example.test"));
    runs.put(List.of("names"), List.of("--plane-id", BAD, "--domain", "a.example.test"));
    runs.put(
        List.of("names", "check-disjoint"),
        List.of("--plane", BAD + "=a.example.test", "--plane", "plane-b=b.example.test"));
    runs.put(
        List.of("ownership"),
        List.of("--plane-id", BAD, "--action", "delete", "--object", "examples/configmap.yaml"));
    runs.put(List.of("admission"), List.of("--plane-id", BAD));
    runs.put(
        List.of("audit", "render"), List.of("--plane-id", BAD, "examples/audit/render/plane-a"));
    runs.put(
        List.of("audit", "renders"),
        List.of(
            "--render",
            BAD + "=examples/audit/render/plane-a",
            "--render",
            "plane-b=examples/audit/render/plane-b"));
    runs.put(
        List.of("audit", "cluster"), List.of("--plane-id", BAD, "examples/audit/cluster.json"));
    runs.put(
        List.of("audit", "compare"),
        List.of("--plane-id", BAD, "examples/audit/before.yaml", "examples/audit/after.yaml"));
    return runs;
  }

  @Test
  void everyCommandThatTakesAPlaneIdIsWalked() {
    List<List<String>> taking = new ArrayList<>();
    for (Map.Entry<List<String>, CommandSpec> command : HelpPagesTest.commands().entrySet()) {
      boolean takes =
          command.getValue().options().stream()
              .map(OptionSpec::longestName)
              .anyMatch(PLANE_OPTIONS::contains);
      if (takes || command.getKey().equals(List.of("id", "check"))) {
        taking.add(command.getKey());
      }
    }
    assertThat(taking).containsExactlyInAnyOrderElementsOf(RUNS.keySet());
  }

  @Test
  void anInvalidPlaneIdExitsOneForEveryCommandInEveryFormat() {
    Map<List<String>, CommandSpec> tree = HelpPagesTest.commands();
    for (Map.Entry<List<String>, List<String>> run : RUNS.entrySet()) {
      CommandSpec spec = tree.get(run.getKey());
      if (spec == null) {
        fail("no command %s", run.getKey());
      }
      List<String> formats = new ArrayList<>();
      formats.add(null);
      OptionSpec output = spec.findOption("--output");
      if (output != null) {
        output.completionCandidates().forEach(formats::add);
      }
      for (String format : formats) {
        List<String> args = new ArrayList<>(run.getKey());
        args.addAll(run.getValue());
        if (format != null) {
          args.add("--output");
          args.add(format);
        }
        CliRun result = CliRun.args(args.toArray(String[]::new));
        String what = String.join(" ", args);
        assertThat(result.code()).as(what).isEqualTo(BaseCommand.NEGATIVE);
        assertThat(result.err()).as(what).isEmpty();
        assertThat(result.out()).as(what).contains("id.uppercase");
      }
    }
  }

  @Test
  void theAnswerIsThatOfIdCheck() {
    CliRun check = CliRun.args("id", "check", BAD);
    assertThat(check.code()).isEqualTo(1);
    assertThat(check.out()).startsWith("control-plane id \"Plane-A\" is invalid:\n");
    for (List<String> command : List.of(List.of("ownership"), List.of("audit", "cluster"))) {
      List<String> args = new ArrayList<>(command);
      args.addAll(RUNS.get(command));
      assertThat(CliRun.args(args.toArray(String[]::new)).out())
          .as("%s", command)
          .isEqualTo(check.out());
      args.addAll(List.of("-o", "json"));
      assertThat(CliRun.args(args.toArray(String[]::new)).json())
          .as("%s", command)
          .isEqualTo(CliRun.args("id", "check", BAD, "-o", "json").json());
    }
  }
}
