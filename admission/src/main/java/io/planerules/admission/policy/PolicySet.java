package io.planerules.admission.policy;

import java.util.List;

/**
 * The admission objects of one plane: its policies in rule order, each with its binding.
 *
 * @param policies the policies
 * @param bindings the bindings, {@code bindings.get(i)} binding {@code policies.get(i)}
 */
public record PolicySet(List<Policy> policies, List<Binding> bindings) {

  /**
   * Copies the lists.
   *
   * @throws IllegalArgumentException when a binding does not name the policy at its position
   */
  public PolicySet {
    policies = List.copyOf(policies);
    bindings = List.copyOf(bindings);
    if (policies.size() != bindings.size()) {
      throw new IllegalArgumentException(
          policies.size() + " policies but " + bindings.size() + " bindings");
    }
    for (int i = 0; i < policies.size(); i++) {
      if (!bindings.get(i).policyName().equals(policies.get(i).name())) {
        throw new IllegalArgumentException(
            "binding " + bindings.get(i).name() + " does not bind " + policies.get(i).name());
      }
    }
  }
}
