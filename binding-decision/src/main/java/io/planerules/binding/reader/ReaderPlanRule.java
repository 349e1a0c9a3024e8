package io.planerules.binding.reader;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules of the reader PV/PVC plan, in evaluation order. Decision {@code reader-plan} of
 * docs/rules.md.
 *
 * <p>Example: {@code ReaderPlanRule.WRITER_HANDLE.id()} is {@code reader.writer-handle} with reason
 * code {@code NO_WRITER_HANDLE}.
 */
public enum ReaderPlanRule implements RuleDescriptor {
  /** {@code reader.writer-handle}: the writer PV has a CSI source with a volume handle. */
  WRITER_HANDLE(
      "reader.writer-handle",
      "the writer PV has a CSI source with a volume handle",
      "NO_WRITER_HANDLE",
      ReaderVolumes.class),
  /**
   * {@code reader.name}: reader namespace is a DNS-1123 label; PV and PVC names are DNS-1123
   * subdomains.
   */
  NAME(
      "reader.name",
      "reader namespace is a DNS-1123 label; PV and PVC names are DNS-1123 subdomains",
      "INVALID_NAME",
      ReaderVolumes.class),
  /** {@code reader.planned}: every check passed: the reader PV/PVC plan. */
  PLANNED(
      "reader.planned",
      "every check passed: the reader PV/PVC plan",
      "PLANNED",
      ReaderVolumes.class);

  private static final String DECISION = "reader-plan";

  private final Definition definition;

  ReaderPlanRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
