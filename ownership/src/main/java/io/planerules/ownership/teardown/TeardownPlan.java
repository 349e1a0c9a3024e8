package io.planerules.ownership.teardown;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.Verdict;
import io.planerules.rules.Problem;
import java.util.List;
import java.util.Optional;

/**
 * What {@code destroy} for plane P does (docs/reference/ownership.md#teardown): {@link Ready} with
 * ordered steps, or {@link Aborted} with its reasons and <b>no steps</b> (nothing is deleted, the
 * release uninstall does not run). Both carry the phase-1 decisions and warnings.
 */
public sealed interface TeardownPlan permits TeardownPlan.Ready, TeardownPlan.Aborted {

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
    return names(TeardownStep.Kind.DELETE_NAMESPACE);
  }

  /** The names of the ClusterIssuers deleted, ascending. */
  default List<String> deleteClusterIssuers() {
    return names(TeardownStep.Kind.DELETE_CLUSTER_ISSUER);
  }

  private ImmutableList<String> names(TeardownStep.Kind kind) {
    return steps().stream()
        .filter(s -> s.kind() == kind)
        .map(s -> requireNonNull(s.target()).name())
        .collect(ImmutableList.toImmutableList());
  }

  /**
   * A plan that can run.
   *
   * @param steps the steps, in order
   * @param decisions the phase-1 decisions
   * @param warnings the warnings
   */
  record Ready(List<TeardownStep> steps, List<Verdict> decisions, List<Problem> warnings)
      implements TeardownPlan {
    /** Creates the plan; copies the lists. */
    public Ready {
      steps = ImmutableList.copyOf(steps);
      decisions = ImmutableList.copyOf(decisions);
      warnings = ImmutableList.copyOf(warnings);
    }

    @Override
    public List<Problem> reasons() {
      return List.of();
    }
  }

  /**
   * A plan that must not run.
   *
   * @param reasons why (at least one)
   * @param decisions the phase-1 decisions
   * @param warnings the warnings
   */
  record Aborted(List<Problem> reasons, List<Verdict> decisions, List<Problem> warnings)
      implements TeardownPlan {
    /** Creates the plan; copies the lists. */
    public Aborted {
      reasons = ImmutableList.copyOf(reasons);
      if (reasons.isEmpty()) {
        throw new IllegalArgumentException("an aborted plan needs a reason");
      }
      decisions = ImmutableList.copyOf(decisions);
      warnings = ImmutableList.copyOf(warnings);
    }

    @Override
    public List<TeardownStep> steps() {
      return List.of();
    }
  }
}
