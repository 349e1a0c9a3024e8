package io.planerules.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.naming.NamingOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The options and the small values they hold. */
class AuditOptionsTest {

  @Test
  void options() {
    // tag::options[]
    AuditOptions options =
        AuditOptions.builder()
            .releaseNamespace("plane-a-nvcf")
            .domain("plane-a.example.test")
            .shared(List.of(SharedEntry.parse("ClusterRole/-/view")))
            .externalIssuers(List.of("corp-ca"))
            .build();
    // end::options[]
    assertThat(options.releaseNamespace()).contains("plane-a-nvcf");
    assertThat(options.domain()).contains("plane-a.example.test");
    assertThat(options.shared()).containsExactly(new SharedEntry("ClusterRole", null, "view"));
    assertThat(options.externalIssuers()).containsExactly("corp-ca");
    assertThat(options.labelledKinds()).isEmpty();
    assertThat(options.afterTeardown()).isFalse();
    assertThat(options.naming()).isEqualTo(NamingOptions.defaults());
    assertThat(options.toBuilder().build()).isEqualTo(options).hasSameHashCodeAs(options);
    assertThat(options.toBuilder().afterTeardown(true).build()).isNotEqualTo(options);
    assertThat(AuditOptions.defaults()).isEqualTo(AuditOptions.builder().build());
  }

  @Test
  void sharedEntriesNameAKindANamespaceOrNoneAndANameOrAny() {
    SharedEntry any = SharedEntry.parse("Secret/gateway-system/*");
    assertThat(any.matches("Secret", "gateway-system", "tls")).isTrue();
    assertThat(any.matches("Secret", "other", "tls")).isFalse();
    assertThat(any.matches("ConfigMap", "gateway-system", "tls")).isFalse();
    assertThat(any).hasToString("Secret/gateway-system/*");
    SharedEntry cluster = SharedEntry.parse("ClusterRole/-/view");
    assertThat(cluster.matches("ClusterRole", null, "view")).isTrue();
    assertThat(cluster.matches("ClusterRole", "x", "view")).isFalse();
    assertThat(cluster.matches("ClusterRole", null, "edit")).isFalse();
    for (String bad : new String[] {"ClusterRole/view", "a/b/c/d", "/-/x", "K//x", "K/-/"}) {
      assertThatThrownBy(() -> SharedEntry.parse(bad))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("expected KIND/NAMESPACE/NAME");
    }
  }

  @Test
  void aSharedFileIsOneEntryPerLineWithCommentsAndBlankLines() {
    assertThat(
            SharedEntry.parseLines("# shared\n\nClusterRole/-/view\n  Namespace/-/monitoring  \n"))
        .containsExactly(
            new SharedEntry("ClusterRole", null, "view"),
            new SharedEntry("Namespace", null, "monitoring"));
    assertThatThrownBy(() -> SharedEntry.parseLines("ClusterRole/-/view\nnonsense\n"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("line 2: expected KIND/NAMESPACE/NAME");
  }

  @Test
  void groupKindsNameAKindInAGroupOrInAny() {
    assertThat(GroupKind.parse("Gateway")).isEqualTo(new GroupKind(null, "Gateway"));
    assertThat(
            GroupKind.parse("gateway.networking.k8s.io/Gateway")
                .matches("gateway.networking.k8s.io", "Gateway"))
        .isTrue();
    assertThat(
            GroupKind.parse("gateway.networking.k8s.io/Gateway").matches("example.com", "Gateway"))
        .isFalse();
    assertThat(GroupKind.parse("Gateway").matches("example.com", "Gateway")).isTrue();
    assertThat(GroupKind.parse("/Namespace")).isEqualTo(new GroupKind("", "Namespace"));
    assertThat(GroupKind.parse("/Namespace").matches("", "Namespace")).isTrue();
    assertThat(GroupKind.parse("apps/Deployment")).hasToString("apps/Deployment");
    assertThatThrownBy(() -> GroupKind.parse("apps/")).isInstanceOf(IllegalArgumentException.class);
  }
}
