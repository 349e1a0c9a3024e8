package io.planerules.rules;

import static java.util.Objects.requireNonNull;

import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The stable id of one rule, such as {@code ownership.foreign-label}, {@code
 * policy.delete.unlabelled} or {@code catalog.rox-needs-ro}: dot-separated segments of ASCII
 * letters and digits, joined inside a segment by {@code -} or {@code _}, starting with a lower-case
 * letter. Rule ids are part of the public contract: they appear in traces, in the batch protocol
 * and in {@code docs/rules.md}.
 *
 * @param value the id text
 */
public record RuleId(String value) implements Comparable<RuleId> {

  private static final Pattern SYNTAX =
      Pattern.compile(
          "[a-z][a-zA-Z0-9]*(?:[-_][a-zA-Z0-9]+)*(?:\\.[a-zA-Z0-9]+(?:[-_][a-zA-Z0-9]+)*)*");

  /**
   * Creates a rule id.
   *
   * @throws IllegalArgumentException when {@code value} is not a well-formed rule id
   */
  public RuleId {
    requireNonNull(value, "value");
    if (!SYNTAX.matcher(value).matches()) {
      throw new IllegalArgumentException("not a rule id: \"" + value + "\"");
    }
  }

  /**
   * The rule id with this text.
   *
   * @param value the id text, e.g. {@code "ownership.foreign-label"}
   * @return the id
   * @throws IllegalArgumentException when {@code value} is not a well-formed rule id
   */
  public static RuleId of(String value) {
    return new RuleId(value);
  }

  /** Orders ids by their text (code-unit order, locale-independent). */
  @Override
  public int compareTo(RuleId other) {
    return value.compareTo(other.value);
  }

  /** The id text. */
  @Override
  public String toString() {
    return value;
  }

  /**
   * Equal to another rule id with the same text. Written out, with {@link #hashCode()}, because a
   * record's generated {@code equals} and {@code hashCode} are linked through {@code
   * java.lang.invoke} on their first call, which costs a command-line run milliseconds when the
   * first rule book checks its ids (docs/performance.md#start-up).
   */
  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof RuleId id && value.equals(id.value);
  }

  /** The hash code of the id text. */
  @Override
  public int hashCode() {
    return value.hashCode();
  }
}
