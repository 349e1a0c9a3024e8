package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A run builds only the command its first argument names ({@link Main#commandLine(Streams,
 * String...)}); that command's subtree is the one of the whole tree, help page for help page, and
 * every run that reads more of the tree gets all of it.
 */
class CommandTreeTest {

  private static final List<String> WHOLE =
      List.of(
          "plan",
          "id",
          "names",
          "catalog",
          "decide",
          "ownership",
          "rbac",
          "qualify",
          "admission",
          "audit",
          "guard",
          "batch",
          "completion",
          "help");

  @Test
  void aCommandGetsOnlyItsOwnSubtreeWithTheHelpPagesOfTheWholeTree() {
    Map<String, String> whole = helpPages(Main.commandLine(Streams.system()), "");
    for (String name : List.of("plan", "id", "names", "catalog", "decide", "rbac", "batch")) {
      CommandLine partial = Main.commandLine(Streams.system(), name, "--help");
      assertThat(partial.getSubcommands().keySet()).as(name).containsExactly(name);
      Map<String, String> pages = helpPages(partial, "");
      pages.remove("");
      assertThat(pages).as(name).isNotEmpty();
      pages.forEach((path, page) -> assertThat(page).as(path).isEqualTo(whole.get(path)));
    }
  }

  @Test
  void helpCompletionAndEveryRunThatNamesNoCommandGetTheWholeTree() {
    assertThat(Main.commandLine(Streams.system()).getSubcommands().keySet())
        .containsExactlyElementsOf(WHOLE);
    for (String[] args :
        new String[][] {
          {},
          {"help"},
          {"help", "plan"},
          {"completion", "bash"},
          {"--help"},
          {"-V"},
          {"pln"},
          {"@args.txt"},
          {"Plan"}
        }) {
      assertThat(Main.commandLine(Streams.system(), args).getSubcommands().keySet())
          .as(String.join(" ", args))
          .containsExactlyElementsOf(WHOLE);
    }
  }

  @Test
  void theListOfCommandsAndTheSuggestionsAreTheWholeTrees() {
    assertThat(CliRun.args("help").out()).contains("  ownership ").contains("  admission ");
    assertThat(CliRun.args("ownershp").err()).contains("did you mean 'ownership'?");
    assertThat(CliRun.args("completion", "bash").out()).contains("qualify").contains("rbac");
  }

  /** The help page of every command below {@code line}, by its path of names. */
  private static Map<String, String> helpPages(CommandLine line, String path) {
    Map<String, String> pages = new LinkedHashMap<>();
    pages.put(path, line.getUsageMessage(CommandLine.Help.Ansi.OFF));
    line.getSubcommands()
        .forEach(
            (name, sub) -> pages.putAll(helpPages(sub, path.isEmpty() ? name : path + " " + name)));
    return pages;
  }
}
