package io.planerules.binding.intent;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code binding}, which {@link BindingIntent} evaluates in this order to
 * build the expected ModelCacheBinding and to validate an existing one. Each constant's {@code
 * description()} is its line in docs/rules.md; its one reason code is on the outcome it decides.
 */
enum BindingIntentRule implements DefinedRule {
  NIL("binding.nil", "a binding must be present", "NIL"),
  DURABLE("binding.durable", "a binding needs a durable selection", "NOT_DURABLE"),
  SHARING_DOMAIN(
      "binding.sharing-domain", "the sharing domain is not blank", "SHARING_DOMAIN_EMPTY"),
  CACHE_HANDLE("binding.cache-handle", "the cache handle is not blank", "CACHE_HANDLE_EMPTY"),
  WRITER_NAMESPACE(
      "binding.writer-namespace",
      "the writer namespace is a DNS-1123 label",
      "INVALID_WRITER_NAMESPACE"),
  RESOURCE_NAME(
      "binding.resource-name",
      "every derived resource name passes its kind's rule (never repaired)",
      "INVALID_RESOURCE_NAME"),
  EXPECTED("binding.expected", "every precondition passed: the expected binding", "EXPECTED"),
  IDENTITY(
      "binding.identity", "the binding has the expected namespace and name", "IDENTITY_MISMATCH"),
  DELETING("binding.deleting", "the binding is not being deleted", "DELETING"),
  FINALIZER(
      "binding.finalizer", "the binding carries the protection finalizer", "FINALIZER_MISSING"),
  SPEC(
      "binding.spec",
      "the immutable spec equals the request intent (sets as sets, mount options in order)",
      "SPEC_MISMATCH"),
  REFERENCE(
      "binding.reference",
      "a selection's binding reference names this binding",
      "REFERENCE_CHANGED"),
  ACTIVE("binding.active", "the binding phase is Active", "NOT_ACTIVE"),
  VALID("binding.valid", "every binding check passed", "VALID");

  private static final String DECISION = "binding";

  private final Definition definition;

  BindingIntentRule(String id, String description, String reason) {
    definition = Definition.of(id, DECISION, BindingIntent.class, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
