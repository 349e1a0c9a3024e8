package io.planerules.identity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/identity.md#plane-domain and docs/reference/identity.md#compute-plane-resolution
 * ({@code resolve-control-plane-id.sh}, {@code 02-nvca.yaml.gotmpl}), one row per code.
 */
class DomainAndSourcesTest {

  static final ControlPlaneId A = ControlPlaneId.of("plane-a");

  static List<String> codes(ValidationResult r) {
    return r.problems().stream().map(Problem::code).toList();
  }

  @Test
  void domainCodes() {
    assertThat(codes(PlaneDomain.validate("", A, true))).containsExactly("domain.required");
    assertThat(PlaneDomain.validate("", A, true).problems().get(0))
        .isEqualTo(
            Problem.error(
                "domain.required",
                "global.domain",
                "CONTROL_PLANE_DOMAIN is required for a named control plane."));
    assertThat(codes(PlaneDomain.validate("", ControlPlaneId.LEGACY, true))).isEmpty();
    String tooLong = ("a".repeat(63) + ".").repeat(4) + "bc";
    assertThat(tooLong).hasSize(258);
    assertThat(codes(PlaneDomain.validate(tooLong, A, true))).containsExactly("domain.too-long");
    assertThat(codes(PlaneDomain.validate("Plane.test", A, true)))
        .containsExactly("domain.not-dns-name");
    assertThat(codes(PlaneDomain.validate("a".repeat(64) + ".test", A, true)))
        .containsExactly("domain.label-too-long");
    assertThat(codes(PlaneDomain.validate("a".repeat(63) + ".test", A, true))).isEmpty();
    assertThat(codes(PlaneDomain.validate("localhost", A, true)))
        .containsExactly("domain.localhost");
    assertThat(codes(PlaneDomain.validate("localhost", A, false))).isEmpty();
    assertThat(codes(PlaneDomain.validate("localhost", ControlPlaneId.LEGACY, true))).isEmpty();
    assertThat(codes(PlaneDomain.validate("x.test\n", A, true)))
        .containsExactly("domain.not-dns-name");
    assertThat(codes(PlaneDomain.validate("A".repeat(300), A, true)))
        .containsExactly("domain.too-long", "domain.not-dns-name", "domain.label-too-long");
    assertThat(PlaneDomain.validate("Plane.test", A, true, "p").problems().get(0).message())
        .isEqualTo("CONTROL_PLANE_DOMAIN must be a lowercase DNS name. (got \"Plane.test\")");
    assertThat(PlaneDomain.validate("localhost", A, true).problems().get(0).message())
        .isEqualTo(
            "global.domain must be unique and non-localhost for a named control plane with Gateway"
                + " API enabled");
  }

  @Test
  void domainValue() {
    PlaneDomain d = PlaneDomain.of("plane-a.example.test", A, true);
    assertThat(d.value()).isEqualTo("plane-a.example.test");
    assertThat(d.isPresent()).isTrue();
    assertThat(d)
        .hasToString("plane-a.example.test")
        .isEqualTo(PlaneDomain.of("plane-a.example.test", A, false));
    assertThat(d.hashCode()).isEqualTo("plane-a.example.test".hashCode());
    assertThat(PlaneDomain.of("", ControlPlaneId.LEGACY, true)).isSameAs(PlaneDomain.NONE);
    assertThat(PlaneDomain.NONE.isPresent()).isFalse();
    assertThat(d.isWithin(PlaneDomain.of("example.test", A, true))).isTrue();
    assertThat(d.isWithin(d)).isTrue();
    assertThat(d.isWithin(PlaneDomain.of("e.test", A, true))).isFalse();
    assertThat(PlaneDomain.of("example.test", A, true).isWithin(d)).isFalse();
    assertThat(d.isWithin(PlaneDomain.NONE)).isFalse();
    assertThat(PlaneDomain.isValid("x.test", A, true)).isTrue();
    assertThatThrownBy(() -> PlaneDomain.of("", A, true))
        .isInstanceOf(InvalidDomainException.class)
        .extracting(e -> ((InvalidDomainException) e).code())
        .isEqualTo("domain.required");
  }

  @Test
  void computePlaneResolution() {
    assertThat(ControlPlaneIdSources.resolveComputePlane(" plane-a ", "")).isEqualTo(A);
    assertThat(ControlPlaneIdSources.resolveComputePlane("\tplane-a\n", "plane-a")).isEqualTo(A);
    assertThat(ControlPlaneIdSources.resolveComputePlane("", " plane-a\r\n")).isEqualTo(A);
    assertThat(ControlPlaneIdSources.resolveComputePlane("", "")).isEqualTo(ControlPlaneId.LEGACY);
    assertThat(ControlPlaneIdSources.effective(" x ", "y")).isEqualTo("x");
    assertThat(ControlPlaneIdSources.effective(" ", " y ")).isEqualTo("y");
    assertThat(codes(ControlPlaneIdSources.validateComputePlane("plane-a\nplane-b", "")))
        .containsExactly("id.multi-line", "id.whitespace");
    assertThat(codes(ControlPlaneIdSources.validateComputePlane("a\rb", "a\rb")))
        .containsExactly("id.multi-line", "id.whitespace");
    ValidationResult mismatch = ControlPlaneIdSources.validateComputePlane("plane-a", "plane-b");
    assertThat(mismatch.problems())
        .containsExactly(
            Problem.error(
                "id.source-mismatch",
                "CONTROL_PLANE_ID",
                "CONTROL_PLANE_ID \"plane-a\" does not match global.controlPlane.id \"plane-b\""));
    assertThat(codes(ControlPlaneIdSources.validateComputePlane("Plane-A ", "")))
        .containsExactly("id.uppercase");
    assertThat(ControlPlaneIdSources.validateComputePlane("Plane-A ", "").problems().get(0).path())
        .isEqualTo("CONTROL_PLANE_ID");
    assertThat(ControlPlaneIdSources.validateComputePlane("", "Plane-A").problems().get(0).path())
        .isEqualTo("global.controlPlane.id");
    assertThat(ControlPlaneIdSources.isValidComputePlane("", "default")).isFalse();
    assertThat(ControlPlaneIdSources.isValidComputePlane(" a ", "a")).isTrue();
    assertThatThrownBy(() -> ControlPlaneIdSources.resolveComputePlane("a", "b"))
        .isInstanceOf(InvalidControlPlaneIdException.class);
    assertThat(ControlPlaneIdSources.strip("\u000b\f x \u000b")).isEqualTo("x");
    assertThat(ControlPlaneIdSources.strip("\u00a0x")).isEqualTo("\u00a0x");
  }
}
