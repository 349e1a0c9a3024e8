package io.planerules.identity.plane;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.rules.Problem;
import io.planerules.rules.Severity;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this package's javadoc, compiled and run; each region is quoted there. The
 * expected values follow docs/reference/identity.md (plane configuration, several planes in one
 * cluster, registration profile), worked out by hand.
 */
class PlaneExamplesTest {

  @Test
  void planeConfig() {
    // tag::plane-config[]
    PlaneConfig withUi =
        PlaneConfig.builder("plane-a", "plane-a.example.test").nvcfUiEnabled(true).build();
    PlaneConfig defaults = PlaneConfig.of("plane-b", "plane-b.example.test");
    // end::plane-config[]
    assertThat(withUi.nvcfUiEnabled()).isTrue();
    assertThat(defaults.nvcfUiEnabled()).isFalse();
    assertThat(defaults.gatewayApiEnabled()).isTrue();
    assertThat(defaults.sharedInfrastructure()).isEqualTo(PlaneConfig.EXTERNAL);
  }

  @Test
  void planeConfigValidate() {
    // tag::plane-config-validate[]
    List<Problem> problems =
        PlaneConfig.of("plane-a", "plane-a.example.test")
            .validate()
            .problems(); // 3 x config.gateway-name: the operator-supplied Gateways are missing
    // end::plane-config-validate[]
    assertThat(problems)
        .extracting(Problem::code)
        .containsExactly("config.gateway-name", "config.gateway-name", "config.gateway-name");
  }

  @Test
  void issuerPolicy() {
    // tag::issuer-policy[]
    ControlPlaneId alpha = ControlPlaneId.of("alpha");
    boolean managed =
        IssuerPolicy.isManaged(
            alpha, "ClusterIssuer", "alpha-nvcf-openbao-pki", Optional.empty()); // true
    List<Problem> foreign =
        IssuerPolicy.validate(alpha, "alpha-beta-nvcf-openbao-pki", true)
            .problems(); // [config.issuer-canonical]: plane alpha-beta's name
    // end::issuer-policy[]
    assertThat(managed).isTrue();
    assertThat(foreign).extracting(Problem::code).containsExactly("config.issuer-canonical");
  }

  @Test
  void planeRegistry() {
    // tag::plane-registry[]
    List<Collision> none =
        PlaneRegistry.collisions(
            List.of(
                PlaneConfig.of("a", "a.example.test"),
                PlaneConfig.of("b", "b.example.test"))); // []: fixed kinds never collide
    List<Problem> extension =
        PlaneRegistry.validate(List.of(PlaneConfig.of("a", "a.x"), PlaneConfig.of("a-llm", "l.x")))
            .problems(); // name-collision (a-llm-grpc-gw) and the id-extension warning
    // end::plane-registry[]
    assertThat(none).isEmpty();
    assertThat(extension)
        .extracting(Problem::code)
        .containsExactly("registry.name-collision", "registry.id-extension");
    assertThat(extension.get(0).message()).contains("a-llm-grpc-gw");
    assertThat(extension.get(1).severity()).isEqualTo(Severity.WARNING);
  }

  @Test
  void controlPlaneProfile() {
    // tag::control-plane-profile[]
    ControlPlaneId alpha = ControlPlaneId.of("alpha");
    ControlPlaneProfile p =
        ControlPlaneProfile.derive(
            PlaneNames.of(alpha, PlaneDomain.of("alpha.example.test", alpha, true)));
    String name = p.name(); // "alpha"
    String sis = p.inCluster().get("sisApiUrl"); // "http://api.alpha-sis.svc.cluster.local:8080"
    String api = p.endpoints().get("api"); // "https://api.alpha.example.test"
    // end::control-plane-profile[]
    assertThat(name).isEqualTo("alpha");
    assertThat(sis).isEqualTo("http://api.alpha-sis.svc.cluster.local:8080");
    assertThat(api).isEqualTo("https://api.alpha.example.test");
  }
}
