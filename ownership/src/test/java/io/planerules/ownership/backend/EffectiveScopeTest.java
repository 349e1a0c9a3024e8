package io.planerules.ownership.backend;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import org.junit.jupiter.api.Test;

/**
 * The merged scope of an NVCFBackend (docs/reference/ownership.md#nvcfbackend-admission): each
 * override wins when non-empty, empty namespaces resolve to the plane's derived defaults.
 */
class EffectiveScopeTest {

  private static final ControlPlaneId A = ControlPlaneId.of("plane-a");
  private static final String OP = "plane-a-nvca-operator";

  private static BackendView view(String ns, ClusterConfig spec, ClusterConfig overrides) {
    return new BackendView(ns, "backend", spec, overrides);
  }

  @Test
  void effectiveScopeMergesOverridesAndDerivesDefaults() {
    BackendView v =
        view(OP, new ClusterConfig("plane-a", "s1", ""), new ClusterConfig("", "s2", ""));
    assertThat(BackendAdmission.effectiveScope(A, v))
        .isEqualTo(new EffectiveScope("plane-a", "s2", "plane-a-nvcf-backend"));
    BackendView empty = view(OP, ClusterConfig.EMPTY, null);
    assertThat(BackendAdmission.effectiveScope(A, empty))
        .isEqualTo(new EffectiveScope("", "plane-a-nvca-system", "plane-a-nvcf-backend"));
    assertThat(BackendAdmission.effectiveScope(ControlPlaneId.LEGACY, empty))
        .isEqualTo(new EffectiveScope("", "nvca-system", "nvcf-backend"));
    BackendView over =
        view(OP, new ClusterConfig("plane-a", "", "r1"), new ClusterConfig("plane-a", "", "r2"));
    assertThat(BackendAdmission.effectiveScope(A, over).requestsNamespace()).isEqualTo("r2");
  }
}
