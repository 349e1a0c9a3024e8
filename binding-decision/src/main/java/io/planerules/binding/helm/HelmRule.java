package io.planerules.binding.helm;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code helm-backend}, which {@link HelmBackend} evaluates in this order to
 * choose a Helm request's cache backend: from a selection, from the legacy context, from a
 * persisted backend string. Each constant's {@code description()} is its line in docs/rules.md; its
 * one reason code is on the outcome it decides.
 */
enum HelmRule implements DefinedRule {
  NOT_HELM("helm.not-helm", "the selection's workflow is helmModelCache", "NOT_HELM"),
  NONE("helm.none", "mode none -> backend none", "NONE"),
  EPHEMERAL("helm.ephemeral", "mode ephemeral -> backend ephemeral", "EPHEMERAL"),
  NVMESH("helm.nvmesh", "durable roxReadOnly -> backend nvmesh", "NVMESH"),
  SHAREDFS("helm.sharedfs", "durable rwxReadOnly -> backend sharedfs", "SHAREDFS"),
  UNSUPPORTED_TRANSITION(
      "helm.unsupported-transition",
      "any other durable transition has no Helm backend",
      "UNSUPPORTED_TRANSITION"),
  LEGACY_DISABLED(
      "helm.legacy-disabled",
      "legacy: CachingSupport or HelmModelCaching off -> none",
      "CACHING_OFF"),
  LEGACY_NVMESH(
      "helm.legacy-nvmesh",
      "legacy: model-cache class with the NVMesh provisioner -> nvmesh",
      "NVMESH"),
  LEGACY_SHAREDFS(
      "helm.legacy-sharedfs", "legacy: nvcf-miniservice-sc present -> sharedfs", "SHAREDFS"),
  LEGACY_SAMBA(
      "helm.legacy-samba",
      "legacy: HelmSharedStorage on and model-cache class present -> samba",
      "SAMBA"),
  LEGACY_EPHEMERAL("helm.legacy-ephemeral", "legacy: otherwise -> ephemeral", "EPHEMERAL"),
  PERSISTED_DEFAULT(
      "helm.persisted-default", "a stored empty legacy backend reads as nvmesh", "DEFAULT_NVMESH"),
  PERSISTED_KNOWN(
      "helm.persisted-known",
      "a stored nvmesh, sharedfs or samba backend reads as itself",
      "KNOWN"),
  PERSISTED_UNSUPPORTED(
      "helm.persisted-unsupported",
      "any other stored backend is refused",
      "UNSUPPORTED_PERSISTED_BACKEND");

  private static final String DECISION = "helm-backend";

  private final Definition definition;

  HelmRule(String id, String description, String reason) {
    definition = Definition.of(id, DECISION, HelmBackend.class, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
