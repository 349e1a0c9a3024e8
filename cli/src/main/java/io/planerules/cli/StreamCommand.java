package io.planerules.cli;

/**
 * A command that reads the run's streams (given by {@link Main}'s factory) and knows whether {@code
 * --debug} was given: every {@link BaseCommand}, and the audit commands, whose {@code --output} has
 * a third format.
 */
interface StreamCommand {

  /** The streams of this run. */
  void streams(Streams streams);

  /** Whether {@code --debug} was given. */
  boolean debug();
}
