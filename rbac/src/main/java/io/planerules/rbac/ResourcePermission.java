package io.planerules.rbac;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One verb on one resource (or {@code resource/subresource}) of one API group, either for all
 * object names ({@code resourceName == null}) or for one named object ({@link
 * AtomicPermission#resource}).
 *
 * @param apiGroup the API group ({@code ""} is the core group)
 * @param resource the resource, e.g. {@code "modelcachebindings/status"}
 * @param verb the verb
 * @param resourceName the object name, or {@code null} for all names
 */
record ResourcePermission(
    String apiGroup, String resource, String verb, @Nullable String resourceName)
    implements AtomicPermission {

  ResourcePermission {
    requireNonNull(apiGroup, "apiGroup");
    requireNonNull(resource, "resource");
    requireNonNull(verb, "verb");
  }

  @Override
  public boolean isResource() {
    return true;
  }

  @Override
  public PolicyRule toPolicyRule() {
    return new PolicyRule(
        List.of(apiGroup),
        List.of(resource),
        List.of(verb),
        resourceName == null ? List.of() : List.of(resourceName),
        List.of());
  }

  @Override
  public Map<String, String> toFields() {
    ImmutableMap.Builder<String, String> fields =
        ImmutableMap.<String, String>builder()
            .put("apiGroup", apiGroup)
            .put("resource", resource)
            .put("verb", verb);
    if (resourceName != null) {
      fields.put("resourceName", resourceName);
    }
    return fields.build();
  }

  /** The compact Kubernetes text of {@link #toPolicyRule()}. */
  @Override
  public String toString() {
    return PolicyRules.compactString(toPolicyRule());
  }
}
