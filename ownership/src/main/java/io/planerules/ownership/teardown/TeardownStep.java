package io.planerules.ownership.teardown;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.ObjectRef;
import org.jspecify.annotations.Nullable;

/**
 * One step of a ready teardown plan. Every delete step carries its precondition: {@link
 * TeardownPlanner#recheck} on a fresh read immediately before deleting.
 *
 * @param kind what the step does
 * @param scope the scope it belongs to
 * @param target the object deleted ({@code null} for {@code UNINSTALL_RELEASES})
 * @param waitForDeletion whether to wait until the object is gone (namespaces)
 * @param expectedOwner the plane whose ownership the re-check requires
 */
public record TeardownStep(
    TeardownStep.Kind kind,
    TeardownScope scope,
    @Nullable ObjectRef target,
    boolean waitForDeletion,
    ControlPlaneId expectedOwner) {

  /** The kinds of step, in plan order. */
  public enum Kind {
    /** Run {@code helmfile destroy} / {@code helm uninstall} for the scope (opaque). */
    UNINSTALL_RELEASES,
    /** Delete an owned namespace and wait. */
    DELETE_NAMESPACE,
    /** Delete a selected ClusterIssuer. */
    DELETE_CLUSTER_ISSUER,
    /** Delete an owned leftover pre-delete hook object. */
    DELETE_HOOK_OBJECT
  }

  /** Creates a step. */
  public TeardownStep {
    requireNonNull(kind, "kind");
    requireNonNull(scope, "scope");
    requireNonNull(expectedOwner, "expectedOwner");
    if ((kind == Kind.UNINSTALL_RELEASES) != (target == null)) {
      throw new IllegalArgumentException("only UNINSTALL_RELEASES has no target");
    }
  }
}
