package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.ownership.Verdict;
import io.planerules.rules.Trace;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The startup replay of Secret mirroring after informer sync
 * (docs/reference/ownership.md#secret-mirroring): for every source Secret (by name), the target
 * decisions, the desired copies and a provisional write decision against the snapshot's existing
 * targets. The executor still runs {@link MirrorWriteProtocol} on fresh reads.
 *
 * @param synced whether both caches had synced ({@code replay.caches-synced})
 * @param sources one plan per eligible source Secret, ascending name
 * @param trace the replay rules consulted ({@code replay.caches-synced}, {@code mirror.disabled})
 */
public record ReplayPlan(boolean synced, List<ReplayPlan.SourcePlan> sources, Trace trace) {

  /** The prefix of every startup error. */
  public static final String ERROR_PREFIX = "reconcile existing mirrored secrets: ";

  /** The startup error when a cache had not synced (rule {@code replay.caches-synced}). */
  static final String CACHES_NOT_SYNCED = ERROR_PREFIX + "caches not synced";

  /** Creates a plan; copies the sources. */
  public ReplayPlan {
    sources = ImmutableList.copyOf(sources);
    requireNonNull(trace, "trace");
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
    return startupError(sources.stream().map(SourcePlan::provisionalReport).toList());
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

  /** Every planned target of every source, in order. */
  public List<PlannedTarget> targets() {
    return sources.stream()
        .flatMap(s -> s.targets().stream())
        .collect(ImmutableList.toImmutableList());
  }

  /**
   * The plan for one source Secret.
   *
   * @param source the source
   * @param targets one entry per candidate namespace, ascending name
   */
  public record SourcePlan(SecretSnapshot source, List<PlannedTarget> targets) {
    /** Creates a plan; copies the targets. */
    public SourcePlan {
      requireNonNull(source, "source");
      targets = ImmutableList.copyOf(targets);
    }

    /** The report this plan would give if every provisional write succeeded as decided. */
    public MirrorReport provisionalReport() {
      return new MirrorReport(
          source, targets.stream().map(PlannedTarget::provisionalOutcome).toList());
    }
  }

  /**
   * One candidate namespace of one source.
   *
   * @param source the source Secret's name
   * @param decision the target decision
   * @param copy the desired copy, or {@code null} when the target receives none
   * @param write the provisional write decision against the snapshot, or {@code null} when the
   *     target receives no copy
   */
  public record PlannedTarget(
      String source,
      TargetDecision decision,
      @Nullable SecretCopy copy,
      @Nullable WriteDecision write) {
    /** Creates an entry; a copy comes with its write decision. */
    public PlannedTarget {
      requireNonNull(source, "source");
      requireNonNull(decision, "decision");
      if ((copy == null) != (write == null)) {
        throw new IllegalArgumentException("a copy comes with its write decision");
      }
    }

    /** The target namespace. */
    public String namespace() {
      return decision.namespace();
    }

    /** The outcome if the provisional write happened as decided. */
    public TargetOutcome provisionalOutcome() {
      if (write == null) {
        Verdict v = decision.verdict();
        return v instanceof Verdict.Deny
            ? TargetOutcome.failed(namespace(), MirrorFailure.MIRROR_TARGET_NOT_OWNED, v.message())
            : TargetOutcome.skipped(namespace(), v.ruleId(), v.reason());
      }
      if (write.isCreate()) {
        return TargetOutcome.created(namespace());
      }
      if (write.isUpdate()) {
        return TargetOutcome.updated(namespace());
      }
      return TargetOutcome.failed(
          namespace(), MirrorFailure.MIRROR_TARGET_NOT_OWNED, write.message());
    }
  }
}
