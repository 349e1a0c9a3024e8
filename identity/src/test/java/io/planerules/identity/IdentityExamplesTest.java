package io.planerules.identity;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this package's javadoc, compiled and run; each region is quoted there. The
 * expected values are those of docs/reference/identity.md (sections control-plane id, compute-plane
 * resolution and plane domain), worked out by hand.
 */
class IdentityExamplesTest {

  @Test
  void controlPlaneId() {
    // tag::control-plane-id[]
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    String prefix = id.prefix(); // "plane-a-"
    boolean reserved = ControlPlaneId.isValid("default"); // false: reserved for legacy mode
    List<Problem> problems = ControlPlaneId.validate("Plane_A").problems(); // [id.uppercase]
    // end::control-plane-id[]
    assertThat(prefix).isEqualTo("plane-a-");
    assertThat(reserved).isFalse();
    assertThat(problems).extracting(Problem::code).containsExactly("id.uppercase");
  }

  @Test
  void computePlaneSources() {
    // tag::compute-plane-sources[]
    ControlPlaneId trimmed = ControlPlaneIdSources.resolveComputePlane(" plane-a ", ""); // plane-a
    ControlPlaneId configured = ControlPlaneIdSources.resolveComputePlane("", "plane-b"); // plane-b
    List<Problem> mismatch =
        ControlPlaneIdSources.validateComputePlane("a", "b").problems(); // [id.source-mismatch]
    // end::compute-plane-sources[]
    assertThat(trimmed.value()).isEqualTo("plane-a");
    assertThat(configured.value()).isEqualTo("plane-b");
    assertThat(mismatch).extracting(Problem::code).containsExactly("id.source-mismatch");
  }

  @Test
  void planeDomain() {
    // tag::plane-domain[]
    PlaneDomain d = PlaneDomain.of("plane-a.example.test", ControlPlaneId.of("plane-a"), true);
    boolean legacyLocalhost = PlaneDomain.isValid("localhost", ControlPlaneId.LEGACY, true); // true
    // end::plane-domain[]
    assertThat(d.value()).isEqualTo("plane-a.example.test");
    assertThat(legacyLocalhost).isTrue();
    assertThat(PlaneDomain.isValid("localhost", ControlPlaneId.of("plane-a"), true)).isFalse();
  }
}
