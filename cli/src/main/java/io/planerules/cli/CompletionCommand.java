package io.planerules.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code planerules completion bash|zsh}: the shell completion script picocli generates from the
 * command tree ({@link AutoComplete#bash}): commands, subcommands, options, the values of
 * enumerated options, and file names for file arguments. The script serves both shells (in zsh it
 * loads {@code bashcompinit} itself).
 */
@Command(
    name = "completion",
    description = {
      "Prints a shell completion script for planerules.",
      "The script completes commands, subcommands, options and the values of options that take"
          + " a word from a fixed set. Load it in the current shell with source, or install it"
          + " once (see the README, section Shell completion)."
    },
    exitCodeList = {"0:the script was printed", BaseCommand.USAGE_EXIT_CODE},
    footer = {
      "  source <(./planerules completion bash)",
      "  ./planerules completion bash \\",
      "      > ~/.local/share/bash-completion/completions/planerules"
    })
final class CompletionCommand implements Callable<Integer> {

  /** The shells the script is for. */
  enum Shell {
    bash,
    zsh
  }

  @Parameters(index = "0", paramLabel = "SHELL", description = "${COMPLETION-CANDIDATES}")
  Shell shell;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    out.print(AutoComplete.bash("planerules", spec.root().commandLine()));
    out.flush();
    return BaseCommand.OK;
  }
}
