package io.planerules.storage.internal.io;

import io.planerules.rules.Problem;

/**
 * A fatal finding of a token walk: parsing stops and the result holds exactly this problem. A
 * control-flow signal without stack trace; it never leaves the parsers.
 */
final class FatalProblem extends Exception {
  private static final long serialVersionUID = 1L;

  @SuppressWarnings("serial") // never serialized
  private final Problem problem;

  /**
   * Signals a fatal problem.
   *
   * @param problem the one problem of the result
   */
  FatalProblem(Problem problem) {
    super(null, null, false, false);
    this.problem = problem;
  }

  /**
   * The problem that stopped parsing.
   *
   * @return the problem
   */
  Problem problem() {
    return problem;
  }
}
