package io.planerules.ownership.rules;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.IcmsRequestPolicy;
import io.planerules.ownership.OwnershipClassifier;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.backend.BackendAdmission;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.ownership.install.NamespaceLifecycle;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * Every rule of the ownership module, for {@code docs/rules.md}: the rule enums of each package, in
 * the order the reference lists them: classification ({@code ownership.*}), the policy matrix
 * ({@code policy.<action>.<state>}), NVCFBackend admission ({@code backend.*}), the reconcile front
 * doors ({@code icms.namespace}, {@code select.workload-label}), install and removal ({@code
 * namespace.outside-plane}, {@code crd.*}, {@code hook.delete-policy}), Secret mirroring ({@code
 * mirror.*}, {@code replay.caches-synced}), teardown ({@code teardown.*}, {@code residue.*}) and
 * informer scopes ({@code informer.*}).
 */
public final class OwnershipRules {

  private OwnershipRules() {}

  /**
   * Every rule, grouped by decision, in evaluation order within each group.
   *
   * @return the descriptors; ids are unique
   */
  public static List<RuleDescriptor> all() {
    return ImmutableList.<RuleDescriptor>builder()
        .addAll(OwnershipClassifier.rules())
        .addAll(OwnershipPolicy.rules())
        .addAll(BackendAdmission.rules())
        .addAll(IcmsRequestPolicy.rules())
        .addAll(NamespaceLifecycle.rules())
        .addAll(SecretMirrorPlanner.rules())
        .addAll(TeardownPlanner.rules())
        .addAll(InformerScopes.rules())
        .build();
  }
}
