package io.planerules.storage.catalog;

import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import io.planerules.storage.catalog.transition.TransitionOutcome;
import io.planerules.storage.catalog.transition.Transitions;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * What a catalog derives from one of its entries, kept after first use: the transition per workflow
 * and the profile digest's canonical bytes per workflow, transition and scheme. Both are pure
 * functions of the (immutable) entry, so keeping them changes no answer; a race only computes the
 * same value twice. The SHA-256 itself is computed on every call (a fresh {@code MessageDigest}).
 */
final class EntryMemo {

  private static final int WORKFLOWS = Workflow.values().length;
  private static final int TRANSITIONS = Transition.values().length;
  private static final int SCHEMES = ProfileDigest.Scheme.values().length;

  private final DriverEntry entry;
  private final AtomicReferenceArray<TransitionOutcome> transitions =
      new AtomicReferenceArray<>(WORKFLOWS);
  private final AtomicReferenceArray<byte[]> canonical =
      new AtomicReferenceArray<>(WORKFLOWS * TRANSITIONS * SCHEMES);

  EntryMemo(DriverEntry entry) {
    this.entry = entry;
  }

  /** The entry this memo belongs to (compared by identity). */
  DriverEntry entry() {
    return entry;
  }

  /** {@link Transitions#derive(DriverEntry, Workflow)} of the entry. */
  TransitionOutcome transition(Workflow workflow) {
    TransitionOutcome outcome = transitions.get(workflow.ordinal());
    if (outcome == null) {
      outcome = Transitions.derive(entry, workflow);
      transitions.set(workflow.ordinal(), outcome);
    }
    return outcome;
  }

  /** {@link ProfileDigest#digest(DriverEntry, Workflow, Transition, ProfileDigest.Scheme)}. */
  String profileDigest(Workflow workflow, Transition transition, ProfileDigest.Scheme scheme) {
    int index =
        (workflow.ordinal() * TRANSITIONS + transition.ordinal()) * SCHEMES + scheme.ordinal();
    byte[] bytes = canonical.get(index);
    if (bytes == null) {
      bytes = ProfileDigest.canonicalBytes(entry, workflow, transition, scheme);
      canonical.set(index, bytes);
    }
    return ProfileDigest.ofCanonicalBytes(bytes);
  }
}
