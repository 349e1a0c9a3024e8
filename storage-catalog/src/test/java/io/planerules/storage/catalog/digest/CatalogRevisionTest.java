package io.planerules.storage.catalog.digest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.testkit.Properties;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/** Catalog revision; goldens from {@code printf ... | sha256sum}. */
class CatalogRevisionTest {

  @Test
  void goldens() {
    assertThat(CatalogRevision.of(new byte[0]).value())
        .isEqualTo("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    assertThat(CatalogRevision.of("").value())
        .isEqualTo("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    assertThat(CatalogRevision.of("\n").value())
        .isEqualTo("sha256:01ba4719c80b6fe911b091a7c05124b64eeece964e09c058ef8f9805daca546b");
    assertThat(CatalogRevision.of("abc".getBytes(StandardCharsets.UTF_8)))
        .hasToString("sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  }

  @Test
  void unpairedSurrogatesHashAsReplacementCharacter() {
    String fffd = "sha256:83d544ccc223c057d2bf80d3f2a32982c32c3c0db8e2674820da5064783fb097";
    assertThat(CatalogRevision.of("\ud800").value()).isEqualTo(fffd);
    assertThat(CatalogRevision.of("\udc00").value()).isEqualTo(fffd);
    assertThat(CatalogRevision.of("\ufffd").value()).isEqualTo(fffd);
    assertThat(CatalogRevision.of("a\ud800b")).isEqualTo(CatalogRevision.of("a\ufffdb"));
    assertThat(CatalogRevision.of("\ud83d\ude42x\ud800"))
        .isEqualTo(CatalogRevision.of("\ud83d\ude42x\ufffd"));
    assertThat(CatalogRevision.of("\ud83d\ude42"))
        .isEqualTo(CatalogRevision.of("\ud83d\ude42".getBytes(StandardCharsets.UTF_8)));
    assertThat(CatalogRevision.of("x\ud83d")).isEqualTo(CatalogRevision.of("x\ufffd"));
  }

  @Test
  void rejectsMalformedValues() {
    assertThatThrownBy(() -> new CatalogRevision("sha256:ABC"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () ->
                new CatalogRevision(
                    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void changesWithAnyByte() {
    Properties.qt()
        .forAll(
            SourceDSL.strings().allPossible().ofLengthBetween(0, 40),
            SourceDSL.integers().between(0, 1000),
            SourceDSL.integers().between(1, 255))
        .checkAssert(
            (text, position, delta) -> {
              byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
              byte[] longer = java.util.Arrays.copyOf(bytes, bytes.length + 1);
              assertThat(CatalogRevision.of(longer)).isNotEqualTo(CatalogRevision.of(bytes));
              if (bytes.length > 0) {
                byte[] changed = bytes.clone();
                int at = position % bytes.length;
                changed[at] = (byte) (changed[at] + delta);
                assertThat(CatalogRevision.of(changed)).isNotEqualTo(CatalogRevision.of(bytes));
              }
            });
  }
}
