package io.planerules.admission.policy;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One entry of {@code spec.matchConstraints.resourceRules}: the groups, versions, operations,
 * resources (with subresources as {@code resource/subresource}) and names a policy applies to.
 *
 * @param apiGroups the API groups ({@code "*"} for all, {@code ""} for the core group)
 * @param apiVersions the versions ({@code "*"} for all)
 * @param operations {@code CREATE}, {@code UPDATE}, {@code DELETE}
 * @param resources the resources, e.g. {@code namespaces} and {@code namespaces/status}
 * @param resourceNames the object names, or empty for every name
 * @param scope {@code "*"}, {@code Cluster} or {@code Namespaced}
 */
public record ResourceRule(
    List<String> apiGroups,
    List<String> apiVersions,
    List<String> operations,
    List<String> resources,
    List<String> resourceNames,
    String scope) {

  /** Copies the lists. */
  public ResourceRule {
    apiGroups = List.copyOf(apiGroups);
    apiVersions = List.copyOf(apiVersions);
    operations = List.copyOf(operations);
    resources = List.copyOf(resources);
    resourceNames = List.copyOf(resourceNames);
    requireNonNull(scope, "scope");
  }

  /**
   * The entry as a Kubernetes object; {@code resourceNames} only when not empty.
   *
   * @return the unmodifiable object
   */
  public Map<String, Object> document() {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("apiGroups", apiGroups);
    out.put("apiVersions", apiVersions);
    out.put("operations", operations);
    out.put("resources", resources);
    if (!resourceNames.isEmpty()) {
      out.put("resourceNames", resourceNames);
    }
    out.put("scope", scope);
    return Collections.unmodifiableMap(out);
  }
}
