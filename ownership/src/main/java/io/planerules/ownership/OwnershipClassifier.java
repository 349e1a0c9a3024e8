package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Classifies an object for one plane (docs/reference/ownership.md#classification): the rules of
 * {@link ClassificationRule} in order, first decisive wins. The answer depends only on the kind,
 * namespace, name and ownership label value, and on the context (its prerequisites, allowed
 * namespaces and namespace labels). One door per input shape: an {@link ObservedObject}, or a
 * reference with the raw label map an informer holds (an object not found is a reference with no
 * labels).
 * <!-- snippet: OwnershipExamplesTest#classify -->
 *
 * <pre>{@code
 * ControlPlaneId id = ControlPlaneId.of("plane-a");
 * ObservedObject namespace =
 *     ObservedObject.of(
 *         ObjectRef.namespace("plane-a-nvcf"), Map.of(OwnershipLabel.KEY, "plane-b"));
 * Classification c = OwnershipClassifier.classify(id, namespace, PolicyContext.defaults(id));
 * // c.state() is FOREIGN, decided by ownership.foreign-label
 * }</pre>
 */
public final class OwnershipClassifier {

  /** The rules in evaluation order (no copy per call). */
  private static final ClassificationRule[] RULES = ClassificationRule.values();

  private OwnershipClassifier() {}

  /**
   * Classifies an observed object.
   *
   * @param id the plane asking
   * @param object the observed object
   * @param context shared prerequisites, allowed namespaces, namespace labels
   * @return the classification
   * @throws InvalidInputException when the reference is malformed ({@link #validate})
   */
  public static Classification classify(
      ControlPlaneId id, ObservedObject object, PolicyContext context) {
    // the label as the observation read it when it was built: its sorted label map is not needed
    return classify(id, object.ref(), object.ownershipLabelOrNull(), context);
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
   * @throws InvalidInputException when the reference is malformed ({@link #validate})
   * @throws NullPointerException when the ownership label is present with a null value, which an
   *     observation refuses too
   */
  public static Classification classify(
      ControlPlaneId id, ObjectRef ref, Map<String, String> labels, PolicyContext context) {
    return classify(id, ref, OwnershipLabel.read(labels), context);
  }

  /** Classifies an object known by its reference and its ownership label's value. */
  static Classification classify(
      ControlPlaneId id, ObjectRef ref, @Nullable String label, PolicyContext context) {
    requireNonNull(id, "id");
    requireNonNull(context, "context");
    requireWellFormed(ref);
    ClassificationRule.Explaining out = new ClassificationRule.Explaining();
    return out.classification(ref, consult(id, ref.kind(), ref, label, context, out));
  }

  /**
   * The state {@link #classify} decides, without its explanation: the same rules consulted by the
   * same loop, with nothing recorded and nothing allocated.
   *
   * @param id the plane asking
   * @param kind the reference's kind, read apart: most objects are of no shared prerequisite's kind
   *     and then the reference itself is not read
   * @param ref the object's reference, well formed
   * @param label the ownership label's value, {@code null} when absent or empty
   * @param context shared prerequisites, allowed namespaces, namespace labels
   * @return the state
   */
  static OwnershipState state(
      ControlPlaneId id,
      String kind,
      ObjectRef ref,
      @Nullable String label,
      PolicyContext context) {
    return consult(id, kind, ref, label, context, null);
  }

  /**
   * The one loop over the rules: in order, the first that decides wins; each rule records what a
   * reader is told in {@code out} when there is one.
   */
  private static OwnershipState consult(
      ControlPlaneId id,
      String kind,
      ObjectRef ref,
      @Nullable String label,
      PolicyContext context,
      ClassificationRule.@Nullable Explaining out) {
    for (ClassificationRule rule : RULES) {
      OwnershipState state = rule.apply(id, kind, ref, label, context, out);
      if (state != null) {
        return state;
      }
    }
    throw new IllegalStateException(ClassificationRule.FOREIGN_LABEL.id() + " always decides");
  }

  /**
   * Throws when the reference is malformed ({@link #validate}); the problems are built only then.
   */
  static void requireWellFormed(ObjectRef ref) {
    if (!ref.isWellFormed()) {
      InvalidInputException.throwIfInvalid(validate(ref));
    }
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

  /**
   * The rules this package declares ({@code ClassificationRule}), in declaration order, for the
   * module's rules index ({@code OwnershipRules#all()}) and {@code docs/rules.md}; the rule enums
   * themselves are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(ClassificationRule.values());
  }
}
