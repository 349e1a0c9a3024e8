package io.planerules.ownership;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.internal.Texts;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The five classification rules of {@link OwnershipClassifier}, in evaluation order; the first that
 * decides wins and {@link #FOREIGN_LABEL} always decides.
 *
 * <p>Each constant states its rule once, as a predicate over the plane, the object's reference, its
 * ownership label and the context. The fast path ({@link OwnershipPolicy#decide}) runs the
 * predicates alone and builds nothing; {@link OwnershipClassifier#classify} runs the same
 * predicates and adds, per rule consulted, the trace note and, for the deciding rule, the reason
 * and the explanation. A verdict's explanation is therefore computed from the same declarations
 * that decided it, only when somebody reads it.
 */
public enum ClassificationRule implements RuleDescriptor {
  /** The object is one of the context's shared prerequisites. */
  SHARED_PREREQUISITE(
      "ownership.shared-prerequisite",
      "the object is a shared prerequisite no plane manages",
      ReasonCode.SHARED_PREREQUISITE),
  /**
   * The object's scope namespace is outside the context's allowed namespaces, or the labels of the
   * object's namespace say it is not the plane's.
   */
  NAMESPACE_SCOPE(
      "ownership.namespace-scope",
      "the object's scope namespace is not among the allowed namespaces, or the object's namespace"
          + " is not the plane's by its ownership label (shared namespaces exempt)",
      ReasonCode.OUTSIDE_PLANE_NAMESPACE),
  /** The object carries no ownership label (or an empty one). */
  LABEL_MISSING(
      "ownership.label-missing",
      "no ownership label (or an empty one): unlabelled (named), owned (legacy)",
      ReasonCode.UNLABELLED,
      ReasonCode.LEGACY_UNLABELLED),
  /** The ownership label equals the plane id. */
  LABEL_MATCH(
      "ownership.label-match",
      "the ownership label equals the plane id (named planes only)",
      ReasonCode.LABEL_MATCH),
  /** The ownership label names another plane. */
  FOREIGN_LABEL(
      "ownership.foreign-label",
      "the ownership label names another plane (legacy: any plane)",
      ReasonCode.FOREIGN_LABEL,
      ReasonCode.LABELLED_FOR_NAMED_PLANE);

  /** What a deciding rule says: the state, its reason and the explanation naming both sides. */
  record Explained(OwnershipState state, ReasonCode reason, String explanation) {}

  private final Definition definition;

  ClassificationRule(String id, String description, ReasonCode... reasons) {
    ImmutableList.Builder<String> codes = ImmutableList.builder();
    for (ReasonCode reason : reasons) {
      codes.add(reason.code());
    }
    definition =
        Definition.of(
            id, "ownership classification", OwnershipClassifier.class, description, codes.build());
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /**
   * The state this rule decides, or {@code null} when it passes or does not apply. Rules are
   * consulted in declaration order, so a rule may rely on the earlier ones having passed (after
   * {@link #LABEL_MISSING} the label is present).
   *
   * @param id the plane asking
   * @param kind the reference's kind, passed apart so that most objects (of no shared
   *     prerequisite's kind) never have their reference compared
   * @param ref the object's reference
   * @param label the ownership label's value, {@code null} when absent or empty
   * @param context shared prerequisites and allowed namespaces
   * @return the decided state, or {@code null}
   */
  @Nullable OwnershipState decides(
      ControlPlaneId id,
      String kind,
      ObjectRef ref,
      @Nullable String label,
      PolicyContext context) {
    return switch (this) {
      case SHARED_PREREQUISITE ->
          context.shared().hasKind(kind) && context.shared().contains(ref)
              ? OwnershipState.SHARED_PREREQUISITE
              : null;
      case NAMESPACE_SCOPE ->
          outsideAllowedNamespaces(ref, context) || inForeignNamespace(id, ref, context)
              ? OwnershipState.NAMESPACE_FOREIGN
              : null;
      case LABEL_MISSING ->
          label != null ? null : id.isLegacy() ? OwnershipState.OWNED : OwnershipState.UNLABELLED;
      case LABEL_MATCH -> !id.isLegacy() && id.value().equals(label) ? OwnershipState.OWNED : null;
      case FOREIGN_LABEL -> OwnershipState.FOREIGN;
    };
  }

  /**
   * The rule consulted with its trace note: {@link #decides} and, when it decides, the reason and
   * the explanation.
   *
   * @param id the plane asking
   * @param ref the object's reference
   * @param label the ownership label's value, {@code null} when absent or empty
   * @param context shared prerequisites and allowed namespaces
   * @return the outcome as a rule book records it
   */
  RuleOutcome<Explained> explain(
      ControlPlaneId id, ObjectRef ref, @Nullable String label, PolicyContext context) {
    OwnershipState state = decides(id, ref.kind(), ref, label, context);
    if (state == null) {
      return notDeciding(id, ref, label, context);
    }
    return switch (this) {
      case SHARED_PREREQUISITE ->
          RuleOutcome.decide(
              new Explained(
                  state,
                  ReasonCode.SHARED_PREREQUISITE,
                  "shared prerequisite, not managed by any control plane"),
              "in the shared prerequisites");
      case NAMESPACE_SCOPE -> {
        String scope = ref.scopeNamespace().orElseThrow();
        if (outsideAllowedNamespaces(ref, context)) {
          yield RuleOutcome.decide(
              new Explained(
                  state,
                  ReasonCode.OUTSIDE_PLANE_NAMESPACE,
                  "namespace \"" + scope + "\" is outside " + Texts.plane(id)),
              "namespace \"" + scope + "\" not allowed");
        }
        Optional<String> owner = OwnershipLabel.valueOf(context.namespaceLabels().orElseThrow());
        yield RuleOutcome.decide(
            new Explained(
                state, ReasonCode.OUTSIDE_PLANE_NAMESPACE, foreignNamespace(id, scope, owner)),
            "namespace \"" + scope + "\" " + labelNote(owner));
      }
      case LABEL_MISSING ->
          id.isLegacy()
              ? RuleOutcome.decide(
                  new Explained(
                      state,
                      ReasonCode.LEGACY_UNLABELLED,
                      "unlabelled, managed by the legacy control plane"),
                  "no label: owned by the legacy plane")
              : RuleOutcome.decide(
                  new Explained(
                      state,
                      ReasonCode.UNLABELLED,
                      "unlabelled, expected owner \"" + id.value() + "\""),
                  "no label");
      case LABEL_MATCH ->
          RuleOutcome.decide(
              new Explained(
                  state, ReasonCode.LABEL_MATCH, "labelled for control plane \"" + label + "\""),
              "label equals plane id");
      case FOREIGN_LABEL ->
          id.isLegacy()
              ? RuleOutcome.decide(
                  new Explained(
                      state,
                      ReasonCode.LABELLED_FOR_NAMED_PLANE,
                      "labelled for control plane \""
                          + label
                          + "\"; the legacy plane only manages unlabelled objects"),
                  "labelled object, legacy plane")
              : RuleOutcome.decide(
                  new Explained(
                      state,
                      ReasonCode.FOREIGN_LABEL,
                      "owned by control plane \"" + label + "\", not \"" + id.value() + "\""),
                  "label names another plane");
    };
  }

  /** The trace note of a rule that passed or did not apply. */
  private RuleOutcome<Explained> notDeciding(
      ControlPlaneId id, ObjectRef ref, @Nullable String label, PolicyContext context) {
    return switch (this) {
      case SHARED_PREREQUISITE -> RuleOutcome.pass("not a shared prerequisite");
      case NAMESPACE_SCOPE -> {
        if (context.allowedNamespaces().isEmpty() && context.namespaceLabels().isEmpty()) {
          yield RuleOutcome.notApplicable("no namespace restriction");
        }
        Optional<String> scope = ref.scopeNamespace();
        if (scope.isEmpty()) {
          yield RuleOutcome.notApplicable("cluster-scoped object");
        }
        List<String> notes = new ArrayList<>();
        if (context.allowedNamespaces().isPresent()) {
          notes.add("namespace \"" + scope.get() + "\" allowed");
        }
        if (context.namespaceLabels().isPresent()) {
          notes.add(namespaceLabelPassNote(ref, context));
        }
        yield RuleOutcome.pass(String.join("; ", notes));
      }
      case LABEL_MISSING -> RuleOutcome.pass("label \"" + label + "\" present");
      case LABEL_MATCH ->
          id.isLegacy()
              ? RuleOutcome.notApplicable("legacy plane has no label value")
              : RuleOutcome.pass("label \"" + label + "\" differs from plane id");
      case FOREIGN_LABEL -> throw new IllegalStateException(id() + " always decides");
    };
  }

  /**
   * Whether the labels of the object's namespace say it is not the plane's: named, its ownership
   * label is not the id; legacy, it has one. Only for a namespaced object outside the shared
   * namespaces, and only when the context knows the labels.
   */
  private static boolean inForeignNamespace(
      ControlPlaneId id, ObjectRef ref, PolicyContext context) {
    Optional<Map<String, String>> labels = context.namespaceLabels();
    String namespace = ref.namespace();
    return labels.isPresent()
        && namespace != null
        && !context.shared().isSharedNamespace(namespace)
        && !OwnershipLabel.matches(labels.get(), id);
  }

  /** The explanation of a namespace that is not the plane's by its label. */
  private static String foreignNamespace(
      ControlPlaneId id, String namespace, Optional<String> owner) {
    String subject = "namespace \"" + namespace + "\" ";
    if (id.isLegacy()) {
      return subject
          + "is labelled for control plane \""
          + owner.orElseThrow()
          + "\"; the legacy plane only manages objects in unlabelled namespaces";
    }
    return owner.isEmpty()
        ? subject + "is unlabelled, expected owner \"" + id.value() + "\""
        : subject
            + "is labelled for control plane \""
            + owner.get()
            + "\", not \""
            + id.value()
            + "\"";
  }

  /** {@code labelled "plane-b"} or {@code unlabelled}. */
  private static String labelNote(Optional<String> owner) {
    return owner.map(value -> "labelled \"" + value + "\"").orElse("unlabelled");
  }

  /** The trace note of the label test when it passes or does not apply. */
  private static String namespaceLabelPassNote(ObjectRef ref, PolicyContext context) {
    String namespace = ref.namespace();
    if (namespace == null) {
      return "a Namespace is judged by its own label";
    }
    if (context.shared().isSharedNamespace(namespace)) {
      return "shared namespace \"" + namespace + "\": judged by the object's own label";
    }
    return "namespace \""
        + namespace
        + "\" "
        + labelNote(OwnershipLabel.valueOf(context.namespaceLabels().orElseThrow()))
        + ": the plane's";
  }

  /** Whether a namespace restriction excludes the object's scope namespace. */
  private static boolean outsideAllowedNamespaces(ObjectRef ref, PolicyContext context) {
    Optional<Set<String>> allowed = context.allowedNamespaces();
    if (allowed.isEmpty()) {
      return false;
    }
    Optional<String> scope = ref.scopeNamespace();
    return scope.isPresent() && !allowed.get().contains(scope.get());
  }
}
