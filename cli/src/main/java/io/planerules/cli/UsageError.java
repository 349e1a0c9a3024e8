package io.planerules.cli;

/**
 * A usage error a command finds once its options are parsed (a missing {@code --plane-id}, two
 * options that exclude each other): exit code {@link BaseCommand#FAILURE} and one line on stderr
 * naming the command's help, as picocli reports a usage error found while parsing. A command throws
 * it without knowing its picocli model, which a run through {@link Dispatch} does not build.
 */
final class UsageError extends RuntimeException {

  private static final long serialVersionUID = 1L;

  UsageError(String message) {
    super(message, null, false, false);
  }
}
