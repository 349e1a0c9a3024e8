package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The action × state policy (docs/reference/ownership.md#verdicts-and-the-action-policy):
 * classifies the object, then applies the matrix cell {@code policy.<action>.<state>}, which is the
 * verdict's deciding rule. Selecting a workload namespace first applies {@code
 * select.workload-label} ({@link WorkloadNamespaceSelector}). There is no adoption of unlabelled
 * objects in named mode; SKIP is silent, DENY an error, ABORT fails a whole plan.
 *
 * <p>One door per input shape: an {@link ObservedObject}, or, for a reconcile loop over what an
 * informer holds, the reference and the raw label map
 * (docs/adr/0081-decide-from-the-raw-label-map.md); an object that was not found is a reference
 * with no labels. Both give equal verdicts. The verdict's message and trace are computed when first
 * read (docs/adr/0075-verdict-explanations-on-first-use.md).
 * <!-- snippet: OwnershipExamplesTest#decide -->
 *
 * <pre>{@code
 * ControlPlaneId id = ControlPlaneId.of("plane-a");
 * ObservedObject secret =
 *     ObservedObject.of(
 *         new ObjectRef("Secret", "plane-a-nvcf", "pull"), Map.of(OwnershipLabel.KEY, "plane-b"));
 * Verdict v = OwnershipPolicy.decide(id, Action.UPDATE, secret, PolicyContext.defaults(id));
 * v.allowed(); // false
 * v.ruleId(); // policy.update.foreign
 * v.message(); // refusing to update Secret plane-a-nvcf/pull: owned by control plane ...
 * }</pre>
 */
public final class OwnershipPolicy {

  private OwnershipPolicy() {}

  /**
   * Decides what the plane may do to an observed object.
   *
   * @param id the plane asking
   * @param action what it wants to do
   * @param object the observed object
   * @param context shared prerequisites, allowed namespaces, namespace labels
   * @return the verdict
   * @throws InvalidInputException when the reference is malformed ({@link #validate})
   */
  public static Verdict decide(
      ControlPlaneId id, Action action, ObservedObject object, PolicyContext context) {
    Verdict v =
        decide(
            id,
            action,
            object.ref(),
            object.kind(),
            object.hasWellFormedRef(),
            object.ownershipLabelOrNull(),
            context);
    return action == Action.SELECT_WORKLOAD_NAMESPACE
        ? WorkloadNamespaceSelector.select(v, object.ref(), object.labels())
        : v;
  }

  /**
   * Decides straight from what an informer's cache holds, without building an {@link
   * ObservedObject}: the verdict {@link #decide(ControlPlaneId, Action, ObservedObject,
   * PolicyContext)} gives on {@code ObservedObject.of(ref, labels)}. Only the ownership label (and,
   * to select a workload namespace, the workload label) is read from {@code labels}, once; the map
   * is not kept.
   * <!-- snippet: OwnershipExamplesTest#decide-from-labels -->
   *
   * <pre>{@code
   * Map<String, String> labels = informerObject.getMetadata().getLabels();
   * Verdict v =
   *     OwnershipPolicy.decide(
   *         id,
   *         Action.RECONCILE,
   *         new ObjectRef("ConfigMap", "plane-a-nvcf", "cm"),
   *         labels,
   *         context);
   * }</pre>
   *
   * @param id the plane asking
   * @param action what it wants to do
   * @param ref the object's reference
   * @param labels the object's labels as the client holds them ({@code Map.of()} when not found)
   * @param context shared prerequisites, allowed namespaces, namespace labels
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
    Verdict v =
        decide(
            id, action, ref, ref.kind(), ref.isWellFormed(), OwnershipLabel.read(labels), context);
    return action == Action.SELECT_WORKLOAD_NAMESPACE
        ? WorkloadNamespaceSelector.select(v, ref, labels)
        : v;
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
   * The decision both doors make, given what they read of the object: the matrix cell of the
   * classified state, its explanation deferred.
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
      OwnershipClassifier.requireWellFormed(ref);
    }
    OwnershipState state = OwnershipClassifier.state(id, kind, ref, label, context);
    return PolicyCell.of(action, state)
        .verdict(new ExplainedLater(id, action, ref, label, context));
  }

  /**
   * The explanation of a verdict from {@link #decide}, computed on first read by classifying again
   * with the explaining {@link OwnershipClassifier#classify} and applying the cell. It keeps the
   * reference and the label's value, never the caller's label map.
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
    Explanation compute() {
      return explain(action, OwnershipClassifier.classify(id, ref, label, context));
    }
  }

  /**
   * The verdict of a classification, explained at once: the matrix cell of its state (any state,
   * including {@code MERGED_FOREIGN}).
   */
  static Verdict apply(Action action, Classification c) {
    return PolicyCell.of(action, c.state()).verdict(explain(action, c));
  }

  /**
   * A verdict's message and trace: the cell's verb phrase, the object and the classification's
   * explanation; the classification's trace followed by the deciding cell.
   */
  private static Explanation explain(Action action, Classification c) {
    PolicyCell cell = PolicyCell.of(action, c.state());
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
    return Explanation.of(message, c.trace().then(cell.decided()));
  }

  /**
   * The rules this package declares ({@code PolicyCell}), in declaration order, for the module's
   * rules index ({@code OwnershipRules#all()}) and {@code docs/rules.md}; the rule enums themselves
   * are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(PolicyCell.values());
  }
}
