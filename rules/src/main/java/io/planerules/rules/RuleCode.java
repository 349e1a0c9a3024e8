package io.planerules.rules;

/**
 * A reason or problem code a rule reports that is not a rule id, declared once as a constant,
 * typically of a {@code Code} enum beside the rule enum. The rule's {@link
 * RuleDescriptor#reasonCodes()} list the codes and the {@link Problem}s it raises carry their
 * {@link #code()}.
 */
public interface RuleCode {

  /** The stable code text, e.g. {@code id.whitespace}. */
  String code();
}
