package io.planerules.storage.qualification;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The single entry point from evidence text to verdict: the document is read with the catalog's
 * hardened reader and its facts checked, then the ordered verdict rules decide
 * (docs/reference/storage-catalog.md#qualification). This is what {@code planerules qualify} and
 * the batch op {@code qualify} call; {@link #rules()} lists every rule it applies.
 * <!-- snippet: QualificationExamplesTest#qualify -->
 *
 * <pre>{@code
 * QualificationResult r = Qualify.evaluate(Files.readString(WEKA));
 * VerdictKind verdict = r.verdict().orElseThrow().verdict(); // QUALIFIED
 * }</pre>
 */
public final class Qualify {

  private Qualify() {}

  /**
   * Parses, validates and evaluates an evidence document.
   *
   * @param evidence the document's UTF-8 bytes
   * @return the verdict, or every problem of the document
   */
  public static QualificationResult evaluate(byte[] evidence) {
    return of(QualificationParser.parse(evidence));
  }

  /**
   * Parses, validates and evaluates an evidence document.
   *
   * @param evidence the document's text
   * @return the verdict, or every problem of the document
   */
  public static QualificationResult evaluate(String evidence) {
    return of(QualificationParser.parse(evidence));
  }

  /**
   * The qualification rules, three decisions in the order {@code docs/rules.md} lists them: the
   * verdict rules, the deployment warnings and the evidence check with its problem codes.
   *
   * @return every rule as a descriptor
   */
  public static List<RuleDescriptor> rules() {
    return QualificationRule.all();
  }

  private static QualificationResult of(QualificationParser.Result parsed) {
    return new QualificationResult(
        parsed.evidence().map(Qualification::evaluate).orElse(null), parsed.problems());
  }
}
