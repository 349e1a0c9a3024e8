package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import io.planerules.rules.Severity;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One failing document per rule of docs/reference/storage-catalog.md#validation (code, severity,
 * path, line, column, upstream message text) beside the nearest valid document, in both wire forms.
 * Messages are the upstream NVCA texts (NVIDIA/nvcf nvca/pkg/storage/storage_capabilities.go
 * validate()).
 */
class ValidationRulesTest {

  static final String MAP =
      """
      apiVersion: storage.nvcf.nvidia.com/v1alpha1
      kind: StorageCapabilityCatalog
      drivers:
        example.csi.test:
          provider: example
          accessModes: [ReadWriteOnce, ReadOnlyMany]
          readerMountOptions: [ro]
      """;

  static final String LIST =
      """
      apiVersion: storage.nvcf.nvidia.com/v1alpha1
      kind: StorageCapabilityCatalog
      drivers:
        - name: example.csi.test
          provider: example
          accessModes: [ReadWriteOnce, ReadOnlyMany]
          readerMountOptions: [ro]
      """;

  /**
   * A case: the document, then the expected code, severity, path, line and the text at the expected
   * column of that line, and the message fragment.
   */
  record Case(
      String name,
      String yaml,
      String code,
      Severity severity,
      String path,
      int line,
      String needle,
      String message) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static final String P = "drivers[\"example.csi.test\"]";

  static Stream<Case> cases() {
    List<Case> c = new ArrayList<>();
    for (boolean list : new boolean[] {false, true}) {
      String base = list ? LIST : MAP;
      String p = list ? "drivers[0]" : P;
      String form = list ? "list " : "map ";
      c.add(
          new Case(
              form + "1 apiVersion",
              base.replace("nvcf.nvidia.com/v1alpha1", "nvcf.nvidia.com/v1"),
              "catalog.api-version",
              Severity.ERROR,
              "apiVersion",
              1,
              "storage",
              "unsupported storage capability apiVersion \"storage.nvcf.nvidia.com/v1\""));
      c.add(
          new Case(
              form + "2 kind",
              base.replace("kind: StorageCapabilityCatalog", "kind: Catalog"),
              "catalog.kind",
              Severity.ERROR,
              "kind",
              2,
              "Catalog",
              "unsupported storage capability kind \"Catalog\""));
      c.add(
          new Case(
              form + "a blank provider",
              base.replace("provider: example", "provider: \" \""),
              "catalog.driver-blank",
              Severity.ERROR,
              p + ".provider",
              5,
              "\" \"",
              "storage capability catalog has an empty provisioner or provider"));
      c.add(
          new Case(
              form + "V provider format",
              base.replace("provider: example", "provider: \" example\""),
              "catalog.provider-format",
              Severity.ERROR,
              p + ".provider",
              5,
              "\" example\"",
              "driver \"example.csi.test\" has provider \" example\" that is not a valid provider id"));
      c.add(
          new Case(
              form + "b accessModes missing",
              base.replace("    accessModes: [ReadWriteOnce, ReadOnlyMany]\n", ""),
              "catalog.access-modes-missing",
              Severity.ERROR,
              p,
              list ? 4 : 5,
              list ? "name" : "provider",
              "driver \"example.csi.test\" has no accessModes"));
      c.add(
          new Case(
              form + "b accessModes null",
              base.replace("accessModes: [ReadWriteOnce, ReadOnlyMany]", "accessModes: ~"),
              "catalog.access-modes-missing",
              Severity.ERROR,
              p,
              list ? 4 : 5,
              list ? "name" : "provider",
              "driver \"example.csi.test\" has no accessModes"));
      c.add(
          new Case(
              form + "c readerMountOptions missing",
              base.replace("    readerMountOptions: [ro]\n", ""),
              "catalog.reader-options-missing",
              Severity.ERROR,
              p,
              list ? 4 : 5,
              list ? "name" : "provider",
              "driver \"example.csi.test\" has no readerMountOptions"));
      c.add(
          new Case(
              form + "d1 blank option",
              base.replace("[ro]", "[ro, \"\"]"),
              "catalog.reader-option-blank",
              Severity.ERROR,
              p + ".readerMountOptions[1]",
              7,
              "\"\"",
              "driver \"example.csi.test\" has blank readerMountOption"));
      c.add(
          new Case(
              form + "d1 nbsp option",
              base.replace("[ro]", "[ro, \"\\u00a0\"]"),
              "catalog.reader-option-blank",
              Severity.ERROR,
              p + ".readerMountOptions[1]",
              7,
              "\"\\u00a0\"",
              "driver \"example.csi.test\" has blank readerMountOption"));
      c.add(
          new Case(
              form + "d2 whitespace",
              base.replace("[ro]", "[ro, \" x\"]"),
              "catalog.reader-option-whitespace",
              Severity.ERROR,
              p + ".readerMountOptions[1]",
              7,
              "\" x\"",
              "driver \"example.csi.test\" has readerMountOption \" x\" with surrounding whitespace"));
      c.add(
          new Case(
              form + "d3 duplicate",
              base.replace("[ro]", "[ro, nouuid, ro]"),
              "catalog.reader-option-duplicate",
              Severity.ERROR,
              p + ".readerMountOptions[2]",
              7,
              "ro]",
              "driver \"example.csi.test\" has duplicate readerMountOption \"ro\""));
      c.add(
          new Case(
              form + "d4 conflict",
              base.replace("[ro]", "[ro, atime, noatime]"),
              "catalog.reader-option-conflict",
              Severity.ERROR,
              p + ".readerMountOptions[2]",
              7,
              "noatime",
              "driver \"example.csi.test\" readerMountOptions \"atime\" and \"noatime\" conflict"));
      c.add(
          new Case(
              form + "d4 ro rw",
              base.replace("[ro]", "[ro, rw]"),
              "catalog.reader-option-conflict",
              Severity.ERROR,
              p + ".readerMountOptions[1]",
              7,
              "rw",
              "driver \"example.csi.test\" readerMountOptions \"ro\" and \"rw\" conflict"));
      c.add(
          new Case(
              form + "d5 comma",
              base.replace("[ro]", "[\"ro,rw\", ro]"),
              "catalog.reader-option-comma",
              Severity.ERROR,
              p + ".readerMountOptions[0]",
              7,
              "\"ro,rw\"",
              "driver \"example.csi.test\" has readerMountOption \"ro,rw\" with a comma outside quotes; list each mount option separately"));
      c.add(
          new Case(
              form + "d6 length",
              base.replace("[ro]", "[ro, " + "o".repeat(257) + "]"),
              "catalog.reader-option-length",
              Severity.ERROR,
              p + ".readerMountOptions[1]",
              7,
              "ooo",
              "driver \"example.csi.test\" has a readerMountOption longer than 256 characters"));
      c.add(
          new Case(
              form + "d7 rw warning",
              base.replace("[ReadWriteOnce, ReadOnlyMany]", "[ReadWriteMany]")
                  .replace("[ro]", "[rw]"),
              "catalog.reader-option-rw",
              Severity.WARNING,
              p + ".readerMountOptions[0]",
              7,
              "rw",
              "driver \"example.csi.test\" lists readerMountOption \"rw\", but reader volumes are always mounted read-only"));
      c.add(
          new Case(
              form + "e1 invalid mode",
              base.replace("ReadOnlyMany]", "ReadOnlyMany, ReadWriteOncePod]"),
              "catalog.access-mode-invalid",
              Severity.ERROR,
              p + ".accessModes[2]",
              6,
              "ReadWriteOncePod",
              "driver \"example.csi.test\" has invalid accessMode \"ReadWriteOncePod\""));
      c.add(
          new Case(
              form + "e1 homoglyph",
              base.replace("ReadOnlyMany]", "ReadOnlyMany, ReadWriteMаny]"),
              "catalog.access-mode-invalid",
              Severity.ERROR,
              p + ".accessModes[2]",
              6,
              "ReadWriteMаny",
              "driver \"example.csi.test\" has invalid accessMode \"ReadWriteMаny\""));
      c.add(
          new Case(
              form + "e2 duplicate mode",
              base.replace("ReadOnlyMany]", "ReadOnlyMany, ReadWriteOnce]"),
              "catalog.access-mode-duplicate",
              Severity.ERROR,
              p + ".accessModes[2]",
              6,
              "ReadWriteOnce]",
              "driver \"example.csi.test\" has duplicate accessMode \"ReadWriteOnce\""));
      c.add(
          new Case(
              form + "f rox needs writer",
              base.replace("[ReadWriteOnce, ReadOnlyMany]", "[ReadOnlyMany]"),
              "catalog.rox-needs-writer",
              Severity.ERROR,
              p + ".accessModes",
              6,
              "[",
              "driver \"example.csi.test\" qualifies ReadOnlyMany with no writer mode, it needs ReadWriteOnce or ReadWriteMany"));
      c.add(
          new Case(
              form + "g rox needs ro",
              base.replace("[ro]", "[nouuid]"),
              "catalog.rox-needs-ro",
              Severity.ERROR,
              p + ".accessModes",
              6,
              "[",
              "driver \"example.csi.test\" qualifies for the ReadOnlyMany reader shape and must list readerMountOption \"ro\""));
      c.add(
          new Case(
              form + "g even with RWX",
              base.replace("ReadOnlyMany]", "ReadOnlyMany, ReadWriteMany]").replace("[ro]", "[]"),
              "catalog.rox-needs-ro",
              Severity.ERROR,
              p + ".accessModes",
              6,
              "[",
              "must list readerMountOption \"ro\""));
      c.add(
          new Case(
              form + "W nvmesh provider elsewhere",
              base.replace("provider: example", "provider: nvmesh"),
              "catalog.nvmesh-provider-mismatch",
              Severity.WARNING,
              p + ".provider",
              5,
              "nvmesh",
              "driver \"example.csi.test\" has provider \"nvmesh\" but is not the NVMesh provisioner \"nvmesh-csi.excelero.com\": helmModelCache may select roxReadOnly, yet its reader volume handles are reused unchanged"));
      c.add(
          new Case(
              form + "unknown field",
              base.replace(
                  "    readerMountOptions: [ro]\n",
                  "    readerMountOptions: [ro]\n    transitions: {regularModelCache: roxReadOnly}\n"),
              "catalog.unknown-field",
              Severity.ERROR,
              p + ".transitions",
              8,
              "transitions",
              "parse storage capability catalog: unknown field \"transitions\""));
      c.add(
          new Case(
              form + "field type",
              base.replace(
                  "accessModes: [ReadWriteOnce, ReadOnlyMany]", "accessModes: ReadWriteMany"),
              "catalog.field-type",
              Severity.ERROR,
              p + ".accessModes",
              6,
              "ReadWriteMany",
              "parse storage capability catalog: "
                  + p
                  + ".accessModes must be a list of strings, got a string"));
      c.add(
          new Case(
              form + "3 no drivers",
              base.substring(0, base.indexOf("drivers:"))
                  + (list ? "drivers: []\n" : "drivers: {}\n"),
              "catalog.no-drivers",
              Severity.ERROR,
              "drivers",
              3,
              list ? "[]" : "{}",
              "storage capability catalog has no drivers"));
    }
    String map = MAP;
    c.add(
        new Case(
            "map a blank key",
            map.replace("example.csi.test:", "\" \":"),
            "catalog.driver-blank",
            Severity.ERROR,
            "drivers[\" \"]",
            4,
            "\" \"",
            "storage capability catalog has an empty provisioner or provider"));
    c.add(
        new Case(
            "map P provisioner format",
            map.replace("example.csi.test:", "Example_CSI:"),
            "catalog.provisioner-format",
            Severity.ERROR,
            "drivers[\"Example_CSI\"]",
            4,
            "Example_CSI",
            "driver \"Example_CSI\" is not a valid CSI driver name (at most 63 characters from [-.A-Za-z0-9], alphanumeric at both ends)"));
    c.add(
        new Case(
            "map W nvmesh provisioner other provider",
            map.replace("example.csi.test:", "nvmesh-csi.excelero.com:"),
            "catalog.nvmesh-provider-mismatch",
            Severity.WARNING,
            "drivers[\"nvmesh-csi.excelero.com\"].provider",
            5,
            "example",
            "driver \"nvmesh-csi.excelero.com\" has provider \"example\", not \"nvmesh\": helmModelCache will never select roxReadOnly for it"));
    c.add(
        new Case(
            "map name is unknown",
            map.replace("    provider: example", "    name: x\n    provider: example"),
            "catalog.unknown-field",
            Severity.ERROR,
            P + ".name",
            5,
            "name",
            "unknown field \"name\""));
    c.add(
        new Case(
            "map 3 drivers null",
            map.substring(0, map.indexOf("drivers:")) + "drivers: ~\n",
            "catalog.no-drivers",
            Severity.ERROR,
            "drivers",
            3,
            "~",
            "storage capability catalog has no drivers"));
    c.add(
        new Case(
            "map 3 drivers absent",
            map.substring(0, map.indexOf("drivers:")),
            "catalog.no-drivers",
            Severity.ERROR,
            "drivers",
            1,
            "apiVersion",
            "storage capability catalog has no drivers"));
    c.add(
        new Case(
            "map 1 apiVersion absent",
            map.replace("apiVersion: storage.nvcf.nvidia.com/v1alpha1\n", ""),
            "catalog.api-version",
            Severity.ERROR,
            "apiVersion",
            1,
            "kind",
            "unsupported storage capability apiVersion \"\""));
    String list = LIST;
    c.add(
        new Case(
            "list L1 blank name",
            list.replace("name: example.csi.test", "name: \"\\t\""),
            "catalog.driver-name-blank",
            Severity.ERROR,
            "drivers[0].name",
            4,
            "\"\\t\"",
            "storage capability catalog driver 0 has a blank name"));
    c.add(
        new Case(
            "list L1 missing name",
            list.replace("- name: example.csi.test\n    provider", "- provider"),
            "catalog.driver-name-blank",
            Severity.ERROR,
            "drivers[0].name",
            4,
            "provider",
            "storage capability catalog driver 0 has a blank name"));
    c.add(
        new Case(
            "list L2 duplicate name",
            list
                + list.substring(list.indexOf("  - name"))
                    .replace("- name: example.csi.test", "- name: example.csi.test"),
            "catalog.driver-name-duplicate",
            Severity.ERROR,
            "drivers[1].name",
            8,
            "example",
            "storage capability catalog lists driver \"example.csi.test\" twice"));
    c.add(
        new Case(
            "list P provisioner format",
            list.replace("name: example.csi.test", "name: -bad"),
            "catalog.provisioner-format",
            Severity.ERROR,
            "drivers[0].name",
            4,
            "-bad",
            "driver \"-bad\" is not a valid CSI driver name"));
    return c.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void failingDocument(Case c) {
    CatalogResult result = CatalogParser.parse(c.yaml());
    List<Problem> matching =
        result.problems().stream().filter(p -> p.code().equals(c.code())).toList();
    assertThat(matching).as("%s in %s", c.code(), result.problems()).hasSize(1);
    Problem problem = matching.get(0);
    assertThat(problem.severity()).isEqualTo(c.severity());
    assertThat(problem.path()).isEqualTo(c.path());
    assertThat(problem.message()).contains(c.message());
    String line = c.yaml().split("\n", -1)[c.line() - 1];
    assertThat(problem.position()).isNotNull();
    assertThat(problem.position().line()).isEqualTo(c.line());
    assertThat(problem.position().column()).isEqualTo(line.indexOf(c.needle()) + 1);
    assertThat(result.isValid()).isEqualTo(c.severity() == Severity.WARNING);
    if (c.severity() == Severity.WARNING) {
      assertThat(result.catalog()).isPresent();
      assertThat(result.catalog().orElseThrow().warnings()).containsExactly(problem);
    }
  }

  @Test
  void nearestValidDocuments() {
    for (String base : List.of(MAP, LIST)) {
      CatalogResult result = CatalogParser.parse(base);
      assertThat(result.problems()).isEmpty();
      assertThat(result.isValid()).isTrue();
      assertThat(CatalogParser.parse(base.replace("[ro]", "[ro, atime]")).problems()).isEmpty();
      assertThat(CatalogParser.parse(base.replace("[ro]", "[ro, \"x=\\\"a,b\\\"\"]")).problems())
          .isEmpty();
      assertThat(
              CatalogParser.parse(base.replace("[ro]", "[ro, " + "o".repeat(256) + "]")).problems())
          .isEmpty();
      assertThat(
              CatalogParser.parse(
                      base.replace("[ReadWriteOnce, ReadOnlyMany]", "[ReadWriteMany, ReadOnlyMany]")
                          .replace("[ro]", "[]"))
                  .problems())
          .isEmpty();
      assertThat(
              CatalogParser.parse(base.replace("[ReadWriteOnce, ReadOnlyMany]", "[]")).problems())
          .isEmpty();
      assertThat(
              CatalogParser.parse(
                      base.replace("provider: example", "provider: Example_Provider-1.2"))
                  .problems())
          .isEmpty();
      assertThat(
              CatalogParser.parse(
                      base.replace(
                          "    readerMountOptions: [ro]\n",
                          "    readerMountOptions: [ro]\n    encryptionSupported: true\n"))
                  .orElseThrow()
                  .drivers()
                  .get(0)
                  .encryptionSupported())
          .isTrue();
    }
  }

  @Test
  void textProblemsMakeTheValueUnusableAndKeepDocumentOrder() {
    String yaml =
        MAP.replace("provider: example", "provider: \"ex\\0ample\"")
            .replace(
                "    readerMountOptions: [ro]\n",
                "    readerMountOptions: [ro]\n    encryptionSupported: yes\n    extra: 1\n");
    CatalogResult r = CatalogParser.parse(yaml);
    assertThat(r.errors())
        .extracting(Problem::code)
        .containsExactly(
            "catalog.forbidden-character", "catalog.ambiguous-scalar", "catalog.unknown-field");
    assertThat(r.errors()).extracting(p -> p.position().line()).containsExactly(5, 8, 9);
    CatalogResult surrogate =
        CatalogParser.parse(MAP.replace("provider: example", "provider: \"\\ud800x\""));
    assertThat(surrogate.errors())
        .extracting(Problem::code)
        .containsExactly("catalog.forbidden-character");
    assertThat(surrogate.errors().get(0).message()).endsWith("unpaired surrogate");
    CatalogResult pair =
        CatalogParser.parse(MAP.replace("provider: example", "provider: \"\\ud83d\\ude42\""));
    assertThat(pair.errors()).extracting(Problem::code).containsExactly("catalog.provider-format");
    CatalogResult longKey = CatalogParser.parse(MAP + "x" + "\u00e9".repeat(257) + ": 1\n");
    assertThat(longKey.errors()).extracting(Problem::code).containsExactly("catalog.field-length");
    assertThat(longKey.errors().get(0).message()).endsWith("key is 258 characters, more than 256");
  }

  @Test
  void unusableProvisionerKeyIsReportedOnce() {
    CatalogResult r = CatalogParser.parse(MAP.replace("example.csi.test:", "yes:"));
    assertThat(r.errors()).extracting(Problem::code).containsExactly("catalog.ambiguous-scalar");
    assertThat(r.errors().get(0).path()).isEqualTo("drivers[\"yes\"]");
    CatalogResult list = CatalogParser.parse(LIST.replace("name: example.csi.test", "name: 7"));
    assertThat(list.errors()).extracting(Problem::code).containsExactly("catalog.field-type");
    assertThat(list.errors().get(0).message())
        .isEqualTo(
            "parse storage capability catalog: drivers[0].name must be a string, got a number");
  }

  @Test
  void emptyDriversValueIsLocatedAfterTheColon() {
    Problem p =
        CatalogParser.parse(MAP.substring(0, MAP.indexOf("drivers:")) + "drivers:\n")
            .errors()
            .get(0);
    assertThat(p.code()).isEqualTo("catalog.no-drivers");
    assertThat(p.position()).hasToString("3:9");
  }

  @Test
  void fourUpstreamErrorsInSpecOrderFirstIsNvcasError() {
    String yaml =
        """
        apiVersion: v1
        kind: Catalog
        drivers:
          example.csi.test:
            provider: example
            accessModes: [ReadOnlyMany]
            readerMountOptions: [ro, rw]
        """;
    CatalogResult result = CatalogParser.parse(yaml);
    assertThat(result.errors())
        .extracting(Problem::code)
        .containsExactly(
            "catalog.api-version",
            "catalog.kind",
            "catalog.reader-option-conflict",
            "catalog.rox-needs-writer");
    assertThat(result.errors().get(0).message())
        .isEqualTo("unsupported storage capability apiVersion \"v1\"");
  }

  @Test
  void driversInDocumentOrderAndPerDriverOrder() {
    String yaml =
        """
        apiVersion: storage.nvcf.nvidia.com/v1alpha1
        kind: StorageCapabilityCatalog
        drivers:
          z.example.com:
            provider: " "
            accessModes: [rwo, ReadOnlyMany]
            readerMountOptions: [" x", ro, ro]
          a.example.com:
            provider: nvmesh
        """;
    CatalogResult result = CatalogParser.parse(yaml);
    assertThat(result.problems())
        .extracting(Problem::code)
        .containsExactly(
            "catalog.driver-blank",
            "catalog.reader-option-whitespace",
            "catalog.reader-option-duplicate",
            "catalog.access-mode-invalid",
            "catalog.rox-needs-writer",
            "catalog.access-modes-missing",
            "catalog.reader-options-missing",
            "catalog.nvmesh-provider-mismatch");
  }
}
