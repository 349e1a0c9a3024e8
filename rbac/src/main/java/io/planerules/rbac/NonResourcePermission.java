package io.planerules.rbac;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;

/**
 * One verb on one non-resource URL such as {@code /healthz} or {@code /metrics} ({@link
 * AtomicPermission#nonResource}).
 *
 * @param nonResourceURL the URL path, taken literally
 * @param verb the verb
 */
record NonResourcePermission(String nonResourceURL, String verb) implements AtomicPermission {

  NonResourcePermission {
    requireNonNull(nonResourceURL, "nonResourceURL");
    requireNonNull(verb, "verb");
  }

  @Override
  public boolean isResource() {
    return false;
  }

  @Override
  public PolicyRule toPolicyRule() {
    return PolicyRule.nonResourceRule(List.of(nonResourceURL), List.of(verb));
  }

  @Override
  public Map<String, String> toFields() {
    return ImmutableMap.of("verb", verb, "nonResourceURL", nonResourceURL);
  }

  /** The compact Kubernetes text of {@link #toPolicyRule()}. */
  @Override
  public String toString() {
    return PolicyRules.compactString(toPolicyRule());
  }
}
