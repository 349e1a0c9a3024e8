package io.planerules.binding.reader;

import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
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

  private final RuleId id;
  private final String description;
  private final List<String> reasonCodes;
  private final Class<?> decidedBy;

  WriterIdentityRule(String id, String description, String reason, Class<?> decidedBy) {
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
