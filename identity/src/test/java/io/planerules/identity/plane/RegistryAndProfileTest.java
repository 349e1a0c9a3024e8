package io.planerules.identity.plane;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.internal.NameDerivationException;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.naming.Scope;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Several planes in one cluster and the registration profile (docs/reference/identity.md). */
class RegistryAndProfileTest {

  static List<String> codes(ValidationResult r) {
    return r.problems().stream().map(Problem::code).toList();
  }

  @Test
  void disjointPlanes() {
    List<PlaneConfig> planes =
        List.of(
            PlaneConfig.of("alpha", "alpha.example.test"),
            PlaneConfig.of("beta", "beta.example.test"),
            PlaneConfig.of("", "legacy.example.org"));
    assertThat(PlaneRegistry.collisions(planes)).isEmpty();
    assertThat(PlaneRegistry.isValid(planes)).isTrue();
    PlaneRegistry.Disjointness d = PlaneRegistry.disjointness(planes);
    assertThat(d.disjoint()).isTrue();
    assertThat(d.collisions()).isEmpty();
    assertThat(d.problems().problems()).isEmpty();
  }

  @Test
  void duplicateIdsCollideEverywhere() {
    List<PlaneConfig> planes =
        List.of(
            PlaneConfig.of("alpha", "a.example.test"), PlaneConfig.of("alpha", "b.example.test"));
    ValidationResult r = PlaneRegistry.validate(planes);
    assertThat(codes(r)).startsWith("registry.duplicate-id").contains("registry.name-collision");
    assertThat(r.problems().get(0).message())
        .isEqualTo("control plane ID \"alpha\" is used more than once (planes[0] and planes[1])");
    List<Collision> collisions = PlaneRegistry.collisions(planes);
    assertThat(collisions)
        .extracting(Collision::name)
        .contains("alpha-nvcf", "alpha-nvcf-openbao-pki");
    Collision ns =
        collisions.stream().filter(c -> c.name().equals("alpha-nvcf")).findFirst().orElseThrow();
    assertThat(ns.scope()).isEqualTo(Scope.CLUSTER);
    assertThat(ns.namespace()).isEmpty();
    assertThat(ns.objectClass()).isEqualTo("namespace");
    assertThat(ns.kinds()).containsExactly("namespace/nvcf", "namespace/nvcf");
    assertThat(ns.describe())
        .isEqualTo(
            "\"alpha-nvcf\" (namespace) is shared by namespace/nvcf@alpha, namespace/nvcf@alpha");
    assertThat(collisions)
        .anySatisfy(c -> assertThat(c.kinds()).containsExactly("profile/name", "profile/name"))
        .anySatisfy(
            c -> assertThat(c.kinds()).containsExactly("profile/sisApiUrl", "profile/sisApiUrl"));
    PlaneRegistry.Disjointness d = PlaneRegistry.disjointness(planes);
    assertThat(d.disjoint()).isFalse();
    assertThat(codes(d.problems())).startsWith("registry.duplicate-id");
    assertThat(d.problems().problems())
        .filteredOn(p -> p.code().equals("registry.name-collision"))
        .isNotEmpty()
        .allSatisfy(p -> assertThat(p.message()).contains("local-gateway/"));
    assertThat(
            codes(PlaneRegistry.validate(List.of(PlaneConfig.of("", ""), PlaneConfig.of("", "")))))
        .startsWith("registry.duplicate-id");
    assertThat(
            PlaneRegistry.validate(List.of(PlaneConfig.of("", ""), PlaneConfig.of("", "")))
                .problems()
                .get(0)
                .message())
        .isEqualTo("more than one legacy plane (planes[0] and planes[1])");
  }

  @Test
  void nestedAndEqualDomainsOverlap() {
    ValidationResult nested =
        PlaneRegistry.validate(
            List.of(PlaneConfig.of("a", "x.test"), PlaneConfig.of("b", "invocation.x.test")));
    assertThat(codes(nested))
        .startsWith("registry.domain-overlap")
        .contains("registry.name-collision");
    assertThat(nested.problems().get(0).message())
        .isEqualTo(
            "domain \"x.test\" (planes[0]) and domain \"invocation.x.test\" (planes[1]) overlap:"
                + " one is a DNS suffix of the other; each plane needs its own domain");
    // the wildcard of a covers hosts of b
    assertThat(
            PlaneRegistry.collisions(
                List.of(PlaneConfig.of("a", "x.test"), PlaneConfig.of("b", "invocation.x.test"))))
        .anySatisfy(
            c -> {
              assertThat(c.name()).isEqualTo("api.invocation.x.test");
              assertThat(c.kinds()).containsExactly("hostname/invocation-wildcard", "hostname/api");
            });
    ValidationResult equal =
        PlaneRegistry.validate(
            List.of(PlaneConfig.of("a", "x.test"), PlaneConfig.of("b", "x.test")));
    assertThat(equal.problems().get(0).message()).contains("are equal");
    assertThat(
            codes(
                PlaneRegistry.validate(
                    List.of(PlaneConfig.of("a", "ax.test"), PlaneConfig.of("b", "x.test")))))
        .isEmpty();
    // overlap is a problem of names.disjoint, not a collision by itself
    PlaneRegistry.Disjointness d =
        PlaneRegistry.disjointness(
            List.of(PlaneConfig.of("a", "a.x.test"), PlaneConfig.of("b", "x.test")));
    assertThat(codes(d.problems())).contains("registry.domain-overlap");
  }

  @Test
  void toolingGatewayCollisionOfAAndALlmIsReported() {
    List<PlaneConfig> planes =
        List.of(PlaneConfig.of("a", "a.example.test"), PlaneConfig.of("a-llm", "llm.example.test"));
    ValidationResult r = PlaneRegistry.validate(planes);
    assertThat(r.warnings()).extracting(Problem::code).containsExactly("registry.id-extension");
    assertThat(r.errors())
        .extracting(Problem::message)
        .anySatisfy(
            m ->
                assertThat(m)
                    .isEqualTo(
                        "\"a-llm-grpc-gw\" (gateway in gateway-system) is shared by"
                            + " gateway/llm-grpc@a, local-gateway/gateway/grpc@a-llm"));
    assertThat(PlaneRegistry.collisions(planes)).isEmpty();
    PlaneRegistry.Disjointness d = PlaneRegistry.disjointness(planes);
    assertThat(d.disjoint()).isTrue();
    assertThat(codes(d.problems())).contains("registry.id-extension", "registry.name-collision");
    assertThat(PlaneRegistry.collisions(planes, true)).isNotEmpty();
    // legacy llm-grpc-gw is plane llm's tooling gRPC gateway
    assertThat(
            PlaneRegistry.collisions(
                List.of(PlaneConfig.of("", ""), PlaneConfig.of("llm", "l.test")), true))
        .extracting(Collision::name)
        .contains("llm-grpc-gw");
  }

  @Test
  void invalidPlanesReportTheirOwnProblems() {
    ValidationResult r =
        PlaneRegistry.validate(List.of(PlaneConfig.of("Bad", "x.test"), PlaneConfig.of("b", "")));
    assertThat(r.problems())
        .extracting(Problem::code, Problem::path)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("id.uppercase", "planes[0].global.controlPlane.id"),
            org.assertj.core.groups.Tuple.tuple("domain.required", "planes[1].global.domain"));
    assertThat(
            PlaneRegistry.collisions(
                List.of(PlaneConfig.of("Bad", "x.test"), PlaneConfig.of("Bad", "x.test"))))
        .isEmpty();
  }

  @Test
  void namedProfile() {
    ControlPlaneId alpha = ControlPlaneId.of("alpha");
    ControlPlaneProfile p =
        ControlPlaneProfile.derive(alpha, PlaneDomain.of("alpha.example.test", alpha, true));
    assertThat(p.apiVersion()).isEqualTo("nvcf.nvidia.com/v1alpha1");
    assertThat(p.kind()).isEqualTo("ControlPlaneProfile");
    assertThat(p.name()).isEqualTo("alpha");
    assertThat(p.controlPlaneId()).isEqualTo("alpha");
    assertThat(p.domain()).isEqualTo("alpha.example.test");
    assertThat(p.labels()).containsExactly(Map.entry("nvcf.nvidia.com/control-plane-id", "alpha"));
    assertThat(p.endpoints())
        .containsExactly(
            Map.entry("api", "https://api.alpha.example.test"),
            Map.entry("apiGrpc", "https://api-grpc.alpha.example.test"),
            Map.entry("invocation", "https://invocation.alpha.example.test"),
            Map.entry("apiKeys", "https://api-keys.alpha.example.test"),
            Map.entry("sis", "https://sis.alpha.example.test"),
            Map.entry("llm", "https://llm.alpha.example.test"));
    assertThat(p.inCluster())
        .containsExactly(
            Map.entry("nvcfApiUrl", "http://api.alpha-nvcf.svc.cluster.local:8080"),
            Map.entry("nvcfApiGrpcUrl", "http://api.alpha-nvcf.svc.cluster.local:9090"),
            Map.entry("sisApiUrl", "http://api.alpha-sis.svc.cluster.local:8080"),
            Map.entry("revalUrl", "http://reval.alpha-nvcf.svc.cluster.local:8080"),
            Map.entry("natsUrl", "nats://nats.alpha-nats-system.svc.cluster.local:4222"));
    Map<String, Object> doc = p.toDocument();
    assertThat(doc).containsKeys("apiVersion", "kind", "metadata", "spec");
    assertThat(doc.keySet()).containsExactly("apiVersion", "kind", "metadata", "spec");
    assertThat(doc.get("metadata")).isEqualTo(Map.of("name", "alpha", "labels", p.labels()));
  }

  @Test
  void legacyProfileIsTodays() {
    ControlPlaneProfile p =
        ControlPlaneProfile.derive(PlaneNames.of(ControlPlaneId.LEGACY, PlaneDomain.NONE));
    assertThat(p.name()).isEqualTo("default");
    assertThat(p.controlPlaneId()).isEmpty();
    assertThat(p.labels()).isEmpty();
    assertThat(p.endpoints()).isEmpty();
    assertThat(p.inCluster())
        .containsExactly(
            Map.entry("nvcfApiUrl", "http://api.nvcf.svc.cluster.local:8080"),
            Map.entry("nvcfApiGrpcUrl", "http://api.nvcf.svc.cluster.local:9090"),
            Map.entry("sisApiUrl", "http://api.sis.svc.cluster.local:8080"),
            Map.entry("revalUrl", "http://reval.nvcf.svc.cluster.local:8080"),
            Map.entry("natsUrl", "nats://nats.nats-system.svc.cluster.local:4222"));
  }

  @Test
  void profileValidation() {
    ControlPlaneId alpha = ControlPlaneId.of("alpha");
    PlaneNames custom =
        PlaneNames.of(
            alpha,
            PlaneDomain.of("alpha.example.test", alpha, true),
            NamingOptions.builder().configured("url/reval", "ftp://reval.ext:21").build());
    assertThat(codes(ControlPlaneProfile.validate(custom))).containsExactly("profile.invalid-url");
    assertThat(ControlPlaneProfile.isValid(custom)).isFalse();
    assertThatThrownBy(() -> ControlPlaneProfile.derive(custom))
        .isInstanceOf(NameDerivationException.class)
        .hasMessageContaining("registration profile URL \"ftp://reval.ext:21\"");
    PlaneNames badHost =
        PlaneNames.of(
            alpha,
            PlaneDomain.NONE,
            NamingOptions.builder().configured("url/nats", "nats://NATS:1").build());
    assertThat(codes(ControlPlaneProfile.validate(badHost)))
        .containsExactly("name.revalidation-failed");
    assertThat(codes(ControlPlaneProfile.checkUrl("p", "http://a.b:65535/x"))).isEmpty();
    assertThat(codes(ControlPlaneProfile.checkUrl("p", "https://a.b"))).isEmpty();
    assertThat(codes(ControlPlaneProfile.checkUrl("p", "http://a.b:65536")))
        .containsExactly("profile.invalid-url");
    assertThat(codes(ControlPlaneProfile.checkUrl("p", "http://a.b:0")))
        .containsExactly("profile.invalid-url");
    assertThat(codes(ControlPlaneProfile.checkUrl("p", "http://a.b:")))
        .containsExactly("profile.invalid-url");
    assertThat(codes(ControlPlaneProfile.checkUrl("p", "http://a.b:1234567")))
        .containsExactly("profile.invalid-url");
    assertThat(codes(ControlPlaneProfile.checkUrl("p", "http://a.b?x")))
        .containsExactly("profile.invalid-url");
    assertThat(codes(ControlPlaneProfile.checkUrl("p", "a.b")))
        .containsExactly("profile.invalid-url");
    ControlPlaneProfile badName =
        new ControlPlaneProfile("Bad", "Bad", "", Map.of(), Map.of(), Map.of("x", "http://a.b"));
    assertThat(ControlPlaneProfile.check(badName).problems())
        .extracting(Problem::code, Problem::path)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("profile.invalid-name", "metadata.name"));
  }
}
