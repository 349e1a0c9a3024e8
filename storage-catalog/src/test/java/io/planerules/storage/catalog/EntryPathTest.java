package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.strings;

import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.internal.text.GoText;
import io.planerules.testkit.Properties;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The verbatim fast path of {@link CatalogDraft#entryPath} agrees with quoting every name through
 * {@link GoText#quote(String)} ({@code perf} change).
 */
class EntryPathTest {

  private static String oracle(String name) {
    return "drivers[" + GoQuote.quote(name) + "]";
  }

  @Test
  void table() {
    assertThat(CatalogDraft.entryPath(WireForm.MAP, 3, "csi.weka.io"))
        .isEqualTo("drivers[\"csi.weka.io\"]");
    assertThat(CatalogDraft.entryPath(WireForm.LIST, 3, "csi.weka.io")).isEqualTo("drivers[3]");
    assertThat(CatalogDraft.entryPath(WireForm.MAP, 0, "")).isEqualTo("drivers[\"\"]");
    assertThat(CatalogDraft.entryPath(WireForm.MAP, 0, " ~!")).isEqualTo("drivers[\" ~!\"]");
    assertThat(CatalogDraft.entryPath(WireForm.MAP, 0, "a\"b")).isEqualTo("drivers[\"a\\\"b\"]");
    assertThat(CatalogDraft.entryPath(WireForm.MAP, 0, "a\\b")).isEqualTo("drivers[\"a\\\\b\"]");
    assertThat(CatalogDraft.entryPath(WireForm.MAP, 0, "a\tb")).isEqualTo("drivers[\"a\\tb\"]");
    assertThat(CatalogDraft.entryPath(WireForm.MAP, 0, "\u007f")).isEqualTo("drivers[\"\\x7f\"]");
    assertThat(CatalogDraft.entryPath(WireForm.MAP, 0, "é")).isEqualTo("drivers[\"é\"]");
    for (char c = 0; c < 0x100; c++) {
      String name = "x" + c;
      assertThat(CatalogDraft.entryPath(WireForm.MAP, 0, name))
          .as("%x", (int) c)
          .isEqualTo(oracle(name));
      assertThat(CatalogDraft.isVerbatimInQuotes(name))
          .isEqualTo(c >= 0x20 && c <= 0x7E && c != '"' && c != '\\');
    }
  }

  /** ASCII and Latin-1, mostly printable ASCII, and any code point. */
  @Test
  void agreesWithQuote() {
    for (Gen<String> names :
        List.of(
            strings().betweenCodePoints(0, 0x17f).ofLengthBetween(0, 12),
            strings().betweenCodePoints(0x1f, 0x80).ofLengthBetween(0, 40),
            strings().allPossible().ofLengthBetween(0, 6))) {
      Properties.qt()
          .forAll(names)
          .checkAssert(
              name ->
                  assertThat(CatalogDraft.entryPath(WireForm.MAP, 7, name))
                      .isEqualTo(oracle(name)));
    }
  }
}
