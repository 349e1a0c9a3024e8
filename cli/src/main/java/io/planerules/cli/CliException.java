package io.planerules.cli;

/**
 * A failure that ends a human command with exit code 2 and a one-line message (unreadable file, bad
 * option value found after parsing). Never carries a stack trace to the user unless {@code
 * --debug}.
 */
public final class CliException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** A failure with its one-line message. */
  public CliException(String message) {
    super(message);
  }

  /** A failure with its one-line message and cause (shown with {@code --debug}). */
  public CliException(String message, Throwable cause) {
    super(message, cause);
  }
}
