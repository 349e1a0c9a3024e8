package io.planerules.cli;

import io.planerules.rules.ValidationResult;

/**
 * An invalid control-plane id given to a command: the command ends with exit code {@link
 * BaseCommand#NEGATIVE} and prints what {@code planerules id check ID} prints for that id (every
 * problem, as a table or as the {@code id.validate} result in JSON), whichever command it is.
 */
final class InvalidPlaneId extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final String id;
  private final transient ValidationResult result;

  InvalidPlaneId(String id, ValidationResult result) {
    super("control-plane id \"" + id + "\" is invalid", null, false, false);
    this.id = id;
    this.result = result;
  }

  /** The id as given. */
  String id() {
    return id;
  }

  /** Its problems. */
  ValidationResult result() {
    return result;
  }
}
