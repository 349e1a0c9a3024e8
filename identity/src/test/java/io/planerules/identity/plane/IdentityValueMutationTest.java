package io.planerules.identity.plane;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.testing.EqualsTester;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.internal.Messages;
import io.planerules.identity.internal.NameDerivationException;
import io.planerules.identity.internal.NameSyntax;
import io.planerules.identity.naming.CassandraPolicy;
import io.planerules.identity.naming.DerivationResult;
import io.planerules.identity.naming.DerivedName;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Pins value semantics, wire names, the boolean twins and the message text helpers that the
 * behaviour tests reach only indirectly (PIT survivors of the identity module).
 */
class IdentityValueMutationTest {

  @Test
  void idsDomainsAndOptionsAreValuesWithSpreadHashCodes() {
    ControlPlaneId a = ControlPlaneId.of("plane-a");
    new EqualsTester()
        .addEqualityGroup(a, ControlPlaneId.of("plane-a"))
        .addEqualityGroup(ControlPlaneId.of("plane-b"))
        .addEqualityGroup(ControlPlaneId.LEGACY, ControlPlaneId.of(""))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(
            PlaneDomain.of("a.example.test", a, true), PlaneDomain.of("a.example.test", a, false))
        .addEqualityGroup(PlaneDomain.of("b.example.test", a, true))
        .addEqualityGroup(PlaneDomain.NONE)
        .testEquals();
    NamingOptions defaults = NamingOptions.defaults();
    new EqualsTester()
        .addEqualityGroup(defaults, NamingOptions.builder().build())
        .addEqualityGroup(NamingOptions.builder().gatewayNamespace("gw").build())
        .addEqualityGroup(NamingOptions.builder().gatewayControllerNamespace("ctl").build())
        .addEqualityGroup(
            NamingOptions.builder().cassandraPolicy(CassandraPolicy.SHARED_CLUSTER).build())
        .addEqualityGroup(NamingOptions.builder().configured("namespace/nvcf", "x").build())
        .addEqualityGroup(NamingOptions.builder().configuredSans(List.of("a.example.test")).build())
        .testEquals();
    assertThat(
            Stream.of("plane-a", "plane-b", "plane-c", "")
                .map(ControlPlaneId::of)
                .map(Object::hashCode)
                .collect(Collectors.toSet()))
        .hasSize(4);
    assertThat(
            Set.of(
                defaults.hashCode(),
                NamingOptions.builder().gatewayNamespace("gw").build().hashCode(),
                NamingOptions.builder().configured("namespace/nvcf", "x").build().hashCode()))
        .hasSize(3);
  }

  @Test
  void configuredValuesRoundTrip() {
    NamingOptions options =
        NamingOptions.builder().configured(Map.of("b/key", "2", "a/key", "1")).build();
    assertThat(options.configured())
        .containsExactly(Map.entry("a/key", "1"), Map.entry("b/key", "2"));
    assertThat(options.configured("a/key")).contains("1");
    assertThat(NamingOptions.defaults().configured()).isEmpty();
  }

  @Test
  void cassandraPoliciesHaveTheirWireNames() {
    assertThat(CassandraPolicy.PER_PLANE.wireName()).isEqualTo("per-plane");
    assertThat(CassandraPolicy.SHARED_CLUSTER.wireName()).isEqualTo("shared-cluster");
    for (CassandraPolicy policy : CassandraPolicy.values()) {
      assertThat(CassandraPolicy.fromWireName(policy.wireName())).contains(policy);
    }
  }

  @Test
  void booleanTwinsSayNoForInvalidInput() {
    assertThat(PlaneConfig.of("", "").isValid()).isTrue();
    assertThat(PlaneConfig.of("plane-a", "").isValid()).isFalse();
    List<PlaneConfig> distinct =
        List.of(
            PlaneConfig.of("plane-a", "plane-a.example.test"),
            PlaneConfig.of("plane-b", "plane-b.example.test"));
    List<PlaneConfig> duplicate =
        List.of(
            PlaneConfig.of("plane-a", "plane-a.example.test"),
            PlaneConfig.of("plane-a", "other.example.test"));
    assertThat(PlaneRegistry.isValid(distinct)).isTrue();
    assertThat(PlaneRegistry.isValid(duplicate)).isFalse();
  }

  @Test
  void derivedResultsSayTheyAreDerived() {
    ControlPlaneId a = ControlPlaneId.of("plane-a");
    PlaneNames names = PlaneNames.of(a, PlaneDomain.of("plane-a.example.test", a, true));
    DerivationResult result = names.tryDerive(NameKind.byKey("namespace/nvcf").orElseThrow());
    assertThat(result.isDerived()).isTrue();
    assertThat(result.names()).extracting(DerivedName::value).containsExactly("plane-a-nvcf");
    assertThatThrownBy(result::problems).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void quoteEscapesExactlyTheControlRanges() {
    assertThat(Messages.quote("\u001f \u007e")).isEqualTo("\"\\x1f ~\"");
    assertThat(Messages.quote("\u0000\u0001")).isEqualTo("\"\\x00\\x01\"");
    assertThat(Messages.quote("\u007f\u0080\u009f\u00a0"))
        .isEqualTo("\"\\x7f\\u0080\\u009f\\u00a0\"");
    assertThat(Messages.quote("\u2027\u2028\u2029\u202a"))
        .isEqualTo("\"\u2027\\u2028\\u2029\\u202a\"");
    assertThat(Messages.quote("\ud83d")).isEqualTo("\"\\ufffd\"");
    assertThat(Messages.quote("\"\\\n\r\t")).isEqualTo("\"\\\"\\\\\\n\\r\\t\"");
  }

  @Test
  void quoteCutsAfterTheLimit() {
    String limit = "a".repeat(Messages.QUOTE_LIMIT);
    assertThat(Messages.quote(limit)).isEqualTo("\"" + limit + "\"");
    assertThat(Messages.quote(limit + "b")).isEqualTo("\"" + limit + "\"...");
    assertThat(Messages.quote(limit.substring(1) + "\u0001"))
        .isEqualTo("\"" + limit.substring(1) + "\\x01\"");
  }

  @Test
  void domainLengthLimitIsInclusiveAndTheLongLabelIsNamed() {
    ControlPlaneId a = ControlPlaneId.of("plane-a");
    String at253 =
        "a".repeat(63) + "." + "b".repeat(63) + "." + "c".repeat(63) + "." + "d".repeat(61);
    assertThat(at253).hasSize(PlaneDomain.MAX_LENGTH);
    assertThat(PlaneDomain.validate(at253, a, true).isValid()).isTrue();
    assertThat(PlaneDomain.validate(at253 + "d", a, true).errors())
        .extracting(p -> p.code())
        .containsExactly("domain.too-long");
    String label = "x".repeat(64);
    assertThat(PlaneDomain.validate(label + ".example.test", a, true).errors())
        .filteredOn(p -> p.code().equals("domain.label-too-long"))
        .singleElement()
        .satisfies(
            p ->
                assertThat(p.message())
                    .contains("Label \"" + label + "\" is longer than 63 bytes"));
  }

  @Test
  void resourceBasesArePrintableAsciiWithoutSpace() {
    assertThat(PlaneNames.validateResourceBase("!~").isValid()).isTrue();
    assertThat(PlaneNames.validateResourceBase("a b").isValid()).isFalse();
    assertThat(PlaneNames.validateResourceBase("a\u007f").isValid()).isFalse();
    assertThat(PlaneNames.validateResourceBase("").isValid()).isFalse();
  }

  @Test
  void miniServiceInstanceRefusesABadBaseBeforeDeriving() {
    ControlPlaneId a = ControlPlaneId.of("plane-a");
    PlaneNames names = PlaneNames.of(a, PlaneDomain.of("plane-a.example.test", a, true));
    assertThat(names.miniServiceInstance("req")).isEqualTo("plane-a-req-miniservice");
    assertThatThrownBy(() -> names.miniServiceInstance("Bad Request"))
        .isInstanceOfSatisfying(
            NameDerivationException.class,
            e ->
                assertThat(e.result().errors())
                    .extracting(p -> p.code())
                    .containsExactly("name.invalid-base"));
  }

  @Test
  void hostOfUrlKeepsSchemelessValuesAndCutsAfterTheScheme() {
    assertThat(NameSyntax.hostOfUrl("plain.example.test")).isEqualTo("plain.example.test");
    assertThat(NameSyntax.hostOfUrl("://host.example.test:80/x")).isEqualTo("host.example.test");
    assertThat(NameSyntax.hostOfUrl("https://h.example.test:443/p")).isEqualTo("h.example.test");
  }

  @Test
  void profileUrlPortsAreOneToFiveDigitsInRange() {
    assertThat(ControlPlaneProfile.checkUrl("p", "http://h.example.test:1").isValid()).isTrue();
    assertThat(ControlPlaneProfile.checkUrl("p", "http://h.example.test:9").isValid()).isTrue();
    assertThat(ControlPlaneProfile.checkUrl("p", "http://h.example.test:10").isValid()).isTrue();
    assertThat(ControlPlaneProfile.checkUrl("p", "nats://h.example.test:4222/").isValid()).isTrue();
    assertThat(ControlPlaneProfile.checkUrl("p", "http://h.example.test:65535").isValid()).isTrue();
    assertThat(ControlPlaneProfile.checkUrl("p", "http://h.example.test:65535/x").isValid())
        .isTrue();
    assertThat(ControlPlaneProfile.checkUrl("p", "http://h.example.test:0").isValid()).isFalse();
    assertThat(ControlPlaneProfile.checkUrl("p", "http://h.example.test:65536").isValid())
        .isFalse();
    assertThat(ControlPlaneProfile.checkUrl("p", "http://h.example.test:").isValid()).isFalse();
    assertThat(ControlPlaneProfile.checkUrl("p", "http://h.example.test:012345").isValid())
        .isFalse();
    assertThat(ControlPlaneProfile.checkUrl("p", "ftp://h.example.test").isValid()).isFalse();
  }
}
