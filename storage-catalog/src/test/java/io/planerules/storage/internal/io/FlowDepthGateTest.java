package io.planerules.storage.internal.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.strings;

import io.planerules.testkit.Properties;
import org.junit.jupiter.api.Test;

/**
 * Skipping the flow-depth pre-scan when the raw scan counted at most {@code MAX_DEPTH} opening
 * brackets on every line gives the text the pre-scan would have given ({@code perf} change).
 */
class FlowDepthGateTest {

  private static String ungated(String text) {
    int cut = FlowDepthPreScan.cutAfter(text, ReaderLimits.MAX_DEPTH);
    return cut < 0 ? text : text.substring(0, cut);
  }

  /** The most opening brackets on one line (lines end at LF), counted independently. */
  private static int lineBrackets(String text) {
    int most = 0;
    for (String line : text.split("\n", -1)) {
      most = Math.max(most, line.length() - line.replace("[", "").replace("{", "").length());
    }
    return most;
  }

  private static void agrees(String text) {
    assertThat(DocumentReader.yamlToRead(text, lineBrackets(text))).isEqualTo(ungated(text));
  }

  @Test
  void table() {
    String run = "]".repeat(1200);
    agrees("drivers: " + "[".repeat(16) + run);
    agrees("drivers: " + "[".repeat(17) + run);
    agrees("drivers: " + "{".repeat(17) + run);
    agrees("drivers: " + "[".repeat(2000) + "]".repeat(2000));
    agrees("a: [x]\n");
    agrees("drivers: " + "[".repeat(10) + "\r" + "[".repeat(10) + run);
    agrees("drivers: " + "[".repeat(10) + "\n  " + "[".repeat(10) + run);
    agrees(("a: [x, {b: [c]}]\n").repeat(20) + "drivers: " + "[".repeat(17) + run);
    agrees("");
    assertThat(DocumentReader.yamlToRead("drivers: " + "[".repeat(17) + run, 17))
        .hasSize("drivers: ".length() + 17);
  }

  /** A key line opening {@code n} brackets, then a run of flow symbols of random shape. */
  @Test
  void agreesOnDeepKeyLines() {
    Properties.qt()
        .forAll(
            integers().between(0, 40),
            strings().betweenCodePoints(0x20, 0x7e).ofLengthBetween(0, 30),
            integers().between(0, Integer.MAX_VALUE))
        .checkAssert(
            (n, head, seed) -> {
              StringBuilder text = new StringBuilder(head).append("\ndrivers: ");
              text.append("[{".repeat(n / 2)).append(n % 2 == 1 ? "[" : "");
              String symbols = seed % 3 == 0 ? "]]]}}, " : "[]{}, ]]";
              long s = seed;
              for (int i = 0; i < 1100 + seed % 300; i++) {
                s = (s * 6364136223846793005L + 1442695040888963407L) & Long.MAX_VALUE;
                text.append(symbols.charAt((int) ((s >>> 33) % symbols.length())));
              }
              agrees(text.toString());
            });
  }

  @Test
  void agreesOnFlowText() {
    Properties.qt()
        .forAll(strings().betweenCodePoints(0x20, 0x7e).ofLengthBetween(0, 200))
        .checkAssert(
            text -> agrees("a: " + text.replace('x', '[').replace('y', '{').replace('z', '\n')));
  }
}
