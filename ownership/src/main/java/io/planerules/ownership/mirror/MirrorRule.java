package io.planerules.ownership.mirror;

import com.google.common.collect.Lists;
import io.planerules.ownership.ReasonCode;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The Secret-mirroring rules: which Secrets are sources, which namespaces receive a copy, the write
 * decision on a fresh read, the input checks of the planner and the write protocol, and the startup
 * replay.
 */
public enum MirrorRule implements RuleDescriptor {
  /** An empty selector disables mirroring. */
  DISABLED(
      "mirror.disabled",
      Decisions.MIRRORING,
      "an empty selector disables mirroring",
      SecretMirrorPlanner.class,
      false,
      ReasonCode.MIRRORING_DISABLED.code()),
  /** A Secret outside the source namespace is not a source. */
  SOURCE_NAMESPACE(
      "mirror.source-namespace",
      Decisions.MIRRORING,
      "a Secret outside the source namespace is not a source",
      SecretMirrorPlanner.class,
      false,
      ReasonCode.NOT_A_SOURCE.code()),
  /** A Secret whose labels do not match the selector is not a source. */
  SOURCE_SELECTOR(
      "mirror.source-selector",
      Decisions.MIRRORING,
      "a Secret whose labels do not match the selector is not a source",
      SecretMirrorPlanner.class,
      false,
      ReasonCode.SELECTOR_MISMATCH.code(),
      ReasonCode.SOURCE_ELIGIBLE.code()),
  /** Selector syntax other than equality is refused. */
  SELECTOR_UNSUPPORTED(
      "mirror.selector-unsupported",
      Decisions.MIRRORING,
      "selector syntax other than k=v / k==v is refused",
      MirrorConfig.class,
      true),
  /** A candidate namespace listed twice is an input error. */
  DUPLICATE_NAMESPACE(
      "mirror.duplicate-namespace",
      Decisions.MIRRORING,
      "a candidate namespace listed twice is an input error",
      SecretMirrorPlanner.class,
      true),
  /** The source namespace never receives a copy. */
  SKIP_SOURCE(
      "mirror.skip-source",
      Decisions.MIRRORING,
      "the source namespace never receives a copy",
      SecretMirrorPlanner.class,
      false,
      ReasonCode.SOURCE_NAMESPACE.code()),
  /** Target absent on the fresh read: create. */
  WRITE_CREATE(
      "mirror.write-create",
      Decisions.MIRRORING,
      "target absent on the fresh read: create",
      SecretMirrorPlanner.class,
      false,
      ReasonCode.CREATE.code()),
  /** Target owned on the fresh read: update. */
  WRITE_UPDATE(
      "mirror.write-update",
      Decisions.MIRRORING,
      "target owned on the fresh read: update with its resourceVersion",
      SecretMirrorPlanner.class,
      false,
      ReasonCode.UPDATE.code()),
  /** Target not owned on the fresh read: refuse. */
  WRITE_NOT_OWNED(
      "mirror.write-not-owned",
      Decisions.MIRRORING,
      "target not owned on the fresh read: refuse, never retried",
      SecretMirrorPlanner.class,
      false,
      ReasonCode.TARGET_NOT_OWNED.code(),
      MirrorFailure.MIRROR_TARGET_NOT_OWNED.code()),
  /** An observation that does not answer the step is an input error. */
  PROTOCOL_MISUSE(
      "mirror.protocol-misuse",
      Decisions.MIRRORING,
      "an observation that does not answer the protocol step is an input error",
      MirrorWriteProtocol.class,
      true),
  /** The startup replay needs synced caches. */
  CACHES_SYNCED(
      "replay.caches-synced",
      Decisions.REPLAY,
      "the startup replay needs synced Secret and Namespace caches",
      SecretMirrorPlanner.class,
      false,
      ReplayPlan.CACHES_NOT_SYNCED);

  /** The decisions the rules belong to: their sections of the rules reference. */
  private static final class Decisions {
    static final String MIRRORING = "secret mirroring";
    static final String REPLAY = "secret mirroring replay";

    private Decisions() {}
  }

  private final Definition definition;

  MirrorRule(
      String id,
      String decision,
      String description,
      Class<?> decidedBy,
      boolean idIsCode,
      String... codes) {
    List<String> reasonCodes = idIsCode ? Lists.asList(id, codes) : List.of(codes);
    definition = Definition.of(id, decision, decidedBy, description, reasonCodes);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
