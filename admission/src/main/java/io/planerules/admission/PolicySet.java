package io.planerules.admission;

import io.planerules.admission.policy.Binding;
import io.planerules.admission.policy.Policy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The admission objects of one plane ({@link AdmissionPolicies#forPlane}): its {@code
 * ValidatingAdmissionPolicy} objects in rule order, each with its {@code
 * ValidatingAdmissionPolicyBinding} ({@code admissionregistration.k8s.io/v1}), as the Kubernetes
 * documents an operator applies. {@code io.planerules.admission.io.PolicyDocuments} writes them as
 * YAML or JSON, {@code io.planerules.fabric8.AdmissionObjects} as fabric8 objects. Sets are values:
 * two with equal documents are equal.
 * <!-- snippet: AdmissionExamplesTest#policy-set -->
 *
 * <pre>{@code
 * PolicySet set =
 *     AdmissionPolicies.forPlane(
 *         ControlPlaneId.of("plane-a"), NamingOptions.defaults(), AdmissionOptions.defaults());
 * set.policyNames().get(0); // planerules-plane-a-foreign-label
 * Map<String, Object> first = set.documents().get(0); // its ValidatingAdmissionPolicy
 * first.get("kind"); // ValidatingAdmissionPolicy
 * }</pre>
 */
public final class PolicySet {

  private final List<Policy> policies;
  private final List<Binding> bindings;
  private final List<Map<String, Object>> documents;

  /**
   * The set of these policies and bindings.
   *
   * @throws IllegalArgumentException when a binding does not name the policy at its position
   */
  PolicySet(List<Policy> policies, List<Binding> bindings) {
    this.policies = List.copyOf(policies);
    this.bindings = List.copyOf(bindings);
    if (this.policies.size() != this.bindings.size()) {
      throw new IllegalArgumentException(
          this.policies.size() + " policies but " + this.bindings.size() + " bindings");
    }
    List<Map<String, Object>> out = new ArrayList<>();
    for (int i = 0; i < this.policies.size(); i++) {
      Policy policy = this.policies.get(i);
      Binding binding = this.bindings.get(i);
      if (!binding.policyName().equals(policy.name())) {
        throw new IllegalArgumentException(
            "binding " + binding.name() + " does not bind " + policy.name());
      }
      out.add(policy.document());
      out.add(binding.document());
    }
    this.documents = List.copyOf(out);
  }

  /**
   * The Kubernetes objects in apply order: each policy followed by its binding (a binding names its
   * policy, so the policy exists first). Each is {@code apiVersion}, {@code kind}, {@code metadata}
   * ({@code name}, {@code labels}) and {@code spec}, keys in the order the golden files show them;
   * every value is a {@code String}, a {@code List} or a {@code Map} of them, all unmodifiable
   * (docs/reference/admission.md#api).
   *
   * @return the objects, two per rule
   */
  public List<Map<String, Object>> documents() {
    return documents;
  }

  /**
   * The names of the policies, in rule order: each policy's {@code metadata.name}, also its
   * binding's name and {@code spec.policyName}.
   *
   * @return the names, {@code planerules-<id>-<rule>} (legacy {@code planerules-<rule>})
   */
  public List<String> policyNames() {
    return policies.stream().map(Policy::name).toList();
  }

  /** The policies as values, in rule order (the module's tests evaluate their CEL). */
  List<Policy> policies() {
    return policies;
  }

  /** The bindings, {@code bindings().get(i)} binding {@code policies().get(i)}. */
  List<Binding> bindings() {
    return bindings;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof PolicySet set
        && policies.equals(set.policies)
        && bindings.equals(set.bindings);
  }

  @Override
  public int hashCode() {
    return Objects.hash(policies, bindings);
  }

  /** {@code PolicySet[policies=..., bindings=...]}, as a record would print it. */
  @Override
  public String toString() {
    return "PolicySet[policies=" + policies + ", bindings=" + bindings + "]";
  }
}
