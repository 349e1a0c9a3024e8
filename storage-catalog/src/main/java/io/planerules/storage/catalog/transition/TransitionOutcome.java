package io.planerules.storage.catalog.transition;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.storage.catalog.entry.AccessMode;
import java.util.List;

/**
 * A derived transition with what it requires and why: the deciding {@code transition.*} rule, its
 * reason code ({@code SHARED_CLAIM}, {@code READER_CLAIM}, ...), a message and the trace of every
 * rule consulted.
 *
 * @param transition the derived transition
 * @param requiredAccessModes the modes a claim requests, in order ({@link
 *     Transition#requiredAccessModes()})
 * @param requiredMountOptions the reader mount options: the entry's options in order for {@code
 *     roxReadOnly}, {@code []} otherwise
 * @param ruleId the deciding rule, e.g. {@code transition.rwx-shared-claim}
 * @param reason the stable reason code, e.g. {@code SHARED_CLAIM}
 * @param message a human explanation
 * @param trace every rule consulted, in order
 */
public record TransitionOutcome(
    Transition transition,
    List<AccessMode> requiredAccessModes,
    List<String> requiredMountOptions,
    RuleId ruleId,
    String reason,
    String message,
    Trace trace) {

  /** Creates an outcome; copies the lists. */
  public TransitionOutcome {
    requireNonNull(transition, "transition");
    requiredAccessModes = ImmutableList.copyOf(requiredAccessModes);
    requiredMountOptions = ImmutableList.copyOf(requiredMountOptions);
    requireNonNull(ruleId, "ruleId");
    requireNonNull(reason, "reason");
    requireNonNull(message, "message");
    requireNonNull(trace, "trace");
  }

  /** The required access modes' wire names, in order. */
  public List<String> requiredAccessModeNames() {
    return requiredAccessModes.stream()
        .map(AccessMode::wireName)
        .collect(ImmutableList.toImmutableList());
  }
}
