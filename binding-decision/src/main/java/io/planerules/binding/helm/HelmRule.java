package io.planerules.binding.helm;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules choosing a Helm request's cache backend: from a selection, from the legacy context,
 * from a persisted backend string. Decision {@code helm-backend} of docs/rules.md.
 *
 * <p>Example: {@code HelmRule.NVMESH.id()} is {@code helm.nvmesh} with reason code {@code NVMESH}.
 */
public enum HelmRule implements RuleDescriptor {
  /** {@code helm.not-helm}: the selection's workflow is helmModelCache. */
  NOT_HELM(
      "helm.not-helm", "the selection's workflow is helmModelCache", "NOT_HELM", HelmBackend.class),
  /** {@code helm.none}: mode none -&gt; backend none. */
  NONE("helm.none", "mode none -> backend none", "NONE", HelmBackend.class),
  /** {@code helm.ephemeral}: mode ephemeral -&gt; backend ephemeral. */
  EPHEMERAL(
      "helm.ephemeral", "mode ephemeral -> backend ephemeral", "EPHEMERAL", HelmBackend.class),
  /** {@code helm.nvmesh}: durable roxReadOnly -&gt; backend nvmesh. */
  NVMESH("helm.nvmesh", "durable roxReadOnly -> backend nvmesh", "NVMESH", HelmBackend.class),
  /** {@code helm.sharedfs}: durable rwxReadOnly -&gt; backend sharedfs. */
  SHAREDFS(
      "helm.sharedfs", "durable rwxReadOnly -> backend sharedfs", "SHAREDFS", HelmBackend.class),
  /** {@code helm.unsupported-transition}: any other durable transition has no Helm backend. */
  UNSUPPORTED_TRANSITION(
      "helm.unsupported-transition",
      "any other durable transition has no Helm backend",
      "UNSUPPORTED_TRANSITION",
      HelmBackend.class),
  /** {@code helm.legacy-disabled}: legacy: CachingSupport or HelmModelCaching off -&gt; none. */
  LEGACY_DISABLED(
      "helm.legacy-disabled",
      "legacy: CachingSupport or HelmModelCaching off -> none",
      "CACHING_OFF",
      HelmBackend.class),
  /**
   * {@code helm.legacy-nvmesh}: legacy: model-cache class with the NVMesh provisioner -&gt; nvmesh.
   */
  LEGACY_NVMESH(
      "helm.legacy-nvmesh",
      "legacy: model-cache class with the NVMesh provisioner -> nvmesh",
      "NVMESH",
      HelmBackend.class),
  /** {@code helm.legacy-sharedfs}: legacy: nvcf-miniservice-sc present -&gt; sharedfs. */
  LEGACY_SHAREDFS(
      "helm.legacy-sharedfs",
      "legacy: nvcf-miniservice-sc present -> sharedfs",
      "SHAREDFS",
      HelmBackend.class),
  /**
   * {@code helm.legacy-samba}: legacy: HelmSharedStorage on and model-cache class present -&gt;
   * samba.
   */
  LEGACY_SAMBA(
      "helm.legacy-samba",
      "legacy: HelmSharedStorage on and model-cache class present -> samba",
      "SAMBA",
      HelmBackend.class),
  /** {@code helm.legacy-ephemeral}: legacy: otherwise -&gt; ephemeral. */
  LEGACY_EPHEMERAL(
      "helm.legacy-ephemeral", "legacy: otherwise -> ephemeral", "EPHEMERAL", HelmBackend.class),
  /** {@code helm.persisted-default}: a stored empty legacy backend reads as nvmesh. */
  PERSISTED_DEFAULT(
      "helm.persisted-default",
      "a stored empty legacy backend reads as nvmesh",
      "DEFAULT_NVMESH",
      HelmBackend.class),
  /** {@code helm.persisted-known}: a stored nvmesh, sharedfs or samba backend reads as itself. */
  PERSISTED_KNOWN(
      "helm.persisted-known",
      "a stored nvmesh, sharedfs or samba backend reads as itself",
      "KNOWN",
      HelmBackend.class),
  /** {@code helm.persisted-unsupported}: any other stored backend is refused. */
  PERSISTED_UNSUPPORTED(
      "helm.persisted-unsupported",
      "any other stored backend is refused",
      "UNSUPPORTED_PERSISTED_BACKEND",
      HelmBackend.class);

  private static final String DECISION = "helm-backend";

  private final Definition definition;

  HelmRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
