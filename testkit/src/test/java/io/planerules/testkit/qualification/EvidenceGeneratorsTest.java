package io.planerules.testkit.qualification;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.testkit.Properties;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The evidence generators produce what they promise, in the document shape of
 * docs/reference/storage-catalog.md#evidence-document.
 */
@SuppressWarnings("unchecked")
class EvidenceGeneratorsTest {

  @Test
  void qualifyingDocumentsHaveTheRequiredFactsAndRemovableProofs() {
    Properties.qt()
        .forAll(EvidenceGenerators.qualifying())
        .checkAssert(
            doc -> {
              assertThat(doc.keySet())
                  .containsSubsequence(
                      "apiVersion",
                      "kind",
                      "provisioner",
                      "provider",
                      "cluster",
                      "date",
                      "storageClass",
                      "writer",
                      "readerMountOptions",
                      "readers");
              assertThat(((Map<?, ?>) doc.get("storageClass")).get("reclaimPolicy"))
                  .isEqualTo("Retain");
              assertThat((List<?>) doc.get("readers")).isNotEmpty();
              assertThat((List<Object>) doc.get("readerMountOptions")).contains("ro");
              var faults = EvidenceGenerators.proofRemovals(doc);
              assertThat(faults).hasSizeGreaterThanOrEqualTo(4 + 31);
              assertThat(faults).allSatisfy(f -> assertThat(f.value()).isNotEqualTo(doc));
            });
  }

  @Test
  void sameNamespaceOnlyShapesNeverRunElsewhere() {
    Properties.qt()
        .forAll(EvidenceGenerators.any())
        .checkAssert(
            doc -> {
              for (Object item : (List<?>) doc.get("readers")) {
                Map<?, ?> reader = (Map<?, ?>) item;
                if (EvidenceGenerators.SAME_NAMESPACE_ONLY.contains((String) reader.get("shape"))) {
                  assertThat(reader.get("namespace")).isEqualTo("same");
                }
              }
            });
  }

  @Test
  void reorderingKeepsTheSameReaders() {
    Properties.qt()
        .forAll(EvidenceGenerators.withReorderedReaders())
        .checkAssert(
            pair -> {
              assertThat((List<Object>) pair.get(1).get("readers"))
                  .containsExactlyInAnyOrderElementsOf((List<Object>) pair.get(0).get("readers"));
              assertThat(pair.get(1).get("writer")).isEqualTo(pair.get(0).get("writer"));
            });
  }

  @Test
  void copiesAreDeep() {
    Properties.qt()
        .forAll(EvidenceGenerators.any())
        .checkAssert(
            doc -> {
              Map<String, Object> copy = EvidenceGenerators.copy(doc);
              assertThat(copy).isEqualTo(doc);
              @SuppressWarnings("unchecked")
              Map<String, Object> writer = (Map<String, Object>) copy.get("writer");
              writer.put("populated", "changed");
              assertThat(((Map<?, ?>) doc.get("writer")).get("populated")).isNotEqualTo("changed");
            });
  }
}
