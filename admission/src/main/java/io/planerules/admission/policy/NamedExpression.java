package io.planerules.admission.policy;

import static java.util.Objects.requireNonNull;

import java.util.Map;

/**
 * A CEL expression with a name: an entry of {@code spec.matchConditions} or {@code spec.variables}.
 *
 * @param name the name ({@code acting-as-plane}; a variable is read as {@code variables.<name>})
 * @param expression the CEL expression
 */
public record NamedExpression(String name, String expression) {

  /** Checks the fields. */
  public NamedExpression {
    requireNonNull(name, "name");
    requireNonNull(expression, "expression");
  }

  /**
   * The entry as a Kubernetes object: {@code name}, {@code expression}.
   *
   * @return the unmodifiable object
   */
  public Map<String, Object> document() {
    return Policy.object("name", name, "expression", expression);
  }
}
