package io.planerules.binding.reader;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules deriving a reader PV's CSI volume handle from the writer's. Decision {@code
 * reader-handle} of docs/rules.md.
 *
 * <p>Example: {@code ReaderHandleRule.NO_COLON.id()} is {@code reader.handle-no-colon} with reason
 * code {@code NO_COLON}.
 */
public enum ReaderHandleRule implements RuleDescriptor {
  /**
   * {@code reader.handle-nvmesh}: NVMesh: keep the handle through its last colon, append the reader
   * namespace.
   */
  NVMESH(
      "reader.handle-nvmesh",
      "NVMesh: keep the handle through its last colon, append the reader namespace",
      "NVMESH_NAMESPACE_REWRITE",
      ReaderVolumes.class),
  /** {@code reader.handle-no-colon}: an NVMesh handle without a colon is refused. */
  NO_COLON(
      "reader.handle-no-colon",
      "an NVMesh handle without a colon is refused",
      "NO_COLON",
      ReaderVolumes.class),
  /** {@code reader.handle-verbatim}: every other driver: the writer handle verbatim. */
  VERBATIM(
      "reader.handle-verbatim",
      "every other driver: the writer handle verbatim",
      "VERBATIM",
      ReaderVolumes.class);

  private static final String DECISION = "reader-handle";

  private final Definition definition;

  ReaderHandleRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
