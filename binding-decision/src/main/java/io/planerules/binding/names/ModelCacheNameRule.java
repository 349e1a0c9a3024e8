package io.planerules.binding.names;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code model-cache-name}, which {@link ModelCacheNames} applies in this
 * order to every derived model-cache object name: a non-blank input, then its kind's Kubernetes
 * name rule. Each constant's {@code description()} is its line in docs/rules.md; its one reason
 * code is on the outcome it decides.
 */
enum ModelCacheNameRule implements DefinedRule {
  CACHE_HANDLE("name.cache-handle", "the cache handle is not blank", "BLANK_INPUT"),
  SHARING_DOMAIN("name.sharing-domain", "the sharing domain is not blank", "BLANK_INPUT"),
  INVALID("name.invalid", "a derived name passes its kind's rule (never repaired)", "INVALID_NAME"),
  DERIVED("name.derived", "the derived name passed its kind's rule", "DERIVED");

  private static final String DECISION = "model-cache-name";

  private final Definition definition;

  ModelCacheNameRule(String id, String description, String reason) {
    definition = Definition.of(id, DECISION, ModelCacheNames.class, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
