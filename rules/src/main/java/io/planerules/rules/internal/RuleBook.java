package io.planerules.rules.internal;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * An ordered list of named rules for one decision. {@link #evaluate} consults the rules in order;
 * the first rule that {@linkplain RuleOutcome#decide decides} wins and no later rule is consulted.
 * The returned {@link Evaluation} holds the decision and the trace of every rule consulted, so the
 * answer explains itself.
 *
 * <p>A rule book is immutable and thread-safe when its rules are pure; build it once and share it.
 * <!-- snippet: RulesExamplesTest#rule-book -->
 *
 * <pre>{@code
 * RuleBook<Integer, String> parity =
 *     RuleBook.<Integer, String>named("parity")
 *         .rule(
 *             "parity.zero",
 *             "zero is neither",
 *             n -> n == 0 ? RuleOutcome.decide("zero", "n is 0") : RuleOutcome.pass("n is not 0"))
 *         .rule(
 *             "parity.even",
 *             "even numbers",
 *             n ->
 *                 n % 2 == 0
 *                     ? RuleOutcome.decide("even", "divisible by 2")
 *                     : RuleOutcome.pass("odd"))
 *         .build();
 * Evaluation<String> e = parity.evaluate(3); // no decision; both rules passed
 * }</pre>
 *
 * @param <I> the input type
 * @param <D> the decision type
 */
public final class RuleBook<I, D> {

  private final String decision;
  private final ImmutableList<Rule<I, D>> rules;

  private RuleBook(String decision, ImmutableList<Rule<I, D>> rules) {
    this.decision = decision;
    this.rules = rules;
  }

  /**
   * Starts a rule book for the named decision.
   *
   * @param decision what the rule book decides, e.g. {@code "ownership verdict"}; it names the
   *     section of {@code docs/rules.md}
   * @param <I> the input type
   * @param <D> the decision type
   * @return a builder
   */
  public static <I, D> Builder<I, D> named(String decision) {
    return new Builder<>(requireNonNull(decision, "decision"));
  }

  /** What this rule book decides. */
  public String decision() {
    return decision;
  }

  /** The rules, in evaluation order. */
  public List<Rule<I, D>> rules() {
    return rules;
  }

  /**
   * Consults the rules in order until one decides.
   *
   * @param input the input every rule looks at
   * @return the decision (if any), the deciding rule and the trace of every rule consulted
   */
  public Evaluation<D> evaluate(I input) {
    ImmutableList.Builder<TraceEntry> trace = ImmutableList.builderWithExpectedSize(rules.size());
    for (Rule<I, D> rule : rules) {
      RuleOutcome<D> outcome = rule.apply(input);
      trace.add(new TraceEntry(rule.id(), outcome.result(), outcome.note()));
      D decision = outcome.decision();
      if (decision != null) {
        return new Evaluation<>(decision, rule.id(), Trace.of(trace.build()));
      }
    }
    return new Evaluation<>(null, null, Trace.of(trace.build()));
  }

  /**
   * Builds a {@link RuleBook}; rule ids must be unique within the book.
   *
   * @param <I> the input type
   * @param <D> the decision type
   */
  public static final class Builder<I, D> {
    private final String decision;
    private final ImmutableList.Builder<Rule<I, D>> rules = ImmutableList.builder();
    private final Set<RuleId> ids = new HashSet<>();

    private Builder(String decision) {
      this.decision = decision;
    }

    /**
     * Appends a rule.
     *
     * @param rule the rule
     * @return this builder
     * @throws IllegalArgumentException when the id is already in the book
     */
    @CanIgnoreReturnValue
    public Builder<I, D> rule(Rule<I, D> rule) {
      requireNonNull(rule, "rule");
      if (!ids.add(rule.id())) {
        throw new IllegalArgumentException("duplicate rule id " + rule.id() + " in " + decision);
      }
      rules.add(rule);
      return this;
    }

    /**
     * Appends a rule.
     *
     * @param id the rule id text
     * @param description one line
     * @param body the rule
     * @return this builder
     * @throws IllegalArgumentException when the id is malformed or already in the book
     */
    @CanIgnoreReturnValue
    public Builder<I, D> rule(
        String id, String description, Function<? super I, RuleOutcome<D>> body) {
      return rule(new Rule<>(RuleId.of(id), description, body));
    }

    /**
     * Appends the rule a descriptor declares.
     *
     * @param rule the rule's descriptor (its id and description)
     * @param body the rule
     * @return this builder
     * @throws IllegalArgumentException when the id is already in the book
     */
    @CanIgnoreReturnValue
    public Builder<I, D> rule(RuleDescriptor rule, Function<? super I, RuleOutcome<D>> body) {
      return rule(new Rule<>(rule.id(), rule.description(), body));
    }

    /** The rule book, rules in the order they were added. */
    public RuleBook<I, D> build() {
      return new RuleBook<>(decision, rules.build());
    }
  }
}
