package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The completion script loads in a real bash and completes commands, options and values. */
class CompletionTest {

  @TempDir Path dir;

  /** Sources the script in bash, completes the words and prints one candidate a line. */
  private String complete(Path script, String... words) throws IOException, InterruptedException {
    String line = "planerules " + String.join(" ", words);
    String program =
        "source \"$1\" && shift && COMP_WORDS=(planerules \"$@\") && COMP_CWORD=$#"
            + " && COMP_LINE=\"$LINE\" && COMP_POINT=${#COMP_LINE}"
            // outside a real completion bash warns that compopt does nothing; not a candidate
            + " && _complete_planerules 2>/dev/null"
            + " && printf '%s\\n' \"${COMPREPLY[@]}\"";
    return bash(List.of(program, "_", script.toString()), List.of(words), line);
  }

  private String bash(List<String> head, List<String> words, String line)
      throws IOException, InterruptedException {
    List<String> command = new java.util.ArrayList<>(List.of("bash", "-c"));
    command.addAll(head);
    command.addAll(words);
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("LINE", line);
    Process process = builder.start();
    assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.exitValue()).as(out).isZero();
    return out;
  }

  private Path script(String shell) throws IOException {
    CliRun run = CliRun.args("completion", shell);
    assertThat(run.code()).isZero();
    assertThat(run.err()).isEmpty();
    Path script = dir.resolve("planerules." + shell);
    Files.writeString(script, run.out(), StandardCharsets.UTF_8);
    return script;
  }

  @Test
  void theScriptRegistersTheCompletionOfPlanerules() throws Exception {
    Path script = script("bash");
    String registered =
        bash(
            List.of("source \"$1\" && complete -p planerules", "_", script.toString()),
            List.of(),
            "");
    assertThat(registered).isEqualTo("complete -o default -F _complete_planerules planerules\n");
  }

  @Test
  void itCompletesCommandsSubcommandsOptionsAndValues() throws Exception {
    Path script = script("bash");
    assertThat(complete(script, "ca").lines()).containsExactly("catalog");
    assertThat(complete(script, "catalog", "").lines()).contains("validate", "show", "diff");
    assertThat(complete(script, "plan", "--pl").lines()).containsExactly("--plane-id");
    assertThat(complete(script, "decide", "--workflow", "").lines())
        .containsExactlyInAnyOrder("regularModelCache", "helmModelCache");
    assertThat(complete(script, "plan", "--cassandra-policy", "").lines())
        .containsExactlyInAnyOrder("per-plane", "shared-cluster");
    assertThat(complete(script, "ownership", "--action", "del").lines()).containsExactly("delete");
    assertThat(complete(script, "id", "check", "--output", "").lines())
        .containsExactlyInAnyOrder("table", "json");
    assertThat(complete(script, "completion", "").lines()).containsExactlyInAnyOrder("bash", "zsh");
  }

  @Test
  void zshGetsTheSameScriptWhichLoadsBashcompinitItself() throws Exception {
    String zsh = Files.readString(script("zsh"));
    assertThat(zsh).isEqualTo(Files.readString(script("bash")));
    assertThat(zsh).contains("$ZSH_VERSION").contains("bashcompinit");
  }
}
