package io.planerules.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** A command that only groups subcommands ({@code id}, {@code catalog}, {@code rbac}). */
@Command(exitCodeList = {"0:the help was printed", "2:no subcommand, or an unknown one"})
abstract class GroupCommand implements Runnable {

  @Spec CommandSpec spec;

  /** Called without a subcommand: a usage error (exit 2). */
  @Override
  public void run() {
    throw new ParameterException(spec.commandLine(), "missing subcommand");
  }
}
