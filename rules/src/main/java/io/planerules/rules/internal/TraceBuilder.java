package io.planerules.rules.internal;

import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a {@link Trace} for a decision whose rules are consulted in a hand-written order (a
 * decision that is not a {@link RuleBook}), so its trace entries are made in one place, with the
 * same {@link TraceEntry} values a {@code RuleBook} records.
 * <!-- snippet: RulesExamplesTest#trace-builder -->
 *
 * <pre>{@code
 * Trace trace =
 *     new TraceBuilder()
 *         .passed(RuleId.of("selection.present"), "")
 *         .decided(RuleId.of("selection.durable"), "mode is shared")
 *         .build();
 * // [selection.present: passed, selection.durable: decided (mode is shared)]
 * }</pre>
 */
public final class TraceBuilder {
  private final List<TraceEntry> entries = new ArrayList<>();

  /** An empty trace. */
  public TraceBuilder() {}

  /**
   * A trace that starts with {@code start}'s entries.
   *
   * @param start the entries recorded so far (e.g. a trace another decision returned)
   */
  public TraceBuilder(Trace start) {
    entries.addAll(start.entries());
  }

  /**
   * Records that {@code rule} passed the input on.
   *
   * @param rule the rule consulted
   * @param note why, or empty
   * @return this builder
   */
  @CanIgnoreReturnValue // records the step and returns this for chaining
  public TraceBuilder passed(RuleId rule, String note) {
    return add(rule, TraceResult.PASSED, note);
  }

  /**
   * Records that {@code rule} did not apply.
   *
   * @param rule the rule consulted
   * @param note why, or empty
   * @return this builder
   */
  @CanIgnoreReturnValue // records the step and returns this for chaining
  public TraceBuilder notApplicable(RuleId rule, String note) {
    return add(rule, TraceResult.NOT_APPLICABLE, note);
  }

  /**
   * Records that {@code rule} decided.
   *
   * @param rule the rule consulted
   * @param note the decision's message, or empty
   * @return this builder
   */
  @CanIgnoreReturnValue // records the step and returns this for chaining
  public TraceBuilder decided(RuleId rule, String note) {
    return add(rule, TraceResult.DECIDED, note);
  }

  /**
   * Appends every entry of {@code trace}.
   *
   * @param trace entries another decision recorded
   * @return this builder
   */
  @CanIgnoreReturnValue // records the steps and returns this for chaining
  public TraceBuilder append(Trace trace) {
    entries.addAll(trace.entries());
    return this;
  }

  /**
   * The trace recorded so far; the builder may go on recording.
   *
   * @return the entries in the order they were recorded
   */
  public Trace build() {
    return Trace.of(entries);
  }

  private TraceBuilder add(RuleId rule, TraceResult result, String note) {
    entries.add(new TraceEntry(requireNonNull(rule, "rule"), result, note));
    return this;
  }
}
