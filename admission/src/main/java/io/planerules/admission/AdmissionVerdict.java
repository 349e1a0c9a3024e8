package io.planerules.admission;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import java.util.List;
import java.util.Optional;

/**
 * The answer of {@link AdmissionDecision#decide} for one request.
 *
 * @param judged whether the subject acts as the plane (otherwise the plane's policies do not apply
 *     and the request is allowed)
 * @param denials every rule whose validation fails, in rule order
 *     (docs/reference/admission.md#rules) with its message; empty when allowed
 */
public record AdmissionVerdict(boolean judged, List<Denial> denials) {

  /**
   * A failed validation.
   *
   * @param rule the id of the rule ({@code admission.*}, docs/reference/admission.md#rules)
   * @param message the message the API server returns
   */
  public record Denial(RuleId rule, String message) {

    /** Checks the fields. */
    public Denial {
      requireNonNull(rule, "rule");
      requireNonNull(message, "message");
    }
  }

  /** Copies the denials. */
  public AdmissionVerdict {
    denials = List.copyOf(denials);
  }

  /** Whether the request passes the plane's policies. */
  public boolean allowed() {
    return denials.isEmpty();
  }

  /** The first failing rule, empty when allowed. */
  public Optional<RuleId> ruleId() {
    return denials.stream().findFirst().map(Denial::rule);
  }

  /** The first failing rule's message, empty when allowed. */
  public Optional<String> message() {
    return denials.stream().findFirst().map(Denial::message);
  }
}
