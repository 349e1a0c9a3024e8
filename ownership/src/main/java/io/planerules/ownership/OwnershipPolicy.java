package io.planerules.ownership;

import static io.planerules.ownership.Verdict.Kind.ABORT;
import static io.planerules.ownership.Verdict.Kind.ALLOW;
import static io.planerules.ownership.Verdict.Kind.DENY;
import static io.planerules.ownership.Verdict.Kind.SKIP;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.DefinedRule;
import io.planerules.rules.internal.TraceBuilder;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Who owns an object and what a plane may do to it: the one front door of ownership verdicts
 * (docs/reference/ownership.md#verdicts-and-the-action-policy). {@link #classify} gives the
 * object's {@link OwnershipState} for the plane (docs/reference/ownership.md#classification);
 * {@link #decide} classifies it, then applies the action × state matrix cell {@code
 * policy.<action>.<state>}, which is the verdict's deciding rule. Selecting a workload namespace
 * first applies {@code select.workload-label} (a namespace without {@link #WORKLOAD_LABEL} is
 * skipped). Two kinds have a decision of their own: an ICMSRequest's reconcile ({@link
 * #decideIcmsRequest}) and a MiniService's delete ({@link #decideMiniServiceDelete}). There is no
 * adoption of unlabelled objects in named mode; SKIP is silent, DENY an error, ABORT fails a whole
 * plan.
 *
 * <p>One door per input shape: an {@link ObservedObject}, or, for a reconcile loop over what an
 * informer holds, the reference and the raw label map
 * (docs/adr/0081-decide-from-the-raw-label-map.md); an object that was not found is a reference
 * with no labels. Both give equal answers. The verdict's message and trace are computed when first
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

  /**
   * The label key that marks a workload namespace ({@link Action#SELECT_WORKLOAD_NAMESPACE}: any
   * value).
   */
  public static final String WORKLOAD_LABEL = "nvca.nvcf.nvidia.io/workload-instance-type";

  private OwnershipPolicy() {}

  /**
   * Decides what the plane may do to an observed object.
   *
   * @param id the plane asking
   * @param action what it wants to do
   * @param object the observed object
   * @param context shared prerequisites, allowed namespaces, namespace labels
   * @return the verdict
   * @throws PlaneRulesException when the reference is malformed ({@link #validate})
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
   * @throws PlaneRulesException when the reference is malformed ({@link #validate})
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
   * Classifies an observed object for the plane: the classification rules in order, first decisive
   * wins (classification alone, the CLI's {@code check}, is not an action).
   * <!-- snippet: OwnershipExamplesTest#classify -->
   *
   * <pre>{@code
   * ControlPlaneId id = ControlPlaneId.of("plane-a");
   * ObservedObject namespace =
   *     ObservedObject.of(
   *         ObjectRef.namespace("plane-a-nvcf"), Map.of(OwnershipLabel.KEY, "plane-b"));
   * Classification c = OwnershipPolicy.classify(id, namespace, PolicyContext.defaults(id));
   * // c.state() is FOREIGN, decided by ownership.foreign-label
   * }</pre>
   *
   * @param id the plane asking
   * @param object the observed object
   * @param context shared prerequisites, allowed namespaces, namespace labels
   * @return the classification
   * @throws PlaneRulesException when the reference is malformed ({@link #validate})
   */
  public static Classification classify(
      ControlPlaneId id, ObservedObject object, PolicyContext context) {
    // the label as the observation read it when it was built: its sorted label map is not needed
    return OwnershipClassifier.classify(id, object.ref(), object.ownershipLabelOrNull(), context);
  }

  /**
   * Classifies an object known by its reference and its labels as the client holds them (read,
   * never kept); an object that was not found is classified with no labels ({@code Map.of()}).
   *
   * @param id the plane asking
   * @param ref the object's reference
   * @param labels its labels
   * @param context shared prerequisites, allowed namespaces, namespace labels
   * @return the classification
   * @throws PlaneRulesException when the reference is malformed ({@link #validate})
   * @throws NullPointerException when the ownership label is present with a null value, which an
   *     observation refuses too
   */
  public static Classification classify(
      ControlPlaneId id, ObjectRef ref, Map<String, String> labels, PolicyContext context) {
    return OwnershipClassifier.classify(id, ref, OwnershipLabel.read(labels), context);
  }

  /**
   * ICMSRequest reconcile: rule {@code icms.namespace} denies a request outside the plane's
   * requests namespace (configured, else {@code <P>-nvcf-backend}); then classification and {@link
   * Action#RECONCILE}. Legacy: no namespace rule, labels as classification reads them (a labelled
   * request is refused, unlike upstream Go).
   * <!-- snippet: OwnershipExamplesTest#icms-request -->
   *
   * <pre>{@code
   * // "" for the plane's derived requests namespace, <plane>-nvcf-backend
   * Verdict v = OwnershipPolicy.decideIcmsRequest(id, request, "", PolicyContext.defaults(id));
   * }</pre>
   *
   * @param id the plane
   * @param request the observed ICMSRequest
   * @param configuredRequestsNamespace the configured requests namespace, {@code ""} for the
   *     derived one
   * @param context shared prerequisites and allowed namespaces
   * @return the verdict
   * @throws PlaneRulesException when the reference is malformed ({@link #validate})
   */
  public static Verdict decideIcmsRequest(
      ControlPlaneId id,
      ObservedObject request,
      String configuredRequestsNamespace,
      PolicyContext context) {
    return IcmsRequestPolicy.decide(id, request, configuredRequestsNamespace, context);
  }

  /**
   * MiniService delete after its ICMSRequest is gone: classification and {@link Action#DELETE}; a
   * denial does not requeue and its message contains upstream's {@code Refusing to delete
   * MiniService <name>: owned by another control plane}.
   *
   * @param id the plane
   * @param miniService the observed MiniService
   * @param context shared prerequisites and allowed namespaces
   * @return the verdict; a denial has {@code requeue() == false}
   * @throws PlaneRulesException when the reference is malformed ({@link #validate})
   */
  public static Verdict decideMiniServiceDelete(
      ControlPlaneId id, ObservedObject miniService, PolicyContext context) {
    return MiniServicePolicy.decideDelete(id, miniService, context);
  }

  /**
   * The non-throwing twin of {@link #decide} and {@link #classify}: the input problems they would
   * throw for ({@code input.*}: a namespaced kind without namespace, a cluster-scoped kind with
   * one, a missing kind or name).
   *
   * @param ref the object's reference
   * @return the problems
   */
  public static ValidationResult validate(ObjectRef ref) {
    return OwnershipClassifier.validate(ref);
  }

  /**
   * The rules of these decisions, for {@code docs/rules.md}: the classification rules ({@code
   * ownership.*}), the matrix cells ({@code policy.<action>.<state>}), then the rules in front of
   * the matrix for an ICMSRequest ({@code icms.namespace}) and a workload namespace ({@code
   * select.workload-label}); the rule enums themselves are package-private.
   *
   * @return the rule descriptors, in evaluation order
   */
  public static List<RuleDescriptor> rules() {
    return ImmutableList.<RuleDescriptor>builder()
        .add(OwnershipClassifier.ClassificationRule.values())
        .add(PolicyCell.values())
        .add(ReconcileRule.values())
        .build();
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
   * The explanation of a verdict from {@link #decide}, computed on first read by running the
   * classification loop again with a recorder and adding the cell's entry. It keeps the reference
   * and the label's value, never the caller's label map.
   */
  private static final class ExplainedLater extends Verdicts.Deferred {

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
    Verdicts.Explanation compute() {
      OwnershipClassifier.Explaining out = OwnershipClassifier.explain(id, ref, label, context);
      return PolicyCell.of(action, out.state()).explain(ref, out.explanation(), out.trace());
    }
  }

  /**
   * The verdict of a classification, explained at once: the matrix cell of its state (any state,
   * including {@code MERGED_FOREIGN}).
   */
  static Verdict apply(Action action, Classification c) {
    PolicyCell cell = PolicyCell.of(action, c.state());
    return cell.verdict(cell.explain(c.ref(), c.explanation(), new TraceBuilder(c.trace())));
  }

  /**
   * The action × state matrix, one constant per cell, consulted after classification. A cell says
   * what kind of verdict it gives ({@link #kind()}) and why ({@link #reason()}); its rule id is
   * {@code policy.<action>.<state>}, e.g. {@code policy.delete.foreign}, and its {@link
   * #description()} (its line in {@code docs/rules.md}) is spelled from the action, the state and
   * the kind. The matrix is the same in both modes; constants are declared actions first, then
   * states, both in declaration order.
   *
   * <p>Each constant also holds what a verdict of the cell needs and is computed once: the rule id,
   * the start of the message ("may reconcile ", "skipping ", "refusing to delete ") and the note of
   * the deciding cell's trace entry.
   */
  enum PolicyCell implements DefinedRule {
    RECONCILE_OWNED(Action.RECONCILE, OwnershipState.OWNED, ALLOW, ReasonCode.OWNED),
    RECONCILE_FOREIGN(Action.RECONCILE, OwnershipState.FOREIGN, DENY, ReasonCode.FOREIGN_OWNER),
    RECONCILE_UNLABELLED(
        Action.RECONCILE, OwnershipState.UNLABELLED, DENY, ReasonCode.NOT_OWNED_UNLABELLED),
    RECONCILE_SHARED_PREREQUISITE(
        Action.RECONCILE, OwnershipState.SHARED_PREREQUISITE, DENY, ReasonCode.SHARED_NOT_MANAGED),
    RECONCILE_NAMESPACE_FOREIGN(
        Action.RECONCILE,
        OwnershipState.NAMESPACE_FOREIGN,
        DENY,
        ReasonCode.OUTSIDE_PLANE_NAMESPACE),
    RECONCILE_MERGED_FOREIGN(
        Action.RECONCILE, OwnershipState.MERGED_FOREIGN, DENY, ReasonCode.FOREIGN_AFTER_MERGE),
    UPDATE_OWNED(Action.UPDATE, OwnershipState.OWNED, ALLOW, ReasonCode.OWNED),
    UPDATE_FOREIGN(Action.UPDATE, OwnershipState.FOREIGN, DENY, ReasonCode.FOREIGN_OWNER),
    UPDATE_UNLABELLED(Action.UPDATE, OwnershipState.UNLABELLED, DENY, ReasonCode.NO_ADOPTION),
    UPDATE_SHARED_PREREQUISITE(
        Action.UPDATE, OwnershipState.SHARED_PREREQUISITE, DENY, ReasonCode.SHARED_NOT_MANAGED),
    UPDATE_NAMESPACE_FOREIGN(
        Action.UPDATE, OwnershipState.NAMESPACE_FOREIGN, DENY, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
    UPDATE_MERGED_FOREIGN(
        Action.UPDATE, OwnershipState.MERGED_FOREIGN, DENY, ReasonCode.FOREIGN_AFTER_MERGE),
    DELETE_OWNED(Action.DELETE, OwnershipState.OWNED, ALLOW, ReasonCode.OWNED),
    DELETE_FOREIGN(Action.DELETE, OwnershipState.FOREIGN, DENY, ReasonCode.FOREIGN_OWNER),
    DELETE_UNLABELLED(
        Action.DELETE, OwnershipState.UNLABELLED, DENY, ReasonCode.NOT_OWNED_UNLABELLED),
    DELETE_SHARED_PREREQUISITE(
        Action.DELETE, OwnershipState.SHARED_PREREQUISITE, DENY, ReasonCode.SHARED_NEVER_DELETED),
    DELETE_NAMESPACE_FOREIGN(
        Action.DELETE, OwnershipState.NAMESPACE_FOREIGN, DENY, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
    DELETE_MERGED_FOREIGN(
        Action.DELETE, OwnershipState.MERGED_FOREIGN, DENY, ReasonCode.FOREIGN_AFTER_MERGE),
    ADOPT_OWNED(Action.ADOPT, OwnershipState.OWNED, ALLOW, ReasonCode.ALREADY_OWNED),
    ADOPT_FOREIGN(Action.ADOPT, OwnershipState.FOREIGN, DENY, ReasonCode.FOREIGN_OWNER),
    ADOPT_UNLABELLED(Action.ADOPT, OwnershipState.UNLABELLED, DENY, ReasonCode.NO_ADOPTION),
    ADOPT_SHARED_PREREQUISITE(
        Action.ADOPT, OwnershipState.SHARED_PREREQUISITE, DENY, ReasonCode.SHARED_NOT_MANAGED),
    ADOPT_NAMESPACE_FOREIGN(
        Action.ADOPT, OwnershipState.NAMESPACE_FOREIGN, DENY, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
    ADOPT_MERGED_FOREIGN(
        Action.ADOPT, OwnershipState.MERGED_FOREIGN, DENY, ReasonCode.FOREIGN_AFTER_MERGE),
    MIRROR_OWNED(Action.MIRROR, OwnershipState.OWNED, ALLOW, ReasonCode.TARGET_OWNED),
    MIRROR_FOREIGN(Action.MIRROR, OwnershipState.FOREIGN, SKIP, ReasonCode.TARGET_FOREIGN),
    MIRROR_UNLABELLED(Action.MIRROR, OwnershipState.UNLABELLED, SKIP, ReasonCode.TARGET_UNLABELLED),
    MIRROR_SHARED_PREREQUISITE(
        Action.MIRROR, OwnershipState.SHARED_PREREQUISITE, SKIP, ReasonCode.TARGET_SHARED),
    MIRROR_NAMESPACE_FOREIGN(
        Action.MIRROR, OwnershipState.NAMESPACE_FOREIGN, SKIP, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
    MIRROR_MERGED_FOREIGN(
        Action.MIRROR, OwnershipState.MERGED_FOREIGN, DENY, ReasonCode.FOREIGN_AFTER_MERGE),
    SELECT_WORKLOAD_NAMESPACE_OWNED(
        Action.SELECT_WORKLOAD_NAMESPACE, OwnershipState.OWNED, ALLOW, ReasonCode.SELECTED),
    SELECT_WORKLOAD_NAMESPACE_FOREIGN(
        Action.SELECT_WORKLOAD_NAMESPACE, OwnershipState.FOREIGN, SKIP, ReasonCode.FOREIGN_OWNER),
    SELECT_WORKLOAD_NAMESPACE_UNLABELLED(
        Action.SELECT_WORKLOAD_NAMESPACE,
        OwnershipState.UNLABELLED,
        SKIP,
        ReasonCode.NOT_OWNED_UNLABELLED),
    SELECT_WORKLOAD_NAMESPACE_SHARED_PREREQUISITE(
        Action.SELECT_WORKLOAD_NAMESPACE,
        OwnershipState.SHARED_PREREQUISITE,
        SKIP,
        ReasonCode.SHARED_NOT_MANAGED),
    SELECT_WORKLOAD_NAMESPACE_NAMESPACE_FOREIGN(
        Action.SELECT_WORKLOAD_NAMESPACE,
        OwnershipState.NAMESPACE_FOREIGN,
        SKIP,
        ReasonCode.OUTSIDE_PLANE_NAMESPACE),
    SELECT_WORKLOAD_NAMESPACE_MERGED_FOREIGN(
        Action.SELECT_WORKLOAD_NAMESPACE,
        OwnershipState.MERGED_FOREIGN,
        DENY,
        ReasonCode.FOREIGN_AFTER_MERGE),
    TEARDOWN_OWNED(Action.TEARDOWN, OwnershipState.OWNED, ALLOW, ReasonCode.OWNED),
    TEARDOWN_FOREIGN(Action.TEARDOWN, OwnershipState.FOREIGN, ABORT, ReasonCode.FOREIGN_OWNER),
    TEARDOWN_UNLABELLED(
        Action.TEARDOWN, OwnershipState.UNLABELLED, ABORT, ReasonCode.NOT_OWNED_UNLABELLED),
    TEARDOWN_SHARED_PREREQUISITE(
        Action.TEARDOWN, OwnershipState.SHARED_PREREQUISITE, SKIP, ReasonCode.SHARED_NEVER_DELETED),
    TEARDOWN_NAMESPACE_FOREIGN(
        Action.TEARDOWN,
        OwnershipState.NAMESPACE_FOREIGN,
        ABORT,
        ReasonCode.OUTSIDE_PLANE_NAMESPACE),
    TEARDOWN_MERGED_FOREIGN(
        Action.TEARDOWN, OwnershipState.MERGED_FOREIGN, ABORT, ReasonCode.FOREIGN_AFTER_MERGE);

    private static final PolicyCell[] CELLS = values();
    private static final int STATES = OwnershipState.values().length;

    static {
      for (PolicyCell cell : CELLS) {
        if (cell.ordinal() != cell.action.ordinal() * STATES + cell.state.ordinal()) {
          throw new IllegalStateException(cell + " is declared out of action × state order");
        }
      }
    }

    private final Action action;
    private final OwnershipState state;
    private final Verdict.Kind kind;
    private final ReasonCode reason;
    private final String messagePrefix;
    private final String decidedNote;
    private final Definition definition;

    PolicyCell(Action action, OwnershipState state, Verdict.Kind kind, ReasonCode reason) {
      this.action = action;
      this.state = state;
      this.kind = kind;
      this.reason = reason;
      this.definition =
          Definition.of(
              "policy." + action.ruleSegment() + "." + state.wireName(),
              "ownership policy",
              OwnershipPolicy.class,
              action.wireName() + " on a " + state.wireName() + " object: " + kind.wireName(),
              List.of(reason.code()));
      this.messagePrefix =
          switch (kind) {
            case ALLOW -> "may " + action.verb() + " ";
            case SKIP -> "skipping ";
            case DENY, ABORT -> "refusing to " + action.verb() + " ";
          };
      this.decidedNote = kind.wireName() + " " + reason.code();
    }

    /**
     * The cell of an action and a state.
     *
     * @param action the action
     * @param state the state
     * @return the cell
     */
    static PolicyCell of(Action action, OwnershipState state) {
      return CELLS[action.ordinal() * STATES + state.ordinal()];
    }

    /** The action. */
    Action action() {
      return action;
    }

    /** The state. */
    OwnershipState state() {
      return state;
    }

    /** The kind of verdict the cell gives. */
    Verdict.Kind kind() {
      return kind;
    }

    /** The reason. */
    ReasonCode reason() {
      return reason;
    }

    /** {@code policy.<action>.<state>}. */
    RuleId ruleId() {
      return definition.id();
    }

    /**
     * The cell's verdict (with no normalised id, no finalizer retention, no requeue).
     *
     * @param explanation its message and trace, given or deferred
     * @return the verdict
     */
    Verdict verdict(Verdicts.Explanation explanation) {
      RuleId id = definition.id();
      return switch (kind) {
        case ALLOW -> new Verdicts.Allow(state, id, reason, explanation, null);
        case DENY -> new Verdicts.Deny(state, id, reason, explanation, false, false);
        case SKIP -> new Verdicts.Skip(state, id, reason, explanation);
        case ABORT -> new Verdicts.Abort(state, id, reason, explanation);
      };
    }

    /**
     * What a verdict of this cell says: the cell's verb phrase, the object and the classification's
     * explanation, in one concatenation ({@code <verb phrase> <kind> <namespace>/<name>:
     * <explanation>}); the classification's entries followed by the cell's own, e.g. {@code deny
     * FOREIGN_OWNER}.
     *
     * @param ref the object
     * @param classification the explanation of the classification rule that decided
     * @param entries the classification's trace entries, to which the cell's is added
     * @return the explanation
     */
    Verdicts.Explanation explain(ObjectRef ref, String classification, TraceBuilder entries) {
      String namespace = ref.namespace();
      String message =
          namespace == null
              ? messagePrefix + ref.kind() + " " + ref.name() + ": " + classification
              : messagePrefix
                  + ref.kind()
                  + " "
                  + namespace
                  + "/"
                  + ref.name()
                  + ": "
                  + classification;
      return Verdicts.Explanation.of(
          message, entries.decided(definition.id(), decidedNote).build());
    }

    @Override
    public Definition definition() {
      return definition;
    }
  }
}
