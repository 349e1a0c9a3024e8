package io.planerules.admission.policy;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * A {@code ValidatingAdmissionPolicy} ({@code admissionregistration.k8s.io/v1}) as a value.
 *
 * @param rule the admission rule the policy enforces (e.g. {@code admission.foreign-label})
 * @param name {@code metadata.name}
 * @param labels {@code metadata.labels}, sorted by key
 * @param failurePolicy {@code spec.failurePolicy}
 * @param resourceRules {@code spec.matchConstraints.resourceRules}
 * @param objectSelectorExists the label key that {@code spec.matchConstraints.objectSelector}
 *     requires to exist on the object or the old object, or {@code null} for no selector
 * @param matchConditions {@code spec.matchConditions}
 * @param variables {@code spec.variables}, in evaluation order
 * @param validations {@code spec.validations}
 */
public record Policy(
    RuleId rule,
    String name,
    SortedMap<String, String> labels,
    FailurePolicy failurePolicy,
    List<ResourceRule> resourceRules,
    @Nullable String objectSelectorExists,
    List<NamedExpression> matchConditions,
    List<NamedExpression> variables,
    List<Validation> validations) {

  /** Checks the fields and copies the collections. */
  public Policy {
    requireNonNull(rule, "rule");
    requireNonNull(name, "name");
    labels = Collections.unmodifiableSortedMap(new TreeMap<>(labels));
    requireNonNull(failurePolicy, "failurePolicy");
    resourceRules = List.copyOf(resourceRules);
    matchConditions = List.copyOf(matchConditions);
    variables = List.copyOf(variables);
    validations = List.copyOf(validations);
  }
}
