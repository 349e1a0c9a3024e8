package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.ValidationResult;
import io.planerules.storage.internal.io.DocumentKind;
import io.planerules.storage.internal.io.DocumentReader;
import io.planerules.storage.internal.io.ReaderLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Reads a qualification evidence document (YAML, or JSON when the first non-blank character is
 * <code>&#123;</code>) with the catalog's one reader
 * (docs/reference/storage-catalog.md#reading-a-document), binds it and {@linkplain
 * QualificationEvidence#validate() validates} it. Never throws for any content; every problem
 * carries a stable code, a path and its line and column.
 * <!-- snippet: QualificationExamplesTest#qualification-parser -->
 *
 * <pre>{@code
 * QualificationParser.Result parsed = QualificationParser.parse(Files.readAllBytes(WEKA));
 * String provisioner = parsed.evidence().orElseThrow().provisioner(); // csi.weka.io
 * }</pre>
 */
final class QualificationParser {

  /**
   * How the one reader reads evidence: its codes and wording, no mapping keyed by names, a refusal
   * of the parser as {@code planerules qualify} prints it.
   */
  static final DocumentKind DOCUMENT =
      new DocumentKind(
          QualificationParser::code,
          "parse qualification evidence: ",
          "qualification evidence document is empty",
          Set.of(),
          DocumentKind.Refusals.NOT_WELL_FORMED);

  private QualificationParser() {}

  private static String code(DocumentKind.Check check) {
    EvidenceCode code =
        switch (check) {
          case SIZE -> EvidenceCode.SIZE;
          case ENCODING -> EvidenceCode.ENCODING;
          case FORBIDDEN_CHARACTER -> EvidenceCode.FORBIDDEN_CHARACTER;
          case EMPTY -> EvidenceCode.EMPTY;
          case YAML_ALIAS -> EvidenceCode.YAML_ALIAS;
          case YAML_ANCHOR -> EvidenceCode.YAML_ANCHOR;
          case YAML_TAG -> EvidenceCode.YAML_TAG;
          case MULTI_DOCUMENT -> EvidenceCode.MULTI_DOCUMENT;
          case DUPLICATE_KEY -> EvidenceCode.DUPLICATE_KEY;
          case DEPTH -> EvidenceCode.DEPTH;
          case ROOT_TYPE -> EvidenceCode.ROOT_TYPE;
          case SYNTAX -> EvidenceCode.SYNTAX;
          case AMBIGUOUS_SCALAR -> EvidenceCode.AMBIGUOUS_SCALAR;
          case FIELD_LENGTH -> EvidenceCode.FIELD_LENGTH;
          case UNKNOWN_FIELD -> EvidenceCode.UNKNOWN_FIELD;
          case FIELD_TYPE -> EvidenceCode.FIELD_TYPE;
          case LIST_LENGTH -> EvidenceCode.LIST_LENGTH;
        };
    return code.code();
  }

  /**
   * The parsed evidence, or the problems that refuse it.
   *
   * @param parsed the evidence, or {@code null} when any problem is an error
   * @param problems every problem found, at most {@link ReaderLimits#MAX_PROBLEMS} plus one
   */
  record Result(@Nullable QualificationEvidence parsed, ValidationResult problems) {

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
    return parse(document, DocumentReader.Syntax.AUTO);
  }

  /**
   * Parses text.
   *
   * @param document the document
   * @return the evidence or the problems
   */
  public static Result parse(String document) {
    return parse(document, DocumentReader.Syntax.AUTO);
  }

  /** Parses bytes in a syntax. */
  static Result parse(byte[] document, DocumentReader.Syntax syntax) {
    requireNonNull(document, "document");
    return finish(DocumentReader.read(document, syntax, DOCUMENT));
  }

  /** Parses text in a syntax. */
  static Result parse(String document, DocumentReader.Syntax syntax) {
    requireNonNull(document, "document");
    return finish(DocumentReader.read(document, syntax, DOCUMENT));
  }

  private static Result finish(DocumentReader.Read read) {
    if (read.root() == null) {
      return new Result(null, ValidationResult.of(read.problems()));
    }
    EvidenceBinder.Bound bound = EvidenceBinder.bind(read.root(), read.problems());
    List<Problem> problems = new ArrayList<>(bound.problems());
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
    if (problems.size() <= ReaderLimits.MAX_PROBLEMS) {
      return ValidationResult.of(problems);
    }
    return ValidationResult.of(
        ImmutableList.<Problem>builder()
            .addAll(problems.subList(0, ReaderLimits.MAX_PROBLEMS))
            .add(
                Problem.error(
                        EvidenceCode.TOO_MANY_PROBLEMS.code(),
                        "",
                        "qualification evidence has more than "
                            + ReaderLimits.MAX_PROBLEMS
                            + " problems")
                    .at(1, 1))
            .build());
  }
}
