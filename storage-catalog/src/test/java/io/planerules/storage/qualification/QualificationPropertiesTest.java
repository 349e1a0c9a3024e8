package io.planerules.storage.qualification;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.testkit.Properties;
import io.planerules.testkit.qualification.EvidenceGenerators;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.SourceDSL;

/**
 * Properties of docs/reference/storage-catalog.md#verdict-rules over generated evidence documents
 * (testkit's {@link EvidenceGenerators}), each through the parser (JSON text) and the verdict
 * rules, 1 000 examples or more.
 */
class QualificationPropertiesTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  static String json(Map<String, Object> document) {
    try {
      return JSON.writeValueAsString(document);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  static QualificationVerdict verdict(Map<String, Object> document) {
    QualificationResult result = Qualify.evaluate(json(document));
    assertThat(result.problems().errors()).as(json(document)).isEmpty();
    return result.verdict().orElseThrow();
  }

  @Test
  void generatedQualifyingEvidenceQualifiesEveryTriedMode() {
    Properties.qt()
        .forAll(EvidenceGenerators.qualifying())
        .checkAssert(
            doc -> {
              QualificationVerdict v = verdict(doc);
              assertThat(v.verdict()).as(json(doc)).isEqualTo(VerdictKind.QUALIFIED);
              assertThat(v.missing()).as(json(doc)).isEmpty();
            });
  }

  @Test
  void removingAnySingleRequiredProofNeverKeepsTheQualifiedModes() {
    Properties.qt(2_000)
        .forAll(EvidenceGenerators.qualifyingWithOneProofRemoved())
        .checkAssert(
            faulty -> {
              QualificationVerdict v = verdict(faulty.value());
              if (faulty.fault().endsWith(" removed") && faulty.fault().contains("proof")) {
                // dropping the only entry of a shape family also drops the attempt of its mode
                return;
              }
              assertThat(v.missing()).as(faulty.fault()).isNotEmpty();
              assertThat(v.verdict()).as(faulty.fault()).isNotEqualTo(VerdictKind.QUALIFIED);
            });
    // exhaustively: every removable proof of each document (about 80 per document, so 250
    // documents check some 20 000 faults on top of the 2 000 random ones above)
    Properties.qt(250)
        .forAll(EvidenceGenerators.qualifying())
        .checkAssert(
            doc -> {
              List<String> modes = verdict(doc).qualifiedModeNames();
              for (var faulty : EvidenceGenerators.proofRemovals(doc)) {
                assertThat(verdict(faulty.value()).qualifiedModeNames())
                    .as(faulty.fault() + " in " + json(doc))
                    .isNotEqualTo(modes);
              }
            });
  }

  @Test
  void theJustifiedEntryAlwaysPassesCatalogValidation() {
    Properties.qt()
        .forAll(EvidenceGenerators.any())
        .checkAssert(
            doc -> {
              QualificationVerdict v = verdict(doc);
              assertThat(StorageCatalog.builder().driver(v.entry()).validate().errors())
                  .as(json(doc))
                  .isEmpty();
              assertThat(v.entry().provisioner()).isEqualTo(doc.get("provisioner"));
              assertThat(v.entry().accessModes()).isEqualTo(v.qualifiedModes());
            });
  }

  @Test
  void theVerdictIsIndependentOfTheOrderOfReaderEntries() {
    Properties.qt()
        .forAll(EvidenceGenerators.withReorderedReaders())
        .checkAssert(pair -> assertThat(verdict(pair.get(1))).isEqualTo(verdict(pair.get(0))));
  }

  @Test
  void deploymentWarningsNeverChangeTheVerdict() {
    Properties.qt()
        .forAll(EvidenceGenerators.any())
        .checkAssert(
            doc -> {
              Map<String, Object> other = EvidenceGenerators.copy(doc);
              other.put("csiDriver", Map.of("fsGroupPolicy", "None"));
              other.put("reference", "CRI-O");
              QualificationVerdict a = verdict(doc);
              QualificationVerdict b = verdict(other);
              assertThat(b.verdict()).isEqualTo(a.verdict());
              assertThat(b.qualifiedModes()).isEqualTo(a.qualifiedModes());
              assertThat(b.missing()).isEqualTo(a.missing());
              assertThat(b.findings()).isEqualTo(a.findings());
              assertThat(b.warnings())
                  .containsExactly("writer-runs-as-root", "fully-qualified-images");
            });
  }

  @Test
  void qualifiedModesAreAlwaysACatalogShape() {
    Properties.qt()
        .forAll(EvidenceGenerators.any())
        .checkAssert(
            doc -> {
              QualificationVerdict v = verdict(doc);
              List<String> modes = v.qualifiedModeNames();
              assertThat(modes)
                  .isIn(
                      List.of(),
                      List.of("ReadWriteMany"),
                      List.of("ReadOnlyMany", "ReadWriteMany"),
                      List.of("ReadWriteOnce", "ReadOnlyMany"));
              assertThat(v.verdict() == VerdictKind.NOT_QUALIFIED).isEqualTo(modes.isEmpty());
              assertThat(v.enables(Workflow.REGULAR)).isEqualTo(!modes.isEmpty());
            });
  }

  @Test
  void randomBytesAndSingleByteMutationsNeverThrow() throws IOException {
    byte[] weka = Files.readAllBytes(Path.of("..", "docs", "qualification", "weka.yaml"));
    Gen<byte[]> mutations =
        SourceDSL.integers()
            .between(0, weka.length - 1)
            .zip(
                SourceDSL.integers().between(0, 255),
                (at, value) -> {
                  byte[] copy = weka.clone();
                  copy[at] = (byte) (int) value;
                  return copy;
                });
    Properties.qt()
        .forAll(mutations)
        .checkAssert(
            bytes -> {
              QualificationResult r = Qualify.evaluate(bytes);
              assertThat(r.isValid()).isEqualTo(r.problems().isValid());
              r.problems().errors().forEach(p -> assertThat(p.position()).isNotNull());
            });
    Properties.qt()
        .forAll(SourceDSL.strings().allPossible().ofLengthBetween(0, 200))
        .checkAssert(
            text -> {
              QualificationParser.Result r = QualificationParser.parse(text);
              assertThat(r.isValid()).isEqualTo(r.problems().isValid());
            });
  }

  @Test
  void pastedYamlParsesBackToTheSameEntry() {
    Properties.qt()
        .forAll(EvidenceGenerators.any())
        .checkAssert(
            doc -> {
              DriverEntry entry = verdict(doc).entry();
              String catalog =
                  "apiVersion: storage.nvcf.nvidia.com/v1alpha1\n"
                      + "kind: StorageCapabilityCatalog\n"
                      + "drivers:\n"
                      + CatalogEntries.yaml(entry);
              StorageCatalog parsed = CatalogParser.parse(catalog).orElseThrow();
              assertThat(parsed.drivers()).hasSize(1);
              assertThat(parsed.drivers().get(0).semanticallyEquals(entry)).isTrue();
              assertThat(parsed.drivers().get(0).accessModes()).isEqualTo(entry.accessModes());
            });
  }
}
