package io.planerules.admission.policy;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * A {@code ValidatingAdmissionPolicy} ({@code admissionregistration.k8s.io/v1}) as a value; {@link
 * #document()} is the Kubernetes object.
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

  /** The API version of every admission object. */
  public static final String API_VERSION = "admissionregistration.k8s.io/v1";

  /**
   * The {@code ValidatingAdmissionPolicy} as a Kubernetes object: {@code apiVersion}, {@code kind},
   * {@code metadata} ({@code name}, {@code labels}), {@code spec}, keys in that order and every
   * value a {@code String}, a {@code List} or such a {@code Map}; {@code resourceNames} and the
   * object selector only when given.
   *
   * @return the unmodifiable object
   */
  public Map<String, Object> document() {
    Map<String, Object> spec = new LinkedHashMap<>();
    spec.put("failurePolicy", failurePolicy.wireName());
    Map<String, Object> constraints = new LinkedHashMap<>();
    constraints.put("resourceRules", resourceRules.stream().map(ResourceRule::document).toList());
    if (objectSelectorExists != null) {
      constraints.put(
          "objectSelector",
          Map.of(
              "matchExpressions",
              List.of(object("key", objectSelectorExists, "operator", "Exists"))));
    }
    spec.put("matchConstraints", Collections.unmodifiableMap(constraints));
    spec.put("matchConditions", matchConditions.stream().map(NamedExpression::document).toList());
    spec.put("variables", variables.stream().map(NamedExpression::document).toList());
    spec.put("validations", validations.stream().map(Validation::document).toList());
    return header("ValidatingAdmissionPolicy", name, labels, spec);
  }

  /**
   * An object's {@code apiVersion}, {@code kind}, {@code metadata} and {@code spec}.
   *
   * @param kind the kind
   * @param name {@code metadata.name}
   * @param labels {@code metadata.labels}
   * @param spec the spec
   * @return the unmodifiable object
   */
  static Map<String, Object> header(
      String kind, String name, Map<String, String> labels, Map<String, Object> spec) {
    Map<String, Object> metadata = new LinkedHashMap<>();
    metadata.put("name", name);
    metadata.put("labels", Collections.unmodifiableMap(new LinkedHashMap<>(labels)));
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("apiVersion", API_VERSION);
    object.put("kind", kind);
    object.put("metadata", Collections.unmodifiableMap(metadata));
    object.put("spec", Collections.unmodifiableMap(spec));
    return Collections.unmodifiableMap(object);
  }

  /**
   * A map of string pairs in the order given.
   *
   * @param keysAndValues key, value, key, value, ...
   * @return the unmodifiable map
   */
  static Map<String, Object> object(String... keysAndValues) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      out.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return Collections.unmodifiableMap(out);
  }
}
