package io.planerules.identity;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.identity.internal.Messages;
import io.planerules.identity.naming.CassandraPolicy;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.plane.PlaneConfig;
import io.planerules.identity.plane.PlaneRegistry;
import io.planerules.rules.internal.Utf8;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Small value types and the text helpers: quoting, UTF-8 length boundaries, equality. */
class ValuesTest {

  @Test
  void utf8LengthBoundaries() {
    assertThat(Utf8.length("")).isZero();
    assertThat(Utf8.length("\u007f")).isEqualTo(1);
    assertThat(Utf8.length("\u0080")).isEqualTo(2);
    assertThat(Utf8.length("\u07ff")).isEqualTo(2);
    assertThat(Utf8.length("\u0800")).isEqualTo(3);
    assertThat(Utf8.length("\uffff")).isEqualTo(3);
    assertThat(Utf8.length("\ud83d\ude00")).isEqualTo(4);
    assertThat(Utf8.length("\ud83d")).isEqualTo(3);
    assertThat(Utf8.length("\ude00\ud83d")).isEqualTo(6);
    assertThat(Utf8.length("a\ud83d")).isEqualTo(4);
    assertThat(Utf8.length("\ud83da")).isEqualTo(4);
    assertThat(Utf8.length("a\ude00")).isEqualTo(4);
  }

  @Test
  void quoting() {
    assertThat(Messages.quote("a\"b\\c\n\r\t")).isEqualTo("\"a\\\"b\\\\c\\n\\r\\t\"");
    assertThat(Messages.quote("\u0000\u001f\u0020\u007e\u007f\u0080\u009f\u00a0"))
        .isEqualTo("\"\\x00\\x1f ~\\x7f\\u0080\\u009f\\u00a0\"");
    assertThat(Messages.quote("\ud800\u2028\u2029\u00e9"))
        .isEqualTo("\"\\ufffd\\u2028\\u2029\u00e9\"");
    assertThat(Messages.quote("a".repeat(80))).isEqualTo("\"" + "a".repeat(80) + "\"");
    assertThat(Messages.quote("a".repeat(81))).isEqualTo("\"" + "a".repeat(80) + "\"...");
  }

  @Test
  void equalityAndWireNames() {
    assertThat(ControlPlaneId.of("plane-a").hashCode()).isEqualTo("plane-a".hashCode());
    assertThat(PlaneDomain.of("a.test", ControlPlaneId.LEGACY, true))
        .isNotEqualTo(PlaneDomain.of("b.test", ControlPlaneId.LEGACY, true))
        .isNotEqualTo("a.test");
    NamingOptions a = NamingOptions.builder().configured(Map.of("k", "v")).build();
    assertThat(a.configured()).containsExactly(Map.entry("k", "v"));
    assertThat(a).isNotEqualTo(NamingOptions.defaults()).isNotEqualTo("x");
    assertThat(a.hashCode()).isNotEqualTo(NamingOptions.defaults().hashCode());
    assertThat(NamingOptions.builder().gatewayNamespace("g").build())
        .isNotEqualTo(NamingOptions.defaults());
    assertThat(NamingOptions.builder().cassandraPolicy(CassandraPolicy.SHARED_CLUSTER).build())
        .isNotEqualTo(NamingOptions.defaults());
    assertThat(NamingOptions.builder().configuredSans(List.of()).build())
        .isNotEqualTo(NamingOptions.defaults());
    assertThat(NamingOptions.builder().gatewayControllerNamespace("g").build())
        .isNotEqualTo(NamingOptions.defaults());
    assertThat(CassandraPolicy.PER_PLANE.wireName()).isEqualTo("per-plane");
    assertThat(CassandraPolicy.SHARED_CLUSTER.wireName()).isEqualTo("shared-cluster");
    assertThat(
            PlaneNames.of(ControlPlaneId.LEGACY, PlaneDomain.NONE)
                .tryDerive(NameKind.NAMESPACE_NVCF)
                .isDerived())
        .isTrue();
    assertThat(NameKind.byKey("openbao/unseal-secret").orElseThrow().inNamed()).isTrue();
    assertThat(NameKind.byKey("namespace/nvcf").orElseThrow().inNamed()).isTrue();
    assertThat(
            PlaneRegistry.isValid(List.of(PlaneConfig.of("a", "a.t"), PlaneConfig.of("a", "b.t"))))
        .isFalse();
    assertThat(PlaneConfig.of("Bad", "").isValid()).isFalse();
    assertThat(PlaneDomain.validate("x.test", "", true).isValid()).isTrue();
    assertThat(PlaneDomain.validate("", "Bad id", true).problems())
        .extracting(p -> p.code())
        .containsExactly("domain.required");
    assertThat(PlaneDomain.validate("localhost", "", true).isValid()).isTrue();
  }
}
