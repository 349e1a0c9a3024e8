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

  Unreadable(SourcePosition at, String message, boolean recoverable) {
    super(message, null, false, false);
    this.at = at;
    this.recoverable = recoverable;
  }

  SourcePosition at() {
    return at;
  }

  boolean recoverable() {
    return recoverable;
  }
}
