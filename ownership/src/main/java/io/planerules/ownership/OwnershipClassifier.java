package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.Evaluation;
import io.planerules.rules.RuleBook;
import io.planerules.rules.ValidationResult;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Classifies an observed object for one plane (docs/reference/ownership.md#classification). Rules
 * in order, first decisive wins: {@code ownership.shared-prerequisite}, {@code
 * ownership.namespace-scope}, {@code ownership.label-missing}, {@code ownership.label-match},
 * {@code ownership.foreign-label}. The answer depends only on the kind, namespace, name and
 * ownership label value, and on the context (its prerequisites, allowed namespaces and namespace
 * labels).
 *
 * <pre>{@code
 * Classification c = OwnershipClassifier.classify(ControlPlaneId.of("plane-a"),
 *     Optional.of(ObservedObject.of(ObjectRef.namespace("plane-a-nvcf"),
 *         Map.of(OwnershipLabel.KEY, "plane-b"))), PolicyContext.defaults(id));
 * c.state();   // FOREIGN, rule ownership.foreign-label
 * }</pre>
 */
public final class OwnershipClassifier {

  private record Input(
      ControlPlaneId id, ObjectRef ref, @Nullable String label, PolicyContext context) {}

  /** The rule book of {@link #classify}, built from the rule constants in their order. */
  private static final RuleBook<Input, ClassificationRule.Explained> BOOK = book();

  /** The rules in evaluation order, for the fast path (no copy per call). */
  private static final ClassificationRule[] RULES = ClassificationRule.values();

  private OwnershipClassifier() {}

  private static RuleBook<Input, ClassificationRule.Explained> book() {
    RuleBook.Builder<Input, ClassificationRule.Explained> book =
        RuleBook.named(ClassificationRule.FOREIGN_LABEL.decision());
    for (ClassificationRule rule : ClassificationRule.values()) {
      book.rule(rule, in -> rule.explain(in.id, in.ref, in.label, in.context));
    }
    return book.build();
  }

  /**
   * Classifies an object.
   *
   * @param id the plane asking
   * @param object the observed object, or empty when not found (classified with no labels)
   * @param ref the reference used when {@code object} is empty
   * @param context shared prerequisites and allowed namespaces
   * @return the classification
   * @throws InvalidInputException when the reference is malformed ({@link #validate})
   */
  public static Classification classify(
      ControlPlaneId id, Optional<ObservedObject> object, ObjectRef ref, PolicyContext context) {
    requireNonNull(id, "id");
    requireNonNull(context, "context");
    ObjectRef target = object.map(ObservedObject::ref).orElse(requireNonNull(ref, "ref"));
    // the label as the observation read it when it was built (OwnershipLabel.valueOf), so its
    // sorted label map is never needed here
    return classify(
        id, target, object.map(ObservedObject::ownershipLabelOrNull).orElse(null), context);
  }

  /**
   * Classifies an object known by its reference and its ownership label's value: what {@link
   * #classify(ControlPlaneId, Optional, ObjectRef, PolicyContext)} reads of an observation.
   *
   * @param id the plane asking
   * @param target the object's reference
   * @param label the ownership label's value, {@code null} when absent or empty
   * @param context shared prerequisites and allowed namespaces
   * @return the classification
   * @throws InvalidInputException when the reference is malformed
   */
  static Classification classify(
      ControlPlaneId id, ObjectRef target, @Nullable String label, PolicyContext context) {
    requireWellFormed(target);
    Evaluation<ClassificationRule.Explained> e =
        BOOK.evaluate(new Input(id, target, label, context));
    ClassificationRule.Explained d = requireNonNull(e.decision(), "foreign-label always decides");
    return new Classification(
        target,
        d.state(),
        requireNonNull(e.decidingRule()),
        d.reason(),
        d.explanation(),
        e.trace());
  }

  /**
   * Throws when the reference is malformed ({@link #validate}); the problems are built only then.
   *
   * @param ref the object's reference
   * @throws InvalidInputException when it is malformed
   */
  private static void requireWellFormed(ObjectRef ref) {
    if (!ref.isWellFormed()) {
      InvalidInputException.throwIfInvalid(validate(ref));
    }
  }

  /**
   * The state {@link #classify} decides, without building its explanation: the same {@link
   * ClassificationRule} predicates in the same order, first decisive wins, nothing allocated.
   *
   * @param id the plane asking
   * @param ref the object's reference, well formed
   * @param label the ownership label's value, or {@code null} when absent
   * @param context shared prerequisites and allowed namespaces
   * @return the state
   */
  static OwnershipState state(
      ControlPlaneId id, ObjectRef ref, @Nullable String label, PolicyContext context) {
    return state(id, ref.kind(), ref, label, context);
  }

  /**
   * {@link #state(ControlPlaneId, ObjectRef, String, PolicyContext)} given the reference's kind
   * apart: most objects are of no shared prerequisite's kind, and then the reference itself is not
   * read (an {@link ObservedObject} keeps its kind beside it).
   */
  static OwnershipState state(
      ControlPlaneId id,
      String kind,
      ObjectRef ref,
      @Nullable String label,
      PolicyContext context) {
    String value = label == null || label.isEmpty() ? null : label;
    for (ClassificationRule rule : RULES) {
      OwnershipState state = rule.decides(id, kind, ref, value, context);
      if (state != null) {
        return state;
      }
    }
    throw new IllegalStateException(ClassificationRule.FOREIGN_LABEL.id() + " always decides");
  }

  /**
   * Classifies an observed object.
   *
   * @param id the plane asking
   * @param object the observed object
   * @param context shared prerequisites and allowed namespaces
   * @return the classification
   * @throws InvalidInputException when the reference is malformed
   */
  public static Classification classify(
      ControlPlaneId id, ObservedObject object, PolicyContext context) {
    return classify(id, Optional.of(object), object.ref(), context);
  }

  /**
   * The non-throwing twin: the problems {@link #classify} would throw for.
   *
   * @param ref the object's reference
   * @return the problems ({@code input.*})
   */
  public static ValidationResult validate(ObjectRef ref) {
    return ref.validate("object");
  }
}
