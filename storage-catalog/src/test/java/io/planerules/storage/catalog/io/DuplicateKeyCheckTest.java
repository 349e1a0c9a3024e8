package io.planerules.storage.catalog.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;

import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.internal.io.HardenedFactories;
import io.planerules.testkit.Properties;
import io.planerules.testkit.storage.CatalogGenerators;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalog's YAML parser leaves repeated keys to the walk; every result (problems with code,
 * path, message, line and column; the catalog) is the one of the hardened factory with Jackson's
 * duplicate detection that it replaced ({@code perf} change).
 */
class DuplicateKeyCheckTest {

  private static final YAMLFactory JACKSON_CHECKED = HardenedFactories.yaml(CatalogParser.LIMITS);

  private static final YAMLFactory WALK_CHECKED =
      HardenedFactories.yamlForKeyCheckingWalk(CatalogParser.LIMITS);

  /** Prefixes put before a repeated line's key: constructs the walk also refuses. */
  private static final List<String> DECORATIONS =
      List.of("", "", "&a ", "!!str ", "*a ", "? ", "\"q\": ", "- ");

  @Test
  void table() {
    assertSame("a: 1\na: 2\n");
    assertSame("a: 1\n&x a: 2\n");
    assertSame("a: 1\n!!str a: 2\n");
    assertSame("drivers:\n  x: {}\n  y: {}\n  x: {}\n");
    assertSame("{a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, e: 1}\n");
    assertSame("{\"a\": 1, \"a\": 2}");
    CatalogRevision revision = CatalogRevision.of("a: 1\na: 2\n");
    assertThat(
            render(
                CatalogParser.parseText("a: 1\na: 2\n", InputFormat.AUTO, revision, WALK_CHECKED)))
        .isEqualTo(
            "false [error catalog.duplicate-key at a (2:1): parse storage capability catalog:"
                + " duplicate key \"a\"] -");
  }

  /** A valid document in any rendering with one line repeated elsewhere, maybe decorated. */
  @Test
  void repeatedLines() {
    Properties.qt()
        .forAll(
            CatalogGenerators.validDocuments(),
            integers().between(0, Integer.MAX_VALUE),
            integers().between(0, Integer.MAX_VALUE))
        .checkAssert(
            (doc, from, to) -> {
              String text = doc.toYaml(from % 2 == 0, to % 2 == 0);
              List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
              String line = lines.get(from % lines.size());
              String decoration = DECORATIONS.get((from / 7) % DECORATIONS.size());
              String indent = line.substring(0, line.length() - line.stripLeading().length());
              lines.add(to % lines.size(), indent + decoration + line.stripLeading());
              assertSame(String.join("\n", lines));
            });
  }

  @Test
  void mutatedPayloads() {
    Properties.qt()
        .forAll(CatalogGenerators.mutatedPayloads())
        .checkAssert(bytes -> assertSame(new String(bytes, StandardCharsets.UTF_8)));
  }

  /** Whole documents repeated (every key twice) or with a repeated top-level key at the end. */
  @Test
  void repeatedDocuments() {
    Properties.qt()
        .forAll(CatalogGenerators.validDocuments())
        .checkAssert(
            doc -> {
              assertSame(doc.toYaml(true, true) + doc.toYaml(true, true));
              assertSame(doc.toYaml(false, false) + "apiVersion: x\n");
            });
  }

  private static void assertSame(String text) {
    CatalogRevision revision = CatalogRevision.of(text);
    String expected =
        render(CatalogParser.parseText(text, InputFormat.AUTO, revision, JACKSON_CHECKED));
    assertThat(render(CatalogParser.parseText(text, InputFormat.AUTO, revision, WALK_CHECKED)))
        .as(text)
        .isEqualTo(expected);
    if (!text.startsWith("\uFEFF")) {
      assertThat(render(CatalogParser.parse(text))).as(text).isEqualTo(expected);
    }
  }

  private static String render(io.planerules.storage.catalog.CatalogResult result) {
    return result.isValid()
        + " "
        + result.problems()
        + " "
        + result.catalog().map(c -> c.wireForm() + " " + c.drivers()).orElse("-");
  }
}
