package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableSortedMap;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.Action;
import io.planerules.ownership.Classification;
import io.planerules.ownership.ObjectRef;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.ReasonCode;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.Evaluation;
import io.planerules.rules.internal.RuleBook;
import io.planerules.rules.internal.RuleOutcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * Secret mirroring as pure planning (docs/reference/ownership.md#secret-mirroring): which Secrets
 * are sources, which namespaces receive a copy (owned namespaces only, never the source namespace),
 * the copy's shape, the write decision on a fresh read, and the startup replay after informer sync.
 * <!-- snippet: OwnershipExamplesTest#mirror-targets -->
 *
 * <pre>{@code
 * MirrorConfig c = MirrorConfig.of(id, "", Map.of("mirror", "true"));
 * if (SecretMirrorPlanner.isSource(c, source)) {
 *   SecretMirrorPlanner.targets(c, source, namespaces)
 *       .forEach(
 *           (namespace, verdict) -> {
 *             if (verdict.allowed()) {
 *               writes.add(SecretMirrorPlanner.copy(c, source, namespace));
 *             }
 *           });
 * }
 * }</pre>
 */
public final class SecretMirrorPlanner {

  private SecretMirrorPlanner() {}

  /**
   * Whether a Secret is a source, that is mirroring is on ({@code mirror.disabled}), it lives in
   * the source namespace ({@code mirror.source-namespace}) and its labels match the selector
   * ({@code mirror.source-selector}). A Secret that is not one is never an error: nothing is done
   * with it.
   *
   * @param config the mirroring configuration
   * @param source the Secret
   * @return whether it is mirrored
   */
  public static boolean isSource(MirrorConfig config, SecretSnapshot source) {
    return sourceDecision(config, source).eligible();
  }

  /** Whether a Secret is a source, with the rule that decided, its reason, message and trace. */
  static SourceDecision sourceDecision(MirrorConfig config, SecretSnapshot source) {
    Candidate candidate = new Candidate(config, source);
    Evaluation<Refusal> evaluation = SOURCE.evaluate(candidate);
    Refusal refusal = evaluation.decision();
    if (refusal != null) {
      return new SourceDecision(
          false,
          requireNonNull(evaluation.decidingRule()),
          refusal.reason(),
          refusal.message(),
          evaluation.trace());
    }
    return new SourceDecision(
        true,
        MirrorRule.SOURCE_SELECTOR.id(),
        ReasonCode.SOURCE_ELIGIBLE,
        "secret " + candidate.ref() + " is mirrored",
        evaluation.trace());
  }

  /** What the source rules look at: the configuration and one Secret. */
  private record Candidate(MirrorConfig config, SecretSnapshot source) {
    String ref() {
      return source.namespace() + "/" + source.name();
    }
  }

  /** Why a Secret is not a source: the reason and the message of the rule that decided. */
  private record Refusal(ReasonCode reason, String message) {}

  /** The source rules in order; a Secret that passes all three is a source. */
  private static final RuleBook<Candidate, Refusal> SOURCE =
      RuleBook.<Candidate, Refusal>named(MirrorRule.DISABLED.decision())
          .rule(
              MirrorRule.DISABLED,
              c ->
                  c.config().disabled()
                      ? RuleOutcome.decide(
                          new Refusal(
                              ReasonCode.MIRRORING_DISABLED,
                              "secret mirroring is disabled (empty selector)"),
                          "empty selector")
                      : RuleOutcome.pass("selector set"))
          .rule(
              MirrorRule.SOURCE_NAMESPACE,
              c ->
                  c.source().namespace().equals(c.config().sourceNamespace())
                      ? RuleOutcome.pass("in source namespace")
                      : RuleOutcome.decide(
                          new Refusal(
                              ReasonCode.NOT_A_SOURCE,
                              "secret "
                                  + c.ref()
                                  + " is not in source namespace "
                                  + c.config().sourceNamespace()),
                          "other namespace"))
          .rule(
              MirrorRule.SOURCE_SELECTOR,
              c ->
                  c.config().matches(c.source().labels())
                      ? RuleOutcome.pass("labels match")
                      : RuleOutcome.decide(
                          new Refusal(
                              ReasonCode.SELECTOR_MISMATCH,
                              "secret " + c.ref() + " does not match the selector"),
                          "labels do not match"))
          .build();

  /**
   * Checks the candidate namespaces: a repeated name is {@code mirror.duplicate-namespace}.
   *
   * @param namespaces the candidates
   * @return the problems
   */
  public static ValidationResult validateTargets(List<ObservedObject> namespaces) {
    Set<String> seen = new HashSet<>();
    List<Problem> problems = new ArrayList<>();
    for (ObservedObject ns : namespaces) {
      if (!seen.add(ns.ref().name())) {
        problems.add(
            Problem.error(
                MirrorRule.DUPLICATE_NAMESPACE.code(),
                "namespaces",
                "candidate namespace " + ns.ref().name() + " listed twice"));
      }
    }
    return ValidationResult.of(problems);
  }

  /**
   * The verdict on each candidate target namespace of one source: the source namespace is skipped
   * ({@code mirror.skip-source}); the rest get classification and the {@link Action#MIRROR} cell,
   * so only owned namespaces receive a copy: those whose verdict is {@link Verdict#allowed()}.
   *
   * @param config the configuration
   * @param source the source Secret (whether it is one is {@link #isSource}'s business)
   * @param namespaces the candidate namespaces, with labels
   * @return namespace → verdict, one per candidate, in ascending (ASCII) name order
   * @throws io.planerules.rules.PlaneRulesException when a namespace is listed twice
   */
  public static SortedMap<String, Verdict> targets(
      MirrorConfig config, SecretSnapshot source, List<ObservedObject> namespaces) {
    requireNonNull(source, "source");
    validateTargets(namespaces).throwIfInvalid(InvalidInputException::new);
    PolicyContext context = PolicyContext.defaults(config.id());
    ImmutableSortedMap.Builder<String, Verdict> decisions = ImmutableSortedMap.naturalOrder();
    for (ObservedObject ns : namespaces) {
      String name = ns.ref().name();
      Verdict mirror = OwnershipPolicy.decide(config.id(), Action.MIRROR, ns, context);
      Evaluation<Verdict.Kind> skip = SKIP_SOURCE.evaluate(new Target(config, name));
      if (skip.decision() != null) {
        decisions.put(
            name,
            Verdict.skip(
                mirror.state(),
                MirrorRule.SKIP_SOURCE.id(),
                ReasonCode.SOURCE_NAMESPACE,
                "skipping " + ns.ref() + ": the source namespace never receives a copy",
                skip.trace()));
      } else {
        // mirror.skip-source passed: the verdict shows that the target is not the source namespace
        decisions.put(name, mirror.after(skip.trace()));
      }
    }
    return decisions.buildOrThrow();
  }

  /** What the target rule looks at: the configuration and one candidate namespace. */
  private record Target(MirrorConfig config, String namespace) {}

  /** The rule in front of the {@code MIRROR} cell: the source namespace never receives a copy. */
  private static final RuleBook<Target, Verdict.Kind> SKIP_SOURCE =
      RuleBook.<Target, Verdict.Kind>named(MirrorRule.SKIP_SOURCE.decision())
          .rule(
              MirrorRule.SKIP_SOURCE,
              t ->
                  t.namespace().equals(t.config().sourceNamespace())
                      ? RuleOutcome.decide(Verdict.Kind.SKIP, "source namespace")
                      : RuleOutcome.pass("not the source namespace"))
          .build();

  /**
   * The desired copy of {@code source} in {@code targetNamespace}: name, type, annotations and data
   * from the source; labels = source labels, then {@link SecretCopy#MIRRORED_FROM}, then {@link
   * OwnershipLabel#apply} (named: label = id; legacy: label removed).
   *
   * @param config the configuration
   * @param source the source Secret
   * @param targetNamespace the target namespace
   * @return the copy
   */
  public static SecretCopy copy(
      MirrorConfig config, SecretSnapshot source, String targetNamespace) {
    Map<String, String> labels = new TreeMap<>(source.labels());
    labels.put(SecretCopy.MIRRORED_FROM, source.namespace());
    return new SecretCopy(
        config.id(),
        targetNamespace,
        source.name(),
        source.type(),
        OwnershipLabel.apply(labels, config.id()),
        source.annotations(),
        source.data());
  }

  /**
   * The write decision on the freshly read target, the one {@link MirrorWriteProtocol} acts on
   * after each read: absent → {@code CREATE}; owned → {@code UPDATE} with the fresh
   * resourceVersion; otherwise {@code DENY} (not retriable), message {@code refusing to update
   * mirrored secret <ns>/<name>: owned by another control plane (...)}. In named mode an unlabelled
   * Secret of the same name is therefore an error, never adopted; in legacy mode it is updated.
   */
  static WriteDecision decideWrite(
      ControlPlaneId id, SecretCopy desired, Optional<ObservedObject> fresh) {
    requireNonNull(desired, "desired");
    Classification c =
        fresh.isEmpty()
            ? null
            : OwnershipPolicy.classify(id, fresh.get(), PolicyContext.defaults(id));
    Evaluation<ReasonCode> e = WRITE.evaluate(new Fresh(c));
    ReasonCode reason = requireNonNull(e.decision());
    RuleId rule = requireNonNull(e.decidingRule());
    Trace trace = c == null ? e.trace() : c.trace().then(e.trace());
    String target = desired.namespace() + "/" + desired.name();
    return switch (reason) {
      case CREATE ->
          new WriteDecision(rule, reason, "create mirrored secret " + target, null, trace);
      case UPDATE ->
          new WriteDecision(
              rule,
              reason,
              "update mirrored secret " + target,
              Objects.requireNonNullElse(fresh.orElseThrow().resourceVersion(), ""),
              trace);
      default ->
          new WriteDecision(
              rule,
              reason,
              "refusing to update mirrored secret "
                  + target
                  + ": owned by another control plane ("
                  + requireNonNull(c).explanation()
                  + ")",
              null,
              trace);
    };
  }

  /** What the write rules look at: the fresh target's classification, null when it is absent. */
  private record Fresh(@Nullable Classification target) {
    Classification present() {
      return requireNonNull(target, "target");
    }
  }

  /**
   * The write rules in order, after the fresh target's classification when it is present; each
   * decides the write decision's reason.
   */
  private static final RuleBook<Fresh, ReasonCode> WRITE =
      RuleBook.<Fresh, ReasonCode>named(MirrorRule.WRITE_CREATE.decision())
          .rule(
              MirrorRule.WRITE_CREATE,
              f ->
                  f.target() == null
                      ? RuleOutcome.decide(ReasonCode.CREATE, "target absent")
                      : RuleOutcome.pass("target present"))
          .rule(
              MirrorRule.WRITE_UPDATE,
              f ->
                  f.present().isOwned()
                      ? RuleOutcome.decide(ReasonCode.UPDATE, "target owned")
                      : RuleOutcome.pass("target not owned"))
          .rule(
              MirrorRule.WRITE_NOT_OWNED,
              f -> RuleOutcome.decide(ReasonCode.TARGET_NOT_OWNED, f.present().state().wireName()))
          .build();

  /**
   * Checks a synced snapshot: duplicate candidate namespaces ({@code mirror.duplicate-namespace})
   * and duplicate Secrets ({@code input.duplicate-object}).
   *
   * @param snapshot the snapshot
   * @return the problems
   */
  public static ValidationResult validateSnapshot(SyncedSnapshot snapshot) {
    List<Problem> problems = new ArrayList<>(validateTargets(snapshot.namespaces()).problems());
    Set<ObjectRef> seen = new HashSet<>();
    for (SecretSnapshot s : snapshot.secrets()) {
      if (!seen.add(s.ref())) {
        problems.add(
            Problem.error(
                "input.duplicate-object",
                "secrets",
                "secret " + s.namespace() + "/" + s.name() + " listed twice"));
      }
    }
    return ValidationResult.of(problems);
  }

  /**
   * The plan for one source Secret against a snapshot: empty when the Secret is not a source;
   * otherwise one entry per candidate namespace with, for each owned target, the desired copy and
   * the provisional write decision against the snapshot's existing Secret of that name.
   *
   * @throws InvalidInputException when the snapshot is malformed
   */
  static ReplayPlan.SourcePlan planSource(
      MirrorConfig config, SecretSnapshot source, SyncedSnapshot snapshot) {
    validateSnapshot(snapshot).throwIfInvalid(InvalidInputException::new);
    if (!sourceDecision(config, source).eligible()) {
      return new ReplayPlan.SourcePlan(source, List.of());
    }
    Map<ObjectRef, SecretSnapshot> existing = new HashMap<>();
    snapshot.secrets().forEach(s -> existing.put(s.ref(), s));
    List<ReplayPlan.PlannedTarget> planned = new ArrayList<>();
    for (Map.Entry<String, Verdict> t : targets(config, source, snapshot.namespaces()).entrySet()) {
      String namespace = t.getKey();
      Verdict verdict = t.getValue();
      if (!verdict.allowed()) {
        planned.add(new ReplayPlan.PlannedTarget(source.name(), namespace, verdict, null, null));
        continue;
      }
      SecretCopy desired = copy(config, source, namespace);
      Optional<ObservedObject> fresh =
          Optional.ofNullable(existing.get(desired.ref())).map(SecretSnapshot::toObserved);
      planned.add(
          new ReplayPlan.PlannedTarget(
              source.name(),
              namespace,
              verdict,
              desired,
              decideWrite(config.id(), desired, fresh)));
    }
    return new ReplayPlan.SourcePlan(source, planned);
  }

  /**
   * The startup replay (docs/reference/ownership.md#secret-mirroring): {@code replay.caches-synced}
   * (a cache not synced → the plan's startup error {@code reconcile existing mirrored secrets:
   * caches not synced}); {@code mirror.disabled} → empty plan; otherwise one {@link #planSource}
   * per eligible source, ascending name. Converges Secrets that existed before start without
   * waiting for an add event: the plan's {@link ReplayPlan#writes()} are the writes to drive.
   *
   * @param config the configuration
   * @param snapshot the synced snapshot
   * @return the plan
   * @throws io.planerules.rules.PlaneRulesException when the snapshot is malformed
   */
  public static ReplayPlan planReplay(MirrorConfig config, SyncedSnapshot snapshot) {
    validateSnapshot(snapshot).throwIfInvalid(InvalidInputException::new);
    Evaluation<Halt> halt = REPLAY.evaluate(new Replay(config, snapshot));
    Halt stop = halt.decision();
    if (stop != null) {
      return new ReplayPlan(stop == Halt.DISABLED, List.of(), halt.trace());
    }
    List<SecretSnapshot> sources = new ArrayList<>();
    for (SecretSnapshot s : snapshot.secrets()) {
      if (sourceDecision(config, s).eligible()) {
        sources.add(s);
      }
    }
    sources.sort(Comparator.comparing(SecretSnapshot::name));
    List<ReplayPlan.SourcePlan> plans = new ArrayList<>();
    for (SecretSnapshot s : sources) {
      plans.add(planSource(config, s, snapshot));
    }
    return new ReplayPlan(true, plans, halt.trace());
  }

  /** What the replay rules look at. */
  private record Replay(MirrorConfig config, SyncedSnapshot snapshot) {}

  /** Why a replay plans nothing: the caches are not synced, or mirroring is disabled. */
  private enum Halt {
    NOT_SYNCED,
    DISABLED
  }

  /** The rules before a replay plans its sources. */
  private static final RuleBook<Replay, Halt> REPLAY =
      RuleBook.<Replay, Halt>named(MirrorRule.CACHES_SYNCED.decision())
          .rule(
              MirrorRule.CACHES_SYNCED,
              r ->
                  r.snapshot().secretsSynced() && r.snapshot().namespacesSynced()
                      ? RuleOutcome.pass("caches synced")
                      : RuleOutcome.decide(Halt.NOT_SYNCED, "caches not synced"))
          .rule(
              MirrorRule.DISABLED,
              r ->
                  r.config().disabled()
                      ? RuleOutcome.decide(Halt.DISABLED, "empty selector")
                      : RuleOutcome.pass("selector set"))
          .build();

  /**
   * The rules this package declares ({@code MirrorRule}), in declaration order, for {@code
   * docs/rules.md}; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(MirrorRule.values());
  }
}
