package io.planerules.identity.naming;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.ControlPlaneId;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link PlaneNames#namespaces()}: the plane's namespaces, family A of the kind table
 * (docs/reference/identity.md#kind-table). The expected names are written out by hand from that
 * table: named {@code <id>-<suffix>} for the thirteen suffixes, legacy the bare suffix without the
 * named-only {@code gdn-streaming}, and {@code namespace/ingress} the Gateway controller namespace.
 */
class PlaneNamespacesTest {

  @Test
  void aNamedPlaneHasTheThirteenPrefixedNamespacesSorted() {
    PlaneNames names =
        PlaneNames.of(ControlPlaneId.of("alpha"), Optional.empty(), NamingOptions.defaults());
    assertThat(names.namespaces())
        .containsExactly(
            "alpha-api-keys",
            "alpha-cassandra-system",
            "alpha-ess",
            "alpha-gdn-streaming",
            "alpha-ingress",
            "alpha-nats-system",
            "alpha-nvca-operator",
            "alpha-nvca-system",
            "alpha-nvcf",
            "alpha-nvcf-backend",
            "alpha-nvcf-ui",
            "alpha-sis",
            "alpha-vault-system");
  }

  @Test
  void theLegacyPlaneHasTheBareSuffixesWithoutTheNamedOnlyOne() {
    NamingOptions options = NamingOptions.defaults();
    PlaneNames names = PlaneNames.of(ControlPlaneId.LEGACY, Optional.empty(), options);
    assertThat(names.namespaces())
        .doesNotContain("gdn-streaming", "ingress")
        .contains(
            "api-keys",
            "cassandra-system",
            "ess",
            "nats-system",
            "nvca-operator",
            "nvca-system",
            "nvcf",
            "nvcf-backend",
            "nvcf-ui",
            "sis",
            "vault-system",
            options.gatewayControllerNamespace())
        .hasSize(12);
  }

  @Test
  void theAnswerCannotBeChanged() {
    PlaneNames names =
        PlaneNames.of(ControlPlaneId.of("alpha"), Optional.empty(), NamingOptions.defaults());
    assertThatThrownBy(() -> names.namespaces().add("x"))
        .isInstanceOf(UnsupportedOperationException.class);
  }
}
