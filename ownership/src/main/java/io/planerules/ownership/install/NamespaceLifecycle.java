package io.planerules.ownership.install;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedSet;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.OwnershipLabel;
import io.planerules.ownership.internal.PlaneNamespaces;
import io.planerules.ownership.internal.Texts;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Stack namespace lifecycle of a named plane (docs/reference/ownership.md#install-and-removal):
 * {@code PREPARE}, {@code VERIFY} or {@code CLEANUP} of the plane's namespaces. First every name
 * must be one of the plane's derived namespaces (rule {@code namespace.outside-plane},
 * <b>stricter</b> than upstream's {@code <id>-} prefix test); then per namespace:
 *
 * <pre>
 * action   | absent                  | OWNED        | not owned
 * PREPARE  | CREATE then LABEL       | OK           | error namespace.not-owned
 * VERIFY   | OK                      | OK           | error namespace.not-owned
 * CLEANUP  | SKIP                    | DELETE, wait | SKIP "Skipping namespace ..."
 * </pre>
 *
 * Any error empties the plan (<b>stricter</b>: upstream may have created earlier namespaces).
 */
public final class NamespaceLifecycle {

  /** The problem code of a present namespace the plane does not own. */
  public static final String NOT_OWNED = "namespace.not-owned";

  /** What the lifecycle command does. */
  public enum LifecycleAction {
    /** Create missing namespaces and label them. */
    PREPARE,
    /** Check that present namespaces are owned. */
    VERIFY,
    /** Delete owned namespaces. */
    CLEANUP;

    /** {@code prepare}, {@code verify}, {@code cleanup}. */
    public String wireName() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** What one step does to one namespace. */
  public enum StepKind {
    /** Create the namespace. */
    CREATE,
    /** Write the ownership label on it. */
    LABEL,
    /** Nothing to do: present and owned (or absent when verifying). */
    OK,
    /** Delete it and wait for it to be gone. */
    DELETE,
    /** Leave it alone. */
    SKIP
  }

  /**
   * One step of a plan.
   *
   * @param namespace the namespace
   * @param kind what to do
   * @param labels for {@code LABEL}: the labels to set, else empty
   * @param waitForDeletion for {@code DELETE}: wait until it is gone
   * @param message what the step means, e.g. the skip message
   */
  public record Step(
      String namespace,
      StepKind kind,
      Map<String, String> labels,
      boolean waitForDeletion,
      String message) {
    /** Creates a step; copies the labels. */
    public Step {
      requireNonNull(namespace, "namespace");
      requireNonNull(kind, "kind");
      labels = Map.copyOf(labels);
      requireNonNull(message, "message");
    }
  }

  /**
   * The plan: steps in input order, or no steps and the errors.
   *
   * @param steps the steps (empty when any error)
   * @param problems the errors
   */
  public record Plan(List<Step> steps, ValidationResult problems) {
    /** Creates a plan; copies the steps. */
    public Plan {
      steps = ImmutableList.copyOf(steps);
      requireNonNull(problems, "problems");
    }

    /** Whether the plan can run (no errors). */
    public boolean isValid() {
      return problems.isValid();
    }
  }

  private NamespaceLifecycle() {}

  /**
   * The rules of installing and removing a plane's releases, for the module's rules index and
   * {@code docs/rules.md}: this lifecycle's {@code namespace.outside-plane}, then {@link
   * SharedCrdPolicy}'s {@code crd.*} and {@link HookPolicy}'s {@code hook.delete-policy}; the rule
   * enum itself is package-private.
   *
   * @return the rule descriptors, in declaration order
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(InstallRule.values());
  }

  /**
   * Plans a lifecycle action over the given namespaces.
   *
   * @param action prepare, verify or cleanup
   * @param id the named plane
   * @param names the namespaces to manage, in order
   * @param observed the Namespaces that exist now (others are absent)
   * @return the plan; a legacy id or a duplicate observation gives {@code input.*} problems
   */
  public static Plan plan(
      LifecycleAction action,
      ControlPlaneId id,
      List<String> names,
      List<ObservedObject> observed) {
    requireNonNull(action, "action");
    requireNonNull(id, "id");
    List<Problem> problems = new ArrayList<>();
    if (id.isLegacy()) {
      problems.add(
          Problem.error(
              "input.named-only",
              "planeId",
              "namespace lifecycle manages the namespaces of a named control plane only"));
      return new Plan(List.of(), ValidationResult.of(problems));
    }
    Map<String, ObservedObject> present = new HashMap<>();
    for (ObservedObject o : observed) {
      if (present.put(o.ref().name(), o) != null) {
        problems.add(
            Problem.error(
                "input.duplicate-object",
                "observed",
                "namespace " + o.ref().name() + " observed twice"));
      }
    }
    ImmutableSortedSet<String> own = PlaneNamespaces.namespaces(id, NamingOptions.defaults());
    for (String ns : names) {
      if (!own.contains(ns)) {
        problems.add(
            Problem.error(
                InstallRule.NAMESPACE_OUTSIDE_PLANE.code(),
                "names",
                "refusing to manage namespace outside control plane " + id.value() + ": " + ns));
      }
    }
    if (!problems.isEmpty()) {
      return new Plan(List.of(), ValidationResult.of(problems));
    }
    List<Step> steps = new ArrayList<>();
    for (String ns : names) {
      Optional<ObservedObject> o = Optional.ofNullable(present.get(ns));
      Optional<String> owner = o.flatMap(ObservedObject::ownershipLabel);
      boolean owned = owner.equals(Optional.of(id.value()));
      String notOwned =
          "namespace "
              + ns
              + " is not owned by control plane "
              + id.value()
              + " (owner="
              + Texts.valueOrUnset(owner)
              + ").";
      switch (action) {
        case PREPARE -> {
          if (o.isEmpty()) {
            steps.add(new Step(ns, StepKind.CREATE, Map.of(), false, "create namespace " + ns));
            steps.add(
                new Step(
                    ns,
                    StepKind.LABEL,
                    Map.of(OwnershipLabel.KEY, id.value()),
                    false,
                    "label namespace " + ns + " " + OwnershipLabel.selector(id)));
          } else if (owned) {
            steps.add(ok(ns));
          } else {
            problems.add(Problem.error(NOT_OWNED, "names", notOwned));
          }
        }
        case VERIFY -> {
          if (o.isEmpty() || owned) {
            steps.add(ok(ns));
          } else {
            problems.add(Problem.error(NOT_OWNED, "names", notOwned));
          }
        }
        case CLEANUP -> {
          if (o.isEmpty()) {
            steps.add(new Step(ns, StepKind.SKIP, Map.of(), false, "namespace " + ns + " absent"));
          } else if (owned) {
            steps.add(new Step(ns, StepKind.DELETE, Map.of(), true, "delete namespace " + ns));
          } else {
            steps.add(
                new Step(
                    ns,
                    StepKind.SKIP,
                    Map.of(),
                    false,
                    "Skipping namespace "
                        + ns
                        + ": expected owner "
                        + id.value()
                        + ", found "
                        + Texts.valueOrUnset(owner)
                        + "."));
          }
        }
      }
    }
    return problems.isEmpty()
        ? new Plan(steps, ValidationResult.ok())
        : new Plan(List.of(), ValidationResult.of(problems));
  }

  private static Step ok(String ns) {
    return new Step(ns, StepKind.OK, Map.of(), false, "namespace " + ns + " ok");
  }
}
