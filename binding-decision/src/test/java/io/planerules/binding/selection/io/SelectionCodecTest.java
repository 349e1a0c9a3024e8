package io.planerules.binding.selection.io;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.Fixtures;
import io.planerules.binding.Outcome;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.rules.Problem;
import io.planerules.testkit.Properties;
import io.planerules.testkit.binding.BindingGenerators;
import io.planerules.testkit.binding.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/binding-decision.md#wire-form: strict parse, marshal order and omitempty, round
 * trip.
 */
class SelectionCodecTest {

  private static final String ROX =
      "{\"version\":\"v1alpha1\",\"workflow\":\"regularModelCache\",\"mode\":\"durable\","
          + "\"storageClassName\":\"nvcf-sc\",\"storageClassUID\":\"uid-1\","
          + "\"storageClassDigest\":\"v1:sha256:aa\",\"profileDigest\":\"sha256:bb\","
          + "\"catalogRevision\":\"sha256:cc\",\"provider\":\"nvmesh\","
          + "\"provisioner\":\"nvmesh-csi.excelero.com\",\"transition\":\"roxReadOnly\","
          + "\"requiredAccessModes\":[\"ReadWriteOnce\",\"ReadOnlyMany\"],"
          + "\"requiredMountOptions\":[\"ro\",\"norecovery\",\"nouuid\"],"
          + "\"encryptionRequired\":true,\"bindingName\":\"model-cache-x\",\"bindingUID\":\"u-1\"}";

  private static Problem only(String text) {
    SelectionParseResult result = SelectionCodec.parse(text);
    assertThat(result.isValid()).as(text).isFalse();
    assertThat(result.result().problems()).hasSize(1);
    return result.result().problems().get(0);
  }

  private static void parseFails(String text, String code, String detail) {
    Problem problem = only(text);
    assertThat(problem.code()).as(text).isEqualTo(code);
    assertThat(problem.message()).isEqualTo("parse model cache storage selection: " + detail);
  }

  @Test
  void marshalWritesEveryFieldInContractOrder() {
    SelectionParseResult parsed = SelectionCodec.parse(ROX);
    assertThat(parsed.isValid()).as(parsed.result().toString()).isTrue();
    PersistedSelection s = parsed.valid().orElseThrow();
    assertThat(s.encryptionRequired()).isTrue();
    assertThat(s.requiredMountOptions()).containsExactly("ro", "norecovery", "nouuid");
    assertThat(SelectionCodec.marshal(s).orElseThrow()).isEqualTo(ROX);
  }

  @Test
  void marshalOmitsEmptyFieldsButKeepsTheFirstThree() {
    PersistedSelection none = PersistedSelection.of("helmModelCache", "none", null);
    assertThat(SelectionCodec.marshal(none).orElseThrow())
        .isEqualTo("{\"version\":\"v1alpha1\",\"workflow\":\"helmModelCache\",\"mode\":\"none\"}");
    PersistedSelection blank =
        new PersistedSelection(
            "", "", "", "", "", "", "", "", "", "", "", List.of(), List.of(), false, "", "");
    assertThat(SelectionCodec.toJson(blank))
        .isEqualTo("{\"version\":\"\",\"workflow\":\"\",\"mode\":\"\"}");
  }

  @Test
  void marshalRefusesAnInvalidSelection() {
    PersistedSelection bad =
        Fixtures.selection(
            java.util.Map.of(
                "version", "v1alpha1", "workflow", "helmModelCache", "mode", "durable"));
    Outcome<String> out = SelectionCodec.marshal(bad);
    assertThat(out.isOk()).isFalse();
    assertThat(out.ruleId().value()).isEqualTo("selection.unresolved");
  }

  @Test
  void marshalUsesGoStringEscaping() {
    PersistedSelection s =
        PersistedSelection.of("helmModelCache", "none", null).withBinding("", "");
    PersistedSelection odd =
        new PersistedSelection(
            "v1alpha1",
            "helmModelCache",
            "none",
            "",
            "",
            "",
            "",
            "<&>\u2028\"\\\n",
            "",
            "",
            "",
            List.of(),
            List.of(),
            false,
            "",
            "");
    assertThat(SelectionCodec.marshal(s).orElseThrow()).doesNotContain("binding");
    assertThat(SelectionCodec.toJson(odd))
        .endsWith(",\"catalogRevision\":\"\\u003c\\u0026\\u003e\\u2028\\\"\\\\\\n\"}");
  }

  @Test
  void parseFailures() {
    parseFails("", "selection.parse-empty", "EOF");
    parseFails("  \n\t", "selection.parse-empty", "EOF");
    parseFails("[]", "selection.parse-not-object", "expected a JSON object");
    parseFails("\"x\"", "selection.parse-not-object", "expected a JSON object");
    parseFails("null", "selection.parse-not-object", "expected a JSON object");
    parseFails(
        "{\"version\":\"v1alpha1\",\"Workflow\":\"helmModelCache\",\"mode\":\"none\"}",
        "selection.parse-unknown-field",
        "json: unknown field \"Workflow\"");
    parseFails(
        "{\"version\":\"v1alpha1\",\"transitions\":{},\"mode\":\"none\"}",
        "selection.parse-unknown-field",
        "json: unknown field \"transitions\"");
    parseFails(
        "{\"version\":\"v1alpha1\",\"mode\":\"none\",\"mode\":\"durable\"}",
        "selection.parse-duplicate-field",
        "duplicate field \"mode\"");
    parseFails("{\"version\":1}", "selection.parse-type", "field \"version\" must be a string");
    parseFails(
        "{\"encryptionRequired\":\"true\"}",
        "selection.parse-type",
        "field \"encryptionRequired\" must be a boolean");
    parseFails(
        "{\"requiredMountOptions\":\"ro\"}",
        "selection.parse-type",
        "field \"requiredMountOptions\" must be an array of strings");
    parseFails(
        "{\"requiredAccessModes\":[\"ReadWriteMany\",1]}",
        "selection.parse-type",
        "field \"requiredAccessModes\" must be an array of strings");
    parseFails(
        "{\"version\":\"v1alpha1\",\"workflow\":\"helmModelCache\",\"mode\":\"none\"} {}",
        "selection.parse-trailing",
        "multiple JSON values");
    parseFails(
        "{\"version\":\"v1alpha1\",\"workflow\":\"helmModelCache\",\"mode\":\"none\"}x",
        "selection.parse-trailing",
        "multiple JSON values");
    parseFails(
        "{\"requiredMountOptions\":[[[[\"x\"]]]]}",
        "selection.parse-too-deep",
        "exceeds maximum nesting depth 4");
    Problem syntax = only("{\"version\":\"v1alpha1\",\n \"mode\" \"none\"}");
    assertThat(syntax.code()).isEqualTo("selection.parse-syntax");
    assertThat(syntax.message()).startsWith("parse model cache storage selection: ");
    assertThat(syntax.location()).isPresent();
    assertThat(syntax.location().orElseThrow().line()).isEqualTo(2);
    assertThat(only("{\"version\":\"v1").code()).isEqualTo("selection.parse-syntax");
    assertThat(only("{'version':'v1alpha1'}").code()).isEqualTo("selection.parse-syntax");
    String big = "{\"version\":\"" + "a".repeat(70_000) + "\"}";
    parseFails(big, "selection.parse-too-large", "input exceeds 65536 bytes");
  }

  @Test
  void limitsApplyToSkippedValuesToo() {
    parseFails("[[[[[1]]]]]", "selection.parse-too-deep", "exceeds maximum nesting depth 4");
    parseFails("[[[[1]]]]", "selection.parse-not-object", "expected a JSON object");
    parseFails(
        "{\"bogus\":[[[[1]]]]}", "selection.parse-too-deep", "exceeds maximum nesting depth 4");
    parseFails(
        "{\"bogus\":[[[1]]]}", "selection.parse-unknown-field", "json: unknown field \"bogus\"");
    parseFails(
        "{\"mode\":\"none\",\"mode\":[[[[1]]]]}",
        "selection.parse-too-deep",
        "exceeds maximum nesting depth 4");
    parseFails(
        "{\"version\":[[[[1]]]]}", "selection.parse-too-deep", "exceeds maximum nesting depth 4");
    parseFails(
        "{\"version\":[[[1]]]}", "selection.parse-type", "field \"version\" must be a string");
    parseFails(
        "{\"requiredMountOptions\":[\"a\",[[[1]]]]}",
        "selection.parse-too-deep",
        "exceeds maximum nesting depth 4");
    // exactly 65 536 UTF-8 bytes is read (then fails validation); one more byte is too large
    String prefix = "{\"version\":\"";
    String exact = prefix + "\u00e9".repeat((65_536 - prefix.length() - 2) / 2) + "\"}";
    assertThat(exact.getBytes(java.nio.charset.StandardCharsets.UTF_8)).hasSize(65_536);
    assertThat(only(exact).code()).isEqualTo("selection.version");
    parseFails(exact.replace("{", "{ "), "selection.parse-too-large", "input exceeds 65536 bytes");
    Problem at = only("{\"bogus\":1}");
    assertThat(at.location().orElseThrow().line()).isEqualTo(1);
    assertThat(at.location().orElseThrow().column()).isEqualTo(2);
  }

  @Test
  void firstSemanticProblemInDocumentOrderWins() {
    parseFails(
        "{\"version\":1,\"bogus\":true}",
        "selection.parse-type",
        "field \"version\" must be a string");
    parseFails(
        "{\"bogus\":true,\"version\":1}",
        "selection.parse-unknown-field",
        "json: unknown field \"bogus\"");
    // a syntax error anywhere beats a semantic problem before it (Go scans the value first)
    assertThat(only("{\"bogus\":true,\"version\":}").code()).isEqualTo("selection.parse-syntax");
  }

  @Test
  void nullsReadAsZeroValues() {
    SelectionParseResult r =
        SelectionCodec.parse(
            "{\"version\":\"v1alpha1\",\"workflow\":\"helmModelCache\",\"mode\":\"none\","
                + "\"provider\":null,\"requiredMountOptions\":null,\"encryptionRequired\":null}");
    assertThat(r.isValid()).as(r.result().toString()).isTrue();
    SelectionParseResult element = SelectionCodec.parse("{\"requiredMountOptions\":[\"ro\",null]}");
    assertThat(element.parsed().orElseThrow().requiredMountOptions()).containsExactly("ro", "");
    assertThat(element.isValid()).isFalse();
    assertThat(element.valid()).isEmpty();
    assertThat(element.result().problems().get(0).code()).isEqualTo("selection.version");
  }

  @Test
  void parseRunsValidationAfterReading() {
    SelectionParseResult r =
        SelectionCodec.parse(
            "{\"version\":\"v2\",\"workflow\":\"helmModelCache\",\"mode\":\"none\"}");
    assertThat(r.parsed()).isPresent();
    assertThat(r.result().problems().get(0).message())
        .isEqualTo("unsupported model cache storage selection version \"v2\"");
  }

  @Test
  void roundTripProperty() {
    Properties.qt()
        .forAll(BindingGenerators.selections())
        .checkAssert(
            m -> {
              String text = Json.write(m);
              SelectionParseResult parsed = SelectionCodec.parse(text);
              assertThat(parsed.isValid()).as(text).isTrue();
              PersistedSelection s = parsed.valid().orElseThrow();
              String marshalled = SelectionCodec.marshal(s).orElseThrow();
              assertThat(marshalled).isEqualTo(text);
              assertThat(SelectionCodec.parse(marshalled).valid()).contains(s);
            });
  }

  @Test
  void parseNeverThrowsOnArbitraryJson() {
    Properties.qt()
        .forAll(BindingGenerators.jsonish())
        .checkAssert(
            text -> {
              SelectionParseResult r = SelectionCodec.parse(text);
              assertThat(r.result().problems().size()).isLessThanOrEqualTo(1);
              assertThat(r.isValid()).isEqualTo(r.result().problems().isEmpty());
            });
  }
}
