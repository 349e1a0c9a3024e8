package io.planerules.storage.internal.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.snakeyaml.error.MarkedYAMLException;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.testkit.Properties;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The flow-depth pre-scan: where it cuts, SnakeYAML's tokens (with positions) and the parser's
 * problems for the prefix are exactly those of the whole text; where it is unsure, it does not cut.
 */
class FlowDepthPreScanTest {

  private static final String HEAD =
      "apiVersion: storage.nvcf.nvidia.com/v1alpha1\nkind: StorageCapabilityCatalog\n";

  @Test
  void cutsAfterTheBracketPastTheLimit() {
    String deep = HEAD + "drivers: " + "[".repeat(2000) + "]".repeat(2000) + "\n";
    int cut = FlowDepthPreScan.cutAfter(deep, 16);
    assertThat(cut).isEqualTo(HEAD.length() + "drivers: ".length() + 17);
    assertSameAsWhole(deep);
    assertThat(CatalogParser.parse(deep).problems())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.code()).isEqualTo("catalog.depth");
              assertThat(p.position().line()).isEqualTo(3);
              assertThat(p.position().column()).isEqualTo(25);
            });
  }

  @Test
  void doesNotCutWhenUnsure() {
    String run = "[".repeat(2000) + "]".repeat(2000);
    for (String doc :
        List.of(
            HEAD + "drivers: " + "[".repeat(17) + "]".repeat(17) + "\n", // too short a run
            HEAD + "drivers: " + "[".repeat(16) + "]".repeat(3000) + "\n", // never past the limit
            HEAD + "d: |\n  drivers: " + run + "\n", // inside a block scalar
            HEAD + "d: >\n  drivers: " + run + "\n",
            HEAD + "d: \"a\n  drivers: " + run + "\"\n", // inside a quoted scalar
            HEAD + "d: 'a\n  drivers: " + run + "'\n",
            HEAD + "drivers: " + run + "\uFFFF\n", // refused by SnakeYAML's reader
            HEAD + "drivers: a " + run + "\n", // text of a plain scalar
            HEAD + "drivers: [[[x" + run + "\n",
            HEAD + "- drivers: " + run + "\n",
            HEAD + "drivers:" + run + "\n",
            HEAD + "drivers: " + "]" + run + "\n",
            HEAD + "drivers: " + "[".repeat(20) + "x" + "]".repeat(2000) + "\n")) {
      assertThat(FlowDepthPreScan.cutAfter(doc, 16)).as(doc.substring(0, 120)).isEqualTo(-1);
    }
  }

  @Test
  void cutPrefixReadsLikeTheWholeText() {
    Properties.qt()
        .forAll(integers().between(0, Integer.MAX_VALUE))
        .checkAssert(seed -> assertSameAsWhole(document(seed)));
  }

  /** A catalog-like document whose last line opens many flow collections (deterministic). */
  private static String document(int seed) {
    long s = seed;
    StringBuilder out = new StringBuilder(HEAD);
    String[] lines = {
      "drivers:\n",
      "  a: b\n",
      "  c: [x, y]\n",
      "# note\n",
      "  e:\n",
      "    f: 1\n",
      "---\n",
      "g: {h: i}\n"
    };
    int count = (int) (s % 4);
    for (int i = 0; i < count; i++) {
      s = next(s);
      out.append(lines[(int) ((s >>> 33) % lines.length)]);
    }
    s = next(s);
    out.append(" ".repeat((int) ((s >>> 33) % 5))).append("drivers: ");
    String symbols = "[[[{{,  ]}";
    int length = 1200 + (int) ((s >>> 40) % 1500);
    for (int i = 0; i < length; i++) {
      s = next(s);
      out.append(symbols.charAt((int) ((s >>> 33) % symbols.length())));
    }
    return out.append('\n').toString();
  }

  private static long next(long s) {
    return (s * 6364136223846793005L + 1442695040888963407L) & Long.MAX_VALUE;
  }

  private static void assertSameAsWhole(String whole) {
    int cut = FlowDepthPreScan.cutAfter(whole, 16);
    if (cut < 0) {
      return;
    }
    String prefix = whole.substring(0, cut);
    List<String> wholeTokens = tokens(whole);
    assertThat(tokens(prefix)).isEqualTo(wholeTokens);
    assertThat(wholeTokens.get(wholeTokens.size() - 1)).doesNotStartWith("END");
    assertThat(CatalogParser.parse(whole).problems())
        .isEqualTo(CatalogParser.parse(prefix).problems())
        .isNotEmpty();
  }

  private static List<String> tokens(String text) {
    List<String> out = new ArrayList<>();
    try (JsonParser p = HardenedFactories.YAML.open(text)) {
      JsonToken t;
      while ((t = p.nextToken()) != null) {
        JsonLocation at = p.currentTokenLocation();
        out.add(t + "@" + at.getLineNr() + ":" + at.getColumnNr());
      }
      out.add("END");
    } catch (IOException | RuntimeException e) {
      out.add(describe(e));
    }
    return out;
  }

  /** The failure as the parser reports it: SnakeYAML's problem and mark, not its text snippet. */
  private static String describe(Exception e) {
    if (e instanceof MarkedYAMLException marked) {
      return marked.getContext()
          + " / "
          + marked.getProblem()
          + (marked.getProblemMark() == null
              ? ""
              : "@"
                  + marked.getProblemMark().getLine()
                  + ":"
                  + marked.getProblemMark().getColumn());
    }
    if (e instanceof JsonProcessingException processing) {
      JsonLocation at = processing.getLocation();
      return processing.getOriginalMessage()
          + (at == null ? "" : "@" + at.getLineNr() + ":" + at.getColumnNr());
    }
    return e.getClass().getName() + ": " + e.getMessage();
  }
}
