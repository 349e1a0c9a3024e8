package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.cli.Main;
import io.planerules.cli.Streams;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The README's command table ({@code ### Commands}) lists exactly the commands the CLI registers:
 * every command that runs something (one without subcommands, or one that takes options of its own
 * besides {@code --help}); the commands that only group others ({@code id}, {@code catalog}, {@code
 * rbac}) appear as the first word of their subcommands' rows.
 */
class CommandTableTest {

  private static final Pattern ROW = Pattern.compile("(?m)^\\| `([^`]+)` \\|");

  @Test
  void theReadmeTableListsEveryRegisteredCommand() throws IOException {
    CommandLine root = Main.commandLine(Streams.system());
    assertThat(tablePaths(root)).isEqualTo(runnable(root, "", new TreeSet<>()));
  }

  /**
   * The README's "every command that answers takes {@code -o}/{@code --output}, {@code --debug} and
   * {@code -h}/{@code --help}": checked on every runnable command but those that only print text
   * ({@code completion}, {@code help}).
   */
  @Test
  void everyCommandThatAnswersTakesOutputDebugAndHelp() {
    CommandLine root = Main.commandLine(Streams.system());
    List<String> lacking = new ArrayList<>();
    for (String path : runnable(root, "", new TreeSet<>())) {
      if (path.equals("completion") || path.equals("help")) {
        continue;
      }
      CommandLine command = root;
      for (String word : path.split(" ")) {
        command = command.getSubcommands().get(word);
      }
      var spec = command.getCommandSpec();
      for (String option : List.of("-o", "--output", "--debug", "-h", "--help")) {
        if (spec.findOption(option) == null) {
          lacking.add(path + " " + option);
        }
      }
    }
    assertThat(lacking).isEmpty();
  }

  @Test
  void aRowIsReadAsThePathOfRegisteredNames() {
    CommandLine root = Main.commandLine(Streams.system());
    assertThat(path(root, "names check-disjoint --plane ID=DOMAIN ..."))
        .isEqualTo("names check-disjoint");
    assertThat(path(root, "completion bash\\|zsh")).isEqualTo("completion");
    assertThat(path(root, "catalog show [FILE]")).isEqualTo("catalog show");
    assertThat(path(root, "frobnicate FILE")).isEmpty();
  }

  private static Set<String> tablePaths(CommandLine root) throws IOException {
    String readme = Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8);
    int start = readme.indexOf("### Commands\n");
    assertThat(start).isPositive();
    int end = readme.indexOf("\n\n", readme.indexOf("\n|", start) + 1);
    Matcher row = ROW.matcher(readme.substring(start, end));
    Set<String> paths = new TreeSet<>();
    List<String> unknown = new ArrayList<>();
    while (row.find()) {
      String path = path(root, row.group(1));
      if (path.isEmpty()) {
        unknown.add(row.group(1));
      }
      assertThat(paths.add(path)).as("listed twice: %s", path).isTrue();
    }
    assertThat(unknown).as("rows naming no registered command").isEmpty();
    return paths;
  }

  /** The leading words of a row that name a command and its subcommands. */
  private static String path(CommandLine root, String cell) {
    CommandLine command = root;
    List<String> names = new ArrayList<>();
    for (String word : cell.split(" ")) {
      CommandLine sub = command.getSubcommands().get(word);
      if (sub == null) {
        break;
      }
      names.add(word);
      command = sub;
    }
    return String.join(" ", names);
  }

  private static Set<String> runnable(CommandLine command, String path, Set<String> into) {
    for (var sub : command.getSubcommands().entrySet()) {
      String subPath = path.isEmpty() ? sub.getKey() : path + " " + sub.getKey();
      CommandLine line = sub.getValue();
      boolean ownOptions = line.getCommandSpec().options().stream().anyMatch(o -> !o.usageHelp());
      if (line.getSubcommands().isEmpty() || ownOptions) {
        into.add(subPath);
      }
      runnable(line, subPath, into);
    }
    return into;
  }
}
