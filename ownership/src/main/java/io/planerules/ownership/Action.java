package io.planerules.ownership;

import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.Locale;
import java.util.Optional;

/**
 * What a control plane wants to do to an object
 * (docs/reference/ownership.md#verdicts-and-the-action-policy). Classification alone (the CLI's
 * {@code check}) is {@link OwnershipPolicy#classify}, not an action.
 */
public enum Action {
  /** Reconcile the object. */
  RECONCILE("reconcile", "reconcile"),
  /** Update the object. */
  UPDATE("update", "update"),
  /** Delete the object. */
  DELETE("delete", "delete"),
  /** Take the object over (normalise it). */
  ADOPT("adopt", "adopt"),
  /** Write a mirrored Secret into this namespace. */
  MIRROR("mirror", "mirror secrets into"),
  /** Select this namespace as a workload namespace. */
  SELECT_WORKLOAD_NAMESPACE("select", "select as workload namespace"),
  /** Delete the object while destroying the plane. */
  TEARDOWN("teardown", "tear down");

  private final String wireName;
  private final String verb;

  Action(String wireName, String verb) {
    this.wireName = wireName;
    this.verb = verb;
  }

  /** The CLI spelling: {@code reconcile}, ..., {@code select}, {@code teardown}. */
  public String wireName() {
    return wireName;
  }

  /** The verb used in messages: {@code refusing to <verb> ...}. */
  public String verb() {
    return verb;
  }

  /** The rule-id segment: lower-kebab of the constant, e.g. {@code select-workload-namespace}. */
  public String ruleSegment() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * The action with this wire name (or rule segment).
   *
   * @param name e.g. {@code delete} or {@code select}
   * @return the action, or empty when unknown
   */
  public static Optional<Action> fromWireName(String name) {
    for (Action action : values()) {
      if (action.wireName.equals(name) || action.ruleSegment().equals(name)) {
        return Optional.of(action);
      }
    }
    return Optional.empty();
  }

  /**
   * Checks an action name: unknown → {@code input.unknown-action}.
   *
   * @param name the name received
   * @param path the path reported
   * @return the problems
   */
  public static ValidationResult validate(String name, String path) {
    return fromWireName(name).isPresent()
        ? ValidationResult.ok()
        : ValidationResult.of(
            Problem.error(
                "input.unknown-action",
                path,
                "unknown action \""
                    + name
                    + "\"; expected one of reconcile, update, delete, adopt, mirror, select,"
                    + " teardown"));
  }
}
