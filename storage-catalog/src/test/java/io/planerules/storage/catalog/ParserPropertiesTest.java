package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.testkit.Properties;
import io.planerules.testkit.storage.CatalogDocument;
import io.planerules.testkit.storage.CatalogGenerators;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Properties of the parser over generated documents and fuzzed bytes. */
class ParserPropertiesTest {

  /** Fuzz: ≥ 10 000 mutated payloads per run, each answered with the typed result, quickly. */
  @Test
  void mutatedPayloadsNeverThrow() {
    Properties.qt(10_000)
        .forAll(CatalogGenerators.mutatedPayloads())
        .checkAssert(ParserPropertiesTest::typedAndBounded);
  }

  @Test
  void randomBytesNeverThrow() {
    Properties.qt(2_000)
        .forAll(CatalogGenerators.randomBytes())
        .checkAssert(ParserPropertiesTest::typedAndBounded);
  }

  private static void typedAndBounded(byte[] payload) {
    long start = System.nanoTime();
    CatalogResult result = CatalogParser.parse(payload);
    long elapsed = System.nanoTime() - start;
    assertThat(Duration.ofNanos(elapsed)).isLessThan(Duration.ofSeconds(2));
    assertThat(result.revision()).contains(CatalogRevision.of(payload));
    assertThat(result.isValid()).isEqualTo(result.errors().isEmpty());
    assertThat(result.catalog().isPresent()).isEqualTo(result.isValid());
    for (Problem p : result.problems()) {
      assertThat(p.code()).startsWith("catalog.");
      assertThat(p.position()).as("%s", p).isNotNull();
      assertThat(p.message()).doesNotContain("Exception", "com.fasterxml", "org.yaml");
    }
    assertThat(result.problems().size()).isLessThanOrEqualTo(101);
  }

  @Test
  void validDocumentsAreValidInEveryRendering() {
    Properties.qt()
        .forAll(CatalogGenerators.validDocuments())
        .checkAssert(
            doc -> {
              CatalogResult map = CatalogParser.parse(doc.toYaml(false, false));
              assertThat(map.problems()).as(doc.toYaml(false, false)).isEmpty();
              StorageCatalog catalog = map.orElseThrow();
              assertThat(catalog.drivers())
                  .extracting(d -> d.provisioner())
                  .containsExactlyElementsOf(
                      doc.drivers().stream().map(CatalogDocument.Driver::provisioner).toList());
              for (String text :
                  new String[] {
                    doc.toYaml(true, false),
                    doc.toYaml(false, true),
                    doc.toYaml(true, true),
                    doc.toJson(false),
                    doc.toJson(true)
                  }) {
                CatalogResult other = CatalogParser.parse(text);
                assertThat(other.problems()).as(text).isEmpty();
                assertThat(other.orElseThrow().semanticallyEquals(catalog)).isTrue();
                assertThat(other.revision()).isNotEqualTo(map.revision());
              }
              CatalogResult list = CatalogParser.parse(doc.toYaml(true, false));
              assertThat(list.orElseThrow().wireForm())
                  .isEqualTo(io.planerules.storage.catalog.WireForm.LIST);
              assertThat(catalog.wireForm()).isEqualTo(io.planerules.storage.catalog.WireForm.MAP);
              byte[] yaml = doc.toYaml(false, false).getBytes(StandardCharsets.UTF_8);
              byte[] json = doc.toJson(true).getBytes(StandardCharsets.UTF_8);
              StorageCatalog fromYaml = CatalogParser.parse(yaml).orElseThrow();
              StorageCatalog fromJson = CatalogParser.parse(json).orElseThrow();
              assertThat(fromYaml.semanticallyEquals(fromJson)).isTrue();
              assertThat(yaml).isNotEqualTo(json);
              assertThat(CatalogDiff.differences(fromYaml, fromJson)).isEmpty();
            });
  }

  @Test
  void faultyDocumentsReportTheirFault() {
    Properties.qt()
        .forAll(CatalogGenerators.faultyDocuments())
        .checkAssert(
            faulty -> {
              for (String text :
                  new String[] {
                    faulty.value().toYaml(false, false), faulty.value().toYaml(true, true)
                  }) {
                CatalogResult result = CatalogParser.parse(text);
                assertThat(result.isValid()).as(text).isFalse();
                assertThat(result.errors())
                    .extracting(Problem::code)
                    .as(text)
                    .contains("catalog." + faulty.fault());
              }
            });
  }
}
