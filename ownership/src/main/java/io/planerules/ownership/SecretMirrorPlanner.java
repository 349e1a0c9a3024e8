package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.TransitionalDescriptor;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Secret mirroring as pure planning (ownership.md §6): which Secrets are sources, which namespaces
 * receive a copy (owned namespaces only, never the source namespace), the copy's shape, the write
 * decision on a fresh read, and the startup replay after informer sync.
 *
 * <pre>{@code
 * MirrorConfig c = MirrorConfig.of(id, "", Map.of("mirror", "true"));
 * for (TargetDecision t : SecretMirrorPlanner.targets(c, source, namespaces)) {
 *   if (t.receivesCopy()) write(SecretMirrorPlanner.copy(c, source, t.namespace()));
 * }
 * }</pre>
 */
public final class SecretMirrorPlanner {

  static final RuleId DISABLED = RuleId.of("mirror.disabled");
  static final RuleId SOURCE_NAMESPACE = RuleId.of("mirror.source-namespace");
  static final RuleId SOURCE_SELECTOR = RuleId.of("mirror.source-selector");
  static final RuleId SKIP_SOURCE = RuleId.of("mirror.skip-source");
  static final RuleId WRITE_CREATE = RuleId.of("mirror.write-create");
  static final RuleId WRITE_UPDATE = RuleId.of("mirror.write-update");
  static final RuleId WRITE_NOT_OWNED = RuleId.of("mirror.write-not-owned");
  static final RuleId CACHES_SYNCED = RuleId.of("replay.caches-synced");

  /** The problem code of a repeated candidate namespace. */
  public static final String DUPLICATE_NAMESPACE = "mirror.duplicate-namespace";

  private SecretMirrorPlanner() {}

  /**
   * Whether a Secret is a source: {@code mirror.disabled}, {@code mirror.source-namespace}, {@code
   * mirror.source-selector}.
   *
   * @param config the mirroring configuration
   * @param source the Secret
   * @return the decision (never an error)
   */
  public static SourceDecision sourceDecision(MirrorConfig config, SecretSnapshot source) {
    List<TraceEntry> trace = new ArrayList<>();
    if (config.disabled()) {
      trace.add(new TraceEntry(DISABLED, TraceResult.DECIDED, "empty selector"));
      return new SourceDecision(
          false,
          DISABLED,
          ReasonCode.MIRRORING_DISABLED,
          "secret mirroring is disabled (empty selector)",
          Trace.of(trace));
    }
    trace.add(new TraceEntry(DISABLED, TraceResult.PASSED, "selector set"));
    if (!source.namespace().equals(config.sourceNamespace())) {
      trace.add(new TraceEntry(SOURCE_NAMESPACE, TraceResult.DECIDED, "other namespace"));
      return new SourceDecision(
          false,
          SOURCE_NAMESPACE,
          ReasonCode.NOT_A_SOURCE,
          "secret "
              + source.namespace()
              + "/"
              + source.name()
              + " is not in source namespace "
              + config.sourceNamespace(),
          Trace.of(trace));
    }
    trace.add(new TraceEntry(SOURCE_NAMESPACE, TraceResult.PASSED, "in source namespace"));
    if (!config.matches(source.labels())) {
      trace.add(new TraceEntry(SOURCE_SELECTOR, TraceResult.DECIDED, "labels do not match"));
      return new SourceDecision(
          false,
          SOURCE_SELECTOR,
          ReasonCode.SELECTOR_MISMATCH,
          "secret " + source.namespace() + "/" + source.name() + " does not match the selector",
          Trace.of(trace));
    }
    trace.add(new TraceEntry(SOURCE_SELECTOR, TraceResult.PASSED, "labels match"));
    return new SourceDecision(
        true,
        SOURCE_SELECTOR,
        ReasonCode.SOURCE_ELIGIBLE,
        "secret " + source.namespace() + "/" + source.name() + " is mirrored",
        Trace.of(trace));
  }

  /**
   * Checks the candidate namespaces: a repeated name is {@value #DUPLICATE_NAMESPACE}.
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
                DUPLICATE_NAMESPACE,
                "namespaces",
                "candidate namespace " + ns.ref().name() + " listed twice"));
      }
    }
    return ValidationResult.of(problems);
  }

  /**
   * The target decisions for one source: candidates sorted by name (ASCII order); the source
   * namespace is skipped ({@code mirror.skip-source}); the rest get classification and the {@link
   * Action#MIRROR} cell, so only owned namespaces receive a copy.
   *
   * @param config the configuration
   * @param source the source Secret (its eligibility is {@link #sourceDecision}'s business)
   * @param namespaces the candidate namespaces, with labels
   * @return one decision per candidate
   * @throws InvalidInputException when a namespace is listed twice
   */
  public static List<TargetDecision> targets(
      MirrorConfig config, SecretSnapshot source, List<ObservedObject> namespaces) {
    requireNonNull(source, "source");
    InvalidInputException.throwIfInvalid(validateTargets(namespaces));
    PolicyContext context = PolicyContext.defaults(config.id());
    List<ObservedObject> sorted = new ArrayList<>(namespaces);
    sorted.sort(Comparator.comparing(o -> o.ref().name()));
    List<TargetDecision> decisions = new ArrayList<>();
    for (ObservedObject ns : sorted) {
      String name = ns.ref().name();
      Classification c = OwnershipClassifier.classify(config.id(), ns, context);
      if (name.equals(config.sourceNamespace())) {
        decisions.add(
            new TargetDecision(
                name,
                new Verdict.Skip(
                    c.state(),
                    SKIP_SOURCE,
                    ReasonCode.SOURCE_NAMESPACE,
                    "skipping " + ns.ref() + ": the source namespace never receives a copy",
                    Trace.of(
                        List.of(
                            new TraceEntry(
                                SKIP_SOURCE, TraceResult.DECIDED, "source namespace"))))));
      } else {
        decisions.add(
            new TargetDecision(
                name,
                Verdicts.withTracePrefix(
                    OwnershipPolicy.apply(config.id(), Action.MIRROR, c),
                    Trace.of(
                        List.of(
                            new TraceEntry(
                                SKIP_SOURCE, TraceResult.PASSED, "not the source namespace"))))));
      }
    }
    return ImmutableList.copyOf(decisions);
  }

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
   * The write decision on the freshly read target: absent → {@code CREATE}; owned → {@code UPDATE}
   * with the fresh resourceVersion; otherwise {@code DENY} (not retriable), message {@code refusing
   * to update mirrored secret <ns>/<name>: owned by another control plane (...)}. In named mode an
   * unlabelled Secret of the same name is therefore an error, never adopted; in legacy mode it is
   * updated.
   *
   * @param id the plane
   * @param desired the desired copy
   * @param fresh the freshly read target, or empty when not found
   * @return the decision
   */
  public static WriteDecision decideWrite(
      ControlPlaneId id, SecretCopy desired, Optional<ObservedObject> fresh) {
    requireNonNull(desired, "desired");
    if (fresh.isEmpty()) {
      return new WriteDecision(
          WriteDecision.Kind.CREATE,
          WRITE_CREATE,
          ReasonCode.CREATE,
          "create mirrored secret " + desired.namespace() + "/" + desired.name(),
          null,
          Trace.of(List.of(new TraceEntry(WRITE_CREATE, TraceResult.DECIDED, "target absent"))));
    }
    Classification c = OwnershipClassifier.classify(id, fresh.get(), PolicyContext.defaults(id));
    if (c.isOwned()) {
      return new WriteDecision(
          WriteDecision.Kind.UPDATE,
          WRITE_UPDATE,
          ReasonCode.UPDATE,
          "update mirrored secret " + desired.namespace() + "/" + desired.name(),
          fresh.get().resourceVersionOpt().orElse(""),
          c.trace()
              .with(new TraceEntry(WRITE_CREATE, TraceResult.PASSED, "target present"))
              .with(new TraceEntry(WRITE_UPDATE, TraceResult.DECIDED, "target owned")));
    }
    return new WriteDecision(
        WriteDecision.Kind.DENY,
        WRITE_NOT_OWNED,
        ReasonCode.TARGET_NOT_OWNED,
        "refusing to update mirrored secret "
            + desired.namespace()
            + "/"
            + desired.name()
            + ": owned by another control plane ("
            + c.explanation()
            + ")",
        null,
        c.trace()
            .with(new TraceEntry(WRITE_CREATE, TraceResult.PASSED, "target present"))
            .with(new TraceEntry(WRITE_UPDATE, TraceResult.PASSED, "target not owned"))
            .with(new TraceEntry(WRITE_NOT_OWNED, TraceResult.DECIDED, c.state().wireName())));
  }

  /**
   * Checks a synced snapshot: duplicate candidate namespaces ({@value #DUPLICATE_NAMESPACE}) and
   * duplicate Secrets ({@code input.duplicate-object}).
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
   * @param config the configuration
   * @param source the source Secret
   * @param snapshot the snapshot
   * @return the source plan
   * @throws InvalidInputException when the snapshot is malformed
   */
  public static ReplayPlan.SourcePlan planSource(
      MirrorConfig config, SecretSnapshot source, SyncedSnapshot snapshot) {
    InvalidInputException.throwIfInvalid(validateSnapshot(snapshot));
    if (!sourceDecision(config, source).eligible()) {
      return new ReplayPlan.SourcePlan(source, List.of());
    }
    Map<ObjectRef, SecretSnapshot> existing = new HashMap<>();
    snapshot.secrets().forEach(s -> existing.put(s.ref(), s));
    List<ReplayPlan.PlannedTarget> planned = new ArrayList<>();
    for (TargetDecision t : targets(config, source, snapshot.namespaces())) {
      if (!t.receivesCopy()) {
        planned.add(
            new ReplayPlan.PlannedTarget(source.name(), t, Optional.empty(), Optional.empty()));
        continue;
      }
      SecretCopy desired = copy(config, source, t.namespace());
      Optional<ObservedObject> fresh =
          Optional.ofNullable(existing.get(desired.ref())).map(SecretSnapshot::toObserved);
      planned.add(
          new ReplayPlan.PlannedTarget(
              source.name(),
              t,
              Optional.of(desired),
              Optional.of(decideWrite(config.id(), desired, fresh))));
    }
    return new ReplayPlan.SourcePlan(source, planned);
  }

  /**
   * The startup replay (ownership.md §6): {@code replay.caches-synced} (a cache not synced → the
   * plan's startup error {@code reconcile existing mirrored secrets: caches not synced}); {@code
   * mirror.disabled} → empty plan; otherwise one {@link #planSource} per eligible source, ascending
   * name. Converges Secrets that existed before start without waiting for an add event.
   *
   * @param config the configuration
   * @param snapshot the synced snapshot
   * @return the plan
   * @throws InvalidInputException when the snapshot is malformed
   */
  public static ReplayPlan planReplay(MirrorConfig config, SyncedSnapshot snapshot) {
    InvalidInputException.throwIfInvalid(validateSnapshot(snapshot));
    List<TraceEntry> trace = new ArrayList<>();
    if (!snapshot.secretsSynced() || !snapshot.namespacesSynced()) {
      trace.add(new TraceEntry(CACHES_SYNCED, TraceResult.DECIDED, "caches not synced"));
      return new ReplayPlan(false, List.of(), Trace.of(trace));
    }
    trace.add(new TraceEntry(CACHES_SYNCED, TraceResult.PASSED, "caches synced"));
    if (config.disabled()) {
      trace.add(new TraceEntry(DISABLED, TraceResult.DECIDED, "empty selector"));
      return new ReplayPlan(true, List.of(), Trace.of(trace));
    }
    trace.add(new TraceEntry(DISABLED, TraceResult.PASSED, "selector set"));
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
    return new ReplayPlan(true, plans, Trace.of(trace));
  }

  static ImmutableList<RuleDescriptor> rules() {
    String d = "secret mirroring";
    return ImmutableList.of(
        new TransitionalDescriptor(
            DISABLED, d, "an empty selector disables mirroring", List.of("MIRRORING_DISABLED")),
        new TransitionalDescriptor(
            SOURCE_NAMESPACE,
            d,
            "a Secret outside the source namespace is not a source",
            List.of("NOT_A_SOURCE")),
        new TransitionalDescriptor(
            SOURCE_SELECTOR,
            d,
            "a Secret whose labels do not match the selector is not a source",
            List.of("SELECTOR_MISMATCH", "SOURCE_ELIGIBLE")),
        new TransitionalDescriptor(
            RuleId.of(MirrorConfig.SELECTOR_UNSUPPORTED),
            d,
            "selector syntax other than k=v / k==v is refused",
            List.of(MirrorConfig.SELECTOR_UNSUPPORTED)),
        new TransitionalDescriptor(
            RuleId.of(DUPLICATE_NAMESPACE),
            d,
            "a candidate namespace listed twice is an input error",
            List.of(DUPLICATE_NAMESPACE)),
        new TransitionalDescriptor(
            SKIP_SOURCE,
            d,
            "the source namespace never receives a copy",
            List.of("SOURCE_NAMESPACE")),
        new TransitionalDescriptor(
            WRITE_CREATE, d, "target absent on the fresh read: create", List.of("CREATE")),
        new TransitionalDescriptor(
            WRITE_UPDATE,
            d,
            "target owned on the fresh read: update with its resourceVersion",
            List.of("UPDATE")),
        new TransitionalDescriptor(
            WRITE_NOT_OWNED,
            d,
            "target not owned on the fresh read: refuse, never retried",
            List.of("TARGET_NOT_OWNED", MirrorFailure.MIRROR_TARGET_NOT_OWNED.code())),
        new TransitionalDescriptor(
            RuleId.of(MirrorWriteProtocol.MISUSE),
            d,
            "an observation that does not answer the protocol step is an input error",
            List.of(MirrorWriteProtocol.MISUSE)),
        new TransitionalDescriptor(
            CACHES_SYNCED,
            "secret mirroring replay",
            "the startup replay needs synced Secret and Namespace caches",
            List.of("reconcile existing mirrored secrets: caches not synced")));
  }
}
