package io.planerules.ownership.teardown;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.ObjectRef;
import org.jspecify.annotations.Nullable;

/**
 * One step of a ready teardown plan: a step without a target uninstalls the releases of its scope
 * ({@code helmfile destroy} / {@code helm uninstall}, opaque); a step with one deletes it (an owned
 * Namespace, waiting until it is gone; a selected ClusterIssuer; an owned leftover pre-delete hook
 * object). Every delete carries its precondition: {@link TeardownPlanner#recheck} on a fresh read
 * immediately before deleting.
 *
 * @param scope the scope it belongs to
 * @param target the object deleted, or {@code null} to uninstall the scope's releases
 * @param waitForDeletion whether to wait until the object is gone (namespaces)
 * @param expectedOwner the plane whose ownership the re-check requires
 */
public record TeardownStep(
    TeardownScope scope,
    @Nullable ObjectRef target,
    boolean waitForDeletion,
    ControlPlaneId expectedOwner) {

  /** Creates a step; only a step that deletes a target may wait for its deletion. */
  public TeardownStep {
    requireNonNull(scope, "scope");
    requireNonNull(expectedOwner, "expectedOwner");
    if (target == null && waitForDeletion) {
      throw new IllegalArgumentException("uninstalling releases has nothing to wait for");
    }
  }
}
