package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The evidence document (docs/reference/storage-catalog.md#evidence-document) read with the
 * catalog's hardened pipeline (docs/reference/storage-catalog.md#reading-a-document): binding,
 * every problem code with its position, hostile inputs.
 */
class QualificationParserTest {

  static final String MINIMAL =
      """
      apiVersion: storage.nvcf.nvidia.com/v1alpha1
      kind: StorageQualificationRun
      provisioner: csi.weka.io
      provider: weka
      cluster: example-cluster
      date: "2026-08-31"
      storageClass:
        name: nv-storage-file
        reclaimPolicy: Retain
      writer:
        accessMode: ReadWriteMany
        populated: true
        durableAfterExit: true
      readerMountOptions: [ro]
      readers:
        - shape: staticPvReadWriteMany
          namespace: other
          identicalBytes: true
          writeProbes: {create: EROFS, append: EROFS, rename: EROFS, chmod: EROFS, truncate: EROFS, delete: EROFS}
      """;

  static QualificationParser.Result parse(String text) {
    return QualificationParser.parse(text);
  }

  static List<String> codes(String text) {
    return parse(text).problems().problems().stream().map(Problem::code).toList();
  }

  @Test
  void bindsEveryFieldOfTheWekaRun() throws IOException {
    QualificationEvidence e =
        QualificationParser.parse(
                Files.readAllBytes(Path.of("..", "docs", "qualification", "weka.yaml")))
            .evidence()
            .orElseThrow();
    assertThat(e.provisioner()).isEqualTo("csi.weka.io");
    assertThat(e.provider()).isEqualTo("weka");
    assertThat(e.cluster()).isEqualTo("example-cluster");
    assertThat(e.date()).isEqualTo("2026-08-31");
    assertThat(e.reference()).startsWith("docs/dev/storage-provider-qualification.md (Weka)");
    assertThat(e.storageClass().name()).isEqualTo("nv-storage-file");
    assertThat(e.storageClass().reclaimPolicy()).isEqualTo(ReclaimPolicy.RETAIN);
    assertThat(e.storageClass().volumeBindingMode()).isEqualTo("Immediate");
    assertThat(e.storageClass().mountOptions()).isEmpty();
    assertThat(requireNonNull(e.csiDriver()).fsGroupPolicy()).isEqualTo(FsGroupPolicy.FILE);
    assertThat(e.writer().accessMode()).isEqualTo(WriterMode.READ_WRITE_MANY);
    assertThat(e.writer().populated()).isTrue();
    assertThat(e.writer().durableAfterExit()).isTrue();
    assertThat(e.readerMountOptions()).containsExactly("ro");
    assertThat(e.readers()).hasSize(3);
    assertThat(e.readers().get(0).shape()).isEqualTo(ReaderShape.STATIC_PV_READ_WRITE_MANY);
    assertThat(e.readers().get(0).namespace()).isEqualTo(ReaderNamespace.OTHER);
    assertThat(e.readers().get(0).proves()).isTrue();
    assertThat(e.readers().get(2).shape()).isEqualTo(ReaderShape.FRESH_DYNAMIC_CLAIM);
    assertThat(e.readers().get(2).identicalBytes()).isFalse();
    assertThat(e.readers().get(2).listingEmpty()).isTrue();
    assertThat(e.readers().get(2).probe(WriteProbe.CREATE)).isEqualTo(ProbeResult.SUCCEEDED);
    assertThat(e.readers().get(2).probe(WriteProbe.DELETE)).isEqualTo(ProbeResult.NOT_RUN);
  }

  @Test
  void optionalFieldsDefault() {
    QualificationEvidence e = parse(MINIMAL).evidence().orElseThrow();
    assertThat(e.reference()).isEmpty();
    assertThat(e.csiDriver()).isNull();
    assertThat(e.storageClass().volumeBindingMode()).isEmpty();
    assertThat(e.readers().get(0).listingEmpty()).isNull();
    QualificationEvidence unset = parse(MINIMAL + "csiDriver: {}\n").evidence().orElseThrow();
    assertThat(unset.csiDriver()).isNotNull();
    assertThat(requireNonNull(unset.csiDriver()).fsGroupPolicy()).isNull();
    assertThat(parse(MINIMAL + "csiDriver:\n").evidence().orElseThrow().csiDriver()).isNull();
  }

  @Test
  void plainScalarsThatAreNotBooleansStayStrings() {
    QualificationEvidence e =
        parse(MINIMAL.replace("date: \"2026-08-31\"", "date: 2026-08-31")).evidence().orElseThrow();
    assertThat(e.date()).isEqualTo("2026-08-31");
    assertThat(
            parse(MINIMAL.replace("provider: weka", "provider: 'no'"))
                .evidence()
                .orElseThrow()
                .provider())
        .isEqualTo("no");
  }

  @Test
  void jsonIsTheSameEvidence() {
    String json =
        """
        {"apiVersion": "storage.nvcf.nvidia.com/v1alpha1", "kind": "StorageQualificationRun",
         "provisioner": "csi.weka.io", "provider": "weka", "cluster": "example-cluster",
         "date": "2026-08-31",
         "storageClass": {"name": "nv-storage-file", "reclaimPolicy": "Retain"},
         "writer": {"accessMode": "ReadWriteMany", "populated": true, "durableAfterExit": true},
         "readerMountOptions": ["ro"],
         "readers": [{"shape": "staticPvReadWriteMany", "namespace": "other", "identicalBytes": true,
           "writeProbes": {"create": "EROFS", "append": "EROFS", "rename": "EROFS", "chmod": "EROFS",
             "truncate": "EROFS", "delete": "EROFS"}}]}
        """;
    assertThat(parse(json).evidence()).isEqualTo(parse(MINIMAL).evidence());
    assertThat(parse(json).evidence()).isPresent();
  }

  static Stream<Arguments> problems() {
    return Stream.of(
        // binding (docs/reference/storage-catalog.md#evidence-document)
        row(
            "unknown field",
            MINIMAL + "advertisedModes: [ReadWriteMany]\n",
            "qualification.unknown-field",
            "advertisedModes",
            20,
            1),
        row(
            "typo in a reader",
            MINIMAL.replace("identicalBytes: true", "identicalByte: true"),
            "qualification.unknown-field",
            "readers[0].identicalByte",
            18,
            5),
        row(
            "unknown probe",
            MINIMAL.replace("create: EROFS", "mkdir: EROFS"),
            "qualification.unknown-field",
            "readers[0].writeProbes.mkdir",
            19,
            19),
        row(
            "reclaim policy case",
            MINIMAL.replace("reclaimPolicy: Retain", "reclaimPolicy: retain"),
            "qualification.field-value",
            "storageClass.reclaimPolicy",
            9,
            18),
        row(
            "ROX writer",
            MINIMAL.replace("accessMode: ReadWriteMany", "accessMode: ReadOnlyMany"),
            "qualification.field-value",
            "writer.accessMode",
            11,
            15),
        row(
            "unknown shape",
            MINIMAL.replace("shape: staticPvReadWriteMany", "shape: staticPv"),
            "qualification.field-value",
            "readers[0].shape",
            16,
            12),
        row(
            "probe result",
            MINIMAL.replace("create: EROFS", "create: erofs"),
            "qualification.field-value",
            "readers[0].writeProbes.create",
            19,
            27),
        row(
            "fsGroupPolicy",
            MINIMAL + "csiDriver: {fsGroupPolicy: file}\n",
            "qualification.field-value",
            "csiDriver.fsGroupPolicy",
            20,
            28),
        row(
            "string for a boolean",
            MINIMAL.replace("populated: true", "populated: \"true\""),
            "qualification.field-type",
            "writer.populated",
            12,
            14),
        row(
            "number for a string",
            MINIMAL.replace("cluster: example-cluster", "cluster: 12"),
            "qualification.field-type",
            "cluster",
            5,
            10),
        row(
            "scalar for a list",
            MINIMAL.replace("readerMountOptions: [ro]", "readerMountOptions: ro"),
            "qualification.field-type",
            "readerMountOptions",
            14,
            21),
        row(
            "scalar readers",
            MINIMAL.substring(0, MINIMAL.indexOf("readers:")) + "readers: none\n",
            "qualification.field-type",
            "readers",
            15,
            10),
        row(
            "missing writer",
            MINIMAL.replace(
                "writer:\n  accessMode: ReadWriteMany\n  populated: true\n  durableAfterExit: true\n",
                ""),
            "qualification.field-missing",
            "writer",
            1,
            1),
        row(
            "null provisioner",
            MINIMAL.replace("provisioner: csi.weka.io", "provisioner:"),
            "qualification.field-missing",
            "provisioner",
            1,
            1),
        row(
            "missing identicalBytes",
            MINIMAL.replace("    identicalBytes: true\n", ""),
            "qualification.field-missing",
            "readers[0].identicalBytes",
            16,
            5),
        row(
            "apiVersion",
            MINIMAL.replace("v1alpha1", "v1"),
            "qualification.api-version",
            "apiVersion",
            1,
            13),
        row(
            "kind",
            MINIMAL.replace("kind: StorageQualificationRun", "kind: StorageCapabilityCatalog"),
            "qualification.kind",
            "kind",
            2,
            7),
        // facts (QualificationEvidence.validate)
        row(
            "blank cluster",
            MINIMAL.replace("cluster: example-cluster", "cluster: \" \""),
            "qualification.field-blank",
            "cluster",
            5,
            10),
        row(
            "date",
            MINIMAL.replace("\"2026-08-31\"", "\"2026-02-30\""),
            "qualification.date-format",
            "date",
            6,
            7),
        row(
            "no reader",
            MINIMAL.substring(0, MINIMAL.indexOf("readers:")) + "readers: []\n",
            "qualification.readers-empty",
            "readers",
            15,
            10),
        row(
            "shared claim elsewhere",
            MINIMAL.replace("shape: staticPvReadWriteMany", "shape: sharedClaimReadWriteMany"),
            "qualification.shape-namespace",
            "readers[0].namespace",
            17,
            16),
        row(
            "provisioner format",
            MINIMAL.replace("provisioner: csi.weka.io", "provisioner: csi_weka"),
            "catalog.provisioner-format",
            "provisioner",
            3,
            14),
        row(
            "provider format",
            MINIMAL.replace("provider: weka", "provider: \" weka\""),
            "catalog.provider-format",
            "provider",
            4,
            11),
        row(
            "conflicting reader options",
            MINIMAL.replace("[ro]", "[ro, rw]"),
            "catalog.reader-option-conflict",
            "readerMountOptions[1]",
            14,
            26),
        row(
            "comma in a reader option",
            MINIMAL.replace("[ro]", "[\"ro,rw\"]"),
            "catalog.reader-option-comma",
            "readerMountOptions[0]",
            14,
            22),
        // text level (docs/reference/storage-catalog.md#text-level-checks)
        row(
            "alias",
            MINIMAL.replace("name: nv-storage-file", "name: &n nv-storage-file") + "cluster2: *n\n",
            "qualification.yaml-anchor",
            "storageClass.name",
            8,
            9),
        row(
            "alias alone",
            MINIMAL.replace("cluster: example-cluster", "cluster: *c"),
            "qualification.yaml-alias",
            "cluster",
            5,
            10),
        row(
            "tag",
            MINIMAL.replace("provider: weka", "provider: !!str weka"),
            "qualification.yaml-tag",
            "provider",
            4,
            11),
        row(
            "custom tag on a mapping",
            MINIMAL.replace("storageClass:\n", "storageClass: !custom\n"),
            "qualification.yaml-tag",
            "storageClass",
            7,
            15),
        row(
            "duplicate key",
            MINIMAL + "provider: other\n",
            "qualification.duplicate-key",
            "provider",
            20,
            1),
        row(
            "duplicate key in a reader",
            MINIMAL.replace(
                "    namespace: other\n", "    namespace: other\n    namespace: same\n"),
            "qualification.duplicate-key",
            "readers[0].namespace",
            18,
            5),
        row(
            "second document",
            MINIMAL + "---\nkind: x\n",
            "qualification.multi-document",
            "",
            21,
            1),
        row(
            "ambiguous yes",
            MINIMAL.replace("populated: true", "populated: yes"),
            "qualification.ambiguous-scalar",
            "writer.populated",
            12,
            14),
        row(
            "escaped NUL",
            MINIMAL.replace("cluster: example-cluster", "cluster: \"a\\0b\""),
            "qualification.forbidden-character",
            "cluster",
            5,
            10),
        row(
            "raw DEL",
            MINIMAL.replace("cluster: example-cluster", "cluster: a\u007Fb"),
            "qualification.forbidden-character",
            "",
            5,
            11),
        row(
            "tab indentation",
            MINIMAL.replace("  name: nv-storage-file", "\tname: nv-storage-file"),
            "qualification.syntax",
            "",
            7,
            13),
        row("unclosed flow", MINIMAL.replace("[ro]", "[ro"), "qualification.syntax", "", 15, 8),
        row("empty", "", "qualification.empty", "", 1, 1),
        row("comments only", "# nothing\n", "qualification.empty", "", 1, 1),
        row("null root", "~\n", "qualification.empty", "", 1, 1),
        row("list root", "- a\n", "qualification.root-type", "", 1, 1),
        row("scalar root", "hello\n", "qualification.root-type", "", 1, 1),
        row(
            "deep nesting",
            "a: " + "[".repeat(2000) + "]".repeat(2000) + "\n",
            "qualification.depth",
            "a" + "[0]".repeat(15),
            1,
            19));
  }

  private static Arguments row(
      String name, String text, String code, String path, int line, int column) {
    return Arguments.of(name, text, code, path, line, column);
  }

  @ParameterizedTest(name = "{0}: {2}")
  @MethodSource("problems")
  void everyProblemHasItsCodePathAndPosition(
      String name, String text, String code, String path, int line, int column) {
    QualificationParser.Result result = parse(text);
    assertThat(result.isValid()).isFalse();
    assertThat(result.evidence()).isEmpty();
    Problem first =
        result.problems().errors().stream()
            .filter(p -> p.code().equals(code))
            .findFirst()
            .orElseThrow(() -> new AssertionError(code + " not in " + result.problems()));
    assertThat(first.path()).isEqualTo(path);
    assertThat(first.position()).isEqualTo(new SourcePosition(line, column));
    assertThat(first.message()).doesNotContain("Exception").doesNotContain("com.fasterxml");
  }

  @Test
  void duplicateKeysAreNamedAndLocatedWhereTheParserStops() {
    // the walk checks every key for a repeat, located at the start of the repeated key
    Problem duplicate = parse(MINIMAL + "provider: other\n").problems().problems().get(0);
    assertThat(duplicate.message())
        .isEqualTo("parse qualification evidence: duplicate key \"provider\"");
  }

  @Test
  void fatalProblemsStandAlone() {
    assertThat(codes(MINIMAL.replace("cluster: example-cluster", "cluster: *c")))
        .containsExactly("qualification.yaml-alias");
    assertThat(codes(MINIMAL + "---\n")).containsExactly("qualification.multi-document");
    assertThat(parse(MINIMAL + "...\n").isValid()).isTrue();
  }

  @Test
  void bindingCollectsEveryProblemInDocumentOrder() {
    String text =
        MINIMAL
                .replace("provider: weka", "provider: 5")
                .replace("reclaimPolicy: Retain", "reclaimPolicy: Keep")
                .replace("namespace: other", "namespace: elsewhere")
            + "extra: 1\n";
    assertThat(codes(text))
        .containsExactly(
            "qualification.field-type",
            "qualification.field-value",
            "qualification.field-value",
            "qualification.unknown-field");
    assertThat(parse(text).problems().problems().get(0).message())
        .isEqualTo("parse qualification evidence: provider must be a string, got a number");
    assertThat(parse(text).problems().problems().get(1).message())
        .isEqualTo(
            "parse qualification evidence: storageClass.reclaimPolicy must be one of Retain,"
                + " Delete, Recycle, got \"Keep\"");
  }

  @Test
  void hostileEncodingsAndSizes() {
    assertThat(
            QualificationParser.parse(new byte[] {(byte) 0xFE, (byte) 0xFF, 0, 'a'})
                .problems()
                .problems())
        .extracting(Problem::code)
        .containsExactly("qualification.encoding");
    byte[] invalidUtf8 = "a: b\nc: \u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
    Problem encoding = QualificationParser.parse(invalidUtf8).problems().problems().get(0);
    assertThat(encoding.code()).isEqualTo("qualification.encoding");
    assertThat(encoding.message())
        .isEqualTo("parse qualification evidence: invalid UTF-8 at byte 8");
    assertThat(encoding.position()).isEqualTo(new SourcePosition(2, 4));
    assertThat(codes("a: \uD800\n")).containsExactly("qualification.encoding");
    assertThat(QualificationParser.parse(new byte[262_145]).problems().problems())
        .extracting(Problem::code)
        .containsExactly("qualification.size");
    assertThat(codes(MINIMAL.replace("example-cluster", "x".repeat(5000))))
        .contains("qualification.field-length");
    assertThat(codes("a: " + "1".repeat(1001) + "\n")).containsExactly("qualification.syntax");
    assertThat(codes("%YAML 2.0\n---\na: b\n")).containsExactly("qualification.syntax");
    byte[] bom = ("\uFEFF" + MINIMAL).getBytes(StandardCharsets.UTF_8);
    assertThat(QualificationParser.parse(bom).isValid()).isTrue();
    assertThat(parse("\uFEFF" + MINIMAL).isValid()).isTrue();
    assertThat(codes(MINIMAL.replace("cluster: example-cluster", "cluster: \"a\u0000\"")))
        .containsExactly("qualification.forbidden-character");
  }

  @Test
  void billionLaughsIsRefusedAtTheFirstAnchor() {
    String laughs = "a: &a [\"lol\",\"lol\"]\nb: &b [*a,*a,*a]\nc: [*b,*b,*b]\n";
    assertThat(codes(laughs)).containsExactly("qualification.yaml-anchor");
    assertThat(codes("base: &b {x: 1}\nother:\n  <<: *b\n"))
        .containsExactly("qualification.yaml-anchor");
  }

  @Test
  void tooManyProblemsStopsCollection() {
    StringBuilder text = new StringBuilder(MINIMAL);
    for (int i = 0; i < 150; i++) {
      text.append("unknown").append(i).append(": 1\n");
    }
    List<Problem> problems = parse(text.toString()).problems().problems();
    assertThat(problems).hasSize(101);
    assertThat(problems.get(100).code()).isEqualTo("qualification.too-many-problems");
  }

  @Test
  void listsHaveLimits() {
    StringBuilder options = new StringBuilder("[ro");
    for (int i = 0; i < 64; i++) {
      options.append(", o").append(i);
    }
    assertThat(codes(MINIMAL.replace("[ro]", options + "]")))
        .containsExactly("qualification.list-length");
  }

  @Test
  void wrongShapesInsideReadersAndDriver() {
    String readers = MINIMAL.substring(0, MINIMAL.indexOf("readers:"));
    assertThat(codes(readers + "readers: [ro]\n")).containsExactly("qualification.field-type");
    assertThat(parse(readers + "readers: [ro]\n").problems().problems().get(0).path())
        .isEqualTo("readers[0]");
    assertThat(
            codes(MINIMAL.replace("writeProbes: {", "writeProbes: [").replace("EROFS}", "EROFS]")))
        .containsExactly("qualification.field-type");
    assertThat(codes(MINIMAL + "csiDriver: File\n")).containsExactly("qualification.field-type");
    assertThat(codes(MINIMAL.replace("storageClass:\n", "storageClass: x\nsc:\n")))
        .contains("qualification.field-type");
    assertThat(codes(MINIMAL.replace("readerMountOptions: [ro]", "readerMountOptions: [ro, 5]")))
        .containsExactly("qualification.field-type");
    assertThat(codes(MINIMAL.replace("identicalBytes: true", "identicalBytes: 1")))
        .containsExactly("qualification.field-type");
    assertThat(codes(MINIMAL.replace("identicalBytes: true", "identicalBytes: on")))
        .containsExactly("qualification.ambiguous-scalar");
    assertThat(codes(readers + "readers:\n")).containsExactly("qualification.field-missing");
    StringBuilder many = new StringBuilder(readers).append("readers:\n");
    for (int i = 0; i < 65; i++) {
      many.append("  - {shape: freshDynamicClaim, namespace: other, identicalBytes: false}\n");
    }
    assertThat(codes(many.toString())).containsExactly("qualification.list-length");
    QualificationEvidence listing =
        parse(
                MINIMAL.replace(
                    "identicalBytes: true", "identicalBytes: true\n    listingEmpty: false"))
            .evidence()
            .orElseThrow();
    assertThat(listing.readers().get(0).listingEmpty()).isFalse();
    assertThat(listing.readers().get(0).identicalBytes()).isTrue();
    QualificationEvidence notPopulated =
        parse(MINIMAL.replace("populated: true", "populated: false")).evidence().orElseThrow();
    assertThat(notPopulated.writer().populated()).isFalse();
    assertThat(notPopulated.writer().durableAfterExit()).isTrue();
    assertThat(
            parse(MINIMAL.replace("    writeProbes: {", "    writeProbes: null\n    x: {"))
                .problems()
                .problems())
        .extracting(Problem::code)
        .containsExactly("qualification.unknown-field");
  }

  @Test
  void catalogWarningsOnTheEvidenceDoNotRefuseIt() {
    QualificationParser.Result result =
        parse(MINIMAL.replace("provider: weka", "provider: nvmesh"));
    assertThat(result.isValid()).isTrue();
    assertThat(result.problems().warnings())
        .extracting(Problem::code)
        .containsExactly("catalog.nvmesh-provider-mismatch");
    assertThat(result.problems().warnings().get(0).path()).isEqualTo("provider");
  }
}
