package io.planerules.rules;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One finding about an input: a stable machine-readable code, the path of the offending value, a
 * severity and a message a person can act on, plus the position in the source text when the input
 * was parsed.
 *
 * <p>Codes are stable strings such as {@code id.reserved} or {@code catalog.rox-needs-ro}; callers
 * branch on them, people read the message. Where the upstream Go agent or Kubernetes has a message
 * for the same condition, the message contains that text verbatim.
 * <!-- snippet: RulesExamplesTest#problem -->
 *
 * <pre>{@code
 * Problem p =
 *     Problem.error(
 *         "id.reserved",
 *         "global.controlPlane.id",
 *         "control plane ID \"default\" is reserved for legacy mode");
 * Problem located = p.at(3, 7); // found at line 3, column 7 of a parsed document
 * }</pre>
 *
 * @param code the stable code, never blank
 * @param path the path of the offending value ({@code ""} for the whole input)
 * @param severity error or warning
 * @param message the human message
 * @param position where in parsed text the problem is, or {@code null} when the input was not text
 */
public record Problem(
    String code,
    String path,
    Severity severity,
    String message,
    @Nullable SourcePosition position) {

  /**
   * Creates a problem.
   *
   * @throws IllegalArgumentException when {@code code} is blank
   */
  public Problem {
    requireNonNull(code, "code");
    requireNonNull(path, "path");
    requireNonNull(severity, "severity");
    requireNonNull(message, "message");
    if (code.isBlank()) {
      throw new IllegalArgumentException("a problem code must not be blank");
    }
  }

  /**
   * An error without a source position.
   *
   * @param code the stable code
   * @param path the path of the offending value
   * @param message the human message
   * @return the problem
   */
  public static Problem error(String code, String path, String message) {
    return new Problem(code, path, Severity.ERROR, message, null);
  }

  /**
   * A warning without a source position.
   *
   * @param code the stable code
   * @param path the path of the offending value
   * @param message the human message
   * @return the problem
   */
  public static Problem warning(String code, String path, String message) {
    return new Problem(code, path, Severity.WARNING, message, null);
  }

  /**
   * This problem located at a line and column of parsed text.
   *
   * @param line 1-based line
   * @param column 1-based column
   * @return a copy with the position set
   */
  public Problem at(int line, int column) {
    return new Problem(code, path, severity, message, new SourcePosition(line, column));
  }

  /**
   * This problem reported under another path, e.g. when a caller validates a value that sits at
   * {@code spec.overrides.controlPlaneID} rather than at the default path.
   *
   * @param newPath the path to report
   * @return a copy with the path replaced
   */
  public Problem withPath(String newPath) {
    return new Problem(code, newPath, severity, message, position);
  }

  /** Whether this problem makes a result invalid. */
  public boolean isError() {
    return severity == Severity.ERROR;
  }

  /** The source position, if the input was parsed text. */
  public Optional<SourcePosition> location() {
    return Optional.ofNullable(position);
  }

  /**
   * One line for logs and terminals: {@code error id.reserved at global.controlPlane.id (3:7):
   * message}.
   */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder(severity.wireName()).append(' ').append(code);
    if (!path.isEmpty()) {
      text.append(" at ").append(path);
    }
    if (position != null) {
      text.append(" (").append(position).append(')');
    }
    return text.append(": ").append(message).toString();
  }
}
