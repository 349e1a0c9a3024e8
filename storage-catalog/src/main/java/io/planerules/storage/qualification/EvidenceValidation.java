package io.planerules.storage.qualification;

import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.catalog.StorageCatalog;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The checks of {@link QualificationEvidence#validate()}: the facts a verdict relies on that the
 * document's shape cannot express.
 */
final class EvidenceValidation {

  /** {@code yyyy-MM-dd}; the calendar check is {@link LocalDate#of}. */
  private static final Pattern ISO_DATE = Pattern.compile("([0-9]{4})-([0-9]{2})-([0-9]{2})");

  private EvidenceValidation() {}

  static ValidationResult validate(QualificationEvidence evidence) {
    List<Problem> problems = new ArrayList<>();
    requireText(problems, evidence.provisioner(), "provisioner");
    requireText(problems, evidence.provider(), "provider");
    requireText(problems, evidence.cluster(), "cluster");
    if (!isIsoDate(evidence.date())) {
      problems.add(
          Problem.error(
              EvidenceCode.DATE_FORMAT.code(),
              "date",
              "qualification run date "
                  + GoQuote.quote(evidence.date())
                  + " is not an ISO date (yyyy-MM-dd)"));
    }
    requireText(problems, evidence.storageClass().name(), "storageClass.name");
    if (evidence.readers().isEmpty()) {
      problems.add(
          Problem.error(
              EvidenceCode.READERS_EMPTY.code(),
              "readers",
              "qualification run lists no reader shape; at least one is required"));
    }
    for (int i = 0; i < evidence.readers().size(); i++) {
      ReaderEntry reader = evidence.readers().get(i);
      if (reader.shape().sameNamespaceOnly() && reader.namespace() != ReaderNamespace.SAME) {
        problems.add(
            Problem.error(
                EvidenceCode.SHAPE_NAMESPACE.code(),
                "readers[" + i + "].namespace",
                "reader shape "
                    + reader.shape().wireName()
                    + " mounts the writer's own claim and can only run in the writer's namespace"
                    + " (namespace: same)"));
      }
    }
    if (!evidence.provisioner().isBlank() && !evidence.provider().isBlank()) {
      problems.addAll(entryProblems(evidence));
    }
    return ValidationResult.of(problems);
  }

  /**
   * The catalog's own rules for the provisioner, the provider and the reader mount options (CSI
   * driver name, provider id, d1–d7, the NVMesh provider warnings), run on a one-driver draft with
   * no access modes and reported at the evidence's paths. A justified entry carries a subset of
   * these values, so evidence that passes here justifies an entry that passes catalog validation.
   */
  private static List<Problem> entryProblems(QualificationEvidence evidence) {
    String prefix = StorageCatalog.entryPath(evidence.provisioner());
    List<Problem> problems = new ArrayList<>();
    for (Problem problem :
        StorageCatalog.builder()
            .driver(
                evidence.provisioner(),
                evidence.provider(),
                List.of(),
                evidence.readerMountOptions(),
                null)
            .validate()
            .problems()) {
      String rest =
          problem.path().startsWith(prefix) ? problem.path().substring(prefix.length()) : "";
      String path = rest.isEmpty() ? "provisioner" : rest.substring(1);
      problems.add(problem.withPath(path));
    }
    return problems;
  }

  private static void requireText(List<Problem> problems, String value, String path) {
    if (value.isBlank()) {
      problems.add(
          Problem.error(
              EvidenceCode.FIELD_BLANK.code(),
              path,
              "qualification run has a blank " + path + "; it is required"));
    }
  }

  static boolean isIsoDate(String text) {
    var matcher = ISO_DATE.matcher(text);
    if (!matcher.matches()) {
      return false;
    }
    try {
      LocalDate.of(
          Integer.parseInt(matcher.group(1)),
          Integer.parseInt(matcher.group(2)),
          Integer.parseInt(matcher.group(3)));
      return true;
    } catch (DateTimeException e) {
      return false;
    }
  }
}
