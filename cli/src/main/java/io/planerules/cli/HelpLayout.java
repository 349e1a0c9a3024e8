package io.planerules.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The help page of every command, subcommands included: an {@code -h}/{@code --help} option and one
 * layout (usage, description, parameters, options, subcommands, exit codes, examples). Set on the
 * command tree once it is built, so a command added later gets it without a line of its own; each
 * command's annotations hold its text.
 */
final class HelpLayout {

  private HelpLayout() {}

  /** Applies the layout to a command and its subcommands, at any depth. */
  static void apply(CommandLine line) {
    CommandSpec spec = line.getCommandSpec();
    UsageMessageSpec usage = spec.usageMessage();
    usage
        .descriptionHeading("%n")
        .parameterListHeading("%nParameters:%n")
        .optionListHeading("%nOptions:%n")
        .commandListHeading("%nCommands:%n")
        .exitCodeListHeading("%nExit codes:%n")
        .footerHeading("%nExamples:%n");
    if (spec.findOption("--help") == null) {
      spec.addOption(
          OptionSpec.builder("-h", "--help")
              .usageHelp(true)
              .description("Show this help message and exit.")
              .build());
    }
    for (CommandLine sub : line.getSubcommands().values()) {
      apply(sub);
    }
  }
}
