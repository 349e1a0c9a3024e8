package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.storage.catalog.transition.Transition;

/**
 * Which cache workflows a justified entry enables, as the catalog's transition derivation decides
 * them: a workflow is enabled when its transition is not {@code disabled}.
 *
 * @param regularModelCache the transition of {@code regularModelCache}
 * @param helmModelCache the transition of {@code helmModelCache}
 */
public record EnabledWorkflows(Transition regularModelCache, Transition helmModelCache) {

  /** Creates the value. */
  public EnabledWorkflows {
    requireNonNull(regularModelCache, "regularModelCache");
    requireNonNull(helmModelCache, "helmModelCache");
  }

  /**
   * The transition the entry derives for a workflow.
   *
   * @param workflow the workflow
   * @return its transition
   */
  public Transition transition(Workflow workflow) {
    return workflow == Workflow.REGULAR ? regularModelCache : helmModelCache;
  }

  /**
   * Whether the entry enables a workflow (its transition is not {@code disabled}).
   *
   * @param workflow the workflow
   * @return whether it is enabled
   */
  public boolean enabled(Workflow workflow) {
    return transition(workflow) != Transition.DISABLED;
  }

  /** Whether {@code regularModelCache} is enabled. */
  public boolean regularEnabled() {
    return enabled(Workflow.REGULAR);
  }

  /** Whether {@code helmModelCache} is enabled. */
  public boolean helmEnabled() {
    return enabled(Workflow.HELM);
  }
}
