package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.Verdict;
import io.planerules.rules.Trace;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The startup replay of Secret mirroring after informer sync
 * (docs/reference/ownership.md#secret-mirroring), {@link SecretMirrorPlanner#planReplay}: for every
 * source Secret (by name), what mirroring it would report if every write went as decided against
 * the snapshot's existing targets ({@link #reports()}), and those writes as the first step of each
 * one's {@link MirrorWriteProtocol} ({@link #writes()}), which the executor goes on driving with
 * what the API server answers. Equal when synced, plans and trace are.
 * <!-- snippet: OwnershipExamplesTest#replay-plan -->
 *
 * <pre>{@code
 * ReplayPlan plan = SecretMirrorPlanner.planReplay(config, snapshot);
 * for (ProtocolStep write : plan.writes()) {
 *   // a create, or an update carrying the snapshot's resourceVersion
 *   requests.add((write.isUpdate() ? "update " : "create ") + write.desired().namespace());
 * }
 * }</pre>
 */
public final class ReplayPlan {

  /** The prefix of every startup error. */
  public static final String ERROR_PREFIX = "reconcile existing mirrored secrets: ";

  /** The startup error when a cache had not synced (rule {@code replay.caches-synced}). */
  static final String CACHES_NOT_SYNCED = ERROR_PREFIX + "caches not synced";

  private final boolean synced;
  private final ImmutableList<SourcePlan> sources;
  private final Trace trace;

  ReplayPlan(boolean synced, List<SourcePlan> sources, Trace trace) {
    this.synced = synced;
    this.sources = ImmutableList.copyOf(sources);
    this.trace = requireNonNull(trace, "trace");
  }

  /** Whether both caches had synced ({@code replay.caches-synced}); nothing is planned if not. */
  public boolean synced() {
    return synced;
  }

  /** The replay rules consulted ({@code replay.caches-synced}, {@code mirror.disabled}). */
  public Trace trace() {
    return trace;
  }

  /**
   * What mirroring each eligible source Secret would report, ascending source name, if every write
   * went as decided against the snapshot: one outcome per candidate namespace, ascending name.
   *
   * @return the provisional reports
   */
  public List<MirrorReport> reports() {
    return sources.stream()
        .map(SourcePlan::provisionalReport)
        .collect(ImmutableList.toImmutableList());
  }

  /**
   * The writes the replay decided, in plan order, each the first step of its {@link
   * MirrorWriteProtocol}: a create of the desired copy where the snapshot has no target, an update
   * carrying the snapshot's resourceVersion where it has an owned one (a conflict makes the
   * protocol read again). Skipped and refused targets write nothing.
   *
   * @return the steps to issue
   */
  public List<ProtocolStep> writes() {
    ImmutableList.Builder<ProtocolStep> writes = ImmutableList.builder();
    for (SourcePlan source : sources) {
      for (PlannedTarget target : source.targets()) {
        SecretCopy copy = target.copy();
        WriteDecision write = target.write();
        if (copy == null || write == null) {
          continue;
        }
        if (write.isCreate()) {
          writes.add(new ProtocolSteps.IssueCreate(copy));
        } else if (write.isUpdate()) {
          writes.add(
              new ProtocolSteps.IssueUpdate(
                  copy, 1, requireNonNull(write.resourceVersion()), write));
        }
      }
    }
    return writes.build();
  }

  /**
   * The startup error: {@code reconcile existing mirrored secrets: caches not synced} when a cache
   * had not synced, else the prefix followed by the provisional report errors joined by {@code \n};
   * empty when nothing fails.
   *
   * @return the error text
   */
  public Optional<String> startupError() {
    if (!synced) {
      return Optional.of(CACHES_NOT_SYNCED);
    }
    return startupError(reports());
  }

  /**
   * The startup error for executed reports: {@code reconcile existing mirrored secrets: } + the
   * reports' errors joined by {@code \n}; empty when none failed.
   *
   * @param reports the executed reports, in source order
   * @return the error text
   */
  public static Optional<String> startupError(List<MirrorReport> reports) {
    List<String> errors = reports.stream().flatMap(r -> r.error().stream()).toList();
    return errors.isEmpty()
        ? Optional.empty()
        : Optional.of(ERROR_PREFIX + String.join("\n", errors));
  }

  /** The plans of the sources, ascending name. */
  List<SourcePlan> sources() {
    return sources;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof ReplayPlan that
        && synced == that.synced
        && sources.equals(that.sources)
        && trace.equals(that.trace);
  }

  @Override
  public int hashCode() {
    return Objects.hash(synced, sources, trace);
  }

  /** {@code ReplayPlan[synced=..., sources=..., trace=...]}. */
  @Override
  public String toString() {
    return "ReplayPlan[synced=" + synced + ", sources=" + sources + ", trace=" + trace + "]";
  }

  /**
   * The plan for one source Secret.
   *
   * @param source the source
   * @param targets one entry per candidate namespace, ascending name
   */
  record SourcePlan(SecretSnapshot source, List<PlannedTarget> targets) {
    SourcePlan {
      requireNonNull(source, "source");
      targets = ImmutableList.copyOf(targets);
    }

    /** The report this plan would give if every provisional write succeeded as decided. */
    MirrorReport provisionalReport() {
      return new MirrorReport(
          source, targets.stream().map(PlannedTarget::provisionalOutcome).toList());
    }
  }

  /**
   * One candidate namespace of one source.
   *
   * @param source the source Secret's name
   * @param namespace the candidate namespace
   * @param verdict whether it receives a copy ({@code mirror.skip-source} or the {@code MIRROR}
   *     cell)
   * @param copy the desired copy, or {@code null} when the target receives none
   * @param write the provisional write decision against the snapshot, or {@code null} when the
   *     target receives no copy
   */
  record PlannedTarget(
      String source,
      String namespace,
      Verdict verdict,
      @Nullable SecretCopy copy,
      @Nullable WriteDecision write) {
    PlannedTarget {
      requireNonNull(source, "source");
      requireNonNull(namespace, "namespace");
      requireNonNull(verdict, "verdict");
      if ((copy == null) != (write == null)) {
        throw new IllegalArgumentException("a copy comes with its write decision");
      }
    }

    /** The outcome if the provisional write happened as decided. */
    TargetOutcome provisionalOutcome() {
      if (write == null) {
        return verdict.kind() == Verdict.Kind.DENY
            ? TargetOutcome.failed(
                namespace, MirrorFailure.MIRROR_TARGET_NOT_OWNED, verdict.message())
            : TargetOutcome.skipped(namespace, verdict.ruleId(), verdict.reason());
      }
      if (write.isCreate()) {
        return TargetOutcome.created(namespace);
      }
      if (write.isUpdate()) {
        return TargetOutcome.updated(namespace);
      }
      return TargetOutcome.failed(
          namespace, MirrorFailure.MIRROR_TARGET_NOT_OWNED, write.message());
    }
  }
}
