package io.planerules.storage.catalog.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import io.planerules.rules.SourcePosition;
import io.planerules.storage.internal.io.HardenedFactories;
import io.planerules.storage.internal.io.TreeWalk;
import io.planerules.testkit.Properties;
import io.planerules.testkit.storage.CatalogGenerators;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The walk's token positions read from SnakeYAML's start marks are those of Jackson's {@code
 * currentTokenLocation()} that they replaced ({@code perf} change), at every token of generated and
 * mutated documents.
 */
class TokenPositionTest {

  private static final SourcePosition OTHERWISE = new SourcePosition(99, 99);

  private static final JsonFactory YAML =
      HardenedFactories.yamlForKeyCheckingWalk(CatalogParser.LIMITS);

  private static final JsonFactory JSON = HardenedFactories.json(CatalogParser.LIMITS);

  @Test
  void table() throws IOException {
    assertThat(positions("a: [x, {b: c}]\n")).isEqualTo(10);
    assertThat(positions("{\"a\": [1]}")).isEqualTo(6);
    assertThat(positions("")).isZero();
  }

  @Test
  void generatedDocuments() {
    Properties.qt()
        .forAll(CatalogGenerators.validDocuments())
        .checkAssert(
            doc ->
                assertThat(
                        List.of(
                            doc.toYaml(false, false), doc.toYaml(true, true), doc.toJson(false)))
                    .allSatisfy(text -> assertThat(positions(text)).isPositive()));
  }

  @Test
  void mutatedPayloads() {
    Properties.qt()
        .forAll(CatalogGenerators.mutatedPayloads())
        .checkAssert(bytes -> positions(new String(bytes, StandardCharsets.UTF_8)));
  }

  /** Compares at every token (and before the first) until the end or a parser error. */
  private static int positions(String text) {
    boolean json = text.startsWith("{");
    int tokens = 0;
    try (JsonParser parser =
        json ? JSON.createParser(text) : YAML.createParser(new StringReader(text))) {
      HardenedFactories.EventParser yaml = json ? null : (HardenedFactories.EventParser) parser;
      do {
        assertThat(TreeWalk.tokenPosition(parser, yaml, OTHERWISE))
            .as("%s token %d", text, tokens)
            .isEqualTo(CatalogParser.position(parser.currentTokenLocation(), OTHERWISE));
      } while (parser.nextToken() != null && ++tokens > 0);
    } catch (IOException | RuntimeException e) {
      // the walk reports parser errors; positions up to there were compared
    }
    return tokens;
  }
}
