package io.planerules.binding.reader;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code reader-handle}, which {@link ReaderVolumes} evaluates in this order
 * to derive a reader PV's CSI volume handle from the writer's. Each constant's {@code
 * description()} is its line in docs/rules.md; its one reason code is on the outcome it decides.
 */
enum ReaderHandleRule implements DefinedRule {
  NVMESH(
      "reader.handle-nvmesh",
      "NVMesh: keep the handle through its last colon, append the reader namespace",
      "NVMESH_NAMESPACE_REWRITE"),
  NO_COLON("reader.handle-no-colon", "an NVMesh handle without a colon is refused", "NO_COLON"),
  VERBATIM("reader.handle-verbatim", "every other driver: the writer handle verbatim", "VERBATIM");

  private static final String DECISION = "reader-handle";

  private final Definition definition;

  ReaderHandleRule(String id, String description, String reason) {
    definition = Definition.of(id, DECISION, ReaderVolumes.class, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
