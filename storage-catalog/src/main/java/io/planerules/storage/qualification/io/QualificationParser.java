package io.planerules.storage.qualification.io;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.ValidationResult;
import io.planerules.storage.internal.io.Node;
import io.planerules.storage.qualification.QualificationCodes;
import io.planerules.storage.qualification.QualificationEvidence;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Reads a qualification evidence document (YAML, or JSON when the first non-blank character is
 * <code>&#123;</code>) with the catalog's hardened pipeline and settings
 * (docs/reference/storage-catalog.md#reading-a-document), binds it and {@linkplain
 * QualificationEvidence#validate() validates} it. Never throws for any content; every problem
 * carries a stable code, a path and its line and column.
 *
 * <pre>{@code
 * QualificationParser.Result r = QualificationParser.parse(Files.readAllBytes(path));
 * r.evidence();   // Optional[QualificationEvidence[provisioner=csi.weka.io, ...]]
 * }</pre>
 */
public final class QualificationParser {

  private QualificationParser() {}

  /**
   * The parsed evidence, or the problems that refuse it.
   *
   * @param parsed the evidence, or {@code null} when any problem is an error
   * @param problems every problem found, at most {@link QualificationCodes#MAX_PROBLEMS} plus one
   */
  public record Result(@Nullable QualificationEvidence parsed, ValidationResult problems) {

    /** Creates a result. */
    public Result {
      requireNonNull(problems, "problems");
    }

    /** The evidence, empty when refused. */
    public Optional<QualificationEvidence> evidence() {
      return Optional.ofNullable(parsed);
    }

    /** Whether the evidence was read without errors. */
    public boolean isValid() {
      return parsed != null;
    }
  }

  /**
   * Parses UTF-8 bytes (one leading UTF-8 BOM allowed).
   *
   * @param document the document
   * @return the evidence or the problems
   */
  public static Result parse(byte[] document) {
    requireNonNull(document, "document");
    return finish(TreeReader.read(document));
  }

  /**
   * Parses text.
   *
   * @param document the document
   * @return the evidence or the problems
   */
  public static Result parse(String document) {
    requireNonNull(document, "document");
    return finish(TreeReader.read(document));
  }

  private static Result finish(TreeReader.Result tree) {
    List<Problem> problems = new ArrayList<>(tree.problems());
    if (!(tree.root() instanceof Node.MapNode root)) {
      return new Result(null, limited(problems));
    }
    EvidenceBinder.Bound bound = EvidenceBinder.bind(root);
    problems.addAll(bound.problems());
    QualificationEvidence evidence = bound.evidence();
    if (evidence != null) {
      for (Problem problem : evidence.validate().problems()) {
        problems.add(locate(problem, bound.positions()));
      }
    }
    ValidationResult result = limited(problems);
    return new Result(result.isValid() ? evidence : null, result);
  }

  private static Problem locate(Problem problem, Map<String, SourcePosition> positions) {
    String path = problem.path();
    while (true) {
      SourcePosition position = positions.get(path);
      if (position != null) {
        return problem.at(position.line(), position.column());
      }
      int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
      if (cut <= 0) {
        return problem.at(1, 1);
      }
      path = path.substring(0, cut);
    }
  }

  private static ValidationResult limited(List<Problem> problems) {
    if (problems.size() <= QualificationCodes.MAX_PROBLEMS) {
      return ValidationResult.of(problems);
    }
    return ValidationResult.of(
        ImmutableList.<Problem>builder()
            .addAll(problems.subList(0, QualificationCodes.MAX_PROBLEMS))
            .add(
                Problem.error(
                        QualificationCodes.TOO_MANY_PROBLEMS,
                        "",
                        "qualification evidence has more than "
                            + QualificationCodes.MAX_PROBLEMS
                            + " problems")
                    .at(1, 1))
            .build());
  }
}
