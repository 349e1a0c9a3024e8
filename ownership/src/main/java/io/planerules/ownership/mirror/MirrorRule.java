package io.planerules.ownership.mirror;

import io.planerules.ownership.ReasonCode;
import io.planerules.rules.internal.DefinedRule;
import java.util.List;

/**
 * The Secret-mirroring rules: which Secrets are sources ({@link
 * SecretMirrorPlanner#sourceDecision}, in declaration order), which namespaces receive a copy
 * ({@link SecretMirrorPlanner#targets}), the write decision on a fresh read ({@link
 * SecretMirrorPlanner#decideWrite}), the input checks of the selector ({@link MirrorConfig}), the
 * planner and the write protocol ({@link MirrorWriteProtocol}), and the startup replay ({@link
 * SecretMirrorPlanner#planReplay}). An input check raises a problem coded with its own id. Each
 * constant's {@link #description()} is its line in {@code docs/rules.md}.
 */
enum MirrorRule implements DefinedRule {
  DISABLED(
      planner(
          "mirror.disabled",
          "an empty selector disables mirroring",
          ReasonCode.MIRRORING_DISABLED.code())),
  SOURCE_NAMESPACE(
      planner(
          "mirror.source-namespace",
          "a Secret outside the source namespace is not a source",
          ReasonCode.NOT_A_SOURCE.code())),
  SOURCE_SELECTOR(
      planner(
          "mirror.source-selector",
          "a Secret whose labels do not match the selector is not a source",
          ReasonCode.SELECTOR_MISMATCH.code(),
          ReasonCode.SOURCE_ELIGIBLE.code())),
  SELECTOR_UNSUPPORTED(
      inputCheck(
          "mirror.selector-unsupported",
          "selector syntax other than k=v / k==v is refused",
          MirrorConfig.class)),
  DUPLICATE_NAMESPACE(
      inputCheck(
          "mirror.duplicate-namespace",
          "a candidate namespace listed twice is an input error",
          SecretMirrorPlanner.class)),
  SKIP_SOURCE(
      planner(
          "mirror.skip-source",
          "the source namespace never receives a copy",
          ReasonCode.SOURCE_NAMESPACE.code())),
  WRITE_CREATE(
      planner(
          "mirror.write-create",
          "target absent on the fresh read: create",
          ReasonCode.CREATE.code())),
  WRITE_UPDATE(
      planner(
          "mirror.write-update",
          "target owned on the fresh read: update with its resourceVersion",
          ReasonCode.UPDATE.code())),
  /** The write protocol fails the target with the second code. */
  WRITE_NOT_OWNED(
      planner(
          "mirror.write-not-owned",
          "target not owned on the fresh read: refuse, never retried",
          ReasonCode.TARGET_NOT_OWNED.code(),
          MirrorFailure.MIRROR_TARGET_NOT_OWNED.code())),
  PROTOCOL_MISUSE(
      inputCheck(
          "mirror.protocol-misuse",
          "an observation that does not answer the protocol step is an input error",
          MirrorWriteProtocol.class)),
  CACHES_SYNCED(
      Definition.of(
          "replay.caches-synced",
          "secret mirroring replay",
          SecretMirrorPlanner.class,
          "the startup replay needs synced Secret and Namespace caches",
          List.of(ReplayPlan.CACHES_NOT_SYNCED)));

  private static final String MIRRORING = "secret mirroring";

  private final Definition definition;

  MirrorRule(Definition definition) {
    this.definition = definition;
  }

  /** A rule of the planner that answers with these reason codes. */
  private static Definition planner(String id, String description, String... codes) {
    return Definition.of(id, MIRRORING, SecretMirrorPlanner.class, description, List.of(codes));
  }

  /** A check of the caller's input: a problem coded with the rule's id. */
  private static Definition inputCheck(String id, String description, Class<?> decidedBy) {
    return Definition.selfCoded(id, MIRRORING, decidedBy, description);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
