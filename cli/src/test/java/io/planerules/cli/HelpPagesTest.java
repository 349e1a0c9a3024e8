package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Every command's help page, found by walking picocli's command tree (not a hand-kept list): it
 * exits 0 on stdout, shows the usage, a one-sentence summary, exactly the options and parameters
 * the command defines (with their defaults or "required", and the allowed values of enumerated
 * ones), its exit codes and examples that are in the README and really end with a listed exit code.
 */
class HelpPagesTest {

  private static final Path README = Path.of("..", "README.md");

  /** An option row of a help page: {@code -o, --output=FORMAT text} or {@code --debug}. */
  private static final Pattern OPTION_ROW =
      Pattern.compile("^ {2}( {4}|-\\w, )(--?[\\w-]+)", Pattern.MULTILINE);

  private static final Pattern SHORT_OPTION_ROW = Pattern.compile("^ {2}(-\\w)[ ,]");

  /** Every command of the tree (the root included), by its path of names below the root. */
  static Map<List<String>, CommandSpec> commands() {
    Map<List<String>, CommandSpec> all = new LinkedHashMap<>();
    walk(Main.commandLine(Streams.system()), new ArrayList<>(), all);
    return all;
  }

  private static void walk(
      CommandLine line, List<String> path, Map<List<String>, CommandSpec> all) {
    all.put(List.copyOf(path), line.getCommandSpec());
    for (Map.Entry<String, CommandLine> sub : line.getSubcommands().entrySet()) {
      path.add(sub.getKey());
      walk(sub.getValue(), path, all);
      path.remove(path.size() - 1);
    }
  }

  private static String[] args(List<String> path, String... more) {
    List<String> args = new ArrayList<>(path);
    args.addAll(Arrays.asList(more));
    return args.toArray(String[]::new);
  }

  @Test
  void theTreeHasEveryCommandOfTheReadme() {
    assertThat(commands().keySet())
        .contains(
            List.of("plan"),
            List.of("id", "check"),
            List.of("names", "check-disjoint"),
            List.of("catalog", "diff"),
            List.of("rbac", "check"),
            List.of("completion"),
            List.of("help"));
  }

  @Test
  void everyHelpPageExitsZeroWithItsUsage() {
    for (Map.Entry<List<String>, CommandSpec> command : commands().entrySet()) {
      for (String flag : new String[] {"--help", "-h"}) {
        CliRun run = CliRun.args(args(command.getKey(), flag));
        assertThat(run.code()).as("%s %s", command.getKey(), flag).isZero();
        assertThat(run.err()).as("%s %s", command.getKey(), flag).isEmpty();
        assertThat(run.out())
            .as("%s", command.getKey())
            .startsWith("Usage: " + command.getValue().qualifiedName() + " ")
            .contains("\nExit codes:\n")
            .contains("\nExamples:\n");
      }
      CliRun help = CliRun.args(args(List.of("help"), command.getKey().toArray(String[]::new)));
      assertThat(help.code()).isZero();
      assertThat(help.out())
          .as("help %s", command.getKey())
          .isEqualTo(CliRun.args(args(command.getKey(), "--help")).out());
    }
  }

  @Test
  void everyPageListsExactlyTheOptionsAndParametersOfItsCommand() {
    for (Map.Entry<List<String>, CommandSpec> command : commands().entrySet()) {
      CommandSpec spec = command.getValue();
      String page = CliRun.args(args(command.getKey(), "--help")).out();
      Set<String> defined = new TreeSet<>();
      for (OptionSpec option : spec.options()) {
        defined.add(option.longestName());
      }
      assertThat(listedOptions(page)).as("%s", command.getKey()).isEqualTo(defined);
      for (PositionalParamSpec parameter : spec.positionalParameters()) {
        assertThat(section(page, "Parameters:"))
            .as("%s", command.getKey())
            .containsPattern("(?m)^ {6}\\[?" + Pattern.quote(parameter.paramLabel()) + "\\b");
      }
    }
  }

  @Test
  void everyOptionAndParameterStatesItsDefaultAndItsValues() {
    for (Map.Entry<List<String>, CommandSpec> command : commands().entrySet()) {
      String page = CliRun.args(args(command.getKey(), "--help")).out().replaceAll("\\s+", " ");
      List<ArgSpec> arguments = new ArrayList<>(command.getValue().args());
      for (ArgSpec argument : arguments) {
        boolean flag = argument.type() == boolean.class;
        boolean helpOption =
            argument instanceof OptionSpec option && (option.usageHelp() || option.versionHelp());
        String description = String.join(" ", argument.renderedDescription());
        if (!flag && !helpOption && !argument.required()) {
          assertThat(description)
              .as("%s %s", command.getKey(), argument)
              .containsAnyOf("default", "required", "at least one");
        }
        if (argument.completionCandidates() != null) {
          for (String value : argument.completionCandidates()) {
            assertThat(description).as("%s %s", command.getKey(), argument).contains(value);
          }
        }
        assertThat(page).contains(description.replaceAll("\\s+", " "));
      }
    }
  }

  @Test
  void everySummaryIsOneWholeSentenceShownUncutInTheCommandList() {
    Map<List<String>, CommandSpec> all = commands();
    for (Map.Entry<List<String>, CommandSpec> command : all.entrySet()) {
      String summary = command.getValue().usageMessage().description()[0];
      assertThat(summary).as("%s", command.getKey()).matches("[A-Z][^.]*\\.");
      if (!command.getKey().isEmpty()) {
        // the command list starts summaries at column 14 of 80
        assertThat(summary).as("%s", command.getKey()).hasSizeLessThanOrEqualTo(66);
        List<String> parent = command.getKey().subList(0, command.getKey().size() - 1);
        String list = CliRun.args(args(parent, "--help")).out();
        String name = command.getKey().get(command.getKey().size() - 1);
        assertThat(list)
            .containsPattern("(?m)^  " + Pattern.quote(name) + " +" + Pattern.quote(summary) + "$");
      }
    }
  }

  @Test
  void everyExampleIsInTheReadmeAndEndsWithAListedExitCode() throws IOException {
    String readme = Files.readString(README, StandardCharsets.UTF_8);
    int examples = 0;
    Map<List<String>, CommandSpec> all = commands();
    for (Map.Entry<List<String>, CommandSpec> command : all.entrySet()) {
      assertThat(command.getValue().usageMessage().exitCodeList().keySet())
          .as("%s", command.getKey())
          .contains("0", "2");
      for (String example : examples(command.getValue())) {
        assertThat(readme).as("%s", command.getKey()).contains(example);
        if (example.startsWith("./planerules ")) {
          // the exit codes of the command the example runs (a group's examples run a subcommand)
          Set<String> codes = ranBy(all, example).usageMessage().exitCodeList().keySet();
          CliRun run = runExample(example);
          assertThat(codes)
              .as("%s: %s exits %d: %s", command.getKey(), example, run.code(), run.err())
              .contains(String.valueOf(run.code()));
          examples++;
        }
      }
    }
    assertThat(examples).isGreaterThanOrEqualTo(20);
  }

  @Test
  void usageErrorsExitTwoAndNameTheCommandWhoseHelpToRead() {
    for (Map.Entry<List<String>, CommandSpec> command : commands().entrySet()) {
      CliRun run = CliRun.args(args(command.getKey(), "--no-such-option"));
      assertThat(run.code()).as("%s", command.getKey()).isEqualTo(2);
      assertThat(run.out()).isEmpty();
      assertThat(run.err())
          .as("%s", command.getKey())
          .startsWith("planerules: ")
          .endsWith(" (see '" + command.getValue().qualifiedName() + " --help')\n")
          .hasLineCount(1);
    }
  }

  /** The deepest command whose path starts the example's words. */
  private static CommandSpec ranBy(Map<List<String>, CommandSpec> all, String example) {
    List<String> words = Arrays.asList(example.split(" "));
    for (int n = words.size(); n > 0; n--) {
      CommandSpec spec = all.get(words.subList(1, n));
      if (spec != null) {
        return spec;
      }
    }
    throw new AssertionError("no command runs " + example);
  }

  /** The examples of a command's footer, continuation lines joined, indentation removed. */
  static List<String> examples(CommandSpec spec) {
    String footer = String.join("\n", spec.usageMessage().footer());
    List<String> examples = new ArrayList<>();
    for (String line : footer.replaceAll(" \\\\\n +", " ").split("\n")) {
      examples.add(line.strip());
    }
    return examples;
  }

  /**
   * Runs a README example ({@code ./planerules ARGS [< FILE] [> FILE]}) from the cli directory:
   * repository paths get {@code ../}, words in single quotes lose them, output redirection is
   * dropped.
   */
  private static CliRun runExample(String example) throws IOException {
    List<String> words = new ArrayList<>();
    Matcher word = Pattern.compile("'([^']*)'|(\\S+)").matcher(example);
    while (word.find()) {
      words.add(word.group(1) != null ? word.group(1) : word.group(2));
    }
    words.remove(0);
    byte[] stdin = new byte[0];
    int redirect = words.indexOf("<");
    if (redirect >= 0) {
      stdin = Files.readAllBytes(Path.of("..", words.get(redirect + 1)));
      words.subList(redirect, redirect + 2).clear();
    }
    int output = words.indexOf(">");
    if (output >= 0) {
      words.subList(output, output + 2).clear();
    }
    List<String> args = new ArrayList<>();
    for (String arg : words) {
      args.add(arg.startsWith("cli/") || arg.startsWith("docs/") ? "../" + arg : arg);
    }
    return CliRun.run(stdin, args.toArray(String[]::new));
  }

  private static Set<String> listedOptions(String page) {
    Set<String> listed = new TreeSet<>();
    Matcher row = OPTION_ROW.matcher(section(page, "Options:"));
    while (row.find()) {
      listed.add(row.group(2));
    }
    for (String line : section(page, "Options:").split("\n")) {
      Matcher only = SHORT_OPTION_ROW.matcher(line);
      if (only.find() && !line.contains(", --")) {
        listed.add(only.group(1));
      }
    }
    return listed;
  }

  /** The lines of one section of a help page, up to the next blank line. */
  private static String section(String page, String heading) {
    int start = page.indexOf("\n" + heading + "\n");
    if (start < 0) {
      return "";
    }
    start += heading.length() + 2;
    int end = page.indexOf("\n\n", start);
    return page.substring(start, end < 0 ? page.length() : end);
  }
}
