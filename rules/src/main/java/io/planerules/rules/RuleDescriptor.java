package io.planerules.rules;

import java.util.List;

/**
 * One rule as a reader meets it in {@code docs/rules.md}: its id, the decision it belongs to, a
 * one-line description, the reason or problem codes it can produce and the class that decides it.
 *
 * <p>Every module declares its rules the same way: one {@code enum} per concept implements this
 * interface, one constant per rule, and the code that decides a rule raises it through that
 * constant (a {@link RuleBook} is built from the constants; a {@link Problem} takes the constant's
 * code), so a rule id is never spelled twice. {@code docs/rules.md} is generated from those enums,
 * with a link to the source file of {@link #decidedBy()}.
 *
 * <pre>{@code
 * enum ParityRule implements RuleDescriptor {
 *   ZERO("parity.zero", "zero is neither even nor odd"), ...
 * }
 * RuleBook<Integer, String> parity = RuleBook.<Integer, String>named("parity")
 *     .rule(ParityRule.ZERO, n -> n == 0 ? RuleOutcome.decide("zero", "n is 0") : RuleOutcome.pass("n is not 0"))
 *     .build();
 * }</pre>
 */
public interface RuleDescriptor {

  /** The stable rule id, e.g. {@code ownership.foreign-label}. */
  RuleId id();

  /**
   * The decision the rule belongs to, e.g. {@code "ownership verdict"}: its section of {@code
   * docs/rules.md}.
   */
  String decision();

  /** What the rule checks, in one line. */
  String description();

  /**
   * The stable reason or problem codes the rule can produce, in the order the code reports them
   * (empty when the rule only passes or decides).
   */
  List<String> reasonCodes();

  /** The class whose source decides the rule: where a reader goes from the rule id to its code. */
  Class<?> decidedBy();
}
