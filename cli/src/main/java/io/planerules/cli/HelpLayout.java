package io.planerules.cli;

import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.TypeConversionException;

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
    if (spec.userObject() instanceof BaseCommand command) {
      formats(spec, command.formats());
    }
    for (CommandLine sub : line.getSubcommands().values()) {
      apply(sub);
    }
  }

  /**
   * The command's {@code --output} ({@link Options.Output}): its formats listed in the help,
   * offered by completion, and the only values it converts (any other is a usage error naming
   * them).
   */
  private static void formats(CommandSpec spec, List<OutputFormat> formats) {
    OptionSpec declared = spec.findOption("--output");
    if (declared == null) {
      return;
    }
    List<String> names = formats.stream().map(OutputFormat::name).toList();
    OptionSpec command =
        OptionSpec.builder(declared)
            .description(String.join(", ", names) + " (default: " + names.get(0) + ")")
            .completionCandidates(names)
            .converters(
                value -> {
                  if (!names.contains(value)) {
                    throw new TypeConversionException(
                        "expected one of "
                            + names.stream().collect(Collectors.joining(", ", "[", "]"))
                            + " (case-sensitive) but was '"
                            + value
                            + "'");
                  }
                  return OutputFormat.valueOf(value);
                })
            .build();
    spec.remove(declared);
    spec.addOption(command);
  }
}
