package io.planerules.binding.reader;

import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
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

  private final RuleId id;
  private final String description;
  private final List<String> reasonCodes;
  private final Class<?> decidedBy;

  ReaderHandleRule(String id, String description, String reason, Class<?> decidedBy) {
    this.id = RuleId.of(id);
    this.description = description;
    this.reasonCodes = List.of(reason);
    this.decidedBy = decidedBy;
  }

  @Override
  public RuleId id() {
    return id;
  }

  @Override
  public String decision() {
    return DECISION;
  }

  @Override
  public String description() {
    return description;
  }

  /** The one reason code of this rule, upper snake case. */
  @Override
  public List<String> reasonCodes() {
    return reasonCodes;
  }

  @Override
  public Class<?> decidedBy() {
    return decidedBy;
  }
}
