package io.planerules.binding.names;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules every derived model-cache object name passes: a non-blank input, then its kind's
 * Kubernetes name rule. Decision {@code model-cache-name} of docs/rules.md.
 *
 * <p>Example: {@code ModelCacheNameRule.INVALID.id()} is {@code name.invalid} with reason code
 * {@code INVALID_NAME}.
 */
public enum ModelCacheNameRule implements RuleDescriptor {
  /** {@code name.cache-handle}: the cache handle is not blank. */
  CACHE_HANDLE(
      "name.cache-handle", "the cache handle is not blank", "BLANK_INPUT", ModelCacheNames.class),
  /** {@code name.sharing-domain}: the sharing domain is not blank. */
  SHARING_DOMAIN(
      "name.sharing-domain",
      "the sharing domain is not blank",
      "BLANK_INPUT",
      ModelCacheNames.class),
  /** {@code name.invalid}: a derived name passes its kind's rule (never repaired). */
  INVALID(
      "name.invalid",
      "a derived name passes its kind's rule (never repaired)",
      "INVALID_NAME",
      ModelCacheNames.class),
  /** {@code name.derived}: the derived name passed its kind's rule. */
  DERIVED(
      "name.derived", "the derived name passed its kind's rule", "DERIVED", ModelCacheNames.class);

  private static final String DECISION = "model-cache-name";

  private final Definition definition;

  ModelCacheNameRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
