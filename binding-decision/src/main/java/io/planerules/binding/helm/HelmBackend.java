package io.planerules.binding.helm;

import io.planerules.binding.Outcome;
import io.planerules.binding.internal.Steps;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.internal.drivers.WellKnownNames;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * The cache backend of a Helm (mini-service) request
 * (docs/reference/binding-decision.md#helm-backend; upstream {@code cachebackend.go}).
 *
 * <p>From a selection: mode {@code none} → {@link #NONE}, {@code ephemeral} → {@link #EPHEMERAL},
 * durable {@code roxReadOnly} → {@link #NVMESH}, durable {@code rwxReadOnly} → {@link #SHAREDFS};
 * {@link #SAMBA} is never chosen from a selection. Example: {@code fromSelection(helmDurableRwx)} →
 * {@code sharedfs} by {@code helm.sharedfs}.
 */
public enum HelmBackend {
  /** No model cache. */
  NONE,
  /** An ephemeral cache. */
  EPHEMERAL,
  /** A durable NVMesh cache; readers get namespace-rewritten reader PVs. */
  NVMESH,
  /** A durable shared-filesystem cache (one RWX claim). */
  SHAREDFS,
  /** The legacy Samba-served cache. */
  SAMBA;

  /**
   * The wire name: {@code none}, {@code ephemeral}, {@code nvmesh}, {@code sharedfs}, {@code
   * samba}.
   */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The backend of a persisted selection: its validation first, then {@code helm.not-helm} for a
   * non-Helm workflow, then the mode × transition table.
   */
  public static Outcome<HelmBackend> fromSelection(@Nullable PersistedSelection selection) {
    Outcome<PersistedSelection> checked = PersistedSelection.check(selection);
    if (!checked.isOk()) {
      return Steps.retyped(checked);
    }
    PersistedSelection s = checked.orElseThrow();
    Steps steps = new Steps(checked.trace());
    if (!Workflow.HELM.wireName().equals(s.workflow())) {
      return steps.refuse(
          HelmRule.NOT_HELM,
          "model cache selection workflow " + GoQuote.quote(s.workflow()) + " is not Helm",
          "workflow");
    }
    steps.pass(HelmRule.NOT_HELM, "");
    if (PersistedSelection.MODE_NONE.equals(s.mode())) {
      return steps.ok(HelmRule.NONE, NONE, "mode none");
    }
    steps.pass(HelmRule.NONE, "");
    if (PersistedSelection.MODE_EPHEMERAL.equals(s.mode())) {
      return steps.ok(HelmRule.EPHEMERAL, EPHEMERAL, "mode ephemeral");
    }
    steps.pass(HelmRule.EPHEMERAL, "");
    if (Transition.ROX_READ_ONLY.wireName().equals(s.transition())) {
      return steps.ok(HelmRule.NVMESH, NVMESH, "durable roxReadOnly");
    }
    steps.pass(HelmRule.NVMESH, "");
    if (Transition.RWX_READ_ONLY.wireName().equals(s.transition())) {
      return steps.ok(HelmRule.SHAREDFS, SHAREDFS, "durable rwxReadOnly");
    }
    steps.pass(HelmRule.SHAREDFS, "");
    return steps.refuse(
        HelmRule.UNSUPPORTED_TRANSITION,
        "unsupported durable Helm model cache transition " + GoQuote.quote(s.transition()),
        "transition");
  }

  /**
   * The legacy backend of a request without a selection, in upstream order: caching or Helm model
   * caching off → none; the model-cache class with the NVMesh provisioner → nvmesh; {@code
   * nvcf-miniservice-sc} present → sharedfs; Helm shared storage on and the model-cache class
   * present → samba; else ephemeral.
   *
   * @param cachingSupport the CachingSupport feature flag
   * @param helmModelCaching the HelmModelCaching feature flag
   * @param helmSharedStorage the HelmSharedStorage feature flag
   * @param modelCacheClassProvisioner the provisioner of {@code nvcf-sc}, null when the class is
   *     absent
   * @param miniserviceClassPresent whether {@code nvcf-miniservice-sc} exists
   */
  public static Outcome<HelmBackend> legacy(
      boolean cachingSupport,
      boolean helmModelCaching,
      boolean helmSharedStorage,
      @Nullable String modelCacheClassProvisioner,
      boolean miniserviceClassPresent) {
    Steps steps = new Steps();
    if (!cachingSupport || !helmModelCaching) {
      return steps.ok(HelmRule.LEGACY_DISABLED, NONE, "caching off");
    }
    steps.pass(HelmRule.LEGACY_DISABLED, "");
    if (WellKnownNames.NVMESH_PROVISIONER.equals(modelCacheClassProvisioner)) {
      return steps.ok(HelmRule.LEGACY_NVMESH, NVMESH, "nvcf-sc uses NVMesh");
    }
    steps.pass(HelmRule.LEGACY_NVMESH, "");
    if (miniserviceClassPresent) {
      return steps.ok(HelmRule.LEGACY_SHAREDFS, SHAREDFS, "nvcf-miniservice-sc present");
    }
    steps.pass(HelmRule.LEGACY_SHAREDFS, "");
    if (helmSharedStorage && modelCacheClassProvisioner != null) {
      return steps.ok(HelmRule.LEGACY_SAMBA, SAMBA, "Helm shared storage on");
    }
    steps.pass(HelmRule.LEGACY_SAMBA, "");
    return steps.ok(HelmRule.LEGACY_EPHEMERAL, EPHEMERAL, "no durable backend");
  }

  /**
   * A stored legacy backend string: {@code ""} → nvmesh (the first legacy backend); {@code nvmesh},
   * {@code sharedfs}, {@code samba} → itself; anything else is refused ({@code unsupported
   * persisted Helm model cache backend "<raw>"}).
   */
  public static Outcome<HelmBackend> persisted(String raw) {
    Steps steps = new Steps();
    if (raw.isEmpty()) {
      return steps.ok(HelmRule.PERSISTED_DEFAULT, NVMESH, "empty reads as nvmesh");
    }
    steps.pass(HelmRule.PERSISTED_DEFAULT, "");
    for (HelmBackend backend : new HelmBackend[] {NVMESH, SHAREDFS, SAMBA}) {
      if (backend.wireName().equals(raw)) {
        return steps.ok(HelmRule.PERSISTED_KNOWN, backend, raw);
      }
    }
    steps.pass(HelmRule.PERSISTED_KNOWN, "");
    return steps.refuse(
        HelmRule.PERSISTED_UNSUPPORTED,
        "unsupported persisted Helm model cache backend " + GoQuote.quote(raw),
        "");
  }

  /**
   * The rules this package declares ({@code HelmRule}), in declaration order, as {@code
   * docs/rules.md} lists them; the rule enums themselves are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(HelmRule.values());
  }
}
