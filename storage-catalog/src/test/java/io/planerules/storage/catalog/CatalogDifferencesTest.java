package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The source-vs-vendored check of two catalog payloads: their bytes, whether they mean the same
 * ({@link StorageCatalog#semanticallyEquals}) and the lines of {@link CatalogDiff#differences}.
 */
class CatalogDifferencesTest {

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

  private static StorageCatalog c(String s) {
    return CatalogParser.parse(b(s)).orElseThrow();
  }

  @Test
  void mapAndListFormAreSemanticallyEqualNotByteEqual() {
    assertThat(c(MAP).semanticallyEquals(c(LIST))).isTrue();
    assertThat(b(MAP)).isNotEqualTo(b(LIST));
    assertThat(CatalogDiff.differences(c(MAP), c(LIST))).isEmpty();
    assertThat(CatalogParser.parse(b(MAP)).problems()).isEmpty();
    assertThat(CatalogParser.parse(b(LIST)).problems()).isEmpty();
    assertThat(c(MAP).semanticallyEquals(c(MAP))).isTrue();
    assertThat(c(MAP).revision()).isEqualTo(c(MAP).revision());
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
    assertThat(c(MAP).semanticallyEquals(c(other))).isFalse();
    assertThat(CatalogDiff.differences(c(MAP), c(other)))
        .containsExactly(
            "drivers[\"csi.weka.io\"].readerMountOptions: [] vs [ro]",
            "drivers[\"x.example.com\"].provider: \"x\" vs \"x2\"",
            "drivers[\"x.example.com\"].accessModes: [] vs [ReadWriteMany]",
            "driver \"y.example.com\" only in b");
    assertThat(CatalogDiff.differences(c(other), c(MAP)))
        .contains("driver \"y.example.com\" only in a");
    String encrypted =
        MAP.replace(
            "    readerMountOptions: []\n  x.example.com",
            "    readerMountOptions: []\n    encryptionSupported: true\n  x.example.com");
    assertThat(CatalogDiff.differences(c(MAP), c(encrypted)))
        .containsExactly("drivers[\"csi.weka.io\"].encryptionSupported: false vs true");
  }

  @Test
  void anInvalidSideHasNoCatalogToCompare() {
    String invalid = MAP.replace("kind: StorageCapabilityCatalog", "kind: Other");
    CatalogResult parsed = CatalogParser.parse(b(invalid));
    assertThat(parsed.catalog()).isEmpty();
    assertThat(parsed.problems()).hasSize(1);
  }
}
