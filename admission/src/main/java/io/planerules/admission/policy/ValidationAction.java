package io.planerules.admission.policy;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * What the API server does with a failed validation of a bound policy ({@code
 * spec.validationActions} of the binding).
 */
public enum ValidationAction {
  /** The request is refused. */
  DENY("Deny"),
  /** The client gets a warning; the request goes on. */
  WARN("Warn"),
  /** The failure is written to the audit log; the request goes on. */
  AUDIT("Audit");

  private final String wireName;

  ValidationAction(String wireName) {
    this.wireName = wireName;
  }

  /** The name in the Kubernetes object: {@code Deny}, {@code Warn} or {@code Audit}. */
  public String wireName() {
    return wireName;
  }

  /**
   * The action of a wire name (case-sensitive, as the API server reads it).
   *
   * @param name {@code Deny}, {@code Warn} or {@code Audit}
   * @return the action, or empty for any other text
   */
  public static Optional<ValidationAction> fromWireName(String name) {
    return WireNames.find(values(), ValidationAction::wireName, name);
  }
}
