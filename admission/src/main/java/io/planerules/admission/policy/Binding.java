package io.planerules.admission.policy;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A {@code ValidatingAdmissionPolicyBinding} ({@code admissionregistration.k8s.io/v1}) as a value:
 * it binds one policy to every request, without parameters.
 *
 * @param name {@code metadata.name} (the policy's name)
 * @param labels {@code metadata.labels}, sorted by key
 * @param policyName {@code spec.policyName}
 * @param validationActions {@code spec.validationActions}
 */
public record Binding(
    String name,
    SortedMap<String, String> labels,
    String policyName,
    List<ValidationAction> validationActions) {

  /** Checks the fields and copies the collections. */
  public Binding {
    requireNonNull(name, "name");
    labels = Collections.unmodifiableSortedMap(new TreeMap<>(labels));
    requireNonNull(policyName, "policyName");
    validationActions = List.copyOf(validationActions);
  }

  /**
   * The {@code ValidatingAdmissionPolicyBinding} as a Kubernetes object, in the form of {@link
   * Policy#document()}.
   *
   * @return the unmodifiable object
   */
  public Map<String, Object> document() {
    Map<String, Object> spec = new LinkedHashMap<>();
    spec.put("policyName", policyName);
    spec.put(
        "validationActions", validationActions.stream().map(ValidationAction::wireName).toList());
    return Policy.header("ValidatingAdmissionPolicyBinding", name, labels, spec);
  }
}
