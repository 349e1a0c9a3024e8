package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.ValidationResult;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The answer to "what does this evidence document justify": either the {@linkplain #verdict()
 * verdict}, or — when the document could not be read or its facts are invalid — every problem, with
 * line and column. Warnings about the document (never errors) may accompany a verdict.
 * <!-- snippet: QualificationExamplesTest#qualification-result -->
 *
 * <pre>{@code
 * QualificationResult result = Qualify.evaluate(text);
 * List<?> answer =
 *     result.isValid()
 *         ? result.verdict().orElseThrow().qualifiedModes()
 *         : result.problems().errors();
 * }</pre>
 *
 * @param evaluated the verdict, or {@code null} when the evidence was refused
 * @param problems every problem of the document (only warnings when a verdict is present)
 */
public record QualificationResult(
    @Nullable QualificationVerdict evaluated, ValidationResult problems) {

  /** Creates a result; a verdict exactly when the problems are valid. */
  public QualificationResult {
    requireNonNull(problems, "problems");
    if ((evaluated != null) != problems.isValid()) {
      throw new IllegalArgumentException("a verdict exactly when the evidence is valid");
    }
  }

  /** Whether the evidence was read and evaluated. */
  public boolean isValid() {
    return evaluated != null;
  }

  /** The verdict, empty when the evidence was refused. */
  public Optional<QualificationVerdict> verdict() {
    return Optional.ofNullable(evaluated);
  }
}
