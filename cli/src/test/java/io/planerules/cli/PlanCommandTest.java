package io.planerules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code planerules plan}: golden text tables for {@code plane-a} and legacy mode, and the parsed
 * JSON form checked against values taken from the specs (docs/reference/identity.md#kind-table
 * names, docs/reference/binding-decision.md#profile-digest,
 * docs/reference/storage-catalog.md#transitions).
 */
class PlanCommandTest {

  private static String golden(String name) throws IOException {
    try (InputStream in = PlanCommandTest.class.getResourceAsStream("/golden/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void planeAMatchesTheGoldenTable() throws IOException {
    CliRun run = CliRun.args("plan", "--plane-id", "plane-a", "--domain", "plane-a.example.test");
    assertThat(run.code()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).isEqualTo(golden("plan-plane-a.txt"));
  }

  @Test
  void legacyMatchesTheGoldenTable() throws IOException {
    CliRun run = CliRun.args("plan", "--plane-id", "");
    assertThat(run.code()).isZero();
    assertThat(run.out()).isEqualTo(golden("plan-legacy.txt"));
  }

  /** The wide goldens are the single-table layout, unchanged since before the narrow one. */
  @Test
  void wideLayoutMatchesTheSingleTableGoldens() throws IOException {
    CliRun planeA =
        CliRun.args("plan", "--plane-id", "plane-a", "--domain", "plane-a.example.test", "--wide");
    assertThat(planeA.code()).isZero();
    assertThat(planeA.out()).isEqualTo(golden("plan-plane-a-wide.txt"));
    CliRun legacy = CliRun.args("plan", "--plane-id", "", "--wide");
    assertThat(legacy.out()).isEqualTo(golden("plan-legacy-wide.txt"));
  }

  @Test
  void theDefaultLayoutFitsA120ColumnTerminal() {
    for (String id : List.of("plane-a", "")) {
      CliRun run =
          CliRun.args("plan", "--plane-id", id, "--domain", id.isEmpty() ? "" : id + ".test");
      List<String> lines = run.out().lines().toList();
      long narrow = lines.stream().filter(l -> l.length() <= 120).count();
      assertThat(narrow * 10)
          .as("lines within 120 columns")
          .isGreaterThanOrEqualTo(lines.size() * 9L);
    }
  }

  @Test
  void bothLayoutsShowEveryNameWholeWithItsScopeAndNamespace() {
    for (String id : List.of("plane-a", "")) {
      String[] plane = {"--plane-id", id, "--domain", id.isEmpty() ? "" : id + ".example.test"};
      JsonNode json = CliRun.args(concat(plane, "names", "-o", "json")).json().get("names");
      List<List<String>> expected = new ArrayList<>();
      for (JsonNode entry : json) {
        expected.add(
            List.of(
                entry.get("kind").textValue(),
                entry.get("scope").textValue(),
                text(entry, "namespace"),
                text(entry, "name")));
      }
      assertThat(rows(CliRun.args(concat(plane, "names", "--wide")).out())).isEqualTo(expected);
      List<List<String>> narrow = rows(CliRun.args(concat(plane, "names")).out());
      assertThat(narrow).hasSameSizeAs(expected);
      for (int i = 0; i < narrow.size(); i++) {
        List<String> row = narrow.get(i);
        List<String> want = expected.get(i);
        if (row.get(1).equals("?")) {
          // a family without namespaced objects: no scope or namespace column
          assertThat(want.get(2)).as(want.toString()).isEqualTo("-");
          assertThat(List.of(row.get(0), row.get(3))).isEqualTo(List.of(want.get(0), want.get(3)));
        } else {
          assertThat(row).isEqualTo(want);
        }
      }
    }
  }

  private static String text(JsonNode entry, String field) {
    JsonNode value = entry.path(field);
    return value.isTextual() ? value.textValue() : "-";
  }

  private static String[] concat(String[] plane, String command, String... more) {
    List<String> args = new ArrayList<>(List.of(command));
    args.addAll(List.of(plane));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  /**
   * Every row of every table in the text as (kind, scope, namespace, name), cells cut at the
   * header's column starts; a table without SCOPE and NAMESPACE columns holds names of no namespace
   * ({@code none} or {@code cluster} scope is read back from the kind's family).
   */
  private static List<List<String>> rows(String text) {
    List<List<String>> rows = new ArrayList<>();
    List<String> lines = text.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).startsWith("KIND ")) {
        continue;
      }
      String header = lines.get(i);
      for (int r = i + 2; r < lines.size() && !lines.get(r).isEmpty(); r++) {
        String line = lines.get(r);
        rows.add(
            List.of(
                cell(header, line, "KIND"),
                cell(header, line, "SCOPE"),
                cell(header, line, "NAMESPACE"),
                cell(header, line, "NAME")));
      }
    }
    return rows;
  }

  /** The cell under a header column; {@code ?} when the table has no such column. */
  private static String cell(String header, String line, String column) {
    int start = (" " + header + " ").indexOf(" " + column + " ");
    if (start < 0) {
      return "?";
    }
    int next = header.indexOf("  ", start + column.length());
    while (next >= 0 && next < header.length() && header.charAt(next) == ' ') {
      next++;
    }
    int end = next < 0 || next >= header.length() ? line.length() : Math.min(next, line.length());
    return start >= line.length() ? "" : line.substring(start, end).trim();
  }

  @Test
  void tableColumnsAreAligned() {
    CliRun run = CliRun.args("plan", "--plane-id", "plane-a", "--domain", "plane-a.example.test");
    List<String> lines = run.out().lines().toList();
    int header = lines.indexOf(lines.stream().filter(l -> l.startsWith("KIND")).findFirst().get());
    String rule = lines.get(header + 1);
    int nameColumn = lines.get(header).indexOf("NAME");
    assertThat(rule.charAt(nameColumn - 1)).isEqualTo(' ');
    assertThat(rule.charAt(nameColumn)).isEqualTo('-');
    int end = header + 2 + lines.subList(header + 2, lines.size()).indexOf("");
    assertThat(end - header - 2).as("rows of the first family").isEqualTo(13);
    for (String line : lines.subList(header + 2, end)) {
      assertThat(line.charAt(nameColumn - 1)).as(line).isEqualTo(' ');
      assertThat(line.charAt(nameColumn)).as(line).isNotEqualTo(' ');
    }
    assertThat(lines).allSatisfy(l -> assertThat(l).doesNotEndWith(" "));
  }

  @Test
  void planeAJson() {
    CliRun run =
        CliRun.args(
            "plan", "--plane-id", "plane-a", "--domain", "plane-a.example.test", "-o", "json");
    assertThat(run.code()).isZero();
    JsonNode plan = run.json();
    assertThat(plan.get("planeId").textValue()).isEqualTo("plane-a");
    assertThat(plan.get("mode").textValue()).isEqualTo("named");
    assertThat(plan.get("valid").booleanValue()).isTrue();
    JsonNode names = plan.get("names");
    assertThat(FieldShape.entry(names, "namespace/nvcf").get("name").textValue())
        .isEqualTo("plane-a-nvcf");
    assertThat(FieldShape.entry(names, "namespace/ingress").get("legacy").textValue())
        .isEqualTo("gateway-system");
    assertThat(FieldShape.entry(names, "release/nvca-operator").get("namespace").textValue())
        .isEqualTo("plane-a-nvca-operator");
    assertThat(FieldShape.entry(names, "webhook/mutate").get("name").textValue())
        .isEqualTo("plane-a.mutate.nvca.nvcf.nvidia.io");
    assertThat(FieldShape.entry(names, "url/nats").get("name").textValue())
        .isEqualTo("nats://nats.plane-a-nats-system.svc.cluster.local:4222");
    assertThat(FieldShape.entry(names, "label/ownership").get("name").textValue())
        .isEqualTo("plane-a");
    JsonNode catalog = plan.get("catalog");
    assertThat(catalog.get("source").textValue()).isEqualTo("embedded default");
    assertThat(catalog.get("catalogRevision").textValue()).startsWith("sha256:");
    JsonNode decisions = plan.get("decisions");
    assertThat(decisions).hasSize(8);
    List<String> rows = new ArrayList<>();
    for (JsonNode d : decisions) {
      rows.add(
          d.get("provisioner").textValue()
              + " "
              + d.get("workflow").textValue()
              + " "
              + d.get("transition").textValue());
    }
    // docs/reference/storage-catalog.md#transitions: NVMesh roxReadOnly, Weka and FSS rwxReadOnly,
    // Lustre disabled
    assertThat(rows)
        .containsExactly(
            "nvmesh-csi.excelero.com regularModelCache roxReadOnly",
            "nvmesh-csi.excelero.com helmModelCache roxReadOnly",
            "csi.weka.io regularModelCache rwxReadOnly",
            "csi.weka.io helmModelCache rwxReadOnly",
            "fss.csi.oraclecloud.com regularModelCache rwxReadOnly",
            "fss.csi.oraclecloud.com helmModelCache rwxReadOnly",
            "lustre.csi.oraclecloud.com regularModelCache disabled",
            "lustre.csi.oraclecloud.com helmModelCache disabled");
    // docs/reference/binding-decision.md#profile-digest worked example
    assertThat(decisions.get(0).get("profileDigest").textValue())
        .isEqualTo("sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727");
    assertThat(decisions.get(0).get("requiredMountOptions").toString())
        .isEqualTo("[\"ro\",\"norecovery\",\"nouuid\"]");
  }

  @Test
  void legacyJsonKeepsEveryLegacyName() {
    CliRun run = CliRun.args("plan", "--plane-id", "", "--output", "json");
    assertThat(run.code()).isZero();
    JsonNode plan = run.json();
    assertThat(plan.get("mode").textValue()).isEqualTo("legacy");
    int compared = 0;
    for (JsonNode entry : plan.get("names")) {
      if (entry.get("name").isTextual() && entry.get("legacy").isTextual()) {
        assertThat(entry.get("name").textValue())
            .as(entry.toString())
            .isEqualTo(entry.get("legacy").textValue());
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(100);
    assertThat(FieldShape.entry(plan.get("names"), "namespace/nvcf").get("name").textValue())
        .isEqualTo("nvcf");
    assertThat(
            FieldShape.entry(plan.get("names"), "hostname/api").at("/problems/0/code").textValue())
        .isEqualTo("name.input-required");
    assertThat(plan.get("decisions")).hasSize(8);
  }

  @Test
  void invalidPlaneExitsOneWithEveryProblem() {
    CliRun run = CliRun.args("plan", "--plane-id", "Plane-A", "--domain", "localhost");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).contains("the plane is invalid:").contains("id.uppercase");
    CliRun noDomain = CliRun.args("plan", "--plane-id", "plane-a", "-o", "json");
    assertThat(noDomain.code()).isEqualTo(1);
    assertThat(noDomain.json().at("/problems/0/code").textValue()).isEqualTo("domain.required");
    assertThat(noDomain.json().has("names")).isFalse();
  }

  @Test
  void usageErrorsExitTwo() {
    assertThat(CliRun.args("plan").code()).isEqualTo(2);
    assertThat(CliRun.args("plan", "--plane-id").code()).isEqualTo(2);
    CliRun missingFile = CliRun.args("plan", "--plane-id", "", "--catalog", "/no/such/file.yaml");
    assertThat(missingFile.code()).isEqualTo(2);
    assertThat(missingFile.err())
        .isEqualTo("planerules: cannot read /no/such/file.yaml: no such file\n");
    CliRun policy = CliRun.args("plan", "--plane-id", "", "--cassandra-policy", "shared");
    assertThat(policy.code()).isEqualTo(2);
    assertThat(policy.err()).hasLineCount(1);
  }
}
