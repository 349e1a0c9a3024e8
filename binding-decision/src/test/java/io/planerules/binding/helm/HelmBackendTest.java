package io.planerules.binding.helm;

import static io.planerules.binding.Fixtures.NVMESH;
import static io.planerules.binding.Fixtures.WEKA;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.Fixtures;
import io.planerules.binding.Outcome;
import io.planerules.binding.selection.PersistedSelection;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/binding-decision.md#helm-backend: selection mapping, legacy order, persisted
 * strings.
 */
class HelmBackendTest {

  private static void backend(Outcome<HelmBackend> out, HelmBackend want, String rule) {
    assertThat(out.isOk()).as(out.message()).isTrue();
    assertThat(out.orElseThrow()).isEqualTo(want);
    assertThat(out.ruleId().value()).isEqualTo(rule);
  }

  private static void refused(Outcome<HelmBackend> out, String rule, String message) {
    assertThat(out.isOk()).isFalse();
    assertThat(out.ruleId().value()).isEqualTo(rule);
    assertThat(out.message()).isEqualTo(message);
  }

  @Test
  void wireNames() {
    assertThat(HelmBackend.NONE.wireName()).isEqualTo("none");
    assertThat(HelmBackend.EPHEMERAL.wireName()).isEqualTo("ephemeral");
    assertThat(HelmBackend.NVMESH.wireName()).isEqualTo("nvmesh");
    assertThat(HelmBackend.SHAREDFS.wireName()).isEqualTo("sharedfs");
    assertThat(HelmBackend.SAMBA.wireName()).isEqualTo("samba");
  }

  @Test
  void fromSelection() {
    backend(
        HelmBackend.fromSelection(PersistedSelection.of("helmModelCache", "none", null)),
        HelmBackend.NONE,
        "helm.none");
    backend(
        HelmBackend.fromSelection(PersistedSelection.of("helmModelCache", "ephemeral", null)),
        HelmBackend.EPHEMERAL,
        "helm.ephemeral");
    backend(
        HelmBackend.fromSelection(
            PersistedSelection.of(
                "helmModelCache",
                "ephemeral",
                Fixtures.decision(Fixtures.LUSTRE, "helmModelCache"))),
        HelmBackend.EPHEMERAL,
        "helm.ephemeral");
    backend(
        HelmBackend.fromSelection(Fixtures.durable(NVMESH, "helmModelCache")),
        HelmBackend.NVMESH,
        "helm.nvmesh");
    backend(
        HelmBackend.fromSelection(Fixtures.durable(WEKA, "helmModelCache")),
        HelmBackend.SHAREDFS,
        "helm.sharedfs");
    refused(
        HelmBackend.fromSelection(Fixtures.durable(WEKA, "regularModelCache")),
        "helm.not-helm",
        "model cache selection workflow \"regularModelCache\" is not Helm");
    refused(
        HelmBackend.fromSelection(
            Fixtures.selection(
                java.util.Map.of(
                    "version", "v1alpha1", "workflow", "helmModelCache", "mode", "durable"))),
        "selection.unresolved",
        "durable model cache selection has no resolved storage");
    refused(
        HelmBackend.fromSelection(null), "selection.nil", "model cache storage selection is nil");
  }

  @Test
  void legacyOrder() {
    backend(
        HelmBackend.legacy(false, true, true, NVMESH, true),
        HelmBackend.NONE,
        "helm.legacy-disabled");
    backend(
        HelmBackend.legacy(true, false, true, NVMESH, true),
        HelmBackend.NONE,
        "helm.legacy-disabled");
    backend(
        HelmBackend.legacy(true, true, true, NVMESH, true),
        HelmBackend.NVMESH,
        "helm.legacy-nvmesh");
    backend(
        HelmBackend.legacy(true, true, true, WEKA, true),
        HelmBackend.SHAREDFS,
        "helm.legacy-sharedfs");
    backend(
        HelmBackend.legacy(true, true, true, null, true),
        HelmBackend.SHAREDFS,
        "helm.legacy-sharedfs");
    backend(
        HelmBackend.legacy(true, true, true, WEKA, false), HelmBackend.SAMBA, "helm.legacy-samba");
    backend(
        HelmBackend.legacy(true, true, false, WEKA, false),
        HelmBackend.EPHEMERAL,
        "helm.legacy-ephemeral");
    backend(
        HelmBackend.legacy(true, true, true, null, false),
        HelmBackend.EPHEMERAL,
        "helm.legacy-ephemeral");
  }

  @Test
  void persistedStrings() {
    backend(HelmBackend.persisted(""), HelmBackend.NVMESH, "helm.persisted-default");
    backend(HelmBackend.persisted("nvmesh"), HelmBackend.NVMESH, "helm.persisted-known");
    backend(HelmBackend.persisted("sharedfs"), HelmBackend.SHAREDFS, "helm.persisted-known");
    backend(HelmBackend.persisted("samba"), HelmBackend.SAMBA, "helm.persisted-known");
    refused(
        HelmBackend.persisted("ephemeral"),
        "helm.persisted-unsupported",
        "unsupported persisted Helm model cache backend \"ephemeral\"");
    refused(
        HelmBackend.persisted("NVMesh"),
        "helm.persisted-unsupported",
        "unsupported persisted Helm model cache backend \"NVMesh\"");
  }
}
