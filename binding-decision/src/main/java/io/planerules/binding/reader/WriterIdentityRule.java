package io.planerules.binding.reader;

import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules choosing the writer Job's security identity from the CSIDriver's {@code fsGroupPolicy}.
 * Decision {@code writer-identity} of docs/rules.md.
 *
 * <p>Example: {@code WriterIdentityRule.ROOT_POLICY.id()} is {@code writer.root-policy} with reason
 * code {@code ROOT}.
 */
public enum WriterIdentityRule implements RuleDescriptor {
  /** {@code writer.no-csidriver}: no CSIDriver object -&gt; fsGroup identity. */
  NO_CSIDRIVER(
      "writer.no-csidriver",
      "no CSIDriver object -> fsGroup identity",
      "FS_GROUP",
      WriterIdentity.class),
  /** {@code writer.fsgroup-file}: fsGroupPolicy File -&gt; fsGroup identity. */
  FSGROUP_FILE(
      "writer.fsgroup-file",
      "fsGroupPolicy File -> fsGroup identity",
      "FS_GROUP",
      WriterIdentity.class),
  /**
   * {@code writer.root-policy}: fsGroupPolicy ReadWriteOnceWithFSType, None or unset -&gt; root.
   */
  ROOT_POLICY(
      "writer.root-policy",
      "fsGroupPolicy ReadWriteOnceWithFSType, None or unset -> root",
      "ROOT",
      WriterIdentity.class),
  /** {@code writer.unknown-policy}: any other fsGroupPolicy is refused. */
  UNKNOWN_POLICY(
      "writer.unknown-policy",
      "any other fsGroupPolicy is refused",
      "UNKNOWN_FS_GROUP_POLICY",
      WriterIdentity.class);

  private static final String DECISION = "writer-identity";

  private final Definition definition;

  WriterIdentityRule(String id, String description, String reason, Class<?> decidedBy) {
    definition = Definition.of(id, DECISION, decidedBy, description, List.of(reason));
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
