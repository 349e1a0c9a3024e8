package io.planerules.rules;

import java.util.List;

/**
 * One rule as a reader meets it in {@code docs/rules.md}: its id, the decision it belongs to, a
 * one-line description, the reason or problem codes it can produce and the class that decides it.
 *
 * <p>A module declares each rule once, as a constant of a package-private enum, and the front door
 * of the decision lists them ({@code static List<RuleDescriptor> rules()}, e.g. {@code
 * ControlPlaneId.rules()}, {@code OwnershipPolicy.rules()}); {@code docs/rules.md} is generated
 * from those lists, with a link to the source file of {@link #decidedBy()}. A rule an answer names
 * is its {@link RuleId}.
 * <!-- snippet: RulesExamplesTest#rule-descriptor -->
 *
 * <pre>{@code
 * for (RuleDescriptor rule : rules) {
 *   lines.add(rule.id() + " (" + rule.decision() + "): " + rule.description());
 * }
 * // [sign.zero (sign): zero has no sign, sign.negative (sign): below zero]
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
