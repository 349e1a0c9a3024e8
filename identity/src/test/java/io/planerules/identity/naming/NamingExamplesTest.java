package io.planerules.identity.naming;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this package's javadoc, compiled and run; each region is quoted there. The
 * truncated name is the example of docs/reference/identity.md#generic-resource-names; its hash is
 * {@code printf 'alpha-%s' "$(printf 'x%.0s' $(seq 60))" | sha256sum}, first 8 hex digits.
 */
class NamingExamplesTest {

  @Test
  void planeNames() {
    // tag::plane-names[]
    ControlPlaneId alpha = ControlPlaneId.of("alpha");
    PlaneNames names =
        PlaneNames.of(
            alpha, PlaneDomain.of("alpha.example.test", alpha, true), NamingOptions.defaults());
    String nvcf = names.derive(NameKind.NAMESPACE_NVCF).value(); // "alpha-nvcf"
    ReleaseRef nats = names.release(NameKind.RELEASE_NATS); // alpha-nats-system, nats
    String cut = names.resourceName("x".repeat(60)); // "alpha-xxx…x-ef765b0a" (63 chars)
    // end::plane-names[]
    assertThat(nvcf).isEqualTo("alpha-nvcf");
    assertThat(nats).isEqualTo(new ReleaseRef("alpha-nats-system", "nats"));
    assertThat(cut).isEqualTo("alpha-" + "x".repeat(48) + "-ef765b0a").hasSize(63);
  }

  @Test
  void namingOptions() {
    // tag::naming-options[]
    NamingOptions o =
        NamingOptions.builder()
            .gatewayControllerNamespace("envoy-gateway-system")
            .cassandraPolicy(CassandraPolicy.SHARED_CLUSTER)
            .configured("gateway/shared", "plane-a-shared-gw")
            .build();
    // end::naming-options[]
    assertThat(o.gatewayNamespace()).isEqualTo("envoy-gateway-system");
    assertThat(o.cassandraPolicy()).isEqualTo(CassandraPolicy.SHARED_CLUSTER);
    assertThat(o.configured("gateway/shared")).contains("plane-a-shared-gw");
  }
}
