package io.planerules.rules;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;

/**
 * The rules a decision consulted, in the order it consulted them. Traces compose: a decision that
 * first classifies an object and then applies a policy returns the classification trace followed by
 * the policy's entries ({@link #then(Trace)}).
 * <!-- snippet: RulesExamplesTest#trace -->
 *
 * <pre>{@code
 * for (TraceEntry entry : trace.entries()) {
 *   lines.add(entry.toString()); // ownership.label-match: decided (label equals id)
 * }
 * }</pre>
 */
public final class Trace {

  private static final Trace EMPTY = new Trace(ImmutableList.of());

  private final ImmutableList<TraceEntry> entries;

  private Trace(ImmutableList<TraceEntry> entries) {
    this.entries = entries;
  }

  /** The trace of a decision that consulted no rule. */
  public static Trace empty() {
    return EMPTY;
  }

  /**
   * A trace of these entries, in this order.
   *
   * @param entries the entries
   * @return the trace
   */
  public static Trace of(List<TraceEntry> entries) {
    return entries.isEmpty() ? EMPTY : new Trace(ImmutableList.copyOf(entries));
  }

  /** The entries in consultation order. */
  public List<TraceEntry> entries() {
    return entries;
  }

  /** The rule ids in consultation order. */
  public List<RuleId> ruleIds() {
    return entries.stream().map(TraceEntry::ruleId).collect(ImmutableList.toImmutableList());
  }

  /** The last entry that {@linkplain TraceResult#DECIDED decided}, if any did. */
  public Optional<TraceEntry> decidingEntry() {
    for (TraceEntry entry : entries.reverse()) {
      if (entry.result() == TraceResult.DECIDED) {
        return Optional.of(entry);
      }
    }
    return Optional.empty();
  }

  /**
   * This trace with one more entry at the end.
   *
   * @param entry the entry to append
   * @return the longer trace
   */
  public Trace with(TraceEntry entry) {
    requireNonNull(entry, "entry");
    return new Trace(
        ImmutableList.<TraceEntry>builderWithExpectedSize(entries.size() + 1)
            .addAll(entries)
            .add(entry)
            .build());
  }

  /**
   * This trace followed by another.
   *
   * @param next the trace of the step that came after
   * @return the combined trace
   */
  public Trace then(Trace next) {
    if (next.entries.isEmpty()) {
      return this;
    }
    if (entries.isEmpty()) {
      return next;
    }
    return new Trace(
        ImmutableList.<TraceEntry>builder().addAll(entries).addAll(next.entries).build());
  }

  /** Whether no rule was consulted. */
  public boolean isEmpty() {
    return entries.isEmpty();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Trace that && entries.equals(that.entries);
  }

  @Override
  public int hashCode() {
    return entries.hashCode();
  }

  /** One entry per line. */
  @Override
  public String toString() {
    return String.join("\n", entries.stream().map(TraceEntry::toString).toList());
  }
}
