package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Source-vs-vendored comparison. */
class CatalogComparisonTest {

  private static final String MAP =
      """
      apiVersion: storage.nvcf.nvidia.com/v1alpha1
      kind: StorageCapabilityCatalog
      drivers:
        csi.weka.io:
          provider: weka
          accessModes: [ReadWriteMany, ReadOnlyMany]
          readerMountOptions: []
        x.example.com:
          provider: x
          accessModes: []
          readerMountOptions: []
      """;

  private static final String LIST =
      """
      apiVersion: storage.nvcf.nvidia.com/v1alpha1
      kind: StorageCapabilityCatalog
      drivers:
        - name: x.example.com
          provider: x
          accessModes: []
          readerMountOptions: []
          encryptionSupported: false
        - name: csi.weka.io
          provider: "weka"
          accessModes: [ReadOnlyMany, ReadWriteMany]
          readerMountOptions: []
      """;

  private static byte[] b(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void mapAndListFormAreSemanticallyEqualNotByteEqual() {
    CatalogComparison c = CatalogComparison.sameCatalog(b(MAP), b(LIST));
    assertThat(c.semanticallyEqual()).isTrue();
    assertThat(c.bytesEqual()).isFalse();
    assertThat(c.differences()).isEmpty();
    assertThat(c.problems()).isEmpty();
    CatalogComparison same = CatalogComparison.sameCatalog(b(MAP), b(MAP));
    assertThat(same.bytesEqual()).isTrue();
    assertThat(same.semanticallyEqual()).isTrue();
  }

  @Test
  void differencesAreListed() {
    String other =
        MAP.replace(
                    "readerMountOptions: []\n  x.example.com",
                    "readerMountOptions: [ro]\n  x.example.com")
                .replace("provider: x", "provider: x2")
                .replace("accessModes: []", "accessModes: [ReadWriteMany]")
            + "  y.example.com: {provider: yy, accessModes: [], readerMountOptions: [], encryptionSupported: true}\n";
    CatalogComparison c = CatalogComparison.sameCatalog(b(MAP), b(other));
    assertThat(c.semanticallyEqual()).isFalse();
    assertThat(c.differences())
        .containsExactly(
            "drivers[\"csi.weka.io\"].readerMountOptions: [] vs [ro]",
            "drivers[\"x.example.com\"].provider: \"x\" vs \"x2\"",
            "drivers[\"x.example.com\"].accessModes: [] vs [ReadWriteMany]",
            "driver \"y.example.com\" only in b");
    assertThat(CatalogComparison.sameCatalog(b(other), b(MAP)).differences())
        .contains("driver \"y.example.com\" only in a");
    String encrypted =
        MAP.replace(
            "    readerMountOptions: []\n  x.example.com",
            "    readerMountOptions: []\n    encryptionSupported: true\n  x.example.com");
    assertThat(CatalogComparison.sameCatalog(b(MAP), b(encrypted)).differences())
        .containsExactly("drivers[\"csi.weka.io\"].encryptionSupported: false vs true");
  }

  @Test
  void anInvalidSideIsNeverEqual() {
    String invalid = MAP.replace("kind: StorageCapabilityCatalog", "kind: Other");
    CatalogComparison c = CatalogComparison.sameCatalog(b(invalid), b(invalid));
    assertThat(c.bytesEqual()).isTrue();
    assertThat(c.semanticallyEqual()).isFalse();
    assertThat(c.problemsA()).hasSize(1);
    assertThat(c.problemsB()).hasSize(1);
    assertThat(c.problems()).hasSize(2);
    assertThat(c.differences()).isEmpty();
  }
}
