package io.planerules.binding.reader;

import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The rules of decision {@code writer-identity}, which {@link WriterIdentity} evaluates in this
 * order to choose the writer Job's security identity from the CSIDriver's {@code fsGroupPolicy}.
 * Each constant's {@code description()} is its line in docs/rules.md; its one reason code is on the
 * outcome it decides.
 */
enum WriterIdentityRule implements DefinedRule {
  NO_CSIDRIVER("writer.no-csidriver", "no CSIDriver object -> fsGroup identity", "FS_GROUP"),
  FSGROUP_FILE("writer.fsgroup-file", "fsGroupPolicy File -> fsGroup identity", "FS_GROUP"),
  ROOT_POLICY(
      "writer.root-policy", "fsGroupPolicy ReadWriteOnceWithFSType, None or unset -> root", "ROOT"),
  UNKNOWN_POLICY(
      "writer.unknown-policy", "any other fsGroupPolicy is refused", "UNKNOWN_FS_GROUP_POLICY");

  private static final String DECISION = "writer-identity";

  private final Definition definition;

  WriterIdentityRule(String id, String description, String reason) {
    definition = Definition.of(id, DECISION, WriterIdentity.class, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
