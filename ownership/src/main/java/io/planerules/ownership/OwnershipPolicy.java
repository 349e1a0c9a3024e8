package io.planerules.ownership;

import static io.planerules.ownership.Outcome.ALLOW;
import static io.planerules.ownership.Outcome.DENY;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.ValidationResult;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The action × state policy (docs/reference/ownership.md#verdicts-and-the-action-policy):
 * classifies the object, then applies the matrix cell {@code policy.<action>.<state>}, which is the
 * verdict's deciding rule. There is no adoption of unlabelled objects in named mode; SKIP is
 * silent, DENY an error, ABORT fails a whole plan.
 *
 * <pre>{@code
 * Verdict v = OwnershipPolicy.decide(ControlPlaneId.of("plane-a"), Action.DELETE,
 *     Optional.of(observed), observed.ref(), PolicyContext.defaults(id));
 * v.ruleId();    // policy.delete.foreign
 * v.message();   // refusing to delete Secret ns/x: owned by control plane "plane-b", not "plane-a"
 * }</pre>
 */
public final class OwnershipPolicy {

  private OwnershipPolicy() {}

  /**
   * The matrix cell for an action and a state.
   *
   * @param action the action
   * @param state the state
   * @return the cell
   */
  public static PolicyCell cell(Action action, OwnershipState state) {
    return PolicyCell.of(action, state);
  }

  /** All 42 cells, actions then states in declaration order. */
  public static ImmutableList<PolicyCell> cells() {
    return ImmutableList.copyOf(PolicyCell.values());
  }

  /**
   * Classifies the object, then applies the matrix.
   *
   * @param id the plane asking
   * @param action what it wants to do
   * @param object the observed object, or empty when not found
   * @param ref the object's reference (used when {@code object} is empty)
   * @param context shared prerequisites and allowed namespaces
   * @return the verdict
   * @throws InvalidInputException when the reference is malformed ({@link #validate})
   */
  public static Verdict decide(
      ControlPlaneId id,
      Action action,
      Optional<ObservedObject> object,
      ObjectRef ref,
      PolicyContext context) {
    requireNonNull(ref, "ref");
    ObservedObject found = object.orElse(null);
    return found == null
        ? decide(id, action, ref, ref.kind(), ref.isWellFormed(), null, context)
        : decide(
            id,
            action,
            found.ref(),
            found.kind(),
            found.hasWellFormedRef(),
            found.ownershipLabelOrNull(),
            context);
  }

  /**
   * Decides straight from what an informer's cache holds, without building an {@link
   * ObservedObject}: the same rules and the same verdict as {@link #decide(ControlPlaneId, Action,
   * ObservedObject, PolicyContext)} on {@code ObservedObject.of(ref, labels)}. Only the ownership
   * label is read from {@code labels}, once, and the map is not kept: the verdict's message and
   * trace, computed on first read, need the reference and that label's value alone. This is the
   * call for a reconcile loop over informer objects
   * (docs/adr/0081-decide-from-the-raw-label-map.md).
   *
   * <pre>{@code
   * Verdict v = OwnershipPolicy.decide(id, Action.RECONCILE,
   *     new ObjectRef(kind, namespace, name), metadata.getLabels(), context);
   * }</pre>
   *
   * @param id the plane asking
   * @param action what it wants to do
   * @param ref the object's reference
   * @param labels the object's labels as the client holds them (read, never kept)
   * @param context shared prerequisites and allowed namespaces
   * @return the verdict
   * @throws InvalidInputException when the reference is malformed ({@link #validate})
   * @throws NullPointerException when the ownership label is present with a null value, which an
   *     observation refuses too
   */
  public static Verdict decide(
      ControlPlaneId id,
      Action action,
      ObjectRef ref,
      Map<String, String> labels,
      PolicyContext context) {
    requireNonNull(ref, "ref");
    requireNonNull(labels, "labels");
    String label = labels.get(OwnershipLabel.KEY);
    if (label == null && labels.containsKey(OwnershipLabel.KEY)) {
      throw new NullPointerException("null value in a label or annotation map");
    }
    return decide(
        id,
        action,
        ref,
        ref.kind(),
        ref.isWellFormed(),
        OwnershipLabel.presentOrNull(label),
        context);
  }

  /**
   * The one decision every public {@code decide} makes, given what it read of the object: the
   * matrix cell of the classified state, its message and trace deferred.
   */
  private static Verdict decide(
      ControlPlaneId id,
      Action action,
      ObjectRef ref,
      String kind,
      boolean wellFormed,
      @Nullable String label,
      PolicyContext context) {
    requireNonNull(id, "id");
    requireNonNull(action, "action");
    requireNonNull(context, "context");
    if (!wellFormed) {
      InvalidInputException.throwIfInvalid(OwnershipClassifier.validate(ref));
    }
    OwnershipState state = OwnershipClassifier.state(id, kind, ref, label, context);
    PolicyCell cell = cell(action, state);
    return Verdict.of(
        cell.outcome(),
        state,
        cell.ruleId(),
        cell.reason(),
        new ExplainedLater(id, action, ref, label, context));
  }

  /**
   * The message and trace of a verdict from {@link #decide}, computed on first use by classifying
   * again with the explaining {@link OwnershipClassifier#classify} and applying the cell.
   */
  private static final class ExplainedLater extends Explanation.Deferred {

    private final ControlPlaneId id;
    private final Action action;
    private final ObjectRef ref;
    private final @Nullable String label;
    private final PolicyContext context;

    ExplainedLater(
        ControlPlaneId id,
        Action action,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context) {
      this.id = id;
      this.action = action;
      this.ref = ref;
      this.label = label;
      this.context = context;
    }

    @Override
    Explanation.Given compute() {
      return explain(action, OwnershipClassifier.classify(id, ref, label, context));
    }
  }

  /**
   * Classifies an observed object, then applies the matrix.
   *
   * @param id the plane asking
   * @param action what it wants to do
   * @param object the observed object
   * @param context shared prerequisites and allowed namespaces
   * @return the verdict
   * @throws InvalidInputException when the reference is malformed
   */
  public static Verdict decide(
      ControlPlaneId id, Action action, ObservedObject object, PolicyContext context) {
    return decide(id, action, Optional.of(object), object.ref(), context);
  }

  /**
   * The non-throwing twin of {@link #decide}: the input problems it would throw for.
   *
   * @param ref the object's reference
   * @return the problems
   */
  public static ValidationResult validate(ObjectRef ref) {
    return OwnershipClassifier.validate(ref);
  }

  /**
   * Applies the matrix cell of {@code action} to an existing classification (any state, including
   * {@code MERGED_FOREIGN} and, for legacy, the unreachable {@code UNLABELLED}).
   *
   * @param id the plane asking (for the message)
   * @param action the action
   * @param c the classification
   * @return the verdict; its trace is the classification's followed by the cell
   */
  public static Verdict apply(ControlPlaneId id, Action action, Classification c) {
    requireNonNull(id, "id");
    PolicyCell cell = cell(action, c.state());
    return Verdict.of(cell.outcome(), c.state(), cell.ruleId(), cell.reason(), explain(action, c));
  }

  /**
   * A verdict's message and trace: the cell's verb phrase, the object and the classification's
   * explanation; the classification's trace followed by the deciding cell.
   */
  private static Explanation.Given explain(Action action, Classification c) {
    PolicyCell cell = cell(action, c.state());
    ObjectRef ref = c.ref();
    String namespace = ref.namespace();
    // one concatenation: "<verb phrase> <kind> <namespace>/<name>: <explanation>"
    String message =
        namespace == null
            ? cell.messagePrefix() + ref.kind() + " " + ref.name() + ": " + c.explanation()
            : cell.messagePrefix()
                + ref.kind()
                + " "
                + namespace
                + "/"
                + ref.name()
                + ": "
                + c.explanation();
    return new Explanation.Given(message, c.trace().with(cell.decidedEntry()));
  }

  /**
   * Classification alone (the CLI's {@code check}) as a verdict: {@link Verdict.Allow} when owned,
   * otherwise {@link Verdict.Deny}; the deciding rule and reason are the classification's.
   *
   * @param id the plane asking
   * @param object the observed object, or empty when not found
   * @param ref the object's reference (used when {@code object} is empty)
   * @param context shared prerequisites and allowed namespaces
   * @return the verdict
   * @throws InvalidInputException when the reference is malformed
   */
  public static Verdict check(
      ControlPlaneId id, Optional<ObservedObject> object, ObjectRef ref, PolicyContext context) {
    Classification c = OwnershipClassifier.classify(id, object, ref, context);
    String message = c.ref().kind() + " " + c.ref().display() + ": " + c.explanation();
    return Verdict.of(
        c.isOwned() ? ALLOW : DENY, c.state(), c.ruleId(), c.reason(), message, c.trace());
  }
}
