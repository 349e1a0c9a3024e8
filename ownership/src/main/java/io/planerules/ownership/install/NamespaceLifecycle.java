package io.planerules.ownership.install;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
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
import java.util.Map;
import java.util.Optional;

/**
 * Stack namespace lifecycle of a named plane (docs/reference/ownership.md#install-and-removal):
 * {@link #prepare}, {@link #verify} or {@link #cleanup} the plane's namespaces. First every name
 * must be one of the plane's derived namespaces (rule {@code namespace.outside-plane},
 * <b>stricter</b> than upstream's {@code <id>-} prefix test); then per namespace:
 *
 * <pre>
 * action   | absent                  | OWNED        | not owned
 * prepare  | create, then label      | ok           | error namespace.not-owned
 * verify   | ok                      | ok           | error namespace.not-owned
 * cleanup  | skip                    | delete, wait | skip "Skipping namespace ..."
 * </pre>
 *
 * Any error empties the plan (<b>stricter</b>: upstream may have created earlier namespaces).
 */
public final class NamespaceLifecycle {

  /** The problem code of a present namespace the plane does not own. */
  public static final String NOT_OWNED = "namespace.not-owned";

  /**
   * The plan of one lifecycle action: the namespaces to create (each then given {@code labels}),
   * the namespaces to delete (waiting until each is gone) and one line per step, in input order
   * ({@code create namespace a}, {@code label namespace a ...}, {@code namespace b ok}, {@code
   * delete namespace c}, {@code Skipping namespace d: ...}); or, when any error is found, no steps
   * and the errors.
   *
   * @param create the namespaces to create, in order
   * @param labels the labels each created namespace is given (the plane's ownership label); empty
   *     when none is created
   * @param delete the namespaces to delete and wait for, in order
   * @param steps what each step does, in order
   * @param problems the errors
   */
  public record Plan(
      List<String> create,
      Map<String, String> labels,
      List<String> delete,
      List<String> steps,
      ValidationResult problems) {

    /** Creates a plan; copies the lists and the labels. */
    public Plan {
      create = ImmutableList.copyOf(create);
      labels = ImmutableMap.copyOf(labels);
      delete = ImmutableList.copyOf(delete);
      steps = ImmutableList.copyOf(steps);
      requireNonNull(problems, "problems");
    }

    /** Whether the plan can run (no errors). */
    public boolean isValid() {
      return problems.isValid();
    }

    private static Plan invalid(List<Problem> problems) {
      return new Plan(List.of(), Map.of(), List.of(), List.of(), ValidationResult.of(problems));
    }
  }

  /** What the lifecycle command does. */
  private enum Lifecycle {
    PREPARE,
    VERIFY,
    CLEANUP
  }

  private NamespaceLifecycle() {}

  /**
   * The rules of installing and removing a plane's releases, for {@code docs/rules.md}: this
   * lifecycle's {@code namespace.outside-plane}, then {@link SharedCrdPolicy}'s {@code crd.*} and
   * {@link HookPolicy}'s {@code hook.delete-policy}; the rule enum itself is package-private.
   *
   * @return the rule descriptors, in declaration order
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(InstallRule.values());
  }

  /**
   * Plans creating the missing namespaces and labelling them; a present namespace the plane does
   * not own is an error.
   *
   * @param id the named plane
   * @param names the namespaces to manage, in order
   * @param observed the Namespaces that exist now (others are absent)
   * @return the plan; a legacy id or a duplicate observation gives {@code input.*} problems
   */
  public static Plan prepare(ControlPlaneId id, List<String> names, List<ObservedObject> observed) {
    return plan(Lifecycle.PREPARE, id, names, observed);
  }

  /**
   * Plans checking that every present namespace is owned; one that is not is an error.
   *
   * @param id the named plane
   * @param names the namespaces to manage, in order
   * @param observed the Namespaces that exist now (others are absent)
   * @return the plan; a legacy id or a duplicate observation gives {@code input.*} problems
   */
  public static Plan verify(ControlPlaneId id, List<String> names, List<ObservedObject> observed) {
    return plan(Lifecycle.VERIFY, id, names, observed);
  }

  /**
   * Plans deleting the owned namespaces; absent and not-owned ones are skipped.
   *
   * @param id the named plane
   * @param names the namespaces to manage, in order
   * @param observed the Namespaces that exist now (others are absent)
   * @return the plan; a legacy id or a duplicate observation gives {@code input.*} problems
   */
  public static Plan cleanup(ControlPlaneId id, List<String> names, List<ObservedObject> observed) {
    return plan(Lifecycle.CLEANUP, id, names, observed);
  }

  private static Plan plan(
      Lifecycle action, ControlPlaneId id, List<String> names, List<ObservedObject> observed) {
    requireNonNull(id, "id");
    List<Problem> problems = new ArrayList<>();
    if (id.isLegacy()) {
      problems.add(
          Problem.error(
              "input.named-only",
              "planeId",
              "namespace lifecycle manages the namespaces of a named control plane only"));
      return Plan.invalid(problems);
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
      return Plan.invalid(problems);
    }
    List<String> create = new ArrayList<>();
    List<String> delete = new ArrayList<>();
    List<String> steps = new ArrayList<>();
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
            create.add(ns);
            steps.add("create namespace " + ns);
            steps.add("label namespace " + ns + " " + OwnershipLabel.selector(id));
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
            steps.add("namespace " + ns + " absent");
          } else if (owned) {
            delete.add(ns);
            steps.add("delete namespace " + ns);
          } else {
            steps.add(
                "Skipping namespace "
                    + ns
                    + ": expected owner "
                    + id.value()
                    + ", found "
                    + Texts.valueOrUnset(owner)
                    + ".");
          }
        }
      }
    }
    if (!problems.isEmpty()) {
      return Plan.invalid(problems);
    }
    Map<String, String> labels =
        create.isEmpty() ? Map.of() : Map.of(OwnershipLabel.KEY, id.value());
    return new Plan(create, labels, delete, steps, ValidationResult.ok());
  }

  private static String ok(String ns) {
    return "namespace " + ns + " ok";
  }
}
