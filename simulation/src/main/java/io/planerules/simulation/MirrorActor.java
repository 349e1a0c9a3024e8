package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.LabelSelector;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.ReasonCode;
import io.planerules.ownership.Verdict;
import io.planerules.ownership.mirror.MirrorConfig;
import io.planerules.ownership.mirror.MirrorWriteProtocol;
import io.planerules.ownership.mirror.Observation;
import io.planerules.ownership.mirror.ProtocolStep;
import io.planerules.ownership.mirror.ReplayPlan;
import io.planerules.ownership.mirror.SecretCopy;
import io.planerules.ownership.mirror.SecretData;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.mirror.SecretSnapshot;
import io.planerules.ownership.mirror.SyncedSnapshot;
import io.planerules.ownership.mirror.TargetOutcome;
import io.planerules.rules.RuleId;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * A plane's Secret mirror as its operator runs it, one API request per step. Every decision is the
 * library's:
 *
 * <ol>
 *   <li>(replay only) LIST the Secrets, as the informer's synced cache;
 *   <li>LIST the workload namespaces ({@code -l nvca.nvcf.nvidia.io/workload-instance-type}), then
 *       {@link SecretMirrorPlanner#targets} for the event's source Secret, or {@link
 *       SecretMirrorPlanner#planReplay} on the listed Secrets and namespaces after a cold start;
 *   <li>for each target that receives a copy: GET the namespace and re-check it with {@link
 *       SecretMirrorPlanner#targets} on the fresh object (as the example operator does), then run
 *       {@link MirrorWriteProtocol} from {@link SecretMirrorPlanner#copy}: CREATE, and on
 *       AlreadyExists GET and UPDATE with the read resourceVersion, re-reading on Conflict.
 * </ol>
 *
 * Each target's end is a {@link TargetOutcome}, reported as {@link Reported}.
 *
 * @param id the actor id
 * @param user the plane's operator
 * @param config the plane's mirroring configuration
 * @param event the source Secret an add or update event delivered, {@code null} for the replay
 * @param phase what the next request is for
 * @param secrets the Secrets listed (replay)
 * @param pending the targets still to write, the first being worked on
 * @param protocol the write protocol's state for the first pending target, if started
 * @param outcomes the targets' outcomes so far
 * @param reported the outcomes as reports
 */
record MirrorActor(
    String id,
    User user,
    MirrorConfig config,
    @Nullable SecretSnapshot event,
    MirrorActor.Phase phase,
    List<SecretSnapshot> secrets,
    List<Target> pending,
    @Nullable ProtocolStep protocol,
    List<TargetOutcome> outcomes,
    List<Reported> reported)
    implements Actor {

  /** The Secret type the simulation's Secrets carry. */
  public static final String SECRET_TYPE = "Opaque";

  /** What the actor's next request is for. */
  enum Phase {
    /** LIST Secrets (replay). */
    LIST_SECRETS,
    /** LIST workload namespaces. */
    LIST_NAMESPACES,
    /** GET the first pending target's namespace. */
    RECHECK_NAMESPACE,
    /** The write protocol's request for the first pending target. */
    WRITE,
    /** Finished. */
    DONE
  }

  /**
   * A target the plan gave a copy.
   *
   * @param source the source Secret
   * @param namespace the target namespace
   * @param plannedRule the planned verdict's rule (reported if the namespace vanished)
   * @param plannedReason the planned verdict's reason
   */
  record Target(
      SecretSnapshot source, String namespace, RuleId plannedRule, ReasonCode plannedReason) {
    /** Creates the value. */
    public Target {
      requireNonNull(source, "source");
      requireNonNull(namespace, "namespace");
      requireNonNull(plannedRule, "plannedRule");
      requireNonNull(plannedReason, "plannedReason");
    }
  }

  /** Creates the value; copies the lists. */
  public MirrorActor {
    requireNonNull(id, "id");
    requireNonNull(user, "user");
    requireNonNull(config, "config");
    requireNonNull(phase, "phase");
    secrets = List.copyOf(secrets);
    pending = List.copyOf(pending);
    outcomes = List.copyOf(outcomes);
    reported = List.copyOf(reported);
  }

  /**
   * The mirror's handling of one add or update event for {@code source}.
   *
   * @param id the actor id
   * @param config the plane's configuration
   * @param source the Secret as the event delivered it
   * @return the actor (finished at once when the Secret is not a source)
   */
  public static MirrorActor onEvent(String id, MirrorConfig config, StoredObject source) {
    SecretSnapshot snapshot = snapshot(source);
    Phase first =
        SecretMirrorPlanner.isSource(config, snapshot) ? Phase.LIST_NAMESPACES : Phase.DONE;
    return new MirrorActor(
        id,
        User.operatorOf(config.id()),
        config,
        snapshot,
        first,
        List.of(),
        List.of(),
        null,
        List.of(),
        List.of());
  }

  /**
   * The mirror's start-up replay after a cold start: list, plan the replay, execute it.
   *
   * @param id the actor id
   * @param config the plane's configuration
   * @return the actor
   */
  public static MirrorActor replay(String id, MirrorConfig config) {
    return new MirrorActor(
        id,
        User.operatorOf(config.id()),
        config,
        null,
        Phase.LIST_SECRETS,
        List.of(),
        List.of(),
        null,
        List.of(),
        List.of());
  }

  @Override
  public Optional<Request> request() {
    return switch (phase) {
      case LIST_SECRETS ->
          Optional.of(new Request.ListObjects(Kind.SECRET, null, LabelSelector.of()));
      case LIST_NAMESPACES ->
          Optional.of(
              new Request.ListObjects(
                  Kind.NAMESPACE,
                  null,
                  LabelSelector.of(LabelSelector.exists(OwnershipPolicy.WORKLOAD_LABEL))));
      case RECHECK_NAMESPACE ->
          Optional.of(new Request.Get(ObjectKey.namespace(pending.get(0).namespace())));
      case WRITE -> Optional.of(write(requireNonNull(protocol)));
      case DONE -> Optional.empty();
    };
  }

  private static Request write(ProtocolStep step) {
    SecretCopy d = step.desired();
    ObjectKey key = ObjectKey.secret(d.namespace(), d.name());
    if (step.isRead()) {
      return new Request.Get(key);
    }
    Map<String, String> data = text(d.data());
    if (step.isUpdate()) {
      return new Request.Update(key, d.labels(), d.annotations(), data, step.resourceVersion());
    }
    return new Request.Create(key, d.labels(), d.annotations(), data);
  }

  @Override
  public Actor answer(Response response) {
    return switch (phase) {
      case LIST_SECRETS ->
          with(
              Phase.LIST_NAMESPACES,
              response.objects().stream().map(MirrorActor::snapshot).toList(),
              pending,
              null,
              outcomes,
              reported);
      case LIST_NAMESPACES -> planned(response.objects());
      case RECHECK_NAMESPACE -> rechecked(response);
      case WRITE -> written(response);
      case DONE -> throw new IllegalStateException(id + " has finished");
    };
  }

  private MirrorActor planned(List<StoredObject> listed) {
    List<ObservedObject> namespaces = listed.stream().map(StoredObject::observed).toList();
    List<Target> targets = new ArrayList<>();
    List<TargetOutcome> skipped = new ArrayList<>(outcomes);
    List<SecretSnapshot> sources = new ArrayList<>();
    if (event != null) {
      sources.add(event);
    } else {
      // the replay's sources: those it reports on, ascending name
      ReplayPlan plan =
          SecretMirrorPlanner.planReplay(
              config, new SyncedSnapshot(true, true, secrets, namespaces));
      plan.reports().forEach(report -> sources.add(report.source()));
    }
    for (SecretSnapshot source : sources) {
      SecretMirrorPlanner.targets(config, source, namespaces)
          .forEach(
              (namespace, verdict) -> {
                if (verdict.allowed()) {
                  targets.add(new Target(source, namespace, verdict.ruleId(), verdict.reason()));
                } else {
                  skipped.add(skip(namespace, verdict));
                }
              });
    }
    return with(
        targets.isEmpty() ? Phase.DONE : Phase.RECHECK_NAMESPACE,
        secrets,
        targets,
        null,
        skipped,
        reported);
  }

  private MirrorActor rechecked(Response response) {
    Target target = pending.get(0);
    List<ObservedObject> fresh =
        response.object().map(o -> List.of(o.observed())).orElse(List.of());
    Verdict recheck =
        SecretMirrorPlanner.targets(config, target.source(), fresh).get(target.namespace());
    if (recheck == null || !recheck.allowed()) {
      TargetOutcome skipped =
          recheck == null
              ? TargetOutcome.skipped(
                  target.namespace(), target.plannedRule(), target.plannedReason())
              : skip(target.namespace(), recheck);
      return next(skipped, null);
    }
    SecretCopy desired = SecretMirrorPlanner.copy(config, target.source(), target.namespace());
    return with(
        Phase.WRITE, secrets, pending, MirrorWriteProtocol.start(desired), outcomes, reported);
  }

  private MirrorActor written(Response response) {
    ProtocolStep step = requireNonNull(protocol);
    ProtocolStep after = MirrorWriteProtocol.next(step, observation(step, response));
    if (after.isTerminal()) {
      TargetOutcome outcome = after.outcome();
      return outcome.isFailed()
          ? next(outcome, new Reported(key(after.desired()), false, outcome.message()))
          : next(outcome, new Reported(key(after.desired()), true, outcome.toString()));
    }
    return with(Phase.WRITE, secrets, pending, after, outcomes, reported);
  }

  private MirrorActor next(TargetOutcome outcome, @Nullable Reported report) {
    List<TargetOutcome> o = new ArrayList<>(outcomes);
    o.add(outcome);
    List<Reported> r = new ArrayList<>(reported);
    if (report != null) {
      r.add(report);
    }
    List<Target> rest = pending.subList(1, pending.size());
    return with(rest.isEmpty() ? Phase.DONE : Phase.RECHECK_NAMESPACE, secrets, rest, null, o, r);
  }

  private static Observation observation(ProtocolStep step, Response response) {
    if (step.isRead()) {
      return switch (response.status()) {
        case OK -> Observation.read(Optional.of(response.object().orElseThrow().observed()));
        case NOT_FOUND -> Observation.read(Optional.empty());
        default -> Observation.readError(response.message());
      };
    }
    return switch (response.status()) {
      case OK -> Observation.success();
      case ALREADY_EXISTS -> Observation.alreadyExists(response.message());
      case CONFLICT -> Observation.conflict(response.message());
      default -> Observation.writeError(response.message());
    };
  }

  private MirrorActor with(
      Phase p,
      List<SecretSnapshot> s,
      List<Target> t,
      @Nullable ProtocolStep step,
      List<TargetOutcome> o,
      List<Reported> r) {
    return new MirrorActor(id, user, config, event, p, s, t, step, o, r);
  }

  private static TargetOutcome skip(String namespace, Verdict verdict) {
    return TargetOutcome.skipped(namespace, verdict.ruleId(), verdict.reason());
  }

  private static ObjectKey key(SecretCopy copy) {
    return ObjectKey.secret(copy.namespace(), copy.name());
  }

  /**
   * A stored Secret as the library's snapshot (type {@value #SECRET_TYPE}, values as UTF-8 bytes).
   *
   * @param secret the stored Secret
   * @return the snapshot
   */
  public static SecretSnapshot snapshot(StoredObject secret) {
    Map<String, byte[]> data = new TreeMap<>();
    secret.data().forEach((k, v) -> data.put(k, v.getBytes(StandardCharsets.UTF_8)));
    return new SecretSnapshot(
        requireNonNull(secret.key().namespace()),
        secret.key().name(),
        SECRET_TYPE,
        secret.labels(),
        secret.annotations(),
        SecretData.of(data),
        secret.resourceVersionText());
  }

  private static Map<String, String> text(SecretData data) {
    Map<String, String> out = new TreeMap<>();
    for (String k : data.keys()) {
      out.put(k, new String(data.get(k).orElseThrow(), StandardCharsets.UTF_8));
    }
    return out;
  }
}
