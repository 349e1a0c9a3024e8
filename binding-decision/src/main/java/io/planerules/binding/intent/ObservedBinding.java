package io.planerules.binding.intent;

import static java.util.Objects.requireNonNull;

import io.planerules.binding.Outcome;
import java.util.List;

/**
 * A ModelCacheBinding as read from the cluster, and the status rules that judge it
 * (docs/reference/binding-decision.md#binding-validation-and-phases): {@link #checkStatusChange}
 * and {@link #acceptsReferences()}.
 *
 * @param name metadata.name
 * @param namespace metadata.namespace
 * @param uid metadata.uid
 * @param deleting whether metadata.deletionTimestamp is set
 * @param finalizers metadata.finalizers
 * @param spec the spec
 * @param status the status
 */
public record ObservedBinding(
    String name,
    String namespace,
    String uid,
    boolean deleting,
    List<String> finalizers,
    BindingSpec spec,
    BindingStatus status) {
  /** Copies the list. */
  public ObservedBinding {
    requireNonNull(name, "name");
    requireNonNull(namespace, "namespace");
    requireNonNull(uid, "uid");
    finalizers = List.copyOf(finalizers);
    requireNonNull(spec, "spec");
    requireNonNull(status, "status");
  }

  /**
   * Checks an update of this binding's status to {@code next}: the phase changes ""→{@value
   * BindingStatus#PHASE_ACTIVE}, ""→{@value BindingStatus#PHASE_RETIRING}, {@value
   * BindingStatus#PHASE_ACTIVE}→{@value BindingStatus#PHASE_RETIRING} and no change are allowed
   * ({@code binding.phase-allowed}, the value {@code next}); {@code binding.retiring-final} refuses
   * a return from {@value BindingStatus#PHASE_RETIRING}, {@code binding.phase-cleared} clearing a
   * phase, {@code binding.phase-change} any other change, {@code binding.data-identity} a change of
   * a non-empty provider data identity. An unknown phase counts as not {@value
   * BindingStatus#PHASE_ACTIVE}.
   *
   * <p>Example: a {@code Retiring} binding {@code ns/b} updated to {@code Active} is refused by
   * {@code binding.retiring-final}: {@code model cache binding ns/b cannot return from Retiring to
   * Active}.
   *
   * @param next the status to write
   * @return {@code next}, or the refusal
   */
  public Outcome<BindingStatus> checkStatusChange(BindingStatus next) {
    return BindingPhases.checkChange(namespace, name, status, next);
  }

  /**
   * Whether this binding accepts a new request reference: only in phase {@value
   * BindingStatus#PHASE_ACTIVE} ({@code binding.accepting}, the value its status); otherwise {@code
   * binding.accepts-references} refuses.
   *
   * @return the status, or the refusal
   */
  public Outcome<BindingStatus> acceptsReferences() {
    return BindingPhases.acceptsReferences(namespace, name, status);
  }
}
