package io.planerules.binding.decision;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import io.planerules.storage.catalog.digest.CatalogRevision;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.entry.AccessMode;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;
import java.util.List;
import java.util.Optional;

/**
 * A resolved model-cache storage decision (docs/reference/binding-decision.md#decision-resolution):
 * the catalog entry of {@code nvcf-sc}'s provisioner, the transition derived for the workflow, the
 * digests tying the decision to that entry and to the StorageClass configuration, and the
 * explanation. {@link DecisionResolver#resolve} decides it.
 *
 * <p>A {@code disabled} transition is a decision too (an unqualified provisioner), never a refusal.
 *
 * @param workflow the model-cache workflow
 * @param provisioner the StorageClass provisioner (= catalog key)
 * @param provider the entry's provider
 * @param transition the derived transition
 * @param requiredAccessModes the transition's access modes, in order
 * @param requiredMountOptions the transition's reader mount options, in order
 * @param encryptionSupported the entry's encryption capability
 * @param profileDigest the profile digest (docs/reference/binding-decision.md#profile-digest)
 * @param profileDigestScheme the scheme of {@code profileDigest}
 * @param catalogRevision the catalog's revision, audit only (never compared)
 * @param storageClassName the StorageClass name ({@code nvcf-sc})
 * @param storageClassUID the StorageClass UID
 * @param storageClassDigest the StorageClass configuration digest ({@link
 *     StorageClassSnapshot#digest()})
 * @param ruleId the deciding {@code transition.*} rule
 * @param reason its reason code
 * @param message its message
 * @param trace every rule evaluated: the {@code decision.*} rules then the transition rules
 */
public record Decision(
    Workflow workflow,
    String provisioner,
    String provider,
    Transition transition,
    List<AccessMode> requiredAccessModes,
    List<String> requiredMountOptions,
    boolean encryptionSupported,
    String profileDigest,
    ProfileDigest.Scheme profileDigestScheme,
    Optional<CatalogRevision> catalogRevision,
    String storageClassName,
    String storageClassUID,
    String storageClassDigest,
    RuleId ruleId,
    String reason,
    String message,
    Trace trace) {

  /** Copies the lists; no component may be null. */
  public Decision {
    requireNonNull(workflow, "workflow");
    requireNonNull(provisioner, "provisioner");
    requireNonNull(provider, "provider");
    requireNonNull(transition, "transition");
    // Guava's copyOf returns an immutable list as is (the resolver passes the transition's)
    requiredAccessModes = ImmutableList.copyOf(requiredAccessModes);
    requiredMountOptions = ImmutableList.copyOf(requiredMountOptions);
    requireNonNull(profileDigest, "profileDigest");
    requireNonNull(profileDigestScheme, "profileDigestScheme");
    requireNonNull(catalogRevision, "catalogRevision");
    requireNonNull(storageClassName, "storageClassName");
    requireNonNull(storageClassUID, "storageClassUID");
    requireNonNull(storageClassDigest, "storageClassDigest");
    requireNonNull(ruleId, "ruleId");
    requireNonNull(reason, "reason");
    requireNonNull(message, "message");
    requireNonNull(trace, "trace");
  }

  /** The required access modes as wire strings ({@code ReadWriteOnce}, ...), in order. */
  public List<String> requiredAccessModeNames() {
    return requiredAccessModes.stream().map(AccessMode::wireName).toList();
  }
}
