package io.planerules.ownership;

import static io.planerules.ownership.Outcome.ABORT;
import static io.planerules.ownership.Outcome.ALLOW;
import static io.planerules.ownership.Outcome.DENY;
import static io.planerules.ownership.Outcome.SKIP;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.TraceEntry;
import io.planerules.rules.TraceResult;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.TransitionalDescriptor;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The action × state policy (ownership.md §3): classifies the object, then applies the matrix cell
 * {@code policy.<action>.<state>}, which is the verdict's deciding rule. There is no adoption of
 * unlabelled objects in named mode; SKIP is silent, DENY an error, ABORT fails a whole plan.
 *
 * <pre>{@code
 * Verdict v = OwnershipPolicy.decide(ControlPlaneId.of("plane-a"), Action.DELETE,
 *     Optional.of(observed), observed.ref(), PolicyContext.defaults(id));
 * v.ruleId();    // policy.delete.foreign
 * v.message();   // refusing to delete Secret ns/x: owned by control plane "plane-b", not "plane-a"
 * }</pre>
 */
public final class OwnershipPolicy {

  private static final Map<Action, Map<OwnershipState, PolicyCell>> MATRIX = buildMatrix();

  /** The matrix indexed by action and state ordinals: a verdict looks its cell up once. */
  private static final PolicyCell[][] CELLS = cellTable();

  private record C(Outcome outcome, ReasonCode reason) {}

  private static C c(Outcome outcome, ReasonCode reason) {
    return new C(outcome, reason);
  }

  /** Per cell, the verdict message's start: "may reconcile ", "skipping ", "refusing to ...". */
  private static final String[][] MESSAGE_PREFIXES = messagePrefixes();

  /** Per cell, the trace entry of the deciding cell ("allow OWNED" etc.), built once. */
  private static final TraceEntry[][] DECIDED_ENTRIES = decidedEntries();

  private OwnershipPolicy() {}

  private static String messagePrefix(PolicyCell cell) {
    return switch (cell.outcome()) {
      case ALLOW -> "may " + cell.action().verb() + " ";
      case SKIP -> "skipping ";
      case DENY, ABORT -> "refusing to " + cell.action().verb() + " ";
    };
  }

  private static TraceEntry decidedEntry(PolicyCell cell) {
    return new TraceEntry(
        cell.ruleId(), TraceResult.DECIDED, cell.outcome().wireName() + " " + cell.reason().code());
  }

  private static PolicyCell[][] cellTable() {
    PolicyCell[][] table = new PolicyCell[Action.values().length][OwnershipState.values().length];
    MATRIX.forEach(
        (action, row) ->
            row.forEach((state, cell) -> table[action.ordinal()][state.ordinal()] = cell));
    return table;
  }

  private static String[][] messagePrefixes() {
    String[][] table = new String[Action.values().length][OwnershipState.values().length];
    for (PolicyCell cell : cells()) {
      table[cell.action().ordinal()][cell.state().ordinal()] = messagePrefix(cell);
    }
    return table;
  }

  private static TraceEntry[][] decidedEntries() {
    TraceEntry[][] table = new TraceEntry[Action.values().length][OwnershipState.values().length];
    for (PolicyCell cell : cells()) {
      table[cell.action().ordinal()][cell.state().ordinal()] = decidedEntry(cell);
    }
    return table;
  }

  private static Map<Action, Map<OwnershipState, PolicyCell>> buildMatrix() {
    Map<Action, Map<OwnershipState, PolicyCell>> m = new EnumMap<>(Action.class);
    row(m, Action.RECONCILE, ALLOW, ReasonCode.OWNED, DENY, ReasonCode.NOT_OWNED_UNLABELLED);
    row(m, Action.UPDATE, ALLOW, ReasonCode.OWNED, DENY, ReasonCode.NO_ADOPTION);
    rowWith(
        m,
        Action.DELETE,
        c(ALLOW, ReasonCode.OWNED),
        c(DENY, ReasonCode.FOREIGN_OWNER),
        c(DENY, ReasonCode.NOT_OWNED_UNLABELLED),
        c(DENY, ReasonCode.SHARED_NEVER_DELETED),
        c(DENY, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
        c(DENY, ReasonCode.FOREIGN_AFTER_MERGE));
    row(m, Action.ADOPT, ALLOW, ReasonCode.ALREADY_OWNED, DENY, ReasonCode.NO_ADOPTION);
    rowWith(
        m,
        Action.MIRROR,
        c(ALLOW, ReasonCode.TARGET_OWNED),
        c(SKIP, ReasonCode.TARGET_FOREIGN),
        c(SKIP, ReasonCode.TARGET_UNLABELLED),
        c(SKIP, ReasonCode.TARGET_SHARED),
        c(SKIP, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
        c(DENY, ReasonCode.FOREIGN_AFTER_MERGE));
    rowWith(
        m,
        Action.SELECT_WORKLOAD_NAMESPACE,
        c(ALLOW, ReasonCode.SELECTED),
        c(SKIP, ReasonCode.FOREIGN_OWNER),
        c(SKIP, ReasonCode.NOT_OWNED_UNLABELLED),
        c(SKIP, ReasonCode.SHARED_NOT_MANAGED),
        c(SKIP, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
        c(DENY, ReasonCode.FOREIGN_AFTER_MERGE));
    rowWith(
        m,
        Action.TEARDOWN,
        c(ALLOW, ReasonCode.OWNED),
        c(ABORT, ReasonCode.FOREIGN_OWNER),
        c(ABORT, ReasonCode.NOT_OWNED_UNLABELLED),
        c(SKIP, ReasonCode.SHARED_NEVER_DELETED),
        c(ABORT, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
        c(ABORT, ReasonCode.FOREIGN_AFTER_MERGE));
    return m;
  }

  /** RECONCILE, UPDATE and ADOPT: the same row except for the owned and unlabelled cells. */
  private static void row(
      Map<Action, Map<OwnershipState, PolicyCell>> m,
      Action action,
      Outcome ownedOutcome,
      ReasonCode owned,
      Outcome unlabelledOutcome,
      ReasonCode unlabelled) {
    rowWith(
        m,
        action,
        c(ownedOutcome, owned),
        c(DENY, ReasonCode.FOREIGN_OWNER),
        c(unlabelledOutcome, unlabelled),
        c(DENY, ReasonCode.SHARED_NOT_MANAGED),
        c(DENY, ReasonCode.OUTSIDE_PLANE_NAMESPACE),
        c(DENY, ReasonCode.FOREIGN_AFTER_MERGE));
  }

  /** Cells given in {@link OwnershipState} declaration order. */
  private static void rowWith(
      Map<Action, Map<OwnershipState, PolicyCell>> m, Action action, C... cells) {
    Map<OwnershipState, PolicyCell> row = new EnumMap<>(OwnershipState.class);
    OwnershipState[] states = OwnershipState.values();
    for (int i = 0; i < states.length; i++) {
      row.put(states[i], new PolicyCell(action, states[i], cells[i].outcome(), cells[i].reason()));
    }
    m.put(action, row);
  }

  /**
   * The matrix cell for an action and a state.
   *
   * @param action the action
   * @param state the state
   * @return the cell
   */
  public static PolicyCell cell(Action action, OwnershipState state) {
    return CELLS[action.ordinal()][state.ordinal()];
  }

  /** All 42 cells, actions then states in declaration order. */
  public static ImmutableList<PolicyCell> cells() {
    ImmutableList.Builder<PolicyCell> all = ImmutableList.builder();
    for (Action action : Action.values()) {
      for (OwnershipState state : OwnershipState.values()) {
        all.add(cell(action, state));
      }
    }
    return all.build();
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
    requireNonNull(id, "id");
    requireNonNull(action, "action");
    requireNonNull(context, "context");
    requireNonNull(ref, "ref");
    ObservedObject found = object.orElse(null);
    ObjectRef target = found == null ? ref : found.ref();
    if (found == null ? !ref.isWellFormed() : !found.hasWellFormedRef()) {
      InvalidInputException.throwIfInvalid(OwnershipClassifier.validate(target));
    }
    OwnershipState state =
        found == null
            ? OwnershipClassifier.state(id, ref, null, context)
            : OwnershipClassifier.state(
                id, found.kind(), target, found.ownershipLabelOrNull(), context);
    PolicyCell cell = cell(action, state);
    return Verdict.of(
        cell.outcome(),
        state,
        cell.ruleId(),
        cell.reason(),
        new ExplainedLater(id, action, found, target, context));
  }

  /**
   * The message and trace of a verdict from {@link #decide}, computed on first use by classifying
   * again with the explaining {@link OwnershipClassifier#classify} and applying the cell.
   */
  private static final class ExplainedLater extends Explanation.Deferred {

    private final ControlPlaneId id;
    private final Action action;
    private final @Nullable ObservedObject object;
    private final ObjectRef ref;
    private final PolicyContext context;

    ExplainedLater(
        ControlPlaneId id,
        Action action,
        @Nullable ObservedObject object,
        ObjectRef ref,
        PolicyContext context) {
      this.id = id;
      this.action = action;
      this.object = object;
      this.ref = ref;
      this.context = context;
    }

    @Override
    Explanation.Given compute() {
      return explain(
          action, OwnershipClassifier.classify(id, Optional.ofNullable(object), ref, context));
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
    int a = action.ordinal();
    int s = c.state().ordinal();
    ObjectRef ref = c.ref();
    String namespace = ref.namespace();
    // one concatenation: "<verb phrase> <kind> <namespace>/<name>: <explanation>"
    String message =
        namespace == null
            ? MESSAGE_PREFIXES[a][s] + ref.kind() + " " + ref.name() + ": " + c.explanation()
            : MESSAGE_PREFIXES[a][s]
                + ref.kind()
                + " "
                + namespace
                + "/"
                + ref.name()
                + ": "
                + c.explanation();
    return new Explanation.Given(message, c.trace().with(DECIDED_ENTRIES[a][s]));
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

  /** The 42 cell rules, documented. */
  static ImmutableList<RuleDescriptor> rules() {
    return cells().stream()
        .map(
            cell ->
                new TransitionalDescriptor(
                    cell.ruleId(),
                    "ownership policy",
                    cell.action().wireName()
                        + " on a "
                        + cell.state().wireName()
                        + " object: "
                        + cell.outcome().wireName(),
                    List.of(cell.reason().code())))
        .collect(ImmutableList.toImmutableList());
  }
}
