package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import io.planerules.storage.internal.io.TextTree;
import io.planerules.testkit.Properties;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One reader for both syntaxes (docs/reference/storage-catalog.md#one-reader-two-documents): the
 * same content gives the same problems, paths and positions whether it is read as JSON or as YAML.
 */
class JsonYamlAgreementTest {

  private static final String HEAD =
      "{\"apiVersion\": \"storage.nvcf.nvidia.com/v1alpha1\", \"kind\": \"StorageCapabilityCatalog\"";

  private static final String DRIVERS =
      ", \"drivers\": {\"csi.weka.io\": {\"provider\": \"weka\", \"accessModes\": [\"ReadWriteMany\"],"
          + " \"readerMountOptions\": []}}}";

  /** Every problem with its code, severity, path, position and message, and the catalog. */
  private static String render(CatalogResult result) {
    return result.isValid()
        + " "
        + result.problems().stream().map(JsonYamlAgreementTest::render).toList()
        + " "
        + result.catalog().map(c -> c.wireForm() + " " + c.drivers()).orElse("-");
  }

  private static String render(Problem p) {
    return p + " " + p.message();
  }

  private static String json(String text) {
    return render(CatalogParser.parse(text, InputFormat.JSON));
  }

  private static String yaml(String text) {
    return render(CatalogParser.parse(text, InputFormat.YAML));
  }

  @Test
  void aLongApiVersionIsOneLocatedProblemAmongTheOthers() {
    String text = "{\"apiVersion\": \"" + "v".repeat(5000) + "\", \"kind\": \"x\"}";
    CatalogResult result = CatalogParser.parse(text, InputFormat.JSON);
    assertThat(result.problems())
        .extracting(Problem::code)
        .containsExactly("catalog.field-length", "catalog.kind", "catalog.no-drivers");
    Problem length = result.problems().get(0);
    assertThat(length.path()).isEqualTo("apiVersion");
    assertThat(length.position()).hasToString("1:16");
    assertThat(length.message())
        .isEqualTo("parse storage capability catalog: scalar is 5000 characters, more than 4096");
    assertThat(json(text)).isEqualTo(yaml(text));
  }

  @Test
  void lengthsCountCodePointsInBothSyntaxes() {
    String emoji = "\ud83d\ude00".repeat(2100); // 4 200 chars, 2 100 code points
    String text = HEAD.replace("StorageCapabilityCatalog", emoji) + DRIVERS;
    assertThat(CatalogParser.parse(text, InputFormat.JSON).problems())
        .extracting(Problem::code)
        .containsExactly("catalog.kind");
    assertThat(json(text)).isEqualTo(yaml(text));
    String key = "{\"" + "\ud83d\ude00".repeat(200) + "\": 1}";
    assertThat(CatalogParser.parse(key, InputFormat.JSON).problems())
        .extracting(Problem::code)
        .containsExactly(
            "catalog.unknown-field", "catalog.api-version", "catalog.kind", "catalog.no-drivers");
    assertThat(json(key)).isEqualTo(yaml(key));
  }

  @Test
  void columnsCountCodePointsInBothSyntaxes() {
    String text = "{\"a\": \"\ud83d\ude00\", \"b\": 1}";
    // Jackson counts 13 UTF-16 chars before "b", SnakeYAML 12 code points
    assertThat(CatalogParser.parse(text, InputFormat.JSON).problems().get(1).position())
        .hasToString("1:12");
    assertThat(json(text)).isEqualTo(yaml(text));
  }

  @Test
  void anUnpairedSurrogateInAKeyIsFatalInBothSyntaxes() {
    // Jackson's JSON parser refuses such a key; the walk refuses it in YAML the same way
    String text = "{\"a\": {\"b\": 1, \"x\\ud800\": 2}}";
    CatalogResult result = CatalogParser.parse(text, InputFormat.JSON);
    assertThat(result.problems()).hasSize(1);
    Problem fatal = result.problems().get(0);
    assertThat(fatal.code()).isEqualTo("catalog.forbidden-character");
    assertThat(fatal.path()).isEqualTo("a");
    assertThat(fatal.position()).hasToString("1:16");
    assertThat(fatal.message())
        .isEqualTo("parse storage capability catalog: unpaired surrogate in a key");
    assertThat(json(text)).isEqualTo(yaml(text));
    String low = "{\"\\udc00\": 1}";
    assertThat(json(low)).isEqualTo(yaml(low)).contains("(1:2)", "unpaired surrogate in a key");
  }

  /** The same text read as JSON and as YAML: identical results, positions included. */
  @Test
  void sameTextSameResult() {
    Properties.qt()
        .forAll(TextTree.documents())
        .checkAssert(
            doc -> {
              String text = TextTree.json(doc);
              if (!TextTree.hasLongKey(doc)) {
                assertThat(yaml(text)).as(text).isEqualTo(json(text));
              }
            });
  }

  /**
   * The same content in JSON and in block YAML: identical problems but for positions (and so for
   * their order, which follows positions: a block mapping starts at its first key).
   */
  @Test
  void sameContentSameProblems() {
    Properties.qt()
        .forAll(TextTree.documents())
        .checkAssert(
            doc -> {
              String json = TextTree.json(doc);
              String yaml = TextTree.yaml(doc);
              assertThat(withoutPositions(CatalogParser.parse(yaml, InputFormat.YAML)))
                  .as(yaml)
                  .isEqualTo(withoutPositions(CatalogParser.parse(json, InputFormat.JSON)));
            });
  }

  private static List<String> withoutPositions(CatalogResult result) {
    return result.problems().stream()
        .map(p -> p.severity() + " " + p.code() + " " + p.path() + " " + p.message())
        .sorted()
        .toList();
  }
}
