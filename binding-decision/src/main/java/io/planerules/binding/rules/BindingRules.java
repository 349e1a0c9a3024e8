package io.planerules.binding.rules;

import com.google.common.collect.ImmutableList;
import io.planerules.binding.decision.DecisionRule;
import io.planerules.binding.drift.DriftRule;
import io.planerules.binding.helm.HelmRule;
import io.planerules.binding.intent.BindingIntentRule;
import io.planerules.binding.intent.BindingPhaseRule;
import io.planerules.binding.names.ModelCacheNameRule;
import io.planerules.binding.reader.ReaderHandleRule;
import io.planerules.binding.reader.ReaderPlanRule;
import io.planerules.binding.reader.WriterIdentityRule;
import io.planerules.binding.selection.SelectionRule;
import io.planerules.binding.selection.io.SelectionParseRule;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules reference of this module: every rule enum's constants in documentation order (the
 * decision, the selection parse then its validation, drift, the binding intent and its phases, the
 * Helm backend, reader volumes, the writer identity, model-cache names), each decision's rules in
 * evaluation order. {@code docs/rules.md} is generated from it.
 *
 * <p>Example: {@code BindingRules.all().get(0)} is {@link DecisionRule#STORAGE_CLASS} ({@code
 * decision.storage-class}).
 */
public final class BindingRules {
  private static final ImmutableList<RuleDescriptor> ALL =
      ImmutableList.<RuleDescriptor>builder()
          .add(DecisionRule.values())
          .add(SelectionParseRule.values())
          .add(SelectionRule.values())
          .add(DriftRule.values())
          .add(BindingIntentRule.values())
          .add(BindingPhaseRule.values())
          .add(HelmRule.values())
          .add(ReaderHandleRule.values())
          .add(ReaderPlanRule.values())
          .add(WriterIdentityRule.values())
          .add(ModelCacheNameRule.values())
          .build();

  private BindingRules() {}

  /** Every rule of the binding-decision module, in documentation (evaluation) order. */
  public static List<RuleDescriptor> all() {
    return ALL;
  }
}
