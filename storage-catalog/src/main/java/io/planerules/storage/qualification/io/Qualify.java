package io.planerules.storage.qualification.io;

import io.planerules.storage.qualification.Qualification;
import io.planerules.storage.qualification.QualificationResult;

/**
 * The single entry point from evidence text to verdict: {@link QualificationParser} then {@link
 * Qualification#evaluate}. This is what {@code planerules qualify} and the batch op {@code qualify}
 * call.
 * <!-- snippet: StorageExamplesTest#qualify -->
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

  private static QualificationResult of(QualificationParser.Result parsed) {
    return new QualificationResult(
        parsed.evidence().map(Qualification::evaluate).orElse(null), parsed.problems());
  }
}
