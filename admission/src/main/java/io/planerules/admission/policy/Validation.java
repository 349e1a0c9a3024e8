package io.planerules.admission.policy;

import static java.util.Objects.requireNonNull;

import java.util.Map;

/**
 * An entry of {@code spec.validations}: the request passes when {@code expression} is true;
 * otherwise {@code messageExpression} gives the refusal's text.
 *
 * @param expression the CEL condition that must hold
 * @param messageExpression the CEL expression of the message (a string)
 * @param reason the HTTP reason of a refusal ({@code Forbidden})
 */
public record Validation(String expression, String messageExpression, String reason) {

  /** Checks the fields. */
  public Validation {
    requireNonNull(expression, "expression");
    requireNonNull(messageExpression, "messageExpression");
    requireNonNull(reason, "reason");
  }

  /**
   * The entry as a Kubernetes object: {@code expression}, {@code messageExpression}, {@code
   * reason}.
   *
   * @return the unmodifiable object
   */
  public Map<String, Object> document() {
    return Policy.object(
        "expression", expression, "messageExpression", messageExpression, "reason", reason);
  }
}
