package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.ownership.mirror.Observations.ReadError;
import io.planerules.ownership.mirror.Observations.ReadResult;
import io.planerules.ownership.mirror.Observations.WriteResult;
import io.planerules.ownership.mirror.ProtocolSteps.Done;
import io.planerules.ownership.mirror.ProtocolSteps.Failed;
import io.planerules.ownership.mirror.ProtocolSteps.IssueCreate;
import io.planerules.ownership.mirror.ProtocolSteps.IssueRead;
import io.planerules.ownership.mirror.ProtocolSteps.IssueUpdate;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;

/**
 * Create-or-update of one mirrored Secret with conflict retry, as a pure state machine the caller
 * drives (docs/reference/ownership.md#secret-mirroring):
 *
 * <ol>
 *   <li>{@code START} → issue CREATE; SUCCESS → done (created); ALREADY_EXISTS → READ(1); other →
 *       failed.
 *   <li>{@code READ(k)} → {@link SecretMirrorPlanner#decideWrite} on the fresh object: UPDATE →
 *       issue it as UPDATE(k); DENY → failed (not retried); absent → failed {@code
 *       MIRROR_TARGET_VANISHED}.
 *   <li>{@code UPDATE(k)} → SUCCESS → done (updated); CONFLICT and k &lt; 5 → READ(k+1); CONFLICT
 *       at k = 5 → failed {@code MIRROR_CONFLICT_RETRIES_EXHAUSTED}; other → failed.
 * </ol>
 *
 * Invariant: every UPDATE follows, in the same attempt, a read whose object was classified owned,
 * and sends that object's resourceVersion. Waiting between attempts (client-go {@code
 * retry.DefaultRetry}: {@value #BACKOFF_MILLIS} ms, factor 1.0, jitter 0.1) is the caller's job.
 * <!-- snippet: OwnershipExamplesTest#mirror-write-protocol -->
 *
 * <pre>{@code
 * ProtocolStep s = MirrorWriteProtocol.start(copy);
 * while (!s.isTerminal()) {
 *   Observation observed = cluster.remove(0); // what the client answered to the step
 *   s = MirrorWriteProtocol.next(s, observed);
 * }
 * }</pre>
 */
public final class MirrorWriteProtocol {

  /** Attempts of client-go's {@code retry.DefaultRetry}. */
  public static final int MAX_ATTEMPTS = 5;

  /** Initial backoff of {@code retry.DefaultRetry}, in milliseconds (factor 1.0, jitter 0.1). */
  public static final int BACKOFF_MILLIS = 10;

  private MirrorWriteProtocol() {}

  /**
   * The first step: issue CREATE.
   *
   * @param desired the desired copy
   * @return the step
   */
  public static ProtocolStep start(SecretCopy desired) {
    return new IssueCreate(desired);
  }

  /**
   * The next step after observing the result of {@code step}.
   *
   * @param step the step just executed
   * @param observation what the caller observed
   * @return the next step
   * @throws InvalidInputException ({@code mirror.protocol-misuse}) when the observation does not
   *     answer the step or the step is terminal
   */
  public static ProtocolStep next(ProtocolStep step, Observation observation) {
    validateNext(step, observation).throwIfInvalid(InvalidInputException::new);
    SecretCopy d = step.desired();
    String target = d.namespace() + "/" + d.name();
    if (step instanceof IssueCreate) {
      WriteResult w = (WriteResult) observation;
      return switch (w.status()) {
        case SUCCESS -> new Done(d, false);
        case ALREADY_EXISTS -> new IssueRead(d, 1);
        case CONFLICT, OTHER_ERROR ->
            new Failed(
                d,
                MirrorFailure.MIRROR_CREATE_FAILED,
                "create mirrored secret " + target + ": " + w.detail());
      };
    }
    if (step instanceof IssueRead read) {
      if (observation instanceof ReadError e) {
        return new Failed(
            d,
            MirrorFailure.MIRROR_READ_FAILED,
            "get mirrored secret " + target + ": " + e.detail());
      }
      ReadResult r = (ReadResult) observation;
      if (r.object() == null) {
        return new Failed(
            d,
            MirrorFailure.MIRROR_TARGET_VANISHED,
            "mirrored secret " + target + " vanished after it already existed");
      }
      WriteDecision decision = SecretMirrorPlanner.decideWrite(d.planeId(), d, r.found());
      if (decision.isUpdate()) {
        return new IssueUpdate(
            d, read.attempt(), requireNonNull(decision.resourceVersion()), decision);
      }
      return new Failed(d, MirrorFailure.MIRROR_TARGET_NOT_OWNED, decision.message());
    }
    IssueUpdate update = (IssueUpdate) step;
    WriteResult w = (WriteResult) observation;
    return switch (w.status()) {
      case SUCCESS -> new Done(d, true);
      case CONFLICT ->
          update.attempt() < MAX_ATTEMPTS
              ? new IssueRead(d, update.attempt() + 1)
              : new Failed(
                  d,
                  MirrorFailure.MIRROR_CONFLICT_RETRIES_EXHAUSTED,
                  "update mirrored secret "
                      + target
                      + ": conflict retries exhausted after "
                      + MAX_ATTEMPTS
                      + " attempts");
      case ALREADY_EXISTS, OTHER_ERROR ->
          new Failed(
              d,
              MirrorFailure.MIRROR_UPDATE_FAILED,
              "update mirrored secret " + target + ": " + w.detail());
    };
  }

  /**
   * The non-throwing twin of {@link #next}: whether the observation answers the step.
   *
   * @param step the step executed
   * @param observation what was observed
   * @return ok, or one {@code mirror.protocol-misuse} problem
   */
  public static ValidationResult validateNext(ProtocolStep step, Observation observation) {
    requireNonNull(step, "step");
    requireNonNull(observation, "observation");
    boolean fits =
        step instanceof IssueCreate || step instanceof IssueUpdate
            ? observation instanceof WriteResult
            : step instanceof IssueRead && !(observation instanceof WriteResult);
    if (step instanceof IssueRead read && (read.attempt() < 1 || read.attempt() > MAX_ATTEMPTS)) {
      fits = false;
    }
    return fits
        ? ValidationResult.ok()
        : ValidationResult.of(
            Problem.error(
                MirrorRule.PROTOCOL_MISUSE.code(),
                "step",
                "observation "
                    + observation.getClass().getSimpleName()
                    + " does not answer step "
                    + step.getClass().getSimpleName()));
  }
}
