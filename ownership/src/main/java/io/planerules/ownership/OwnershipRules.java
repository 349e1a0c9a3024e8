package io.planerules.ownership;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.internal.TransitionalDescriptor;
import java.util.List;

/**
 * Every rule id of the ownership module (ownership.md §8) for {@code docs/rules.md}: {@code
 * ownership.*} (5), {@code policy.<action>.<state>} (42), {@code backend.*} (11), {@code
 * icms.namespace}, {@code select.workload-label}, {@code namespace.outside-plane}, {@code crd.*}
 * (4), {@code hook.delete-policy}, {@code mirror.*}, {@code replay.caches-synced}, {@code
 * teardown.*}, {@code residue.*} and {@code informer.*}. The RBAC package documents its own rules.
 *
 * <pre>{@code
 * OwnershipRules.all().forEach(d -> System.out.println(d.id() + " " + d.description()));
 * }</pre>
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
        .add(
            new TransitionalDescriptor(
                IcmsRequestPolicy.NAMESPACE_RULE,
                "ICMSRequest reconcile",
                "a request outside the plane's requests namespace is refused (named planes)",
                List.of("REQUEST_NAMESPACE_MISMATCH")))
        .add(
            new TransitionalDescriptor(
                WorkloadNamespaceSelector.WORKLOAD_RULE,
                "workload namespace selection",
                "a namespace without the workload-instance-type label is skipped",
                List.of("NOT_A_WORKLOAD_NAMESPACE")))
        .add(
            new TransitionalDescriptor(
                NamespaceLifecycle.OUTSIDE_PLANE_RULE,
                "namespace lifecycle",
                "a namespace that is not one of the plane's derived namespaces is refused",
                List.of(NamespaceLifecycle.OUTSIDE_PLANE_RULE.value(), "namespace.not-owned")))
        .addAll(SharedCrdPolicy.rules())
        .add(
            new TransitionalDescriptor(
                RuleId.of(HookPolicy.CODE),
                "pre-delete hook policy",
                "hook objects must be deleted before re-creation and after success",
                List.of(HookPolicy.CODE)))
        .addAll(SecretMirrorPlanner.rules())
        .addAll(TeardownPlanner.rules())
        .addAll(InformerScopes.rules())
        .build();
  }
}
