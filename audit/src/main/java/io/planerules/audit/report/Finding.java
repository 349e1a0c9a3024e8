package io.planerules.audit.report;

import static java.util.Objects.requireNonNull;

import io.planerules.audit.source.SourceRef;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.Severity;
import io.planerules.rules.SourcePosition;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One finding of an audit, a value like {@link io.planerules.rules.Problem}: the rule that found
 * it, its severity, a message naming what was found and what was expected, the object and where it
 * came from.
 *
 * <p>{@code ruleId} is the id the finding carries: an {@code audit.*} rule of this module, or the
 * rule of another module that decided it ({@code config.issuer-canonical}, {@code
 * hook.delete-policy}, {@code residue.*}); {@code rule} is that rule's descriptor, whose
 * description is the rule's help text.
 *
 * @param rule the deciding rule's descriptor
 * @param ruleId the id the finding carries (the descriptor's id, or one of its reason codes)
 * @param severity error or warning
 * @param message what was found and what was expected
 * @param object the object, or {@code null} for a document that could not be read
 * @param source where the object (or the unreadable document) came from
 * @param position where in the file a reading problem is, or {@code null}
 * @param planeId the plane whose render the finding belongs to ({@code audit renders}), else {@code
 *     null}
 */
public record Finding(
    RuleDescriptor rule,
    String ruleId,
    Severity severity,
    String message,
    @Nullable ObjectId object,
    SourceRef source,
    @Nullable SourcePosition position,
    @Nullable String planeId) {

  /** Checks the fields. */
  public Finding {
    requireNonNull(rule, "rule");
    requireNonNull(ruleId, "ruleId");
    requireNonNull(severity, "severity");
    requireNonNull(message, "message");
    requireNonNull(source, "source");
  }

  /** Whether the finding is an error. */
  public boolean isError() {
    return severity == Severity.ERROR;
  }

  /** The object, when the finding names one. */
  public Optional<ObjectId> objectOpt() {
    return Optional.ofNullable(object);
  }

  /**
   * The 1-based line the finding points at: the reading problem's line, else the line of the
   * object's document.
   *
   * @return the line
   */
  public int line() {
    return position == null ? source.line() : position.line();
  }

  /** The same finding carrying the plane of its render. */
  public Finding withPlane(String plane) {
    return new Finding(rule, ruleId, severity, message, object, source, position, plane);
  }
}
