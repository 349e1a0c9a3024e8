package io.planerules.ownership;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.internal.Texts;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.internal.RuleOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The ownership classification of {@link OwnershipClassifier}: which {@link OwnershipState} one
 * object has for one plane. The rules are consulted in declaration order and the first that decides
 * wins; {@link #FOREIGN_LABEL} always decides. Each constant's {@link #description()} is its line
 * in {@code docs/rules.md}.
 *
 * <p>Each constant states its rule once: {@link #decides} is the predicate, and {@link #explain},
 * beside it, what a reader is told when the rule decided (the reason and the explanation naming
 * both sides) or passed (the trace note). {@link OwnershipPolicy#decide} runs the predicates alone
 * and builds nothing; {@link OwnershipClassifier#classify} runs the same constants with their
 * explanations, which is how a verdict's message and trace are computed when first read.
 */
enum ClassificationRule implements RuleDescriptor {
  SHARED_PREREQUISITE(
      "ownership.shared-prerequisite",
      "the object is a shared prerequisite no plane manages",
      ReasonCode.SHARED_PREREQUISITE) {
    @Override
    @Nullable OwnershipState decides(
        ControlPlaneId id,
        String kind,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context) {
      // most objects are of no shared prerequisite's kind: their reference is never compared
      return context.shared().hasKind(kind) && context.shared().contains(ref)
          ? OwnershipState.SHARED_PREREQUISITE
          : null;
    }

    @Override
    RuleOutcome<Explained> explain(
        ControlPlaneId id,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context,
        @Nullable OwnershipState decided) {
      return decided == null
          ? RuleOutcome.pass("not a shared prerequisite")
          : decide(
              decided,
              ReasonCode.SHARED_PREREQUISITE,
              "shared prerequisite, not managed by any control plane",
              "in the shared prerequisites");
    }
  },

  /**
   * The scope namespace is the object's namespace, a Namespace's own name, none for other
   * cluster-scoped kinds. Shared namespaces are exempt from the label test: a plane's objects there
   * (its PKI release, its Gateways) are judged by their own label.
   */
  NAMESPACE_SCOPE(
      "ownership.namespace-scope",
      "the object's scope namespace is not among the allowed namespaces, or the object's namespace"
          + " is not the plane's by its ownership label (shared namespaces exempt)",
      ReasonCode.OUTSIDE_PLANE_NAMESPACE) {
    @Override
    @Nullable OwnershipState decides(
        ControlPlaneId id,
        String kind,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context) {
      return outsideAllowedNamespaces(ref, context) || inForeignNamespace(id, ref, context)
          ? OwnershipState.NAMESPACE_FOREIGN
          : null;
    }

    @Override
    RuleOutcome<Explained> explain(
        ControlPlaneId id,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context,
        @Nullable OwnershipState decided) {
      Optional<String> scope = ref.scopeNamespace();
      if (decided != null) {
        String namespace = scope.orElseThrow();
        if (outsideAllowedNamespaces(ref, context)) {
          return decide(
              decided,
              ReasonCode.OUTSIDE_PLANE_NAMESPACE,
              "namespace \"" + namespace + "\" is outside " + Texts.plane(id),
              "namespace \"" + namespace + "\" not allowed");
        }
        Optional<String> owner = OwnershipLabel.valueOf(requireNonNull(context.namespaceLabels()));
        return decide(
            decided,
            ReasonCode.OUTSIDE_PLANE_NAMESPACE,
            foreignNamespace(id, namespace, owner),
            "namespace \"" + namespace + "\" " + labelNote(owner));
      }
      if (context.allowedNamespaces() == null && context.namespaceLabels() == null) {
        return RuleOutcome.notApplicable("no namespace restriction");
      }
      if (scope.isEmpty()) {
        return RuleOutcome.notApplicable("cluster-scoped object");
      }
      List<String> notes = new ArrayList<>();
      if (context.allowedNamespaces() != null) {
        notes.add("namespace \"" + scope.get() + "\" allowed");
      }
      if (context.namespaceLabels() != null) {
        notes.add(namespaceLabelPassNote(ref, context));
      }
      return RuleOutcome.pass(String.join("; ", notes));
    }
  },

  /** An empty value counts as absent. */
  LABEL_MISSING(
      "ownership.label-missing",
      "no ownership label (or an empty one): unlabelled (named), owned (legacy)",
      ReasonCode.UNLABELLED,
      ReasonCode.LEGACY_UNLABELLED) {
    @Override
    @Nullable OwnershipState decides(
        ControlPlaneId id,
        String kind,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context) {
      if (label != null) {
        return null;
      }
      return id.isLegacy() ? OwnershipState.OWNED : OwnershipState.UNLABELLED;
    }

    @Override
    RuleOutcome<Explained> explain(
        ControlPlaneId id,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context,
        @Nullable OwnershipState decided) {
      if (decided == null) {
        return RuleOutcome.pass("label \"" + label + "\" present");
      }
      return id.isLegacy()
          ? decide(
              decided,
              ReasonCode.LEGACY_UNLABELLED,
              "unlabelled, managed by the legacy control plane",
              "no label: owned by the legacy plane")
          : decide(
              decided,
              ReasonCode.UNLABELLED,
              "unlabelled, expected owner \"" + id.value() + "\"",
              "no label");
    }
  },

  /** Exact string equality: case-sensitive, no prefix match, no trimming. */
  LABEL_MATCH(
      "ownership.label-match",
      "the ownership label equals the plane id (named planes only)",
      ReasonCode.LABEL_MATCH) {
    @Override
    @Nullable OwnershipState decides(
        ControlPlaneId id,
        String kind,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context) {
      return !id.isLegacy() && id.value().equals(label) ? OwnershipState.OWNED : null;
    }

    @Override
    RuleOutcome<Explained> explain(
        ControlPlaneId id,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context,
        @Nullable OwnershipState decided) {
      if (decided != null) {
        return decide(
            decided,
            ReasonCode.LABEL_MATCH,
            "labelled for control plane \"" + label + "\"",
            "label equals plane id");
      }
      return id.isLegacy()
          ? RuleOutcome.notApplicable("legacy plane has no label value")
          : RuleOutcome.pass("label \"" + label + "\" differs from plane id");
    }
  },

  /** Legacy: any label names a plane the legacy plane is not (ADR 0070). */
  FOREIGN_LABEL(
      "ownership.foreign-label",
      "the ownership label names another plane (legacy: any plane)",
      ReasonCode.FOREIGN_LABEL,
      ReasonCode.LABELLED_FOR_NAMED_PLANE) {
    @Override
    OwnershipState decides(
        ControlPlaneId id,
        String kind,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context) {
      return OwnershipState.FOREIGN;
    }

    @Override
    RuleOutcome<Explained> explain(
        ControlPlaneId id,
        ObjectRef ref,
        @Nullable String label,
        PolicyContext context,
        @Nullable OwnershipState decided) {
      return id.isLegacy()
          ? decide(
              OwnershipState.FOREIGN,
              ReasonCode.LABELLED_FOR_NAMED_PLANE,
              "labelled for control plane \""
                  + label
                  + "\"; the legacy plane only manages unlabelled objects",
              "labelled object, legacy plane")
          : decide(
              OwnershipState.FOREIGN,
              ReasonCode.FOREIGN_LABEL,
              "owned by control plane \"" + label + "\", not \"" + id.value() + "\"",
              "label names another plane");
    }
  };

  /** What a deciding rule says: the state, its reason and the explanation naming both sides. */
  record Explained(OwnershipState state, ReasonCode reason, String explanation) {}

  private final Definition definition;

  ClassificationRule(String id, String description, ReasonCode... reasons) {
    definition =
        Definition.of(
            id,
            "ownership classification",
            OwnershipClassifier.class,
            description,
            Stream.of(reasons).map(ReasonCode::code).toList());
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /**
   * The state this rule decides, or {@code null} when it passes or does not apply. The rules before
   * it have passed (after {@link #LABEL_MISSING} the label is present).
   *
   * @param id the plane asking
   * @param kind the reference's kind, read apart from the reference
   * @param ref the object's reference
   * @param label the ownership label's value, {@code null} when absent or empty
   * @param context shared prerequisites, allowed namespaces, namespace labels
   * @return the decided state, or {@code null}
   */
  abstract @Nullable OwnershipState decides(
      ControlPlaneId id, String kind, ObjectRef ref, @Nullable String label, PolicyContext context);

  /**
   * What the rule tells a reader, given what {@link #decides} answered: the reason and explanation
   * when it decided, else the trace note of a rule that passed or did not apply.
   *
   * @param id the plane asking
   * @param ref the object's reference
   * @param label the ownership label's value, {@code null} when absent or empty
   * @param context shared prerequisites, allowed namespaces, namespace labels
   * @param decided what {@link #decides} answered
   * @return the outcome as a rule book records it
   */
  abstract RuleOutcome<Explained> explain(
      ControlPlaneId id,
      ObjectRef ref,
      @Nullable String label,
      PolicyContext context,
      @Nullable OwnershipState decided);

  private static RuleOutcome<Explained> decide(
      OwnershipState state, ReasonCode reason, String explanation, String note) {
    return RuleOutcome.decide(new Explained(state, reason, explanation), note);
  }

  /** Whether a namespace restriction excludes the object's scope namespace. */
  private static boolean outsideAllowedNamespaces(ObjectRef ref, PolicyContext context) {
    Set<String> allowed = context.allowedNamespaces();
    if (allowed == null) {
      return false;
    }
    Optional<String> scope = ref.scopeNamespace();
    return scope.isPresent() && !allowed.contains(scope.get());
  }

  /**
   * Whether the labels of the object's namespace say it is not the plane's: named, its ownership
   * label is not the id; legacy, it has one. Only for a namespaced object outside the shared
   * namespaces, and only when the context knows the labels.
   */
  private static boolean inForeignNamespace(
      ControlPlaneId id, ObjectRef ref, PolicyContext context) {
    Map<String, String> labels = context.namespaceLabels();
    String namespace = ref.namespace();
    return labels != null
        && namespace != null
        && !context.shared().isSharedNamespace(namespace)
        && !OwnershipLabel.matches(labels, id);
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

  /** The trace note of the namespace-label test when it passes or does not apply. */
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
        + labelNote(OwnershipLabel.valueOf(requireNonNull(context.namespaceLabels())))
        + ": the plane's";
  }
}
