package io.planerules.rules;

import static java.util.Objects.requireNonNull;

/**
 * What one rule answers for one input: {@linkplain Pass pass} to the next rule, {@linkplain Decide
 * decide}, or say it is {@linkplain NotApplicable not applicable}. Only {@link Decide} stops the
 * evaluation.
 *
 * @param <D> the decision type of the rule book
 */
public sealed interface RuleOutcome<D>
    permits RuleOutcome.Pass, RuleOutcome.Decide, RuleOutcome.NotApplicable {

  /** Why the rule said what it said; becomes the trace entry's note. */
  String note();

  /**
   * The rule passes the input on.
   *
   * @param note why it passed
   * @param <D> the decision type
   * @return the outcome
   */
  static <D> RuleOutcome<D> pass(String note) {
    return new Pass<>(note);
  }

  /**
   * The rule decides.
   *
   * @param decision the decision
   * @param note why it decided
   * @param <D> the decision type
   * @return the outcome
   */
  static <D> RuleOutcome<D> decide(D decision, String note) {
    return new Decide<>(decision, note);
  }

  /**
   * The rule does not apply to this input.
   *
   * @param note why not
   * @param <D> the decision type
   * @return the outcome
   */
  static <D> RuleOutcome<D> notApplicable(String note) {
    return new NotApplicable<>(note);
  }

  /**
   * The rule passed the input on.
   *
   * @param note why
   * @param <D> the decision type
   */
  record Pass<D>(String note) implements RuleOutcome<D> {
    /** Creates the outcome. */
    public Pass {
      requireNonNull(note, "note");
    }
  }

  /**
   * The rule decided.
   *
   * @param decision what it decided
   * @param note why
   * @param <D> the decision type
   */
  record Decide<D>(D decision, String note) implements RuleOutcome<D> {
    /** Creates the outcome. */
    public Decide {
      requireNonNull(decision, "decision");
      requireNonNull(note, "note");
    }
  }

  /**
   * The rule does not apply.
   *
   * @param note why
   * @param <D> the decision type
   */
  record NotApplicable<D>(String note) implements RuleOutcome<D> {
    /** Creates the outcome. */
    public NotApplicable {
      requireNonNull(note, "note");
    }
  }
}
