package io.planerules.cli;

import picocli.CommandLine.Command;

/** The human commands. */
final class Commands {
  private Commands() {}

  /** Placeholder until identity lands. */
  @Command(name = "plan", description = "Every plane-scoped name and the storage decisions.")
  static final class Plan extends BaseCommand {
    @Override
    public Integer call() {
      throw new CliException("plan is not available in this build");
    }
  }
}
