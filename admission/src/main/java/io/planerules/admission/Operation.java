package io.planerules.admission;

/** The operations the policies judge ({@code request.operation}). */
public enum Operation {
  /** {@code CREATE}: there is an {@code object}, no {@code oldObject}. */
  CREATE("create"),
  /** {@code UPDATE}: there are both. */
  UPDATE("update"),
  /** {@code DELETE}: there is an {@code oldObject}, no {@code object}. */
  DELETE("delete");

  private final String verb;

  Operation(String verb) {
    this.verb = verb;
  }

  /** The verb of messages: {@code refusing to <verb> ...}. */
  public String verb() {
    return verb;
  }
}
