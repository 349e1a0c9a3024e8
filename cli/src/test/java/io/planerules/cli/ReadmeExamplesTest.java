package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The README's examples run as shown: the batch example's responses and the broken-catalog lines
 * appear verbatim in the root README (surefire runs in {@code cli/}).
 */
class ReadmeExamplesTest {

  private static final Path README = Path.of("..", "README.md");

  @Test
  void batchExampleOutputIsInTheReadme() throws IOException {
    String readme = Files.readString(README, StandardCharsets.UTF_8);
    byte[] requests = Files.readAllBytes(Path.of("examples", "batch.jsonl"));
    CliRun run = CliRun.run(requests, "batch");
    assertThat(run.code()).isZero();
    assertThat(run.out().lines()).hasSize(6);
    for (String line : run.out().lines().toList()) {
      assertThat(readme).contains(line + "\n");
    }
  }

  @Test
  void brokenCatalogExampleIsInTheReadme() throws IOException {
    String readme = Files.readString(README, StandardCharsets.UTF_8);
    CliRun run = CliRun.args("catalog", "validate", "examples/broken-catalog.yaml");
    assertThat(run.code()).isEqualTo(1);
    for (String line : run.out().lines().toList()) {
      assertThat(readme).contains("cli/" + line + "\n");
    }
  }

  @Test
  void planSampleIsInTheReadme() throws IOException {
    String readme = Files.readString(README, StandardCharsets.UTF_8);
    CliRun run = CliRun.args("plan", "--plane-id", "plane-a", "--domain", "plane-a.example.test");
    String decisions = run.out().substring(run.out().indexOf("Storage decisions"));
    assertThat(readme).contains(decisions);
    CliRun id = CliRun.args("id", "check", "Plane-A");
    assertThat(id.code()).isEqualTo(1);
    assertThat(readme).contains(id.out());
  }

  @Test
  void qualifyExampleIsInTheReadme() throws IOException {
    String readme = Files.readString(README, StandardCharsets.UTF_8);
    CliRun run = CliRun.args("qualify", "../docs/qualification/weka.yaml");
    assertThat(run.code()).isZero();
    assertThat(readme)
        .contains("$ ./planerules qualify docs/qualification/weka.yaml\n" + run.out());
  }

  /**
   * The audit example of "Check a render in CI" is what the command prints. The test runs in {@code
   * cli/}, so the files are named {@code ../cli/...}: both texts are compared with those names as
   * the README shows them and with line breaks and indentation folded (a longer name wraps the
   * lines elsewhere).
   */
  @Test
  void auditRenderExampleIsInTheReadme() throws IOException {
    String readme = Files.readString(README, StandardCharsets.UTF_8);
    CliRun run =
        CliRun.args(
            "audit",
            "render",
            "--plane-id",
            "plane-a",
            "--domain",
            "plane-a.example.test",
            "../cli/examples/audit/render/plane-a");
    assertThat(run.code()).isEqualTo(1);
    String command =
        "$ ./planerules audit render --plane-id plane-a --domain plane-a.example.test"
            + " cli/examples/audit/render/plane-a\n";
    int start = readme.indexOf(command);
    assertThat(start).as("the README shows the command").isPositive();
    int end = readme.indexOf("$ echo $?\n1\n", start);
    assertThat(end).as("and its exit code").isPositive();
    String shown = readme.substring(start + command.length(), end);
    assertThat(folded(shown)).isEqualTo(folded(run.out().replace("../cli/", "cli/")));
  }

  private static String folded(String text) {
    return text.replaceAll("\\s+", " ").strip();
  }
}
