package io.planerules.binding;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import java.util.Arrays;
import java.util.List;

/**
 * The rules reference of this module: every rule id with its decision, one-line description and
 * reason code, in evaluation order within each decision. {@code docs/rules.md} is generated from
 * it.
 *
 * <p>Example: {@code BindingRules.all().get(0).id()} is {@code decision.storage-class}.
 */
public final class BindingRules {
  private static final ImmutableList<RuleDescriptor> ALL =
      Arrays.stream(BindingRule.values())
          .map(BindingRule::descriptor)
          .collect(ImmutableList.toImmutableList());

  private BindingRules() {}

  /** Every rule of the binding-decision module, in declaration (evaluation) order. */
  public static List<RuleDescriptor> all() {
    return ALL;
  }
}
