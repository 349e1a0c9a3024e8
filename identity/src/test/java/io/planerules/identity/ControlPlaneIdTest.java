package io.planerules.identity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * docs/reference/identity.md#control-plane-id; upstream {@code
 * nvca/pkg/types/control_plane_test.go} and {@code scripts/validate-control-plane-config.sh} of
 * NVIDIA/nvcf PR #1483.
 */
class ControlPlaneIdTest {

  private static List<String> codes(String value) {
    return ControlPlaneId.validate(value).problems().stream().map(Problem::code).toList();
  }

  @Test
  void legacyIsTheEmptyId() {
    ControlPlaneId legacy = ControlPlaneId.of("");
    assertThat(legacy).isSameAs(ControlPlaneId.LEGACY);
    assertThat(legacy.isLegacy()).isTrue();
    assertThat(legacy.prefix()).isEmpty();
    assertThat(legacy.value()).isEmpty();
    assertThat(legacy.ownershipLabelValue()).isEmpty();
    assertThat(legacy).hasToString("(legacy)");
    assertThat(ControlPlaneId.validate("")).isEqualTo(ValidationResult.ok());
  }

  @Test
  void namedIdHasPrefixAndLabel() {
    ControlPlaneId id = ControlPlaneId.of("plane-a");
    assertThat(id.isLegacy()).isFalse();
    assertThat(id.value()).isEqualTo("plane-a");
    assertThat(id.prefix()).isEqualTo("plane-a-");
    assertThat(id.ownershipLabelValue()).contains("plane-a");
    assertThat(id).isEqualTo(ControlPlaneId.of("plane-a")).hasToString("plane-a");
    assertThat(id.hashCode()).isEqualTo(ControlPlaneId.of("plane-a").hashCode());
    assertThat(id).isNotEqualTo(ControlPlaneId.of("plane-b")).isNotEqualTo("plane-a");
  }

  @ParameterizedTest(name = "[{index}] \"{0}\" -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "default|id.reserved",
        "aaaaaaaaaaaaaaaaaaaaa|id.too-long",
        "plane_a|id.invalid-char",
        "plane.a|id.invalid-char",
        "Default|id.uppercase",
        "Plane-a|id.uppercase",
        "-plane|id.leading-hyphen",
        "plane-|id.trailing-hyphen",
        "plane\u0430|id.non-ascii",
        "\uff50lane|id.non-ascii",
        "'plane a'|id.whitespace",
      })
  void oneCodePerRow(String value, String code) {
    assertThat(codes(value)).containsExactly(code);
    assertThat(ControlPlaneId.isValid(value)).isFalse();
    assertThatThrownBy(() -> ControlPlaneId.of(value))
        .isInstanceOf(InvalidControlPlaneIdException.class)
        .extracting(e -> ((InvalidControlPlaneIdException) e).code())
        .isEqualTo(code);
  }

  @ParameterizedTest
  @CsvSource({"a", "1plane", "default-plane", "shared", "kube-system", "aaaaaaaaaaaaaaaaaaaa"})
  void validNamedIds(String value) {
    assertThat(ControlPlaneId.isValid(value)).isTrue();
    assertThat(ControlPlaneId.of(value).value()).isEqualTo(value);
  }

  @Test
  void everyAsciiWhitespaceIsRefusedAsWhitespace() {
    for (char c : new char[] {' ', '\t', '\n', '\u000b', '\f', '\r'}) {
      assertThat(codes("plane" + c + "a")).as("char %d", (int) c).containsExactly("id.whitespace");
      assertThat(codes("plane-a" + c)).containsExactly("id.whitespace");
    }
  }

  @Test
  void trailingNewlineIsRefusedUnlikeAJavaDollarRegex() {
    assertThat(codes("plane-a\n")).containsExactly("id.whitespace");
  }

  @Test
  void messagesContainUpstreamTextAndTheValue() {
    assertThat(ControlPlaneId.validate("default").problems().get(0).message())
        .isEqualTo("control plane ID \"default\" is reserved for legacy mode (got \"default\")");
    Problem tooLong = ControlPlaneId.validate("a".repeat(21)).problems().get(0);
    assertThat(tooLong.message())
        .isEqualTo(
            "control plane ID must be at most 20 characters (got \"aaaaaaaaaaaaaaaaaaaaa\")");
    assertThat(tooLong.path()).isEqualTo("global.controlPlane.id");
    assertThat(ControlPlaneId.validate("plane_a").problems().get(0).message())
        .isEqualTo(
            "control plane ID must be a DNS-1123 label: a lowercase RFC 1123 label must consist of"
                + " lower case alphanumeric characters or '-', and must start and end with an"
                + " alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for"
                + " validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?') (got \"plane_a\")");
    assertThat(ControlPlaneId.validate("a.b", "x.y").problems().get(0))
        .isEqualTo(
            Problem.error(
                "id.invalid-char",
                "x.y",
                "control plane ID must be a DNS-1123 label: must not contain dots (got \"a.b\")"));
  }

  @Test
  void twentyBytesNotChars() {
    // 10 x U+00E9 is 10 chars but 20 UTF-8 bytes: non-ascii only; 11 of them are 22 bytes.
    assertThat(codes("\u00e9".repeat(10))).containsExactly("id.non-ascii");
    assertThat(codes("\u00e9".repeat(11))).containsExactly("id.too-long", "id.non-ascii");
    // an unpaired surrogate counts 3 bytes: 18 + 3 = 21
    assertThat(codes("a".repeat(18) + "\ud800")).containsExactly("id.too-long", "id.non-ascii");
    assertThat(codes("a".repeat(17) + "\ud800")).containsExactly("id.non-ascii");
  }

  @Test
  void twoProblemsAtOnce() {
    assertThat(codes("A".repeat(21))).containsExactly("id.too-long", "id.uppercase");
    assertThat(codes("-" + "a".repeat(20))).containsExactly("id.too-long", "id.leading-hyphen");
  }

  @Test
  void precedenceOfTheLabelCode() {
    assertThat(codes("A b")).containsExactly("id.whitespace");
    assertThat(codes("A\u00e9")).containsExactly("id.non-ascii");
    assertThat(codes("A_")).containsExactly("id.uppercase");
    assertThat(codes("-_")).containsExactly("id.invalid-char");
    assertThat(codes("-a-")).containsExactly("id.leading-hyphen");
  }
}
