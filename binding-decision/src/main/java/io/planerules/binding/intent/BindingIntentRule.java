package io.planerules.binding.intent;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules of the expected ModelCacheBinding and of validating an existing one, in evaluation
 * order. Decision {@code binding} of docs/rules.md.
 *
 * <p>Example: {@code BindingIntentRule.FINALIZER.id()} is {@code binding.finalizer} with reason
 * code {@code FINALIZER_MISSING}.
 */
public enum BindingIntentRule implements RuleDescriptor {
  /** {@code binding.nil}: a binding must be present. */
  NIL("binding.nil", "a binding must be present", "NIL", BindingIntent.class),
  /** {@code binding.durable}: a binding needs a durable selection. */
  DURABLE(
      "binding.durable", "a binding needs a durable selection", "NOT_DURABLE", BindingIntent.class),
  /** {@code binding.sharing-domain}: the sharing domain is not blank. */
  SHARING_DOMAIN(
      "binding.sharing-domain",
      "the sharing domain is not blank",
      "SHARING_DOMAIN_EMPTY",
      BindingIntent.class),
  /** {@code binding.cache-handle}: the cache handle is not blank. */
  CACHE_HANDLE(
      "binding.cache-handle",
      "the cache handle is not blank",
      "CACHE_HANDLE_EMPTY",
      BindingIntent.class),
  /** {@code binding.writer-namespace}: the writer namespace is a DNS-1123 label. */
  WRITER_NAMESPACE(
      "binding.writer-namespace",
      "the writer namespace is a DNS-1123 label",
      "INVALID_WRITER_NAMESPACE",
      BindingIntent.class),
  /**
   * {@code binding.resource-name}: every derived resource name passes its kind's rule (never
   * repaired).
   */
  RESOURCE_NAME(
      "binding.resource-name",
      "every derived resource name passes its kind's rule (never repaired)",
      "INVALID_RESOURCE_NAME",
      BindingIntent.class),
  /** {@code binding.expected}: every precondition passed: the expected binding. */
  EXPECTED(
      "binding.expected",
      "every precondition passed: the expected binding",
      "EXPECTED",
      BindingIntent.class),
  /** {@code binding.identity}: the binding has the expected namespace and name. */
  IDENTITY(
      "binding.identity",
      "the binding has the expected namespace and name",
      "IDENTITY_MISMATCH",
      BindingIntent.class),
  /** {@code binding.deleting}: the binding is not being deleted. */
  DELETING("binding.deleting", "the binding is not being deleted", "DELETING", BindingIntent.class),
  /** {@code binding.finalizer}: the binding carries the protection finalizer. */
  FINALIZER(
      "binding.finalizer",
      "the binding carries the protection finalizer",
      "FINALIZER_MISSING",
      BindingIntent.class),
  /**
   * {@code binding.spec}: the immutable spec equals the request intent (sets as sets, mount options
   * in order).
   */
  SPEC(
      "binding.spec",
      "the immutable spec equals the request intent (sets as sets, mount options in order)",
      "SPEC_MISMATCH",
      BindingIntent.class),
  /** {@code binding.reference}: a selection's binding reference names this binding. */
  REFERENCE(
      "binding.reference",
      "a selection's binding reference names this binding",
      "REFERENCE_CHANGED",
      BindingIntent.class),
  /** {@code binding.active}: the binding phase is Active. */
  ACTIVE("binding.active", "the binding phase is Active", "NOT_ACTIVE", BindingIntent.class),
  /** {@code binding.valid}: every binding check passed. */
  VALID("binding.valid", "every binding check passed", "VALID", BindingIntent.class);

  private static final String DECISION = "binding";

  private final Definition definition;

  BindingIntentRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
