package io.planerules.binding.reader;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code reader-plan}, which {@link ReaderVolumes} evaluates in this order to
 * plan a reader PV and PVC. Each constant's {@code description()} is its line in docs/rules.md; its
 * one reason code is on the outcome it decides.
 */
enum ReaderPlanRule implements DefinedRule {
  WRITER_HANDLE(
      "reader.writer-handle",
      "the writer PV has a CSI source with a volume handle",
      "NO_WRITER_HANDLE"),
  NAME(
      "reader.name",
      "reader namespace is a DNS-1123 label; PV and PVC names are DNS-1123 subdomains",
      "INVALID_NAME"),
  PLANNED("reader.planned", "every check passed: the reader PV/PVC plan", "PLANNED");

  private static final String DECISION = "reader-plan";

  private final Definition definition;

  ReaderPlanRule(String id, String description, String reason) {
    definition = Definition.of(id, DECISION, ReaderVolumes.class, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
