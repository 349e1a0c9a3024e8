package io.planerules.testkit.rbac;

import static java.util.Objects.requireNonNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One RBAC {@code PolicyRule} as plain data, the JSON shape of the batch protocol: five lists of
 * strings, an absent field being an empty list.
 * <!-- snippet: TestkitExamplesTest#rule-input -->
 *
 * <pre>{@code
 * RuleInput r = RuleInput.resources(List.of(""), List.of("pods"), List.of("get"));
 * Map<String, List<String>> shape = r.toMap(); // apiGroups [""], resources [pods], verbs [get]
 * }</pre>
 *
 * @param apiGroups API groups
 * @param resources resources, subresources as {@code resource/sub}
 * @param verbs verbs
 * @param resourceNames object names (empty = all)
 * @param nonResourceURLs non-resource URL paths
 */
public record RuleInput(
    List<String> apiGroups,
    List<String> resources,
    List<String> verbs,
    List<String> resourceNames,
    List<String> nonResourceURLs) {

  /** Creates the input; copies the lists. */
  public RuleInput {
    apiGroups = List.copyOf(requireNonNull(apiGroups, "apiGroups"));
    resources = List.copyOf(requireNonNull(resources, "resources"));
    verbs = List.copyOf(requireNonNull(verbs, "verbs"));
    resourceNames = List.copyOf(requireNonNull(resourceNames, "resourceNames"));
    nonResourceURLs = List.copyOf(requireNonNull(nonResourceURLs, "nonResourceURLs"));
  }

  /**
   * A resource rule for all names.
   *
   * @param apiGroups API groups
   * @param resources resources
   * @param verbs verbs
   * @return the input
   */
  public static RuleInput resources(
      List<String> apiGroups, List<String> resources, List<String> verbs) {
    return new RuleInput(apiGroups, resources, verbs, List.of(), List.of());
  }

  /**
   * A non-resource URL rule.
   *
   * @param nonResourceURLs URL paths
   * @param verbs verbs
   * @return the input
   */
  public static RuleInput urls(List<String> nonResourceURLs, List<String> verbs) {
    return new RuleInput(List.of(), List.of(), verbs, List.of(), nonResourceURLs);
  }

  /** The five fields by their Kubernetes names, in that order (the batch request shape). */
  public Map<String, List<String>> toMap() {
    Map<String, List<String>> map = new LinkedHashMap<>();
    map.put("apiGroups", apiGroups);
    map.put("resources", resources);
    map.put("verbs", verbs);
    map.put("resourceNames", resourceNames);
    map.put("nonResourceURLs", nonResourceURLs);
    return map;
  }
}
