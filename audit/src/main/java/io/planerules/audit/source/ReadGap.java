package io.planerules.audit.source;

import io.planerules.rules.Severity;
import io.planerules.rules.internal.DefinedRule;

/**
 * A part of the input a source could not read at all (docs/reference/audit.md#reading-objects):
 * what a reader of a live API server reports for a kind it was forbidden to list, a kind that
 * vanished, an expired {@code continue} token, a server error or a page that did not parse. Each is
 * a warning naming the kind and the verb; every one but {@link #RESTARTED} makes the read
 * incomplete ({@link #incomplete()}), which a report says and the CLI exits on. Each constant's
 * {@code description()} is its line in {@code docs/rules.md}.
 */
public enum ReadGap implements DefinedRule {
  /** The API server answered 403 to {@code list}: the kind's objects were not read. */
  FORBIDDEN(
      "audit.read-forbidden",
      "the reader may not list a kind (403 Forbidden): its objects were not read and the read is"
          + " incomplete"),
  /** The kind was discovered but its list answered 404: it vanished in between. */
  GONE(
      "audit.read-gone",
      "a discovered kind whose list answered 404 Not Found (removed between discovery and list):"
          + " the read is incomplete"),
  /** An expired {@code continue} token (410): the kind was read again from its first page. */
  RESTARTED(
      "audit.read-restarted",
      "a continue token expired (410 Gone) and the kind was listed again from its first page,"
          + " once; objects already read are not read twice (the read stays complete)"),
  /** The list failed otherwise: a server error, a second expired token, a broken connection. */
  FAILED(
      "audit.read-failed",
      "listing a kind failed (a server error, a second expired continue token, a broken"
          + " connection): the rest of the kind was not read and the read is incomplete"),
  /** A page of the list whose JSON does not parse; the read goes on with the other kinds. */
  UNPARSABLE(
      "audit.read-unparsable",
      "a page of a kind's list whose JSON does not parse: the rest of the kind was not read and"
          + " the read is incomplete; the other kinds are read");

  private final Definition definition;

  ReadGap(String id, String description) {
    definition = Definition.selfCoded(id, "reading a live cluster", ReadGap.class, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** Every gap is a warning: it says what was not judged, not that something is wrong. */
  public Severity severity() {
    return Severity.WARNING;
  }

  /** Whether objects were left unread: every gap but {@link #RESTARTED}. */
  public boolean incomplete() {
    return this != RESTARTED;
  }
}
