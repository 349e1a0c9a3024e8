package io.planerules.storage.qualification;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.rules.Problem;
import io.planerules.storage.internal.io.DocumentReader.Syntax;
import io.planerules.storage.internal.io.TextTree;
import io.planerules.testkit.Properties;
import org.junit.jupiter.api.Test;

/**
 * The evidence is read by the catalog's one reader: the same content gives the same problems, paths
 * and positions whether it is read as JSON or as YAML.
 */
class EvidenceJsonYamlAgreementTest {

  private static String render(QualificationParser.Result result) {
    return result.isValid()
        + " "
        + result.problems().problems().stream().map(p -> p + " " + p.message()).toList()
        + " "
        + result.evidence();
  }

  private static String json(String text) {
    return render(QualificationParser.parse(text, Syntax.JSON));
  }

  private static String yaml(String text) {
    return render(QualificationParser.parse(text, Syntax.YAML));
  }

  @Test
  void aLongClusterIsOneLocatedProblemAmongTheOthers() {
    String text = "{\"cluster\": \"" + "c".repeat(5000) + "\"}";
    Problem first =
        QualificationParser.parse(text, Syntax.JSON).problems().problems().stream()
            .filter(p -> p.path().equals("cluster"))
            .findFirst()
            .orElseThrow();
    assertThat(first.code()).isEqualTo("qualification.field-length");
    assertThat(first.path()).isEqualTo("cluster");
    assertThat(first.position()).hasToString("1:13");
    assertThat(first.message())
        .isEqualTo("parse qualification evidence: scalar is 5000 characters, more than 4096");
    assertThat(QualificationParser.parse(text, Syntax.JSON).problems().problems())
        .extracting(Problem::code)
        .contains("qualification.field-missing", "qualification.api-version");
    assertThat(json(text)).isEqualTo(yaml(text));
  }

  @Test
  void lengthsCountCodePointsInBothSyntaxes() {
    String text = "{\"cluster\": \"" + "\ud83d\ude00".repeat(2100) + "\"}";
    assertThat(QualificationParser.parse(text, Syntax.JSON).problems().problems())
        .extracting(Problem::code)
        .doesNotContain("qualification.field-length", "qualification.syntax");
    assertThat(json(text)).isEqualTo(yaml(text));
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
}
