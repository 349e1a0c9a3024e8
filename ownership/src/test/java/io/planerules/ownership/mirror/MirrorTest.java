package io.planerules.ownership.mirror;

import static io.planerules.ownership.Fixtures.A;
import static io.planerules.ownership.Fixtures.KEY;
import static io.planerules.ownership.Fixtures.LEGACY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.planerules.ownership.Fixtures;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipState;
import io.planerules.ownership.ReasonCode;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.rules.RuleId;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;

/**
 * Secret mirroring (docs/reference/ownership.md#secret-mirroring), after upstream {@code
 * backendk8scache.go} and its tests: source rules, target order and skips, copy shape, write
 * decision, protocol traces, per-target failures and the startup replay.
 */
class MirrorTest {

  static final String SOURCE_NS = "plane-a-nvca-operator";
  static final MirrorConfig CONFIG = MirrorConfig.of(A, "", Map.of("mirror", "true"));

  static SecretSnapshot source(String name, Map<String, String> labels) {
    return new SecretSnapshot(
        SOURCE_NS,
        name,
        "kubernetes.io/dockerconfigjson",
        labels,
        Map.of("note", "copied"),
        SecretData.of(Map.of(".dockerconfigjson", "{}".getBytes(StandardCharsets.UTF_8))),
        "17");
  }

  static final SecretSnapshot PULL = source("pull", Map.of("mirror", "true", "app", "nvca"));

  @Test
  void defaultSourceNamespaceIsTheOperatorNamespace() {
    assertThat(CONFIG.sourceNamespace()).isEqualTo("plane-a-nvca-operator");
    assertThat(MirrorConfig.of(LEGACY, "", Map.of()).sourceNamespace()).isEqualTo("nvca-operator");
    assertThat(MirrorConfig.of(A, "custom", Map.of()).sourceNamespace()).isEqualTo("custom");
  }

  @Test
  void sourceRules() {
    assertThat(SecretMirrorPlanner.sourceDecision(CONFIG, PULL).eligible()).isTrue();
    SourceDecision disabled =
        SecretMirrorPlanner.sourceDecision(MirrorConfig.of(A, "", Map.of()), PULL);
    assertThat(disabled.eligible()).isFalse();
    assertThat(disabled.ruleId()).isEqualTo(RuleId.of("mirror.disabled"));
    assertThat(disabled.reason()).isEqualTo(ReasonCode.MIRRORING_DISABLED);
    SecretSnapshot elsewhere =
        new SecretSnapshot(
            "other", "pull", "", Map.of("mirror", "true"), Map.of(), SecretData.EMPTY, null);
    SourceDecision notSource = SecretMirrorPlanner.sourceDecision(CONFIG, elsewhere);
    assertThat(notSource.reason()).isEqualTo(ReasonCode.NOT_A_SOURCE);
    assertThat(notSource.trace().ruleIds())
        .extracting(RuleId::value)
        .containsExactly("mirror.disabled", "mirror.source-namespace");
    SourceDecision mismatch =
        SecretMirrorPlanner.sourceDecision(CONFIG, source("x", Map.of("mirror", "false")));
    assertThat(mismatch.reason()).isEqualTo(ReasonCode.SELECTOR_MISMATCH);
    assertThat(SecretMirrorPlanner.sourceDecision(CONFIG, source("x", Map.of())).eligible())
        .isFalse();
  }

  @Test
  void selectorParsing() {
    assertThat(MirrorConfig.parseSelector(" a=b , c==d "))
        .containsExactly(Map.entry("a", "b"), Map.entry("c", "d"));
    assertThat(MirrorConfig.parseSelector("")).isEmpty();
    assertThat(MirrorConfig.parseSelector("a=")).containsExactly(Map.entry("a", ""));
    for (String bad : List.of("a!=b", "a in (b)", "!a", "a", "a===b", "=b", "a=b=c", "a=(b)")) {
      assertThat(MirrorConfig.validateSelector(bad).errors())
          .as(bad)
          .extracting(p -> p.code())
          .containsExactly("mirror.selector-unsupported");
      assertThatThrownBy(() -> MirrorConfig.parseSelector(bad))
          .isInstanceOf(InvalidInputException.class);
    }
  }

  @Test
  void targetsAreSortedAndOnlyOwnedNamespacesReceiveACopy() {
    List<ObservedObject> namespaces =
        List.of(
            Fixtures.ns("ws-c", "plane-a"),
            Fixtures.ns("ws-b", "plane-b"),
            Fixtures.ns(SOURCE_NS, "plane-a"),
            Fixtures.ns("ws-a"),
            Fixtures.ns("cert-manager", "plane-a"),
            Fixtures.ns("Ws-z", "plane-a"));
    SortedMap<String, Verdict> byNamespace = SecretMirrorPlanner.targets(CONFIG, PULL, namespaces);
    assertThat(byNamespace.keySet())
        .containsExactly("Ws-z", "cert-manager", SOURCE_NS, "ws-a", "ws-b", "ws-c");
    List<Verdict> targets = List.copyOf(byNamespace.values());
    assertThat(targets)
        .extracting(Verdict::reason)
        .containsExactly(
            ReasonCode.TARGET_OWNED,
            ReasonCode.TARGET_SHARED,
            ReasonCode.SOURCE_NAMESPACE,
            ReasonCode.TARGET_UNLABELLED,
            ReasonCode.TARGET_FOREIGN,
            ReasonCode.TARGET_OWNED);
    assertThat(targets)
        .extracting(Verdict::allowed)
        .containsExactly(true, false, false, false, false, true);
    assertThat(targets.get(2).ruleId()).isEqualTo(RuleId.of("mirror.skip-source"));
    assertThat(targets.get(4).ruleId()).isEqualTo(RuleId.of("policy.mirror.foreign"));
    assertThat(targets.get(4).trace().ruleIds().get(0)).isEqualTo(RuleId.of("mirror.skip-source"));
  }

  @Test
  void duplicateCandidateNamespaceIsAnInputError() {
    List<ObservedObject> twice = List.of(Fixtures.ns("ws-a", "plane-a"), Fixtures.ns("ws-a"));
    assertThat(SecretMirrorPlanner.validateTargets(twice).errors())
        .extracting(p -> p.code())
        .containsExactly("mirror.duplicate-namespace");
    assertThatThrownBy(() -> SecretMirrorPlanner.targets(CONFIG, PULL, twice))
        .isInstanceOf(InvalidInputException.class);
  }

  @Test
  void copyShapeNamed() {
    SecretSnapshot labelled =
        source("pull", Map.of("mirror", "true", KEY, "plane-b", SecretCopy.MIRRORED_FROM, "spoof"));
    SecretCopy copy = SecretMirrorPlanner.copy(CONFIG, labelled, "ws-a");
    assertThat(copy.namespace()).isEqualTo("ws-a");
    assertThat(copy.name()).isEqualTo("pull");
    assertThat(copy.type()).isEqualTo("kubernetes.io/dockerconfigjson");
    assertThat(copy.annotations()).containsExactly(Map.entry("note", "copied"));
    assertThat(copy.labels())
        .containsExactly(
            Map.entry("mirror", "true"),
            Map.entry(SecretCopy.MIRRORED_FROM, SOURCE_NS),
            Map.entry(KEY, "plane-a"));
    assertThat(copy.data()).isEqualTo(labelled.data());
    assertThat(
            new String(copy.data().get(".dockerconfigjson").orElseThrow(), StandardCharsets.UTF_8))
        .isEqualTo("{}");
    assertThat(copy.planeId()).isEqualTo(A);
  }

  @Test
  void copyShapeLegacyRemovesTheLabel() {
    MirrorConfig legacy = MirrorConfig.of(LEGACY, "", Map.of("mirror", "true"));
    SecretSnapshot labelled =
        new SecretSnapshot(
            "nvca-operator",
            "pull",
            "",
            Map.of("mirror", "true", KEY, "plane-b"),
            Map.of(),
            SecretData.EMPTY,
            "9");
    SecretCopy copy = SecretMirrorPlanner.copy(legacy, labelled, "ws-a");
    assertThat(copy.labels())
        .containsExactly(
            Map.entry("mirror", "true"), Map.entry(SecretCopy.MIRRORED_FROM, "nvca-operator"));
  }

  @Test
  void secretDataIsImmutableAndEqualByContent() {
    byte[] bytes = {1, 2, 3};
    SecretData d = SecretData.of(Map.of("k", bytes));
    bytes[0] = 9;
    assertThat(d.get("k").orElseThrow()).containsExactly(1, 2, 3);
    d.get("k").orElseThrow()[1] = 9;
    assertThat(d.get("k").orElseThrow()).containsExactly(1, 2, 3);
    assertThat(d).isEqualTo(SecretData.of(Map.of("k", new byte[] {1, 2, 3})));
    assertThat(d.hashCode()).isEqualTo(SecretData.of(Map.of("k", new byte[] {1, 2, 3})).hashCode());
    assertThat(d).isNotEqualTo(SecretData.of(Map.of("k", new byte[] {1, 2, 4})));
    assertThat(d).isNotEqualTo(SecretData.of(Map.of("j", new byte[] {1, 2, 3})));
    assertThat(d.toString()).isEqualTo("SecretData{k=3 bytes}");
    assertThat(d.get("absent")).isEmpty();
    assertThat(d.keys()).containsExactly("k");
    assertThat(d.size()).isEqualTo(1);
  }

  @Test
  void writeDecision() {
    SecretCopy copy = SecretMirrorPlanner.copy(CONFIG, PULL, "ws-a");
    WriteDecision create = SecretMirrorPlanner.decideWrite(A, copy, Optional.empty());
    assertThat(create.isCreate()).isTrue();
    assertThat(create.ruleId()).isEqualTo(RuleId.of("mirror.write-create"));
    assertThat(create.retriable()).isTrue();

    ObservedObject owned =
        new ObservedObject(
            new ObjectRef("Secret", "ws-a", "pull"), Map.of(KEY, "plane-a"), Map.of(), "42");
    WriteDecision update = SecretMirrorPlanner.decideWrite(A, copy, Optional.of(owned));
    assertThat(update.isUpdate()).isTrue();
    assertThat(update.resourceVersion()).isEqualTo("42");
    assertThat(update.ruleId()).isEqualTo(RuleId.of("mirror.write-update"));

    WriteDecision unlabelled =
        SecretMirrorPlanner.decideWrite(
            A, copy, Optional.of(Fixtures.secret("ws-a", "pull", null)));
    assertThat(unlabelled.isDeny()).isTrue();
    assertThat(unlabelled.isCreate() || unlabelled.isUpdate()).isFalse();
    assertThat(unlabelled.retriable()).isFalse();
    assertThat(unlabelled.ruleId()).isEqualTo(RuleId.of("mirror.write-not-owned"));
    assertThatThrownBy(
            () ->
                new WriteDecision(
                    create.ruleId(), ReasonCode.FOREIGN_OWNER, "m", null, create.trace()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a write decision's reason: FOREIGN_OWNER");
    assertThat(unlabelled.message())
        .contains("refusing to update mirrored secret ws-a/pull")
        .contains("owned by another control plane");

    SecretCopy legacyCopy =
        SecretMirrorPlanner.copy(MirrorConfig.of(LEGACY, "", Map.of("m", "1")), PULL, "ws-a");
    assertThat(
            SecretMirrorPlanner.decideWrite(
                    LEGACY, legacyCopy, Optional.of(Fixtures.secret("ws-a", "pull", null)))
                .isUpdate())
        .isTrue();
  }

  // ---------------------------------------------------------------- protocol

  /** Drives the protocol with scripted observations and returns the steps taken. */
  static List<ProtocolStep> drive(SecretCopy desired, List<Observation> script) {
    List<ProtocolStep> steps = new ArrayList<>();
    ProtocolStep step = MirrorWriteProtocol.start(desired);
    steps.add(step);
    for (Observation o : script) {
      step = MirrorWriteProtocol.next(step, o);
      steps.add(step);
    }
    return steps;
  }

  static Observation owned(String rv) {
    return Observation.read(
        Optional.of(
            new ObservedObject(
                new ObjectRef("Secret", "ws-a", "pull"), Map.of(KEY, "plane-a"), Map.of(), rv)));
  }

  static final SecretCopy COPY = SecretMirrorPlanner.copy(CONFIG, PULL, "ws-a");

  static List<String> names(List<ProtocolStep> steps) {
    return steps.stream()
        .map(
            s ->
                s.isRead()
                    ? "READ(" + s.attempt() + ")"
                    : s.isUpdate()
                        ? "UPDATE(" + s.attempt() + ")"
                        : s.isCreate()
                            ? "CREATE"
                            : s.outcome().isFailed()
                                ? "FAILED " + s.outcome().code()
                                : s.outcome().isUpdated() ? "UPDATED" : "CREATED")
        .toList();
  }

  @Test
  void createSucceeds() {
    assertThat(names(drive(COPY, List.of(Observation.success()))))
        .containsExactly("CREATE", "CREATED");
  }

  @Test
  void alreadyExistsThenReadThenUpdate() {
    List<ProtocolStep> steps =
        drive(
            COPY, List.of(Observation.alreadyExists("exists"), owned("5"), Observation.success()));
    assertThat(names(steps)).containsExactly("CREATE", "READ(1)", "UPDATE(1)", "UPDATED");
    assertThat(steps.get(2).resourceVersion()).isEqualTo("5");
    assertThat(steps.get(3).outcome()).isEqualTo(TargetOutcome.updated("ws-a"));
  }

  @Test
  void twoConflictsThenSuccess() {
    Observation conflict = Observation.conflict("409");
    List<ProtocolStep> steps =
        drive(
            COPY,
            List.of(
                Observation.alreadyExists(""),
                owned("1"),
                conflict,
                owned("2"),
                conflict,
                owned("3"),
                Observation.success()));
    assertThat(names(steps))
        .containsExactly(
            "CREATE",
            "READ(1)",
            "UPDATE(1)",
            "READ(2)",
            "UPDATE(2)",
            "READ(3)",
            "UPDATE(3)",
            "UPDATED");
    assertThat(steps.get(6).resourceVersion()).isEqualTo("3");
  }

  @Test
  void fiveConflictsExhaustTheRetries() {
    Observation conflict = Observation.conflict("409");
    List<Observation> script = new ArrayList<>();
    script.add(Observation.alreadyExists(""));
    for (int i = 1; i <= 5; i++) {
      script.add(owned(String.valueOf(i)));
      script.add(conflict);
    }
    List<ProtocolStep> steps = drive(COPY, script);
    assertThat(names(steps))
        .containsExactly(
            "CREATE",
            "READ(1)",
            "UPDATE(1)",
            "READ(2)",
            "UPDATE(2)",
            "READ(3)",
            "UPDATE(3)",
            "READ(4)",
            "UPDATE(4)",
            "READ(5)",
            "UPDATE(5)",
            "FAILED MIRROR_CONFLICT_RETRIES_EXHAUSTED");
    assertThat(steps.get(11).outcome().message())
        .isEqualTo("update mirrored secret ws-a/pull: conflict retries exhausted after 5 attempts");
  }

  @Test
  void relabelledForeignBetweenAttemptsIsDeniedNotRetried() {
    Observation foreign = Observation.read(Optional.of(Fixtures.secret("ws-a", "pull", "plane-b")));
    List<ProtocolStep> steps =
        drive(
            COPY,
            List.of(Observation.alreadyExists(""), owned("1"), Observation.conflict(""), foreign));
    assertThat(names(steps))
        .containsExactly(
            "CREATE", "READ(1)", "UPDATE(1)", "READ(2)", "FAILED MIRROR_TARGET_NOT_OWNED");
    assertThat(steps.get(4).outcome().message())
        .contains("refusing to update mirrored secret ws-a/pull")
        .contains("owned by another control plane");
  }

  @Test
  void vanishedAndOtherErrorsFail() {
    assertThat(
            names(
                drive(
                    COPY,
                    List.of(Observation.alreadyExists(""), Observation.read(Optional.empty())))))
        .containsExactly("CREATE", "READ(1)", "FAILED MIRROR_TARGET_VANISHED");
    assertThat(names(drive(COPY, List.of(Observation.writeError("forbidden")))))
        .containsExactly("CREATE", "FAILED MIRROR_CREATE_FAILED");
    List<ProtocolStep> readError =
        drive(COPY, List.of(Observation.alreadyExists(""), Observation.readError("timeout")));
    assertThat(names(readError)).containsExactly("CREATE", "READ(1)", "FAILED MIRROR_READ_FAILED");
    assertThat(readError.get(2).outcome().message())
        .isEqualTo("get mirrored secret ws-a/pull: timeout");
    assertThat(
            names(
                drive(
                    COPY,
                    List.of(
                        Observation.alreadyExists(""),
                        owned("1"),
                        Observation.writeError("boom")))))
        .containsExactly("CREATE", "READ(1)", "UPDATE(1)", "FAILED MIRROR_UPDATE_FAILED");
  }

  @Test
  void protocolMisuseIsATypedProblem() {
    ProtocolStep start = MirrorWriteProtocol.start(COPY);
    assertThat(MirrorWriteProtocol.validateNext(start, owned("1")).errors())
        .extracting(p -> p.code())
        .containsExactly("mirror.protocol-misuse");
    assertThatThrownBy(() -> MirrorWriteProtocol.next(start, owned("1")))
        .isInstanceOf(InvalidInputException.class);
    ProtocolStep done = MirrorWriteProtocol.next(start, Observation.success());
    assertThat(done.isTerminal()).isTrue();
    assertThatThrownBy(() -> MirrorWriteProtocol.next(done, Observation.success()))
        .isInstanceOf(InvalidInputException.class);
    ProtocolStep read = Steps.read(COPY, 1);
    assertThat(MirrorWriteProtocol.validateNext(read, Observation.success()).isValid()).isFalse();
    assertThat(MirrorWriteProtocol.validateNext(Steps.read(COPY, 6), owned("1")).isValid())
        .isFalse();
  }

  // ---------------------------------------------------------------- reports and replay

  @Test
  void anOutcomeAnswersItsShapeAndOnlyItsOwnFields() {
    TargetOutcome skipped =
        TargetOutcome.skipped(
            "ws-a", RuleId.of("mirror.target.foreign"), ReasonCode.TARGET_FOREIGN);
    TargetOutcome failed =
        TargetOutcome.failed("ws-b", MirrorFailure.MIRROR_READ_FAILED, "read failed");
    assertThat(
            List.of(TargetOutcome.created("ws-a"), TargetOutcome.updated("ws-a"), skipped, failed))
        .extracting(
            TargetOutcome::isCreated,
            TargetOutcome::isUpdated,
            TargetOutcome::isSkipped,
            TargetOutcome::isFailed)
        .containsExactly(
            tuple(true, false, false, false),
            tuple(false, true, false, false),
            tuple(false, false, true, false),
            tuple(false, false, false, true));
    assertThat(skipped.rule()).isEqualTo(RuleId.of("mirror.target.foreign"));
    assertThat(skipped.reason()).isEqualTo(ReasonCode.TARGET_FOREIGN);
    assertThat(failed.code()).isEqualTo(MirrorFailure.MIRROR_READ_FAILED);
    assertThat(failed.message()).isEqualTo("read failed");
    assertThatThrownBy(skipped::code).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(failed::rule).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(TargetOutcome.created("ws-a")::message)
        .isInstanceOf(IllegalStateException.class);
    assertThat(TargetOutcome.updated("ws-a")).isEqualTo(TargetOutcome.updated("ws-a"));
    assertThat(TargetOutcome.updated("ws-a")).isNotEqualTo(TargetOutcome.created("ws-a"));
  }

  @Test
  void oneFailingTargetAmongThreeDoesNotHideTheOthers() {
    MirrorReport report =
        new MirrorReport(
            PULL,
            List.of(
                TargetOutcome.created("ws-a"),
                TargetOutcome.failed("ws-b", MirrorFailure.MIRROR_TARGET_NOT_OWNED, "refusing b"),
                TargetOutcome.updated("ws-c")));
    assertThat(report.outcomes()).hasSize(3);
    assertThat(report.error()).contains("mirror secret plane-a-nvca-operator/pull: refusing b");
    assertThat(new MirrorReport(PULL, List.of(TargetOutcome.created("ws-a"))).error()).isEmpty();
    MirrorReport two =
        new MirrorReport(
            PULL,
            List.of(
                TargetOutcome.failed("ws-a", MirrorFailure.MIRROR_TARGET_VANISHED, "one"),
                TargetOutcome.failed("ws-b", MirrorFailure.MIRROR_READ_FAILED, "two")));
    assertThat(two.error()).contains("mirror secret plane-a-nvca-operator/pull: one\ntwo");
    assertThat(ReplayPlan.startupError(List.of(report, two)))
        .contains(
            "reconcile existing mirrored secrets: mirror secret plane-a-nvca-operator/pull: refusing"
                + " b\nmirror secret plane-a-nvca-operator/pull: one\ntwo");
  }

  @Test
  void replayNotSynced() {
    ReplayPlan plan =
        SecretMirrorPlanner.planReplay(
            CONFIG,
            new SyncedSnapshot(
                true, false, List.of(PULL), List.of(Fixtures.ns("ws-a", "plane-a"))));
    assertThat(plan.synced()).isFalse();
    assertThat(plan.sources()).isEmpty();
    assertThat(plan.startupError())
        .contains("reconcile existing mirrored secrets: caches not synced");
    assertThat(plan.trace().ruleIds()).containsExactly(RuleId.of("replay.caches-synced"));
  }

  @Test
  void replayDisabled() {
    ReplayPlan plan =
        SecretMirrorPlanner.planReplay(
            MirrorConfig.of(A, "", Map.of()),
            new SyncedSnapshot(true, true, List.of(PULL), List.of(Fixtures.ns("ws-a", "plane-a"))));
    assertThat(plan.sources()).isEmpty();
    assertThat(plan.startupError()).isEmpty();
    assertThat(plan.trace().decidingEntry().orElseThrow().ruleId())
        .isEqualTo(RuleId.of("mirror.disabled"));
  }

  @Test
  void replayOfPreExistingSources() {
    SecretSnapshot zeta = source("zeta", Map.of("mirror", "true"));
    SecretSnapshot ignored = source("ignored", Map.of("mirror", "no"));
    SecretSnapshot existingOwned =
        new SecretSnapshot(
            "ws-a", "pull", "", Map.of(KEY, "plane-a"), Map.of(), SecretData.EMPTY, "77");
    SecretSnapshot existingForeign =
        new SecretSnapshot(
            "ws-b", "zeta", "", Map.of(KEY, "plane-b"), Map.of(), SecretData.EMPTY, "3");
    SyncedSnapshot snapshot =
        new SyncedSnapshot(
            true,
            true,
            List.of(zeta, existingOwned, PULL, ignored, existingForeign),
            List.of(
                Fixtures.ns("ws-b", "plane-a"),
                Fixtures.ns("ws-a", "plane-a"),
                Fixtures.ns("ws-x", "plane-b")));
    ReplayPlan plan = SecretMirrorPlanner.planReplay(CONFIG, snapshot);
    assertThat(plan.sources()).extracting(s -> s.source().name()).containsExactly("pull", "zeta");
    List<ReplayPlan.PlannedTarget> planned =
        plan.sources().stream().flatMap(s -> s.targets().stream()).toList();
    assertThat(planned)
        .extracting(
            t ->
                t.source()
                    + "@"
                    + t.namespace()
                    + ":"
                    + (t.write() == null
                        ? "SKIP"
                        : t.write().isCreate()
                            ? "CREATE"
                            : t.write().isUpdate() ? "UPDATE" : "DENY"))
        .containsExactly(
            "pull@ws-a:UPDATE",
            "pull@ws-b:CREATE",
            "pull@ws-x:SKIP",
            "zeta@ws-a:CREATE",
            "zeta@ws-b:DENY",
            "zeta@ws-x:SKIP");
    assertThat(planned.get(0).write().resourceVersion()).isEqualTo("77");
    // the writes to drive: the owned copy updated at the snapshot's resourceVersion, two creates
    assertThat(plan.writes())
        .extracting(
            w ->
                (w.isUpdate() ? "UPDATE " + w.resourceVersion() : w.isCreate() ? "CREATE" : "?")
                    + " "
                    + w.desired().name()
                    + "@"
                    + w.desired().namespace())
        .containsExactly("UPDATE 77 pull@ws-a", "CREATE pull@ws-b", "CREATE zeta@ws-a");
    assertThat(plan.writes()).allMatch(w -> w.attempt() == 1 || w.isCreate());
    assertThat(plan.reports()).extracting(r -> r.source().name()).containsExactly("pull", "zeta");
    assertThat(plan.startupError().orElseThrow())
        .startsWith(
            "reconcile existing mirrored secrets: mirror secret plane-a-nvca-operator/zeta: refusing to update mirrored secret ws-b/zeta");
    assertThat(plan.reports().get(0).outcomes())
        .containsExactly(
            TargetOutcome.updated("ws-a"),
            TargetOutcome.created("ws-b"),
            TargetOutcome.skipped(
                "ws-x", RuleId.of("policy.mirror.foreign"), ReasonCode.TARGET_FOREIGN));
  }

  @Test
  void replayRejectsMalformedSnapshots() {
    SyncedSnapshot dup = new SyncedSnapshot(true, true, List.of(PULL, PULL), List.of());
    assertThat(SecretMirrorPlanner.validateSnapshot(dup).errors())
        .extracting(p -> p.code())
        .containsExactly("input.duplicate-object");
    assertThatThrownBy(() -> SecretMirrorPlanner.planReplay(CONFIG, dup))
        .isInstanceOf(InvalidInputException.class);
    assertThatThrownBy(() -> SecretMirrorPlanner.planSource(CONFIG, PULL, dup))
        .isInstanceOf(InvalidInputException.class);
    SyncedSnapshot dupNamespaces =
        new SyncedSnapshot(true, true, List.of(PULL), List.of(Fixtures.ns("w"), Fixtures.ns("w")));
    assertThatThrownBy(() -> SecretMirrorPlanner.planSource(CONFIG, PULL, dupNamespaces))
        .isInstanceOf(InvalidInputException.class);
  }

  @Test
  void messages() {
    MirrorConfig config = MirrorConfig.of(A, "", Map.of("m", "1"));
    SecretSnapshot s =
        new SecretSnapshot(
            "plane-a-nvca-operator",
            "pull",
            "",
            Map.of("m", "1"),
            Map.of(),
            SecretData.EMPTY,
            null);
    assertThat(SecretMirrorPlanner.sourceDecision(config, s).message())
        .isEqualTo("secret plane-a-nvca-operator/pull is mirrored");
    assertThat(SecretMirrorPlanner.sourceDecision(MirrorConfig.of(A, "", Map.of()), s).message())
        .isEqualTo("secret mirroring is disabled (empty selector)");
    SecretSnapshot other =
        new SecretSnapshot("ops", "pull", "", Map.of("m", "1"), Map.of(), SecretData.EMPTY, null);
    assertThat(SecretMirrorPlanner.sourceDecision(config, other).message())
        .isEqualTo("secret ops/pull is not in source namespace plane-a-nvca-operator");
    SecretSnapshot nomatch =
        new SecretSnapshot(
            "plane-a-nvca-operator",
            "pull",
            "",
            Map.of("m", "2"),
            Map.of(),
            SecretData.EMPTY,
            null);
    assertThat(SecretMirrorPlanner.sourceDecision(config, nomatch).message())
        .isEqualTo("secret plane-a-nvca-operator/pull does not match the selector");
    assertThat(config.matches(Map.of("m", "1", "x", "y"))).isTrue();
    assertThat(config.matches(Map.of())).isFalse();
    assertThat(config.disabled()).isFalse();
    List<Verdict> t =
        List.copyOf(
            SecretMirrorPlanner.targets(
                    config,
                    s,
                    List.of(
                        Fixtures.ns("plane-a-nvca-operator", "plane-a"),
                        Fixtures.ns("ws", "plane-b")))
                .values());
    assertThat(t.get(0).message())
        .isEqualTo(
            "skipping Namespace plane-a-nvca-operator: the source namespace never receives a copy");
    assertThat(t.get(0).state()).isEqualTo(OwnershipState.OWNED);
    assertThat(t.get(1).message())
        .isEqualTo("skipping Namespace ws: owned by control plane \"plane-b\", not \"plane-a\"");
    SecretCopy copy = SecretMirrorPlanner.copy(config, s, "ws");
    assertThat(SecretMirrorPlanner.decideWrite(A, copy, Optional.empty()).message())
        .isEqualTo("create mirrored secret ws/pull");
    assertThat(
            SecretMirrorPlanner.decideWrite(
                    A, copy, Optional.of(Fixtures.secret("ws", "pull", "plane-b")))
                .message())
        .isEqualTo(
            "refusing to update mirrored secret ws/pull: owned by another control plane (owned by"
                + " control plane \"plane-b\", not \"plane-a\")");
    assertThat(
            SecretMirrorPlanner.decideWrite(
                    A, copy, Optional.of(Fixtures.secret("ws", "pull", "plane-a")))
                .resourceVersion())
        .isEqualTo("");
  }
}
