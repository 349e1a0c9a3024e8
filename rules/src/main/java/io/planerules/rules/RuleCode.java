package io.planerules.rules;

/**
 * A reason or problem code a rule reports that is not a rule id, declared once as a constant
 * (typically of a {@code Code} enum beside the rule enum) and given both to {@link
 * RuleDescriptor.Definition#of(String, String, Class, String, RuleCode...)} and to the {@link
 * Problem}s the rule raises.
 */
public interface RuleCode {

  /** The stable code text, e.g. {@code id.whitespace}. */
  String code();
}
