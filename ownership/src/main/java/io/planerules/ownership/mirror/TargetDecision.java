package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.Action;
import io.planerules.ownership.Verdict;

/**
 * The decision for one candidate target namespace of one source Secret: {@code mirror.skip-source}
 * or the {@link Action#MIRROR} policy cell. Only an {@link Verdict.Allow} receives a copy.
 *
 * @param namespace the candidate namespace
 * @param verdict the verdict
 */
public record TargetDecision(String namespace, Verdict verdict) {

  /** Creates a decision. */
  public TargetDecision {
    requireNonNull(namespace, "namespace");
    requireNonNull(verdict, "verdict");
  }

  /** Whether the namespace receives a copy. */
  public boolean receivesCopy() {
    return verdict.allowed();
  }
}
