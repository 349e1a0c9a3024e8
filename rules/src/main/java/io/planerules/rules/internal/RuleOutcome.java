package io.planerules.rules.internal;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What one rule answers for one input: {@linkplain #pass pass} to the next rule, {@linkplain
 * #decide decide}, or say it is {@linkplain #notApplicable not applicable}. Only a decision stops
 * the evaluation; what the rule said becomes its trace entry's {@link TraceResult}.
 *
 * @param <D> the decision type of the rule book
 */
public final class RuleOutcome<D> {

  private final TraceResult result;
  private final @Nullable D decision;
  private final String note;

  private RuleOutcome(TraceResult result, @Nullable D decision, String note) {
    this.result = result;
    this.decision = decision;
    this.note = requireNonNull(note, "note");
  }

  /**
   * The rule passes the input on.
   *
   * @param note why it passed
   * @param <D> the decision type
   * @return the outcome
   */
  public static <D> RuleOutcome<D> pass(String note) {
    return new RuleOutcome<>(TraceResult.PASSED, null, note);
  }

  /**
   * The rule decides.
   *
   * @param decision the decision
   * @param note why it decided
   * @param <D> the decision type
   * @return the outcome
   */
  public static <D> RuleOutcome<D> decide(D decision, String note) {
    return new RuleOutcome<>(TraceResult.DECIDED, requireNonNull(decision, "decision"), note);
  }

  /**
   * The rule does not apply to this input.
   *
   * @param note why not
   * @param <D> the decision type
   * @return the outcome
   */
  public static <D> RuleOutcome<D> notApplicable(String note) {
    return new RuleOutcome<>(TraceResult.NOT_APPLICABLE, null, note);
  }

  /** What the rule said: its trace entry's result. */
  public TraceResult result() {
    return result;
  }

  /** The decision, present exactly when the rule {@linkplain TraceResult#DECIDED decided}. */
  public @Nullable D decision() {
    return decision;
  }

  /** Why the rule said what it said; becomes the trace entry's note. */
  public String note() {
    return note;
  }

  /**
   * The trace of a decision that consulted one rule: {@code rule} said {@code outcome}. A decision
   * with one rule needs no {@link RuleBook}; this is the entry {@link RuleBook#evaluate} would have
   * written for it.
   *
   * @param rule the rule consulted
   * @param outcome what it said
   * @return the one-entry trace
   */
  public static Trace trace(RuleId rule, RuleOutcome<?> outcome) {
    return Trace.of(List.of(new TraceEntry(rule, outcome.result, outcome.note)));
  }
}
