package io.planerules.binding.rules;

import com.google.common.collect.ImmutableList;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.drift.DriftCheck;
import io.planerules.binding.helm.HelmBackend;
import io.planerules.binding.intent.BindingIntent;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.binding.reader.ReaderVolumes;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.binding.selection.io.SelectionCodec;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules reference of this module: every rule enum's constants in documentation order (the
 * decision, the selection parse then its validation, drift, the binding intent and its phases, the
 * Helm backend, reader volumes, the writer identity, model-cache names), each decision's rules in
 * evaluation order. {@code docs/rules.md} is generated from it.
 *
 * <p>Example: {@code BindingRules.all().get(0)} is {@code DecisionRule.STORAGE_CLASS} ({@code
 * decision.storage-class}).
 */
public final class BindingRules {
  private static final ImmutableList<RuleDescriptor> ALL =
      ImmutableList.<RuleDescriptor>builder()
          .addAll(DecisionResolver.rules())
          .addAll(SelectionCodec.rules())
          .addAll(PersistedSelection.rules())
          .addAll(DriftCheck.rules())
          .addAll(BindingIntent.rules())
          .addAll(HelmBackend.rules())
          .addAll(ReaderVolumes.rules())
          .addAll(ModelCacheNames.rules())
          .build();

  private BindingRules() {}

  /** Every rule of the binding-decision module, in documentation (evaluation) order. */
  public static List<RuleDescriptor> all() {
    return ALL;
  }
}
