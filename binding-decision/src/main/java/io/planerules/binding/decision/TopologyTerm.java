package io.planerules.binding.decision;

import java.util.List;

/**
 * One term of a StorageClass's {@code allowedTopologies}.
 *
 * @param matchLabelExpressions the requirements, in order
 */
public record TopologyTerm(List<TopologyRequirement> matchLabelExpressions) {
  /** Copies the list. */
  public TopologyTerm {
    matchLabelExpressions = List.copyOf(matchLabelExpressions);
  }
}
