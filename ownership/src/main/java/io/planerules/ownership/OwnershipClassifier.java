package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.Evaluation;
import io.planerules.rules.RuleBook;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleOutcome;
import io.planerules.rules.ValidationResult;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Classifies an observed object for one plane (ownership.md §2). Rules in order, first decisive
 * wins: {@code ownership.shared-prerequisite}, {@code ownership.namespace-scope}, {@code
 * ownership.label-missing}, {@code ownership.label-match}, {@code ownership.foreign-label}. The
 * answer depends only on the kind, namespace, name and ownership label value.
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
      ControlPlaneId id, ObjectRef ref, Optional<String> label, PolicyContext context) {}

  private record Decided(OwnershipState state, ReasonCode reason, String explanation) {}

  private static final RuleBook<Input, Decided> BOOK =
      RuleBook.<Input, Decided>named("ownership classification")
          .rule(
              "ownership.shared-prerequisite",
              "the object is a shared prerequisite no plane manages",
              in ->
                  in.context.shared().contains(in.ref)
                      ? RuleOutcome.decide(
                          new Decided(
                              OwnershipState.SHARED_PREREQUISITE,
                              ReasonCode.SHARED_PREREQUISITE,
                              "shared prerequisite, not managed by any control plane"),
                          "in the shared prerequisites")
                      : RuleOutcome.pass("not a shared prerequisite"))
          .rule(
              "ownership.namespace-scope",
              "the object's scope namespace is not among the allowed namespaces",
              OwnershipClassifier::namespaceScope)
          .rule(
              "ownership.label-missing",
              "no ownership label (or an empty one): unlabelled (named), owned (legacy)",
              in -> {
                if (in.label.isPresent()) {
                  return RuleOutcome.pass("label \"" + in.label.get() + "\" present");
                }
                return in.id.isLegacy()
                    ? RuleOutcome.decide(
                        new Decided(
                            OwnershipState.OWNED,
                            ReasonCode.LEGACY_UNLABELLED,
                            "unlabelled, managed by the legacy control plane"),
                        "no label: owned by the legacy plane")
                    : RuleOutcome.decide(
                        new Decided(
                            OwnershipState.UNLABELLED,
                            ReasonCode.UNLABELLED,
                            "unlabelled, expected owner \"" + in.id.value() + "\""),
                        "no label");
              })
          .rule(
              "ownership.label-match",
              "the ownership label equals the plane id (named planes only)",
              in -> {
                if (in.id.isLegacy()) {
                  return RuleOutcome.notApplicable("legacy plane has no label value");
                }
                String value = in.label.orElseThrow();
                return value.equals(in.id.value())
                    ? RuleOutcome.decide(
                        new Decided(
                            OwnershipState.OWNED,
                            ReasonCode.LABEL_MATCH,
                            "labelled for control plane \"" + value + "\""),
                        "label equals plane id")
                    : RuleOutcome.pass("label \"" + value + "\" differs from plane id");
              })
          .rule(
              "ownership.foreign-label",
              "the ownership label names another plane (legacy: any plane)",
              in -> {
                String value = in.label.orElseThrow();
                return in.id.isLegacy()
                    ? RuleOutcome.decide(
                        new Decided(
                            OwnershipState.FOREIGN,
                            ReasonCode.LABELLED_FOR_NAMED_PLANE,
                            "labelled for control plane \""
                                + value
                                + "\"; the legacy plane only manages unlabelled objects"),
                        "labelled object, legacy plane")
                    : RuleOutcome.decide(
                        new Decided(
                            OwnershipState.FOREIGN,
                            ReasonCode.FOREIGN_LABEL,
                            "owned by control plane \""
                                + value
                                + "\", not \""
                                + in.id.value()
                                + "\""),
                        "label names another plane");
              })
          .build();

  private OwnershipClassifier() {}

  private static RuleOutcome<Decided> namespaceScope(Input in) {
    if (in.context.allowedNamespaces().isEmpty()) {
      return RuleOutcome.notApplicable("no namespace restriction");
    }
    Optional<String> scope = in.ref.scopeNamespace();
    if (scope.isEmpty()) {
      return RuleOutcome.notApplicable("cluster-scoped object");
    }
    if (in.context.allowedNamespaces().get().contains(scope.get())) {
      return RuleOutcome.pass("namespace \"" + scope.get() + "\" allowed");
    }
    return RuleOutcome.decide(
        new Decided(
            OwnershipState.NAMESPACE_FOREIGN,
            ReasonCode.OUTSIDE_PLANE_NAMESPACE,
            "namespace \"" + scope.get() + "\" is outside " + Texts.plane(in.id)),
        "namespace \"" + scope.get() + "\" not allowed");
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
    requireWellFormed(target);
    Map<String, String> labels = object.map(ObservedObject::labels).orElse(Map.of());
    Evaluation<Decided> e =
        BOOK.evaluate(new Input(id, target, OwnershipLabel.valueOf(labels), context));
    Decided d = requireNonNull(e.decision(), "foreign-label always decides");
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
   * The state {@link #classify} decides, without building its explanation: the same five rules in
   * the same order, first decisive wins. {@code OwnershipPropertiesTest} holds the two together on
   * generated planes, objects and contexts.
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
    if (context.shared().hasKind(kind) && context.shared().contains(ref)) {
      return OwnershipState.SHARED_PREREQUISITE;
    }
    if (outsideAllowedNamespaces(ref, context)) {
      return OwnershipState.NAMESPACE_FOREIGN;
    }
    if (label == null || label.isEmpty()) {
      return id.isLegacy() ? OwnershipState.OWNED : OwnershipState.UNLABELLED;
    }
    return !id.isLegacy() && label.equals(id.value())
        ? OwnershipState.OWNED
        : OwnershipState.FOREIGN;
  }

  /** Whether {@code ownership.namespace-scope} decides: a restriction that excludes the scope. */
  private static boolean outsideAllowedNamespaces(ObjectRef ref, PolicyContext context) {
    Optional<Set<String>> allowed = context.allowedNamespaces();
    if (allowed.isEmpty()) {
      return false;
    }
    Optional<String> scope = ref.scopeNamespace();
    return scope.isPresent() && !allowed.get().contains(scope.get());
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

  /** The classification rules, documented, in evaluation order. */
  static ImmutableList<RuleDescriptor> rules() {
    return BOOK.describe(
        rule ->
            switch (rule.value()) {
              case "ownership.shared-prerequisite" -> List.of("SHARED_PREREQUISITE");
              case "ownership.namespace-scope" -> List.of("OUTSIDE_PLANE_NAMESPACE");
              case "ownership.label-missing" -> List.of("UNLABELLED", "LEGACY_UNLABELLED");
              case "ownership.label-match" -> List.of("LABEL_MATCH");
              default -> List.of("FOREIGN_LABEL", "LABELLED_FOR_NAMED_PLANE");
            });
  }
}
