package io.planerules.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help.ColorScheme;
import picocli.CommandLine.IHelpCommandInitializable2;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * {@code planerules help [COMMAND...]}: the same page as {@code planerules COMMAND... --help}. An
 * unknown command name is a usage error with the closest command names suggested.
 */
@Command(
    name = "help",
    helpCommand = true,
    description = {
      "Prints the help of a command.",
      "The same page as the command's --help; without a command, the list of commands."
    },
    exitCodeList = {"0:the help was printed", "2:no such command"},
    footer = {"  ./planerules help plan", "  ./planerules help names check-disjoint"})
final class HelpCommand implements IHelpCommandInitializable2, Runnable {

  @Parameters(
      paramLabel = "COMMAND",
      arity = "0..*",
      description = "a command and its subcommands (default: the list of commands)")
  List<String> commands = List.of();

  private CommandLine self;
  private ColorScheme colors;
  private PrintWriter out;

  @Override
  public void init(
      CommandLine helpCommandLine, ColorScheme colorScheme, PrintWriter out, PrintWriter err) {
    this.self = helpCommandLine;
    this.colors = colorScheme;
    this.out = out;
  }

  @Override
  public void run() {
    if (!self.getUnmatchedArguments().isEmpty()) {
      // picocli lets a help command's unknown options through; they are a usage error here too
      throw new UnmatchedArgumentException(self, self.getUnmatchedArguments());
    }
    CommandLine target = self.getParent();
    for (int i = 0; i < commands.size(); i++) {
      CommandLine sub = target.getSubcommands().get(commands.get(i));
      if (sub == null) {
        throw new UnknownCommand(target, commands.subList(i, commands.size()));
      }
      target = sub;
    }
    target.usage(out, colors);
    out.flush();
  }

  /** A name that is not a subcommand of {@code parent}; picocli suggests the closest ones. */
  private static final class UnknownCommand extends UnmatchedArgumentException {
    private static final long serialVersionUID = 1L;

    UnknownCommand(CommandLine parent, List<String> names) {
      super(parent, names);
    }

    @Override
    public String getMessage() {
      return "Unknown command: '" + getUnmatched().get(0) + "'";
    }
  }
}
