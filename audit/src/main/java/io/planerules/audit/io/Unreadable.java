package io.planerules.audit.io;

import io.planerules.rules.SourcePosition;

/**
 * A document or List item that cannot be read, with where and why. {@code recoverable}: the parser
 * is still in step with the input, so reading can skip to the end of the object and go on; else the
 * rest of the document is lost.
 */
final class Unreadable extends Exception {

  private static final long serialVersionUID = 1L;

  private final transient SourcePosition at;
  private final boolean recoverable;
  private final String message;

  Unreadable(SourcePosition at, String message, boolean recoverable) {
    super(message, null, false, false);
    this.at = at;
    this.recoverable = recoverable;
    this.message = message;
  }

  /** The message it was made with, which is never null: what the sink reports. */
  @Override
  public String getMessage() {
    return message;
  }

  SourcePosition at() {
    return at;
  }

  boolean recoverable() {
    return recoverable;
  }
}
