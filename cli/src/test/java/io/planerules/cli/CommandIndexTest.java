package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@link CommandIndex}, what {@link Dispatch} knows of the commands, is the one its writer derives
 * from picocli's model of the whole tree (the commands' annotations). Run with {@code
 * -Dplanerules.regenerateDocs=true} to rewrite it after changing a command.
 */
class CommandIndexTest {

  private static final Path SOURCE = Path.of("src/main/java/io/planerules/cli/CommandIndex.java");

  @Test
  void theIndexIsTheOneTheCommandsAnnotationsGive() throws IOException {
    String written = Dispatch.index(Main.commandLine(Streams.system()));
    if (Boolean.getBoolean("planerules.regenerateDocs")) {
      Files.writeString(
          SOURCE, Dispatch.indexSource(Main.commandLine(Streams.system())), StandardCharsets.UTF_8);
      return;
    }
    assertThat(CommandIndex.TEXT)
        .as("stale: run CommandIndexTest with -Dplanerules.regenerateDocs=true")
        .isEqualTo(written);
  }

  @Test
  void theCommonOneShotCommandsAreInTheIndex() {
    assertThat(CommandIndex.TEXT)
        .contains("command id/check io.planerules.cli.IdCommands$Check\n")
        .contains("command plan io.planerules.cli.PlanCommands$Plan\n")
        .contains("option --plane-id plane.planeId java.lang.String optional\n")
        .contains("option -o,--output output.format io.planerules.cli.OutputFormat optional\n")
        .contains(
            "option --cassandra-policy cassandraPolicy java.lang.String optional =per-plane\n");
  }

  @Test
  void commandsPicocliMustParseAreLeftOut() {
    // a group, a list option, an int option, a spec-injected command, the help command
    assertThat(CommandIndex.TEXT)
        .doesNotContain("command id ")
        .doesNotContain("command names/check-disjoint ")
        .doesNotContain("command audit/")
        .doesNotContain("command completion ")
        .doesNotContain("command help ");
  }
}
