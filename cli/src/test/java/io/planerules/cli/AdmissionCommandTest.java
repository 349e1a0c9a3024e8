package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code planerules admission}: the golden objects of the admission module as YAML and JSON, the
 * options reaching the objects, and bad options as {@code admission.*} problems with exit 1.
 */
class AdmissionCommandTest {

  /** The admission module's golden files (reviewed by hand there). */
  private static final Path GOLDEN =
      Path.of("..", "admission", "src", "test", "resources", "io", "planerules", "admission", "io");

  private static String golden(String file) throws IOException {
    return Files.readString(GOLDEN.resolve(file), StandardCharsets.UTF_8);
  }

  private static List<JsonNode> documents(String yaml) throws IOException {
    List<JsonNode> out = new ArrayList<>();
    try (var parser = new YAMLFactory().createParser(yaml)) {
      new YAMLMapper().readValues(parser, JsonNode.class).forEachRemaining(out::add);
    }
    return out;
  }

  @Test
  void planeAPrintsTheGoldenYaml() throws IOException {
    CliRun run = CliRun.args("admission", "--plane-id", "plane-a");
    assertThat(run.code()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).isEqualTo(golden("plane-a.yaml"));
  }

  @Test
  void theLegacyIdPrintsTheLegacyRules() throws IOException {
    CliRun run = CliRun.args("admission", "--plane-id", "");
    assertThat(run.code()).isZero();
    assertThat(run.out()).isEqualTo(golden("legacy.yaml"));
  }

  @Test
  void jsonHoldsTheSameObjectsAsItems() throws IOException {
    CliRun run = CliRun.args("admission", "--plane-id", "plane-a", "--output", "json");
    assertThat(run.code()).isZero();
    JsonNode items = run.json().get("items");
    assertThat(run.json().size()).isEqualTo(1);
    List<JsonNode> expected = documents(golden("plane-a.yaml"));
    assertThat(items).hasSize(8);
    for (int i = 0; i < expected.size(); i++) {
      assertThat(items.get(i)).isEqualTo(expected.get(i));
    }
  }

  @Test
  void optionsReachTheObjects() throws IOException {
    CliRun run =
        CliRun.args(
            "admission",
            "--plane-id",
            "plane-b",
            "--labelled-kind",
            "namespaces",
            "--labelled-kind",
            "apps/deployments",
            "--extra-user",
            "ci-bot",
            "--extra-group",
            "plane-b-admins",
            "--restrict-namespaces",
            "--action",
            "Warn",
            "--action",
            "Audit",
            "--failure-policy",
            "Ignore");
    assertThat(run.code()).as(run.err()).isZero();
    List<JsonNode> docs = documents(run.out());
    assertThat(docs).hasSize(10);
    assertThat(docs.get(8).at("/metadata/name").textValue())
        .isEqualTo("planerules-plane-b-namespace-scope");
    JsonNode unlabelled = docs.get(4);
    assertThat(unlabelled.at("/spec/matchConstraints/resourceRules/1/apiGroups/0").textValue())
        .isEqualTo("apps");
    assertThat(unlabelled.at("/spec/matchConstraints/resourceRules/1/resources").toString())
        .isEqualTo("[\"deployments\",\"deployments/status\"]");
    assertThat(unlabelled.at("/spec/failurePolicy").textValue()).isEqualTo("Ignore");
    assertThat(unlabelled.at("/spec/matchConditions/0/expression").textValue())
        .contains("request.userInfo.username in ['ci-bot']")
        .contains("group in ['plane-b-admins']");
    assertThat(docs.get(5).at("/spec/validationActions").toString())
        .isEqualTo("[\"Warn\",\"Audit\"]");
  }

  @Test
  void badOptionsExitOneWithAdmissionProblems() {
    assertProblem(List.of("--action", "Block"), "admission.unknown-action");
    assertProblem(List.of("--action", "Deny", "--action", "Warn"), "admission.invalid-actions");
    assertProblem(List.of("--failure-policy", "Never"), "admission.unknown-failure-policy");
    assertProblem(List.of("--extra-user", ""), "admission.empty-username");
    assertProblem(List.of("--extra-group", ""), "admission.empty-group");
    assertProblem(
        List.of("--labelled-kind", "cert-manager.io/"), "admission.kind-without-resource");
    assertProblem(List.of("--labelled-kind", "*"), "admission.invalid-kind");
  }

  private static void assertProblem(List<String> options, String code) {
    List<String> args = new ArrayList<>(List.of("admission", "--plane-id", "plane-a"));
    args.addAll(options);
    CliRun text = CliRun.args(args.toArray(String[]::new));
    assertThat(text.code()).as("%s", options).isEqualTo(1);
    assertThat(text.out()).startsWith("invalid admission options:\n").contains(code);
    args.addAll(List.of("--output", "json"));
    CliRun json = CliRun.args(args.toArray(String[]::new));
    assertThat(json.code()).isEqualTo(1);
    assertThat(json.json().get("valid").booleanValue()).isFalse();
    assertThat(json.json().at("/problems/0/code").textValue()).isEqualTo(code);
  }

  @Test
  void anInvalidIdExitsOneWithItsProblems() {
    CliRun run = CliRun.args("admission", "--plane-id", "Plane-A");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).contains("id.uppercase");
  }

  @Test
  void usageErrorsExitTwo() {
    assertThat(CliRun.args("admission").code()).isEqualTo(2);
    assertThat(CliRun.args("admission", "--plane-id", "plane-a", "--output", "table").code())
        .isEqualTo(2);
  }
}
