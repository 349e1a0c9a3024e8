package io.planerules.ownership.teardown;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.internal.Kinds;
import io.planerules.rules.Problem;
import java.util.List;
import java.util.Optional;

/**
 * What {@code destroy} for plane P does (docs/reference/ownership.md#teardown): ready with ordered
 * {@link #steps()} (uninstall the releases of each scope, then delete the owned namespaces, the
 * selected ClusterIssuers and the owned leftover hook objects), or {@link #aborted()} with its
 * {@link #reasons()} and <b>no steps</b> (nothing is deleted, the release uninstall does not run).
 * Both carry the phase-1 decisions and warnings.
 */
public sealed interface TeardownPlan permits Ready, Aborted {

  /** Every phase-1 decision, in check order. */
  List<Verdict> decisions();

  /** Warnings (e.g. {@code teardown.hook-object-not-owned}). */
  List<Problem> warnings();

  /** The steps (empty when aborted). */
  List<TeardownStep> steps();

  /** The abort reasons (empty when ready). */
  List<Problem> reasons();

  /** Whether the plan aborted. */
  default boolean aborted() {
    return this instanceof Aborted;
  }

  /** The abort reasons' messages joined by {@code "; "}, when aborted. */
  default Optional<String> reasonText() {
    return reasons().isEmpty()
        ? Optional.empty()
        : Optional.of(String.join("; ", reasons().stream().map(Problem::message).toList()));
  }

  /** The names of the namespaces deleted, ascending. */
  default List<String> deleteNamespaces() {
    return names(Kinds.NAMESPACE);
  }

  /** The names of the ClusterIssuers deleted, ascending. */
  default List<String> deleteClusterIssuers() {
    return names(Kinds.CLUSTER_ISSUER);
  }

  private ImmutableList<String> names(String kind) {
    return steps().stream()
        .map(TeardownStep::target)
        .filter(target -> target != null && target.kind().equals(kind))
        .map(target -> requireNonNull(target).name())
        .collect(ImmutableList.toImmutableList());
  }
}
